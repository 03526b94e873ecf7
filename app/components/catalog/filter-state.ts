/**
 * The filter modal's changes as pure steps on ListingFilters (core/catalog/listing/types.ts): tick
 * or untick a value, set a range, set the text, clear all. The component turns the result into the
 * URL with the listing rules' serializer, so the URL format lives in one place.
 */
import { dropFullSpanRange, emptyFilters } from "#core/catalog/listing/query-params.ts";
import type { FacetKey, FacetSection, ListingFilters, PriceRange } from "#core/catalog/listing/types.ts";

export { emptyFilters };

type ListField = "manufacturer" | "color" | "store" | "size";

const LIST_FIELDS: Partial<Record<FacetKey, ListField>> = {
  manufacturer: "manufacturer",
  color: "color",
  store: "store",
  size: "size",
};

function propertySlug(key: FacetKey): string | null {
  return key.startsWith("property:") ? key.slice("property:".length) : null;
}

function toggled<T>(values: readonly T[], value: T, on: boolean): T[] {
  const without = values.filter((item) => item !== value);
  return on ? [...without, value] : without;
}

/** The values of a checkbox section chosen in `filters` (as the URL writes them). */
export function selectedValues(filters: ListingFilters, section: Pick<FacetSection, "key">): string[] {
  const field = LIST_FIELDS[section.key];
  if (field) return filters[field];
  if (section.key === "group") return filters.group.map(String);
  const slug = propertySlug(section.key);
  const property = slug ? filters.properties[slug] : undefined;
  return property?.kind === "checkbox" ? property.values : [];
}

/** Ticks (`on`) or unticks one value of a checkbox section. */
export function toggleValue(filters: ListingFilters, section: Pick<FacetSection, "key">, value: string, on: boolean): ListingFilters {
  const field = LIST_FIELDS[section.key];
  if (field) return { ...filters, [field]: toggled(filters[field], value, on) };
  if (section.key === "group") {
    const id = Number(value);
    if (!Number.isSafeInteger(id)) return filters;
    return { ...filters, group: toggled(filters.group, id, on) };
  }
  const slug = propertySlug(section.key);
  if (!slug) return filters;
  const current = selectedValues(filters, section);
  const values = toggled(current, value, on);
  const properties = { ...filters.properties };
  if (values.length === 0) delete properties[slug];
  else properties[slug] = { kind: "checkbox", values };
  return { ...filters, properties };
}

/**
 * Sets a range section. An empty end takes the span's end; a range covering the whole span is no
 * filter at all, and neither is a range with both ends empty.
 */
export function setRange(
  filters: ListingFilters,
  section: Pick<FacetSection, "key" | "range">,
  min: number | null,
  max: number | null,
): ListingFilters {
  const span = section.range;
  let range: PriceRange | null = null;
  if (span && (min !== null || max !== null)) {
    let low = min ?? span.min;
    let high = max ?? span.max;
    if (low > high) [low, high] = [high, low];
    range = dropFullSpanRange({ min: low, max: high }, span);
  }
  if (section.key === "price") return { ...filters, price: range };
  const slug = propertySlug(section.key);
  if (!slug) return filters;
  const properties = { ...filters.properties };
  if (range) properties[slug] = { kind: "range", min: range.min, max: range.max };
  else delete properties[slug];
  return { ...filters, properties };
}

/** The range chosen for a range section, or null. */
export function selectedRange(filters: ListingFilters, section: Pick<FacetSection, "key">): PriceRange | null {
  if (section.key === "price") return filters.price;
  const slug = propertySlug(section.key);
  const property = slug ? filters.properties[slug] : undefined;
  return property?.kind === "range" ? { min: property.min, max: property.max } : null;
}

/** Sets the text filter; blank text is no filter. */
export function setText(filters: ListingFilters, text: string): ListingFilters {
  const trimmed = text.trim();
  return { ...filters, text: trimmed === "" ? null : text };
}
