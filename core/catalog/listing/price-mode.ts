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
 * Price mode: outlet (outlet flag set); discount (active below regular, discounts
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

/**
 * What a reduced price is compared with. Under the EU price-indication rule (Directive 98/6/EC art. 6a),
 * an announced reduction is measured against the lowest price of the 30 days before it ("lowest-30-days");
 * elsewhere against the price the mode is a reduction of ("list-price": the regular price, or the
 * discount-free price of an outdoor price).
 */
export type ReferenceRule = "lowest-30-days" | "list-price";

/**
 * The rule for a tax area's prices: a tax area that serves an EU member country follows the EU rule, in
 * every storefront language. It is decided by tax area, not by country, because every price read (card,
 * product, the product-list call) is made for a tax area, and one tax area must show one price.
 */
export function referenceRuleOfTaxArea(taxAreaId: number, countries: ReadonlyArray<{ taxAreaId: number; isEuMember: boolean }>): ReferenceRule {
  return countries.some((country) => country.taxAreaId === taxAreaId && country.isEuMember) ? "lowest-30-days" : "list-price";
}

export interface ReductionInput {
  active: number;
  regular: number;
  discountFree: number;
  /** Lowest active price of the 30 days before the reduction; null where none is kept (packages). */
  lowest30d: number | null;
  type: PriceType;
}

/** A reduction as the card and the product page show it: the struck price and the percentage. */
export interface PriceReduction {
  /** The struck reference price, always above the active price. */
  reference: number;
  /** Whole percent off `reference` (see `discountPercent`); null when the model shows no percentage. */
  percent: number | null;
}

/**
 * The one rule of the card and the product page for a reduced price. The comparison price is the list
 * price of the mode (the discount-free price for an outdoor price, else the regular price); under the
 * EU rule it is the 30-day lowest price instead. A reduction shows only when that price is known and
 * above the active one: a 30-day lowest equal to today's price means no announced reduction,
 * so neither a struck price nor a percentage. Club prices are shown beside the price, not as a
 * reduction of it, so they play no part here.
 */
export function priceReduction(input: ReductionInput, rule: ReferenceRule, options: { showsPercentage: boolean }): PriceReduction | null {
  const listPrice = input.type === "outdoor" ? input.discountFree : input.regular;
  // Without a known 30-day lowest price (packages keep none) nothing may be announced under the EU rule.
  const reference = rule === "lowest-30-days" ? input.lowest30d : listPrice;
  if (reference === null) return null;
  if (!(reference > input.active)) return null;
  return { reference, percent: options.showsPercentage ? discountPercent(input.active, reference) : null };
}

/**
 * The depth of a reduction in basis points (10,000 = 100 %), rounded down, 0 without one: the "Offers"
 * order. It orders exactly as the shown percentages do, which are rounded from the same fraction.
 */
export function reductionDepthBp(active: number, reduction: PriceReduction | null): number {
  if (!reduction) return 0;
  return Math.floor(((reduction.reference - active) * 10_000) / reduction.reference);
}

/** A percent ribbon shows only for a discount of at least 5%. */
export const MIN_RIBBON_PERCENT = 5;

export function showsPercentRibbon(percent: number | null): boolean {
  return percent !== null && percent >= MIN_RIBBON_PERCENT;
}
