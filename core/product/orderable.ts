import type { ProductVariant } from "./types.ts";

/** What the orderability rules read of a variant. */
export type StockFacts = Pick<ProductVariant, "onOrder" | "inStock" | "blockedStock" | "shippingTime">;

/** Shipping time numbers with a meaning of their own (thresholds of the icon, texts and orderability). */
export const SHIPS_AT_ONCE_DAYS = 2;
export const LONG_SHIPPING_DAYS = 30;
export const VERY_LONG_SHIPPING_DAYS = 60;
/** No delivery time known: the variant cannot be promised. */
export const NO_SHIPPING_DAYS = 999;

/** Stock is blocked and no later delivery can stand in for it: 2 days or less, or no time at all. */
export function blockedWithoutFallback(variant: Pick<ProductVariant, "blockedStock" | "shippingTime">): boolean {
  return variant.blockedStock && (variant.shippingTime <= SHIPS_AT_ONCE_DAYS || variant.shippingTime === NO_SHIPPING_DAYS);
}

/**
 * Whether the variant can be bought online now: on order or in stock, where stock held only in stores whose
 * online purchase is blocked counts only when the variant ships later from elsewhere (shipping time above 2
 * and below 999: the supplier or an incoming delivery). The product page (options, selection, add button,
 * availability message) and the cart's server validation all ask this one rule, so a variant the page will
 * not sell cannot be ordered through the cart either.
 */
export function isOrderable(variant: StockFacts): boolean {
  if (!variant.onOrder && !variant.inStock) return false;
  return !blockedWithoutFallback(variant);
}
