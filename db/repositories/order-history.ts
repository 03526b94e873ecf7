import { sql } from "drizzle-orm";
import type { HistoryEntry, HistoryRow, OrderHistoryRepository, StoreReceiptStatus } from "#core/orders/history.ts";
import { queryRows, type Db } from "../client.server.ts";
import { imageRefSql } from "../image-ref.ts";

type Rows = HistoryRow[] | string;
const rowsOf = (value: Rows): HistoryRow[] => (typeof value === "string" ? (JSON.parse(value) as HistoryRow[]) : value);

export function createOrderHistoryRepository(db: Db): OrderHistoryRepository {
  return {
    async webOrders({ customerId, email, lang }) {
      const found = await queryRows<{
        number: string;
        date: string | Date;
        status: string;
        totalCents: number;
        deliveryMethod: string | null;
        paymentMethod: string | null;
        specialRequest: string;
        accessToken: string;
        rows: Rows;
      }>(
        db,
        sql`select o.number, o.created_at as date, o.status, o.total_cents as "totalCents", o.special_request as "specialRequest", o.access_token as "accessToken",
              (select coalesce(dt.name, d.slug) from delivery_methods d
                 left join delivery_method_translations dt on dt.method_slug = d.slug and dt.lang = ${lang}
               where d.slug = o.delivery_method) as "deliveryMethod",
              coalesce((select pmt.name from payment_method_translations pmt where pmt.method_slug = o.payment_method and pmt.lang = ${lang}),
                o.payment_method) as "paymentMethod",
              (select coalesce(json_agg(json_build_object('position', r.position, 'isProduct', r.kind = 'product', 'name', r.name, 'variantName', r.variant_name, 'amount', r.amount,
                  'returnedAmount', (select coalesce(sum(ar.amount), 0) from after_sales_rows ar join after_sales_cases c on c.id = ar.case_id
                    where c.order_id = o.id and c.kind in ('return', 'exchange') and c.status = 'processed-return' and ar.order_position = r.position),
                  'totalCents', r.total_cents,
                  -- The product's page and picture while the model is on sale in this language; a row of a model gone
                  -- from the catalogue shows its name only.
                  'path', (select l.path from catalog_listing l where r.kind = 'product' and l.model_id = v.model_id and l.lang = ${lang}),
                  'image', (select ${imageRefSql("i", 320)} from images i
                    where r.kind = 'product' and i.model_id = v.model_id
                    order by (i.colour_slug is not distinct from v.colour_slug) desc, i.sort_order, i.id limit 1),
                  'variantId', case when r.kind = 'product' then v.id end) order by r.position), '[]'::json)
               from order_rows r left join variants v on r.kind = 'product' and v.id::text = r.product_id
               where r.order_id = o.id) as rows
            from orders o
            where o.customer_id = ${customerId} or (o.customer_id is null and ${email} <> '' and lower(o.email) = ${email.toLowerCase()})
            order by o.created_at desc
            limit 200`,
      );
      return found.map((row) => ({
        kind: "web" as const,
        number: row.number,
        date: new Date(row.date),
        status: row.status,
        totalCents: Number(row.totalCents),
        deliveryMethod: row.deliveryMethod,
        paymentMethod: row.paymentMethod,
        specialRequest: row.specialRequest,
        accessToken: row.accessToken,
        rows: rowsOf(row.rows),
      }));
    },

    async storeReceipts({ customerId }) {
      const found = await queryRows<{ number: string; date: string | Date; status: string; totalCents: number; store: string; note: string; rows: Rows }>(
        db,
        sql`select s.number, s.purchased_at as date, s.status, s.total_cents as "totalCents", st.name as store, s.note,
              (select coalesce(json_agg(json_build_object('position', r.position, 'isProduct', true, 'name', r.name, 'variantName', r.variant_name, 'amount', r.amount,
                  'returnedAmount', r.returned_amount, 'totalCents', r.total_cents, 'path', null, 'image', null, 'variantId', null) order by r.position), '[]'::json)
               from store_receipt_rows r where r.receipt_id = s.id) as rows
            from store_receipts s join stores st on st.id = s.store_id
            where s.customer_id = ${customerId}
            order by s.purchased_at desc
            limit 200`,
      );
      return found.map((row) => ({
        kind: "store" as const,
        number: row.number,
        date: new Date(row.date),
        status: row.status as StoreReceiptStatus,
        totalCents: Number(row.totalCents),
        store: row.store,
        note: row.note,
        rows: rowsOf(row.rows),
      })) satisfies Array<Extract<HistoryEntry, { kind: "store" }>>;
    },
  };
}
