import { sql } from "drizzle-orm";
import type { AdminStore, StoreRepository } from "#core/admin/stores.ts";
import { queryRows, type Db } from "../client.server.ts";
import { textArray } from "../read-model.ts";
import { backOfficeTransaction } from "./back-office.ts";

async function storesOf(db: Db, id?: number): Promise<AdminStore[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, slug, name, short_name, type, address, postal_code, city, phone, email, stock_display_order, nouto, pikanouto, opening_hours,
          coalesce((select json_object_agg(t.lang, json_build_object('name', t.name, 'shortName', t.short_name, 'descriptionHtml', t.description_html))
            from store_translations t where t.store_id = stores.id), '{}') as texts
        from stores ${id === undefined ? sql`` : sql`where id = ${id}`}
        order by stock_display_order = 0, stock_display_order, id
        ${id === undefined ? sql`` : sql`for update`}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    shortName: String(row.short_name),
    type: String(row.type),
    address: String(row.address),
    postalCode: String(row.postal_code),
    city: String(row.city),
    phone: String(row.phone),
    email: String(row.email),
    stockDisplayOrder: Number(row.stock_display_order),
    pickup: Boolean(row.nouto),
    quickPickup: Boolean(row.pikanouto),
    openingHours: (row.opening_hours ?? null) as AdminStore["openingHours"],
    texts: row.texts as AdminStore["texts"],
  }));
}

export function createStoreAdminRepository(db: Db): StoreRepository {
  return {
    stores: () => storesOf(db),

    saveStore(id, input, audit, actor) {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const [before] = await storesOf(tx, id);
        if (!before) return false;
        await tx.execute(sql`
          update stores set name = ${input.name}, short_name = ${input.shortName}, address = ${input.address}, postal_code = ${input.postalCode},
            city = ${input.city}, phone = ${input.phone}, email = ${input.email}, stock_display_order = ${input.stockDisplayOrder},
            nouto = ${input.pickup}, pikanouto = ${input.quickPickup},
            opening_hours = ${input.openingHours === null ? null : JSON.stringify(input.openingHours)}::jsonb
          where id = ${id}`);
        const langs = Object.keys(input.texts);
        await tx.execute(sql`delete from store_translations where store_id = ${id} and not (lang = any(${textArray(langs)}))`);
        for (const [lang, texts] of Object.entries(input.texts)) {
          await tx.execute(sql`
            insert into store_translations (store_id, lang, name, short_name, description_html) values (${id}, ${lang}, ${texts.name}, ${texts.shortName}, ${texts.descriptionHtml})
            on conflict (store_id, lang) do update set name = excluded.name, short_name = excluded.short_name, description_html = excluded.description_html`);
        }
        // The audit row moves the data version: every process drops the kept store lists and pages.
        await backOfficeTransaction(tx).audit(actor, { entity: "store", entityId: String(id), ...audit(before) });
        return true;
      });
    },
  };
}
