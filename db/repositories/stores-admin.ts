import { sql } from "drizzle-orm";
import type { AdminStore, StoreInput, StoreRepository } from "#core/admin/stores.ts";
import { queryRows, type Db } from "../client.server.ts";
import { textArray } from "../read-model.ts";
import { backOfficeTransaction } from "./back-office.ts";

async function storesOf(db: Db, id?: number): Promise<AdminStore[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, slug, name, short_name, type, address, postal_code, city, phone, email, stock_display_order, nouto, pikanouto, opening_hours,
          latitude::float8 as latitude, longitude::float8 as longitude,
          coalesce((select json_object_agg(t.lang, json_build_object('name', t.name, 'shortName', t.short_name, 'descriptionHtml', t.description_html))
            from store_translations t where t.store_id = stores.id), '{}') as texts
        from stores where removed_at is null ${id === undefined ? sql`` : sql`and id = ${id}`}
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
    latitude: row.latitude === null || row.latitude === undefined ? null : Number(row.latitude),
    longitude: row.longitude === null || row.longitude === undefined ? null : Number(row.longitude),
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
            opening_hours = ${input.openingHours === null ? null : JSON.stringify(input.openingHours)}::jsonb,
            latitude = ${input.latitude}, longitude = ${input.longitude}
          where id = ${id}`);
        await writeTexts(tx, id, input);
        // The audit row moves the data version: every process drops the kept store lists and pages.
        await backOfficeTransaction(tx).audit(actor, { entity: "store", entityId: String(id), ...audit(before) });
        return true;
      });
    },

    createStore(slug, input, audit, actor) {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        // Store ids are the shop's own (the tills and the integration name them): the next one, taken under a lock.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stores.id'))`);
        const [taken] = await queryRows<{ id: number }>(tx, sql`select id from stores where slug = ${slug}`);
        if (taken) return null;
        const [next] = await queryRows<{ id: number }>(tx, sql`select coalesce(max(id), 0) + 1 as id from stores`);
        const id = Number(next!.id);
        await tx.execute(sql`
          insert into stores (id, slug, name, short_name, type, address, postal_code, city, phone, email, stock_display_order, nouto, pikanouto, opening_hours, latitude, longitude)
          values (${id}, ${slug}, ${input.name}, ${input.shortName}, 'retail', ${input.address}, ${input.postalCode}, ${input.city}, ${input.phone}, ${input.email},
            ${input.stockDisplayOrder}, ${input.pickup}, ${input.quickPickup}, ${input.openingHours === null ? null : JSON.stringify(input.openingHours)}::jsonb,
            ${input.latitude}, ${input.longitude})`);
        await writeTexts(tx, id, input);
        const [after] = await storesOf(tx, id);
        await backOfficeTransaction(tx).audit(actor, { entity: "store", entityId: String(id), ...audit(after!) });
        return id;
      });
    },

    removeStore(id, decide, audit, actor) {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const [before] = await storesOf(tx, id);
        if (!before) return null;
        const final = sql`('delivered', 'cancelled', 'manual_cancellation')`;
        const pickupHere = sql`o.delivery_location = ${String(id)} and exists (select 1 from delivery_methods dm where dm.slug = o.delivery_method and dm.kind in ('store-pickup', 'store-express'))`;
        const [use] = await queryRows<{ warehouse: boolean; stock: number; orders: number; holds: number; complaints: number; history: number }>(
          tx,
          sql`select (s.type = 'web' or s.is_main) as warehouse,
              (select coalesce(sum(greatest(k.quantity, 0) + greatest(k.reserved, 0)), 0) from stock k where k.store_id = s.id)::int as stock,
              (select count(*) from orders o where o.status not in ${final}
                 and (${pickupHere} or exists (select 1 from order_reservations r where r.order_id = o.id and r.store_id = s.id)))::int as orders,
              (select coalesce(sum(h.amount), 0) from after_sales_holds h where h.store_id = s.id and h.released_at is null)::int as holds,
              (select count(*) from complaint_details d join after_sales_cases c on c.id = d.case_id
                 where d.target_store_id = s.id and c.status not in ('processed-return', 'rejected-return'))::int as complaints,
              ((select count(*) from store_receipts r where r.store_id = s.id)
                + (select count(*) from complaint_details d where d.store_id = s.id or d.target_store_id = s.id)
                + (select count(*) from after_sales_holds h where h.store_id = s.id)
                + (select count(*) from order_reservations r where r.store_id = s.id)
                + (select count(*) from orders o where ${pickupHere}))::int as history
            from stores s where s.id = ${id}`,
        );
        const decision = decide({
          isWarehouseOrMain: Boolean(use!.warehouse),
          stockPieces: Number(use!.stock),
          openOrders: Number(use!.orders),
          heldPieces: Number(use!.holds),
          openComplaints: Number(use!.complaints),
          history: Number(use!.history),
        });
        if (decision.kind === "refused") return decision;
        // Its stock rows hold nothing by now (a row of zero is the same as none).
        await tx.execute(sql`delete from stock where store_id = ${id}`);
        if (decision.kind === "delete") await tx.execute(sql`delete from stores where id = ${id}`);
        else {
          await tx.execute(sql`
            update stores set removed_at = now(), slug = ${`${before.slug}-removed-${id}`}, nouto = false, pikanouto = false, stock_display_order = 0, is_main = false
            where id = ${id}`);
        }
        await backOfficeTransaction(tx).audit(actor, { entity: "store", entityId: String(id), ...audit(before, decision.kind) });
        return decision;
      });
    },
  };
}

async function writeTexts(tx: Db, id: number, input: StoreInput) {
  const langs = Object.keys(input.texts);
  await tx.execute(sql`delete from store_translations where store_id = ${id} and not (lang = any(${textArray(langs)}))`);
  for (const [lang, texts] of Object.entries(input.texts)) {
    await tx.execute(sql`
      insert into store_translations (store_id, lang, name, short_name, description_html) values (${id}, ${lang}, ${texts.name}, ${texts.shortName}, ${texts.descriptionHtml})
      on conflict (store_id, lang) do update set name = excluded.name, short_name = excluded.short_name, description_html = excluded.description_html`);
  }
}
