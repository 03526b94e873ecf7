import type { BrandSummary } from "#core/catalog/types.ts";
import { LOCALE_BY_LANG, type Lang } from "#i18n/languages.ts";

/** One letter heading of the brands list and its brands. */
export interface BrandInitialGroup {
  /** The heading: an upper-case letter, or null for names that start with a digit or a sign. */
  letter: string | null;
  brands: BrandSummary[];
}

/**
 * Every brand in the alphabetical order of the page's language, under letter headings (the brands
 * list, /manufacturers/). The language's collation decides both the order and the letters, so
 * "Å" is its own letter after "Z" in Swedish and Finnish but sorts with "A" in German; a name that
 * does not start with a letter goes under one "other" heading at the end.
 */
export function brandsByInitial(brands: readonly BrandSummary[], lang: Lang): BrandInitialGroup[] {
  const locale = LOCALE_BY_LANG[lang];
  const order = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const sameLetter = new Intl.Collator(locale, { sensitivity: "base", usage: "search" });
  const sorted = [...brands].sort((a, b) => order.compare(a.name, b.name) || a.id - b.id);
  const groups: BrandInitialGroup[] = [];
  const others: BrandSummary[] = [];
  for (const brand of sorted) {
    const first = Array.from(brand.name.trim())[0] ?? "";
    if (!/\p{L}/u.test(first)) {
      others.push(brand);
      continue;
    }
    const letter = first.toLocaleUpperCase(locale);
    const last = groups[groups.length - 1];
    // Accented forms that the language treats as the same letter ("É" in French) share a heading.
    if (last?.letter && sameLetter.compare(last.letter, letter) === 0) last.brands.push(brand);
    else groups.push({ letter, brands: [brand] });
  }
  if (others.length > 0) groups.push({ letter: null, brands: others });
  return groups;
}
