/**
 * Texts of the price block that depend on rules rather than on the price itself.
 */

import type { ReferenceRule } from "#core/catalog/listing/price-mode.ts";

export interface VatLine {
  /** VAT percent of the tax area and tax class, as shown ("sis. alv 25,5 %"). */
  percent: number;
  /** 'Local taxes or duties may apply on delivery.': VAT 0 and delivery outside Finland. */
  localTaxesNote: boolean;
}

export function vatLine(vatPercent: number, deliveryCountryCode: string): VatLine {
  return { percent: vatPercent, localTaxesNote: vatPercent === 0 && deliveryCountryCode.toUpperCase() !== "FI" };
}

/**
 * The struck reference price is labelled 'Lowest price for 30 days' wherever it is that price (the EU
 * rule, Finland included), else 'Regular price'.
 */
export function labelsLowestPrice(rule: ReferenceRule): boolean {
  return rule === "lowest-30-days";
}

export type FreeDeliveryHint = { kind: "threshold"; thresholdCents: number } | { kind: "free" };

/**
 * The free-delivery line: a product whose price is at or below the threshold names the
 * amount above which delivery is free; above it, the line says its delivery is free. Null without a
 * threshold.
 */
export function freeDeliveryHint(priceCents: number, thresholdCents: number | null): FreeDeliveryHint | null {
  if (thresholdCents === null || thresholdCents <= 0) return null;
  if (priceCents > thresholdCents) return { kind: "free" };
  return { kind: "threshold", thresholdCents };
}
