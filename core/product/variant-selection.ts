import { isOrderable } from "./orderable.ts";
import type { OptionView, ProductVariant, VariantChoice } from "./types.ts";

/** Selected variant id when a selector with options is still unset. */
export const NO_VARIANT_CHOSEN = 0;
/** Selected variant id when the chosen combination does not exist. */
export const NO_SUCH_VARIANT = -1;
/** Sizes kept in the browser's size history, newest first. */
export const SIZE_HISTORY_LIMIT = 20;

export type Dimension = keyof VariantChoice;

const SLUG_OF: Record<Dimension, (variant: ProductVariant) => string | null> = {
  color: (variant) => variant.colorSlug,
  size: (variant) => variant.sizeSlug,
  type: (variant) => variant.typeSlug,
};

/** The distinct values a dimension takes among the variants, in first-seen order (variants come sorted). */
export function dimensionValues(variants: readonly ProductVariant[], dimension: Dimension): string[] {
  const seen = new Set<string>();
  for (const variant of variants) {
    const slug = SLUG_OF[dimension](variant);
    if (slug !== null) seen.add(slug);
  }
  return [...seen];
}

const collators = new Map<string, Intl.Collator>();

/** Building a collator costs more than the page's whole sort; the six locales keep theirs. */
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * Colours in display order: most in-stock variants first, then by name in the page's
 * language. `names` maps a colour slug to its localized name.
 */
export function orderColours(variants: readonly ProductVariant[], names: ReadonlyMap<string, string>, locale: string): string[] {
  const inStock = new Map<string, number>();
  for (const slug of dimensionValues(variants, "color")) inStock.set(slug, 0);
  for (const variant of variants) {
    if (variant.colorSlug !== null && variant.inStock) inStock.set(variant.colorSlug, (inStock.get(variant.colorSlug) ?? 0) + 1);
  }
  const collator = collatorFor(locale);
  return [...inStock.keys()].sort(
    (a, b) => inStock.get(b)! - inStock.get(a)! || collator.compare(names.get(a) ?? a, names.get(b) ?? b),
  );
}

function matches(variant: ProductVariant, choice: VariantChoice, except?: Dimension): boolean {
  return (
    (except === "color" || choice.color === null || variant.colorSlug === choice.color) &&
    (except === "size" || choice.size === null || variant.sizeSlug === choice.size) &&
    (except === "type" || choice.type === null || variant.typeSlug === choice.type)
  );
}

export interface SelectionSources {
  /** `color` query value (a colour slug). */
  colorQuery?: string | null;
  /** `select-color` query value (a colour's control name). */
  selectColorQuery?: string | null;
  /** The model's promoted colour slug. */
  promotedColour?: string | null;
  typeQuery?: string | null;
  sizeQuery?: string | null;
  /** Sizes this browser chose before, newest first (recordSizeHistory). */
  sizeHistory?: readonly string[];
}

/**
 * The colour shown first: the `color` query, else the `select-color` query (by control name, or a colour
 * slug), else the promoted colour, else the first colour of `orderedColours`. A value the model does not
 * have is passed over.
 */
export function defaultColour(variants: readonly ProductVariant[], orderedColours: readonly string[], sources: SelectionSources): string | null {
  const has = (slug: string | null | undefined): slug is string => !!slug && orderedColours.includes(slug);
  if (has(sources.colorQuery)) return sources.colorQuery;
  if (sources.selectColorQuery) {
    const byControl = variants.find((variant) => variant.colorControl === sources.selectColorQuery && variant.colorSlug !== null);
    if (byControl) return byControl.colorSlug;
    // Card links carried the colour's slug before they carried its control name; such links still work.
    if (has(sources.selectColorQuery)) return sources.selectColorQuery;
  }
  if (has(sources.promotedColour)) return sources.promotedColour;
  return orderedColours[0] ?? null;
}

/** The type shown first: the `type` query when the model has it, else the first type. */
export function defaultType(types: readonly string[], typeQuery: string | null | undefined): string | null {
  if (typeQuery && types.includes(typeQuery)) return typeQuery;
  return types[0] ?? null;
}

/**
 * The size chosen on arrival: the `size` query when the model has that size, else the newest size of
 * the browser's size history that exists for the chosen colour and type, else the only size when there
 * is just one. Otherwise none: the shopper picks a size (the button says 'Select Size'), because
 * guessing one would send wrong sizes to people who did not look (docs/behaviour.md, "Address and choices").
 */
export function defaultSize(
  variants: readonly ProductVariant[],
  choice: Pick<VariantChoice, "color" | "type">,
  sources: Pick<SelectionSources, "sizeQuery" | "sizeHistory">,
): string | null {
  const allSizes = dimensionValues(variants, "size");
  if (sources.sizeQuery && allSizes.includes(sources.sizeQuery)) return sources.sizeQuery;
  const forChoice = dimensionValues(
    variants.filter((variant) => matches(variant, { ...choice, size: null })),
    "size",
  );
  const remembered = (sources.sizeHistory ?? []).find((size) => forChoice.includes(size));
  if (remembered) return remembered;
  if (allSizes.length === 1) return allSizes[0]!;
  return null;
}

/** The choice on arrival from the query, the promoted colour and the size history. */
export function initialChoice(variants: readonly ProductVariant[], orderedColours: readonly string[], sources: SelectionSources): VariantChoice {
  const color = defaultColour(variants, orderedColours, sources);
  const type = defaultType(dimensionValues(variants, "type"), sources.typeQuery);
  const size = defaultSize(variants, { color, type }, sources);
  return { color, size, type };
}

/**
 * The selected variant id: 0 while a selector that has options is unset, -1 when the
 * chosen combination does not exist, else the matching variant, an orderable one first.
 */
export function selectedVariantId(variants: readonly ProductVariant[], choice: VariantChoice): number {
  for (const dimension of ["color", "size", "type"] as const) {
    if (choice[dimension] === null && dimensionValues(variants, dimension).length > 0) return NO_VARIANT_CHOSEN;
  }
  const matching = variants.filter((variant) => matches(variant, choice));
  if (matching.length === 0) return NO_SUCH_VARIANT;
  return (matching.find((variant) => isOrderable(variant)) ?? matching[0]!).id;
}

/**
 * A selector's options with the unavailable mark: an option is unavailable when no orderable variant
 * has it together with the other current choices.
 */
export function optionViews(
  variants: readonly ProductVariant[],
  dimension: Dimension,
  ordered: readonly string[],
  choice: VariantChoice,
): OptionView[] {
  const available = new Set<string>();
  for (const variant of variants) {
    const slug = SLUG_OF[dimension](variant);
    if (slug !== null && matches(variant, choice, dimension) && isOrderable(variant)) available.add(slug);
  }
  return ordered.map((slug) => ({ slug, unavailable: !available.has(slug) }));
}

/** The size history after choosing `size`: it goes first, once, and the oldest fall off past the limit. */
export function recordSizeHistory(history: readonly string[], size: string): string[] {
  return [size, ...history.filter((entry) => entry !== size)].slice(0, SIZE_HISTORY_LIMIT);
}
