/** Small view rules of the product card. */
import { withSelectedColour } from "#core/catalog/colour-link.ts";

/** Swatches a card draws; more colours are summed up as "+N". */
export const MAX_CARD_SWATCHES = 5;

/**
 * The product link, pre-selecting a colour when one is previewed (the `select-color` query): by the
 * colour's control name, which is what the product page reads.
 */
export function cardHref(path: string, colourControl: string | null): string {
  return withSelectedColour(path, colourControl);
}

/** The swatches drawn and how many colours are left over. */
export function visibleSwatches<T>(colours: readonly T[], max: number = MAX_CARD_SWATCHES): { shown: T[]; hidden: number } {
  // Drawing max - 1 swatches and "+2" would take the same room as drawing all of them.
  if (colours.length <= max) return { shown: [...colours], hidden: 0 };
  return { shown: colours.slice(0, max - 1), hidden: colours.length - (max - 1) };
}
