/**
 * Suggestions as the shopper types into the header's search: the product groups and brands most of the
 * matches are in, and the best matching products with their pictures and prices. The same search as the
 * results page (its kept answers too), with the last word matched as a beginning from two letters.
 */
import type { Lang } from "#i18n/languages.ts";
import type { LocaleCodes } from "../../locale/defaults.ts";
import type { DisplayCurrency } from "../../money/format-price.ts";
import type { GridCard } from "../listing/types.ts";
import { normalizeSearchText } from "./search-service.ts";
import type { SearchFn } from "./search-types.ts";

/** Fewer letters than this suggest nothing: one letter begins a third of the shop's words. */
export const MIN_SUGGEST_LENGTH = 2;
export const SUGGESTED_GROUPS = 4;
export const SUGGESTED_BRANDS = 3;
export const SUGGESTED_PRODUCTS = 4;
/** The first matches the groups and brands are counted over: the best ones say what the text is about. */
const SHARE_SAMPLE = 200;

export interface SuggestedLink {
  name: string;
  /** The page's path in this storefront, with the slashes. */
  path: string;
  /** Matches in it, of the first `SHARE_SAMPLE`. */
  count: number;
}

export type SuggestedProduct = Pick<GridCard, "id" | "name" | "manufacturer" | "path" | "image" | "price" | "fromPrefix">;

/** The shopper's storefront language, delivery country and currency. */
export type SuggestionLocale = LocaleCodes & { lang: Lang };

export interface Suggestions {
  /** The text as searched. */
  text: string;
  /** The products' prices are EUR cents of the shopper's tax area, shown in this currency. */
  currency: DisplayCurrency;
  /** Found only through typo tolerance. */
  approximate: boolean;
  groups: SuggestedLink[];
  brands: SuggestedLink[];
  products: SuggestedProduct[];
}

export interface SuggestionSources {
  search: SearchFn;
  /** Main groups and brands most frequent among the models (core/catalog/search/full-text-index.ts). */
  resultShares(
    lang: Lang,
    modelIds: readonly number[],
    limit: number,
  ): Promise<{ groups: Array<{ id: number; name: string; count: number }>; brands: Array<{ slug: string; name: string; count: number }> }>;
  cardsOf(input: { lang: Lang; ids: readonly number[]; taxAreaId: number }): Promise<readonly GridCard[]>;
  /** The shopper's tax area and display currency (from the delivery country and currency). */
  prices(locale: SuggestionLocale): Promise<{ taxAreaId: number; currency: DisplayCurrency }>;
  /** A group page's path in this storefront with the slashes, or null when the storefront has no such page. */
  groupPath(lang: Lang, groupId: number): Promise<string | null>;
}

export type SuggestFn = (input: { locale: SuggestionLocale; text: string }) => Promise<Suggestions>;

export function createSuggestions(sources: SuggestionSources): SuggestFn {
  return async ({ locale, text }) => {
    const lang = locale.lang;
    const searched = normalizeSearchText(text);
    const { taxAreaId, currency } = await sources.prices(locale);
    const none: Suggestions = { text: searched, currency, approximate: false, groups: [], brands: [], products: [] };
    if (searched.replace(/[\s-]/gu, "").length < MIN_SUGGEST_LENGTH) return none;
    const found = await sources.search(lang, searched, { minPrefix: MIN_SUGGEST_LENGTH, limit: SHARE_SAMPLE });
    if (found.ids.length === 0) return none;
    const [shares, cards] = await Promise.all([
      sources.resultShares(lang, found.ids.slice(0, SHARE_SAMPLE), Math.max(SUGGESTED_GROUPS, SUGGESTED_BRANDS)),
      sources.cardsOf({ lang, ids: found.ids.slice(0, SUGGESTED_PRODUCTS), taxAreaId }),
    ]);
    const groups: SuggestedLink[] = [];
    for (const group of shares.groups) {
      const path = await sources.groupPath(lang, group.id);
      if (path !== null) groups.push({ name: group.name, path, count: group.count });
      if (groups.length >= SUGGESTED_GROUPS) break;
    }
    return {
      text: searched,
      currency,
      approximate: found.approximate,
      groups,
      brands: shares.brands.slice(0, SUGGESTED_BRANDS).map((brand) => ({ name: brand.name, path: `/${encodeURIComponent(brand.slug)}/`, count: brand.count })),
      products: cards.map(({ id, name, manufacturer, path, image, price, fromPrefix }) => ({ id, name, manufacturer, path, image, price, fromPrefix })),
    };
  };
}
