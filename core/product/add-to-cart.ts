import { isOrderable } from "./orderable.ts";
import type { ProductVariant, VariantChoice } from "./types.ts";

/** What the add button says; the page maps each to its localized text. */
export type AddButtonLabel = "selectColor" | "selectSize" | "selectType" | "addToCart" | "outOfStock";

export interface AddButtonInput {
  /** How many options each selector has. */
  optionCounts: { color: number; size: number; type: number };
  choice: VariantChoice;
  /** The selected variant (null while none is chosen or the combination does not exist). */
  variant: ProductVariant | null;
  giftCampaign?: boolean;
  /** The product is not shipped to the delivery country. */
  deliveryCountryBlocked?: boolean;
}

function unsetChoice(input: AddButtonInput): keyof VariantChoice | null {
  for (const dimension of ["color", "size", "type"] as const) {
    if (input.optionCounts[dimension] > 1 && input.choice[dimension] === null) return dimension;
  }
  return null;
}

const SELECT_LABEL = { color: "selectColor", size: "selectSize", type: "selectType" } as const;

/**
 * The button's text: 'Select Color', 'Select Size' or 'Select Type' when that choice
 * has more than one option and is unset; else 'Add to cart' when orderable; else 'Out of stock'.
 */
export function addButtonLabel(input: AddButtonInput): AddButtonLabel {
  const unset = unsetChoice(input);
  if (unset) return SELECT_LABEL[unset];
  return input.variant && isOrderable(input.variant) ? "addToCart" : "outOfStock";
}

/**
 * The add area shows while a choice with several options is unset, or when the variant is orderable;
 * otherwise the back-in-stock notifier shows in its place.
 */
export function showsAddArea(input: AddButtonInput): boolean {
  if (unsetChoice(input)) return true;
  return input.variant !== null && isOrderable(input.variant);
}

/**
 * Disabled when the variant is not orderable (blocked stock that ships in 2 days or less or
 * never is not: core/product/orderable.ts) or when the delivery country is blocked (gift campaigns
 * excepted). While a size is still to be chosen the button stays enabled: pressing it says 'First select
 * the product size' (addAttempt).
 */
export function addButtonDisabled(input: AddButtonInput): boolean {
  if (unsetChoice(input)) return false;
  const variant = input.variant;
  if (!variant || !isOrderable(variant)) return true;
  return Boolean(input.deliveryCountryBlocked && !input.giftCampaign);
}

export type AddAttempt =
  | { kind: "add"; variantId: number }
  | { kind: "selectSizeFirst" }
  | { kind: "selectFirst"; dimension: keyof VariantChoice }
  | { kind: "notOrderable" };

/**
 * Pressing the button: with the size unset (selected id 0) the warning 'First select the product size'
 * and nothing is added; another unset choice asks for that choice; a variant that cannot be ordered
 * (a stale page, a forged press on a disabled button) adds nothing; otherwise the variant is added.
 */
export function addAttempt(input: AddButtonInput): AddAttempt {
  const unset = unsetChoice(input);
  if (unset === "size" || (input.choice.size === null && input.optionCounts.size > 0)) return { kind: "selectSizeFirst" };
  if (unset) return { kind: "selectFirst", dimension: unset };
  if (!input.variant || addButtonDisabled(input)) return { kind: "notOrderable" };
  return { kind: "add", variantId: input.variant.id };
}
