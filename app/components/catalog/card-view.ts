/** Small view rules of the product card (document 2 §2 "Product card"). */

/** Swatches a card draws; more colours are summed up as "+N". */
export const MAX_CARD_SWATCHES = 5;

/** The product link, pre-selecting a colour when one is previewed (document 2 §2 "select-color"). */
export function cardHref(path: string, colourSlug: string | null): string {
  if (!colourSlug) return path;
  const [base, query = ""] = path.split("?", 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set("select-color", colourSlug);
  return `${base}?${params.toString()}`;
}

/** The swatches drawn and how many colours are left over. */
export function visibleSwatches<T>(colours: readonly T[], max: number = MAX_CARD_SWATCHES): { shown: T[]; hidden: number } {
  // Drawing max - 1 swatches and "+2" would take the same room as drawing all of them.
  if (colours.length <= max) return { shown: [...colours], hidden: 0 };
  return { shown: colours.slice(0, max - 1), hidden: colours.length - (max - 1) };
}
