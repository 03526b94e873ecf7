/**
 * HTML kept with an object the server shares between requests (a grid card of the listing service), per
 * variant of what it is drawn with (docs/decisions/0033). The object is the key of a WeakMap: the HTML is
 * made once and goes when the object does (a new catalogue version), so it never outlives its data. The
 * page writes it as it is, and the browser hydrates it as the component it came from.
 */
const kept = new WeakMap<object, Map<string, string>>();

/** The HTML kept for `owner` in `variant` (everything besides the object that its markup depends on). */
export function keptHtml(owner: object, variant: string): string | undefined {
  return kept.get(owner)?.get(variant);
}

/** Keeps the HTML of `owner` in `variant` and answers it. */
export function keepHtml(owner: object, variant: string, html: string): string {
  let byVariant = kept.get(owner);
  if (!byVariant) {
    byVariant = new Map();
    kept.set(owner, byVariant);
  }
  byVariant.set(variant, html);
  return html;
}
