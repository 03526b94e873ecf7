/**
 * What the product page's rules need to know of a variant (the variant and what is derived from it for the
 * page). Built by the product service from the variant, stock and price rows; the rules in this
 * folder never see a database row or a request.
 */
export interface ProductVariant {
  id: number;
  /** The colour's slug (the `color` query value); null when the model has no colours. */
  colorSlug: string | null;
  /** The colour's control name (the `select-color` query value), e.g. `010-black`. */
  colorControl: string;
  /** The size's slug (the `size` query value); null when the model has no sizes. */
  sizeSlug: string | null;
  /** The product type's slug (the `type` query value); null when the model has no types. */
  typeSlug: string | null;
  /** Shipping time number in days (2, 30, 60 and 999 have meanings of their own: orderable.ts). */
  shippingTime: number;
  /** Made or ordered on demand: orderable without stock. */
  onOrder: boolean;
  /** Some stock can be sold (web warehouse or a store). */
  inStock: boolean;
  /** Online purchase from the stock that holds it is temporarily blocked. */
  blockedStock: boolean;
}

/** The shopper's current choice on the page; null where nothing is chosen. */
export interface VariantChoice {
  color: string | null;
  size: string | null;
  type: string | null;
}

/** One option of a selector (colour, size or type) in display order. */
export interface OptionView {
  slug: string;
  /** No orderable variant matches it together with the other current choices. */
  unavailable: boolean;
}
