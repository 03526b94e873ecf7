import type { FacetKey, FacetSection, ListingFilters } from "./types.ts";

/** Fixed sections in the order the filter modal shows them; dynamic properties follow by frequency. */
export const FACET_ORDER: readonly FacetKey[] = ["size", "price", "manufacturer", "store", "text", "color", "group"];

function propertySlug(key: FacetKey): string | null {
  return key.startsWith("property:") ? key.slice("property:".length) : null;
}

/**
 * Size, Price, Brand, Store, Text, Color, Group, then the property sections by frequency (how many
 * products carry the property, most first; ties by slug so the order is stable).
 */
export function orderFacetSections(sections: readonly FacetSection[], propertyFrequency: ReadonlyMap<string, number>): FacetSection[] {
  const fixed = FACET_ORDER.flatMap((key) => sections.filter((section) => section.key === key));
  const properties = sections
    .filter((section) => propertySlug(section.key) !== null)
    .sort((a, b) => {
      const slugA = propertySlug(a.key)!;
      const slugB = propertySlug(b.key)!;
      const byFrequency = (propertyFrequency.get(slugB) ?? 0) - (propertyFrequency.get(slugA) ?? 0);
      // Code-point order: a collation would ignore the hyphens of slugs and differ between runtimes.
      return byFrequency !== 0 ? byFrequency : slugA < slugB ? -1 : slugA > slugB ? 1 : 0;
    });
  return [...fixed, ...properties];
}

function hasSelection(section: FacetSection): boolean {
  if (section.values.some((value) => value.selected)) return true;
  if (section.range && (section.range.selectedMin !== null || section.range.selectedMax !== null)) return true;
  return Boolean(section.text);
}

/**
 * A section shows only with more than one distinct value; Store and Text always show;
 * a range shows when its span is not a single point; a section with a choice made stays, so it can be cleared.
 * Values no product matches (count 0) do not count: a section whose only other values lead to an
 * empty grid offers no real choice.
 */
export function isSectionVisible(section: FacetSection): boolean {
  if (section.key === "store" || section.key === "text") return true;
  if (hasSelection(section)) return true;
  if (section.kind === "range") return section.range !== undefined && section.range.min < section.range.max;
  const distinct = new Set(section.values.filter((value) => value.count > 0).map((value) => value.value));
  return distinct.size > 1;
}

/**
 * The filters a section's counts are computed with: each filter's counts exclude that filter itself,
 * so ticking a second brand still shows how many the other brands would add.
 */
export function filtersWithout(filters: ListingFilters, key: FacetKey): ListingFilters {
  switch (key) {
    case "text":
      return { ...filters, text: null };
    case "price":
      return { ...filters, price: null };
    case "manufacturer":
    case "color":
    case "store":
    case "size":
    case "group":
      return { ...filters, [key]: [] };
    default: {
      const slug = propertySlug(key);
      if (slug === null || !Object.hasOwn(filters.properties, slug)) return filters;
      const properties = { ...filters.properties };
      delete properties[slug];
      return { ...filters, properties };
    }
  }
}

/** How many filters are active (the text filter, the price range and each chosen value count one each). */
export function countActiveFilters(filters: ListingFilters): number {
  let count = 0;
  if (filters.text) count++;
  if (filters.price) count++;
  count += filters.manufacturer.length + filters.color.length + filters.store.length + filters.size.length + filters.group.length;
  for (const filter of Object.values(filters.properties)) count += filter.kind === "checkbox" ? filter.values.length : 1;
  return count;
}
