import type { MessageKey } from "#i18n/messages.ts";
import type { SortValue } from "./types.ts";

/**
 * The grid's sort options, in the order the select shows them: the URL value, the
 * backend form a group's default sorting may use instead, and the label's message key.
 */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortValue; backend: string | null; labelKey: MessageKey }> = [
  { value: "default", backend: "most-popular", labelKey: "catalog.sortDefault" },
  { value: "popular", backend: "most-sold", labelKey: "catalog.sortPopular" },
  { value: "newest", backend: "newest", labelKey: "catalog.sortNewest" },
  { value: "stars", backend: null, labelKey: "catalog.sortStars" },
  { value: "offers", backend: "best-offer", labelKey: "catalog.sortOffers" },
  { value: "lowest", backend: "price-lowest", labelKey: "catalog.sortLowest" },
  { value: "highest", backend: "price-highest", labelKey: "catalog.sortHighest" },
  { value: "alphabetical", backend: "alphabetical-asc", labelKey: "catalog.sortAlphabetical" },
];

/** A sort value from a URL or a group setting, in either form; anything else is no sort (null). */
export function parseSort(raw: string | null | undefined): SortValue | null {
  if (typeof raw !== "string") return null;
  const wanted = raw.trim().toLowerCase();
  if (wanted === "") return null;
  const option = SORT_OPTIONS.find((candidate) => candidate.value === wanted || candidate.backend === wanted);
  return option ? option.value : null;
}

/** The sort that applies: the one asked for, else the group's default sorting, else "default". */
export function resolveSort(requested: SortValue | null, groupSorting: string | null): SortValue {
  return requested ?? parseSort(groupSorting) ?? "default";
}

/** The URL's `sort` value: none for "default" (choosing default removes the parameter). */
export function sortParam(sort: SortValue): string | null {
  return sort === "default" ? null : sort;
}
