import type { PriceType } from "./types.ts";

export interface PriceModeInput {
  active: number;
  regular: number;
  club: number | null;
  /** The price before any discount ("discount-free"). */
  discountFree: number;
  isOutlet: boolean;
  /** The model may be shown as discounted (not a fixed-price item). */
  discountsAllowed: boolean;
}

/**
 * Price mode of document 2 §4: outlet (outlet flag set); discount (active below regular, discounts
 * allowed, no lower club price); club (club price below active); outdoor (active below the discount-free
 * price and below the club price); normal. Without a club price the outdoor rule's "below the club
 * price" holds: there is no club price to beat.
 */
export function priceMode(input: PriceModeInput): PriceType {
  const { active, regular, club, discountFree, isOutlet, discountsAllowed } = input;
  if (isOutlet) return "outlet";
  const clubLower = club !== null && club < active;
  if (active < regular && discountsAllowed && !clubLower) return "discount";
  if (clubLower) return "club";
  if (active < discountFree && (club === null || active < club)) return "outdoor";
  return "normal";
}

/**
 * Whole percent off the reference price, rounded half up; null when there is no discount, and when it
 * rounds to 0 (a "-0 %" would say nothing).
 */
export function discountPercent(active: number, reference: number): number | null {
  if (!(reference > 0) || !(active < reference) || !Number.isFinite(active)) return null;
  const percent = Math.round(((reference - active) * 100) / reference);
  return percent > 0 ? percent : null;
}

/** A percent ribbon shows only for a discount of at least 5% (document 2 §4). */
export const MIN_RIBBON_PERCENT = 5;

export function showsPercentRibbon(percent: number | null): boolean {
  return percent !== null && percent >= MIN_RIBBON_PERCENT;
}
