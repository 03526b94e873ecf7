import { sql } from "drizzle-orm";

/**
 * What core's rules know of a variant (core/product/types.ts ProductVariant), read from the variant `v`
 * of the model `m`: the columns, and the joins they need (its product type `pt`, its stock `st`). Stock
 * held only where online purchase is blocked is blocked stock (docs/behaviour.md, "Can it be bought online").
 */
export const VARIANT_RULE_COLUMNS = sql`
  v.id, v.colour_slug as "colorSlug", v.color_control as "colorControl",
  nullif(v.size_slug, '') as "sizeSlug", pt.slug as "typeSlug", v.shipping_time as "shippingTime",
  m.on_order as "onOrder",
  coalesce(st.free > 0 or st.blocked > 0, false) as "inStock",
  coalesce(st.free = 0 and st.blocked > 0, false) as "blockedStock"`;

/** The columns above without the stock ones (the cart reads stock apart: core/checkout `withStock`). */
export const VARIANT_FACT_COLUMNS = sql`
  v.id, v.colour_slug as "colorSlug", v.color_control as "colorControl",
  nullif(v.size_slug, '') as "sizeSlug", pt.slug as "typeSlug", v.shipping_time as "shippingTime",
  m.on_order as "onOrder"`;

export const VARIANT_FACT_JOINS = sql`
  left join product_types pt on pt.id = v.product_type_id`;

export const VARIANT_RULE_JOINS = sql`
  ${VARIANT_FACT_JOINS}
  left join lateral (
    select sum(greatest(s.quantity - s.reserved, 0)) filter (where not s.blocked) as free,
      sum(greatest(s.quantity - s.reserved, 0)) filter (where s.blocked) as blocked
    from stock s where s.variant_id = v.id
  ) st on true`;

const MAX_ID = 2_147_483_647;

/** A variant id the database can hold; anything else names no variant. */
export function isVariantId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= MAX_ID;
}
