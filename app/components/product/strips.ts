import type { GridCard } from "#core/catalog/listing/types.ts";
import type { DisplayCurrency } from "#core/money/format-price.ts";

/** What the product page hands its strips: both the placeholder and the lazily loaded strips take it. */
export interface StripsProps {
  slug: string;
  countryCode: string;
  groupPath: string | null;
  currency: DisplayCurrency;
  lowestPriceLabel: boolean;
}

/** The part of the type=2 answer of /api/product/extra/ the strips draw. */
export interface StripAnswer {
  also_bought: GridCard[];
  recommendations: GridCard[];
}

/** The query of the strips' call: the model, the delivery country (prices and stock) and the page's group. */
export function stripQuery(input: { slug: string; countryCode: string; groupPath: string | null }): string {
  const query = new URLSearchParams({ slug: input.slug, "delivery-country-code": input.countryCode, type: "2" });
  if (input.groupPath) query.set("group", input.groupPath);
  return query.toString();
}
