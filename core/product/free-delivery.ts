/**
 * The product page's free-delivery hint: how much the order still lacks
 * for free delivery with this product in it, or that delivery is then free. The threshold is the cart's
 * (core/checkout/cart-delivery.ts deliveryThreshold) for the methods the product may use.
 */
export type FreeDeliveryHint = { kind: "free" } | { kind: "left"; cents: number };

/** The hint for an order worth `orderCents` with the product in it; null when no method becomes free. */
export function freeDeliveryHint(thresholdCents: number | null, orderCents: number): FreeDeliveryHint | null {
  if (thresholdCents === null) return null;
  const left = thresholdCents - orderCents;
  return left > 0 ? { kind: "left", cents: left } : { kind: "free" };
}
