import type { ProductVariant } from "./types.ts";

/** What the orderability rules read of a variant. */
export type StockFacts = Pick<ProductVariant, "onOrder" | "inStock" | "blockedStock" | "shippingTime">;

/** Shipping time numbers with a meaning of their own (document 2 §9). */
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
 * Orderable (document 2 §4): on order or in stock. In the gift-campaign area a variant whose stock is
 * blocked is orderable only when it ships later from elsewhere (shipping time above 2 and below 999).
 */
export function isOrderable<V extends StockFacts>(variant: V, options: { giftCampaign?: boolean } = {}): boolean {
  if (!variant.onOrder && !variant.inStock) return false;
  if (options.giftCampaign && variant.blockedStock) {
    return variant.shippingTime > SHIPS_AT_ONCE_DAYS && variant.shippingTime < NO_SHIPPING_DAYS;
  }
  return true;
}

/**
 * Buyable online now: the product page's add button takes it (orderable, and blocked stock is not all it has
 * unless a later delivery stands in). Stock that only a store holds with online purchase blocked does not count.
 */
export function buyableOnline(variant: StockFacts): boolean {
  return isOrderable(variant) && !blockedWithoutFallback(variant);
}
