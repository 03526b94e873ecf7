/**
 * Demo order history, so that "also bought" (core/product/product-extras.ts) has the shop's own data to
 * show: delivered web orders of the half year before the reference date, each holding a product and one or
 * more of the products people buy with it (skis with bindings and boots, a tent with a mat and a sleeping
 * bag). Every public model of a kind listed below anchors two or three orders with the same companions, so
 * the pairs repeat as real habits do. The orders carry no person: example.invalid addresses, no customer.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client.server.ts";
import { intArray } from "../read-model.ts";
import type { ModelSummary } from "./catalogue.ts";
import { Rng } from "./prng.ts";

/** What is bought with a kind of product (kind keys of ./taxonomy.ts), most likely first. */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  hardshell: ["shell-trousers", "gloves", "beanie"],
  insulated: ["gloves", "beanie", "winter-boots"],
  softshell: ["hiking-trousers", "t-shirt", "beanie"],
  fleece: ["base-layer", "hardshell", "beanie"],
  "hiking-trousers": ["softshell", "hiking-boots", "socks"],
  "shell-trousers": ["hardshell", "gloves"],
  "base-layer": ["socks", "fleece", "beanie"],
  "t-shirt": ["hiking-trousers", "socks"],
  "hiking-boots": ["socks", "hiking-trousers", "daypack"],
  "trail-shoes": ["socks", "t-shirt", "bottle"],
  "winter-boots": ["socks", "insulated", "gloves"],
  socks: ["hiking-boots", "trail-shoes"],
  daypack: ["bottle", "headlamp", "hiking-boots"],
  "trekking-pack": ["hiking-tent", "down-bag", "sleeping-mat"],
  "hiking-tent": ["sleeping-mat", "down-bag", "trekking-pack"],
  "family-tent": ["synthetic-bag", "sleeping-mat", "cookware"],
  "down-bag": ["sleeping-mat", "hiking-tent"],
  "synthetic-bag": ["sleeping-mat", "family-tent"],
  "sleeping-mat": ["down-bag", "hiking-tent"],
  stove: ["cookware", "bottle", "headlamp"],
  cookware: ["stove", "bottle"],
  headlamp: ["daypack", "stove"],
  "alpine-skis": ["alpine-bindings", "alpine-boots", "ski-poles"],
  "xc-skis": ["xc-bindings", "xc-boots", "ski-poles"],
  "alpine-bindings": ["alpine-skis", "alpine-boots"],
  "xc-bindings": ["xc-skis", "xc-boots"],
  "alpine-boots": ["alpine-skis", "alpine-bindings", "socks"],
  "xc-boots": ["xc-skis", "xc-bindings", "socks"],
  "ski-poles": ["xc-skis", "gloves"],
  harness: ["rope", "climbing-helmet", "climbing-shoes"],
  rope: ["harness", "climbing-helmet"],
  "climbing-helmet": ["harness", "rope"],
  "climbing-shoes": ["harness", "rope"],
  gloves: ["beanie", "insulated"],
  beanie: ["gloves", "base-layer"],
  bottle: ["daypack", "stove"],
};

/** At most this many anchor models (the 100,000-model benchmark catalogue gets a sample). */
const MAX_ANCHORS = 6000;
const HISTORY_DAYS = 180;

export async function seedOrderHistory(db: Db, options: { seed: number; referenceDate: Date; summaries: readonly ModelSummary[] }): Promise<void> {
  const rng = Rng.for(options.seed, "order-history");
  const publicOfKind = new Map<string, number[]>();
  for (const model of options.summaries) {
    if (!model.isPublic) continue;
    const list = publicOfKind.get(model.kind) ?? [];
    list.push(model.id);
    publicOfKind.set(model.kind, list);
  }
  const anchors = options.summaries.filter((model) => model.isPublic && COMPANIONS[model.kind] !== undefined);
  const step = Math.max(1, Math.ceil(anchors.length / MAX_ANCHORS));

  const orderDays: number[] = [];
  const rowOrder: number[] = [];
  const rowPosition: number[] = [];
  const rowModel: number[] = [];
  for (let a = 0; a < anchors.length; a += step) {
    const anchor = anchors[a]!;
    const partners = COMPANIONS[anchor.kind]!.flatMap((kind) => {
      const candidates = publicOfKind.get(kind);
      return candidates && candidates.length > 0 ? [rng.pick(candidates)] : [];
    });
    if (partners.length === 0) continue;
    const orders = rng.int(2, 3);
    for (let o = 0; o < orders; o++) {
      const order = orderDays.length;
      orderDays.push(rng.int(1, HISTORY_DAYS));
      // The first companion is always there: the pair people buy together repeats in every order.
      const lines = [anchor.id, partners[0]!, ...partners.slice(1).filter(() => rng.chance(0.5))];
      lines.forEach((modelId, position) => {
        rowOrder.push(order);
        rowPosition.push(position);
        rowModel.push(modelId);
      });
    }
  }
  if (orderDays.length === 0) return;

  const reference = options.referenceDate.toISOString();
  // One statement: rows priced first (one variant per model, its first active one, at its tax area 1 price,
  // named in Finnish as ordered), then the orders with their totals, then the rows joined to them by number.
  await db.execute(sql`
    with lines as (
      select r.ord, r.position, v.id as variant_id, coalesce(t.name, m.slug) as name, v.size_name, p.active_cents
      from unnest(${intArray(rowOrder)}, ${intArray(rowPosition)}, ${intArray(rowModel)}) as r(ord, position, model_id)
      join product_models m on m.id = r.model_id
      left join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
      join variants v on v.id = (select min(vv.id) from variants vv where vv.model_id = m.id and vv.is_active)
      join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
    ),
    totals as (select ord, sum(active_cents)::int as cents from lines group by ord),
    placed as (
      insert into orders (number, status, idempotency_key, request_hash, lang, country_code, email, payment_method,
        products_cents, total_cents, due_cents, created_at, reserved_until, paid_at, confirmation_sent_at)
      select 'H' || lpad(h.ord::text, 6, '0'), 'delivered', 'seed-history-' || h.ord, 'seed', 'fi', 'fi',
        'history-' || h.ord || '@example.invalid', 'test', s.cents, s.cents, s.cents, t.at, t.at, t.at, t.at
      from (select days, i - 1 as ord from unnest(${intArray(orderDays)}) with ordinality as u(days, i)) h
      join totals s on s.ord = h.ord
      cross join lateral (select ${reference}::timestamptz - make_interval(days => h.days) as at) t
      returning id, number
    )
    insert into order_rows (order_id, position, kind, product_id, name, variant_name, amount, unit_cents, total_cents)
    select placed.id, l.position, 'product', l.variant_id::text, l.name, l.size_name, 1, l.active_cents, l.active_cents
    from lines l join placed on placed.number = 'H' || lpad(l.ord::text, 6, '0')`);
}
