import { sql } from "drizzle-orm";
import type { ComplaintOrder, ComplaintPlan, ComplaintReceipt, NewCasePicture } from "#core/after-sales/returns-service.server.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";

/**
 * The complaint's parts of the after-sales repository (db/repositories/returns.ts): the web order the form
 * starts from, the complaint with its details and pictures, and the pictures by their address.
 */

/** Keeps a step's pictures (cleaned bytes, served by token). */
export async function insertPictures(tx: Db, caseId: number, eventId: number, pictures: readonly NewCasePicture[], at: string): Promise<void> {
  for (const picture of pictures) {
    await tx.execute(
      sql`insert into after_sales_pictures (case_id, event_id, token, content, content_type, width, height, uploaded_bytes, created_at)
          values (${caseId}, ${eventId}, ${picture.token}, ${Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength)},
            ${picture.contentType}, ${picture.width}, ${picture.height}, ${picture.uploadedBytes}, ${at}::timestamptz)`,
    );
  }
}

/**
 * What the complaint form said, as one JSON value of the case row `c` (null for a return), its stores named in
 * the case's language: a column of the case's own query, so a case page reads in one round trip.
 */
export const complaintJson = sql`(
  select json_build_object(
    'customerName', c.name, 'phone', c.phone, 'address', d.address, 'postNumber', d.post_number, 'city', d.city,
    'salesChannel', d.sales_channel, 'storeName', coalesce(sn.name, st.name, ''), 'targetStoreName', coalesce(tn.name, tt.name, ''),
    'byPost', coalesce(tt.type = 'web', false), 'orderNumber', coalesce((select o.number from orders o where o.id = c.order_id), d.order_number),
    'receipt', d.receipt, 'timeOfPurchase', coalesce(d.time_of_purchase::text, ''), 'priceCents', d.price_cents, 'used', d.used,
    'manufacturer', d.manufacturer, 'model', d.model, 'color', d.color, 'size', d.size, 'noSize', d.no_size, 'complaint', d.complaint)
  from complaint_details d
  left join stores st on st.id = d.store_id
  left join store_translations sn on sn.store_id = st.id and sn.lang = c.lang
  left join stores tt on tt.id = d.target_store_id
  left join store_translations tn on tn.store_id = tt.id and tn.lang = c.lang
  where d.case_id = c.id)`;

/** A step's pictures' tokens as a JSON array, a column of the steps' query on `e`. */
export const eventPicturesJson = sql`coalesce((select json_agg(p.token order by p.id) from after_sales_pictures p where p.event_id = e.id), '[]'::json)`;

/** A JSON column as the driver gives it: parsed (PostgreSQL) or text (some drivers). */
export function parsedJson<T>(value: T | string | null): T | null {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

export async function orderForComplaint(db: Db, number: string, lang: Lang): Promise<ComplaintOrder | null> {
  const [order] = await queryRows<{
    id: number;
    number: string;
    email: string;
    customerId: number | null;
    name: string;
    phone: string;
    address: string;
    postalCode: string;
    city: string;
    purchasedAt: string | Date;
  }>(
    db,
    sql`select id, number, lower(email) as email, customer_id as "customerId", trim(first_name || ' ' || last_name) as name, phone, address,
          postal_code as "postalCode", city, coalesce(paid_at, created_at) as "purchasedAt"
        from orders where number = ${number}`,
  );
  if (!order) return null;
  const rows = await queryRows<{ position: number; kind: string; amount: number; totalCents: number; brand: string | null; model: string | null; name: string; colour: string | null; size: string | null }>(
    db,
    sql`select r.position, r.kind, r.amount, r.total_cents as "totalCents", b.name as brand, t.name as model, r.name,
          ct.name as colour, v.size_name as size
        from order_rows r
        left join variants v on r.kind = 'product' and v.id::text = r.product_id
        left join product_models m on m.id = v.model_id
        left join brands b on b.id = m.brand_id
        left join product_model_translations t on t.model_id = m.id and t.lang = ${lang}
        left join colour_translations ct on ct.colour_slug = v.colour_slug and ct.lang = ${lang}
        where r.order_id = ${order.id} order by r.position`,
  );
  return {
    id: Number(order.id),
    number: order.number,
    email: order.email,
    customerId: order.customerId === null ? null : Number(order.customerId),
    name: order.name,
    phone: order.phone,
    address: order.address,
    postalCode: order.postalCode,
    city: order.city,
    purchasedAt: new Date(order.purchasedAt),
    rows: rows.map((row) => ({
      position: Number(row.position),
      kind: row.kind,
      amount: Number(row.amount),
      totalCents: Number(row.totalCents),
      brand: row.brand ?? "",
      model: row.model ?? row.name,
      colour: row.colour ?? "",
      size: row.size ?? "",
    })),
  };
}

/** A store receipt with each row's product, as the complaint form sees it. */
export async function receiptForComplaint(db: Db, number: string, lang: Lang): Promise<ComplaintReceipt | null> {
  const [receipt] = await queryRows<{ id: number; number: string; customerId: number | null; storeId: number; purchasedAt: string | Date }>(
    db,
    sql`select id, number, customer_id as "customerId", store_id as "storeId", purchased_at as "purchasedAt" from store_receipts where number = ${number}`,
  );
  if (!receipt) return null;
  const rows = await queryRows<{ position: number; amount: number; totalCents: number; brand: string | null; model: string | null; name: string; colour: string | null; size: string | null; variantName: string }>(
    db,
    sql`select r.position, r.amount, r.total_cents as "totalCents", b.name as brand, t.name as model, r.name, ct.name as colour,
          v.size_name as size, r.variant_name as "variantName"
        from store_receipt_rows r
        left join variants v on v.id = r.variant_id
        left join product_models m on m.id = v.model_id
        left join brands b on b.id = m.brand_id
        left join product_model_translations t on t.model_id = m.id and t.lang = ${lang}
        left join colour_translations ct on ct.colour_slug = v.colour_slug and ct.lang = ${lang}
        where r.receipt_id = ${receipt.id} order by r.position`,
  );
  return {
    number: receipt.number,
    customerId: receipt.customerId === null ? null : Number(receipt.customerId),
    storeId: Number(receipt.storeId),
    purchasedAt: new Date(receipt.purchasedAt),
    rows: rows.map((row) => ({
      position: Number(row.position),
      kind: "product",
      amount: Number(row.amount),
      totalCents: Number(row.totalCents),
      brand: row.brand ?? "",
      model: row.model ?? row.name,
      colour: row.colour ?? "",
      size: row.size ?? row.variantName,
    })),
  };
}

export async function createComplaint(db: Db, plan: ComplaintPlan): Promise<{ number: string; accessToken: string }> {
  return db.transaction(async (tx) => {
    const at = plan.requestedAt.toISOString();
    const [created] = await queryRows<{ id: number; number: string; accessToken: string }>(
      tx,
      sql`insert into after_sales_cases (number, kind, order_id, customer_id, lang, email, name, phone, created_at, updated_at)
          values ('R' || nextval('case_number_seq'), 'complaint', ${plan.orderId}, ${plan.customerId}, ${plan.lang}, ${plan.email.toLowerCase()},
            ${plan.customerName}, ${plan.phone}, ${at}::timestamptz, ${at}::timestamptz)
          returning id, number, access_token as "accessToken"`,
    );
    const caseId = Number(created!.id);
    await tx.execute(
      sql`insert into complaint_details (case_id, sales_channel, store_id, target_store_id, order_number, receipt, time_of_purchase, price_cents,
            used, manufacturer, model, color, size, no_size, complaint, address, post_number, city, order_position)
          values (${caseId}, ${plan.salesChannel}, ${plan.storeId}, ${plan.targetStoreId}, ${plan.orderNumber}, ${plan.receipt},
            ${plan.timeOfPurchase}::date, ${plan.priceCents}, ${plan.used}, ${plan.manufacturer}, ${plan.model}, ${plan.color}, ${plan.size},
            ${plan.noSize}, ${plan.complaint}, ${plan.address}, ${plan.postNumber}, ${plan.city}, ${plan.orderPosition})`,
    );
    const [event] = await queryRows<{ id: number }>(
      tx,
      sql`insert into after_sales_events (case_id, at, actor, action, status) values (${caseId}, ${at}::timestamptz, 'customer', 'start', 'new-return') returning id`,
    );
    await insertPictures(tx, caseId, Number(event!.id), plan.pictures, at);
    return { number: created!.number, accessToken: created!.accessToken };
  });
}

export async function casePicture(db: Db, token: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const [row] = await queryRows<{ content: Uint8Array; contentType: string }>(
    db,
    sql`select content, content_type as "contentType" from after_sales_pictures where token = ${token}`,
  );
  return row ? { bytes: row.content, contentType: row.contentType } : null;
}
