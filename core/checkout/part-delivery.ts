import { SHIPS_AT_ONCE_DAYS } from "../product/orderable.ts";
import { shippingRange, type DayRange } from "../product/shipping-time.ts";

/**
 * Part delivery (delivery splitting: the cart's isDeliverySplittingSelected, general setting
 * part_delivery_mode). A cart that mixes products leaving at once (shipping time 2 or less: on the web
 * warehouse's shelf) with products that come later may be sent in two parts: the first at once, the rest
 * when it has arrived. The second parcel is a second delivery, so it costs the method's price again unless
 * the setting says the shop pays it.
 */

/** optional: the shopper may choose it and pays the second delivery; free: the shop pays it; off: never offered. */
export type PartDeliveryMode = "optional" | "free" | "off";

export function partDeliveryModeOf(value: string | null | undefined): PartDeliveryMode {
  return value === "free" || value === "off" ? value : "optional";
}

export interface DeliveryParts {
  /** When the part on the shelf leaves. */
  first: DayRange;
  /** When the slowest of the rest leaves. */
  rest: DayRange;
}

/** The two parts of a cart, or null when it cannot be split: everything leaves together anyway. */
export function deliveryParts(shippingTimes: readonly number[]): DeliveryParts | null {
  const ranges = shippingTimes.map(shippingRange);
  if (ranges.some((range) => range === null)) return null;
  const now = shippingTimes.filter((days) => days <= SHIPS_AT_ONCE_DAYS);
  const later = ranges.filter((range, index): range is DayRange => shippingTimes[index]! > SHIPS_AT_ONCE_DAYS && range !== null);
  if (now.length === 0 || later.length === 0) return null;
  const rest = later.reduce((slowest, range) => (range.max > slowest.max ? range : slowest));
  return { first: shippingRange(SHIPS_AT_ONCE_DAYS)!, rest };
}

/** Deliveries the order pays for: two when split in the optional mode, else one. */
export function chargedDeliveries(input: { mode: PartDeliveryMode; split: boolean }): number {
  return input.split && input.mode === "optional" ? 2 : 1;
}
