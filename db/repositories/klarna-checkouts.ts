import { sql } from "drizzle-orm";
import type { KlarnaCheckoutRepository, KlarnaSnapshot } from "#core/payments/klarna-checkout.ts";
import { queryRows, type Db } from "../client.server.ts";

type Stored = Omit<KlarnaSnapshot, "klarnaOrderId" | "version" | "refusal">;

export function createKlarnaCheckoutRepository(db: Db): KlarnaCheckoutRepository {
  return {
    async save({ klarnaOrderId, ...snapshot }) {
      const stored: Stored = snapshot;
      // A new version forgets the refusal of the one before: the shopper has changed the cart since.
      const [row] = await queryRows<{ version: number }>(
        db,
        sql`insert into klarna_checkouts (klarna_order_id, snapshot) values (${klarnaOrderId}, ${JSON.stringify(stored)}::jsonb)
            on conflict (klarna_order_id) do update
              set snapshot = excluded.snapshot, version = klarna_checkouts.version + 1, refusal = '{}', updated_at = now()
            returning version`,
      );
      return Number(row!.version);
    },

    async find(klarnaOrderId) {
      const [row] = await queryRows<{ version: number; snapshot: Stored; refusal: string[] }>(
        db,
        sql`select version, snapshot, refusal from klarna_checkouts where klarna_order_id = ${klarnaOrderId}`,
      );
      return row ? { klarnaOrderId, version: Number(row.version), refusal: row.refusal, ...row.snapshot } : null;
    },

    async refuse(klarnaOrderId, messages) {
      await db.execute(sql`update klarna_checkouts set refusal = array(select jsonb_array_elements_text(${JSON.stringify(messages)}::jsonb)), updated_at = now() where klarna_order_id = ${klarnaOrderId}`);
    },
  };
}
