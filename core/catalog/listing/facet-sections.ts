/**
 * A filter result's sections: the fixed ones (size, price, brand, store, text,
 * colour, group) and the properties the source offers, each with its values, counts and chosen part. Their
 * order and visibility are ./facets.ts's.
 */
import type { IndexFacets } from "./index-filter.ts";
import type { ListingLabels } from "./listing-repository.ts";
import type { FacetSection, FacetValue, ListingFilters } from "./types.ts";

/** The property types of the grid's filters by slug. */
export type TypeBySlug = ReadonlyMap<string, ListingLabels["propertyTypes"][number]>;

const FIXED_LABELS = {
  size: "catalog.filterSize",
  price: "catalog.filterPrice",
  manufacturer: "catalog.filterBrand",
  store: "catalog.filterStore",
  text: "catalog.filterText",
  color: "catalog.filterColor",
  group: "catalog.filterGroup",
} as const;

const LETTER_SIZES = ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "XXXXL", "XXXXXL"];

/** Size order: XXXS up to XXXXXL (combined sizes like S/M between), then numeric. */
export function sizeRank(size: string): number {
  const upper = size.trim().toUpperCase();
  const letter = LETTER_SIZES.indexOf(upper);
  if (letter >= 0) return (letter + 1) * 10;
  const combo = /^([A-Z]+)\/([A-Z]+)$/.exec(upper);
  if (combo && LETTER_SIZES.includes(combo[1]!)) return (LETTER_SIZES.indexOf(combo[1]!) + 1) * 10 + 5;
  const number = Number.parseFloat(upper.replace(",", "."));
  return Number.isFinite(number) ? 1000 + number : Number.MAX_SAFE_INTEGER;
}

export interface SectionInput {
  filters: ListingFilters;
  textFilter: string | null;
  result: IndexFacets;
  labels: ListingLabels;
  sectionGroups: ListingLabels["groups"];
  offeredProperties: string[];
  typeBySlug: TypeBySlug;
}

/**
 * Checkbox values: every value some product matching the other filters has, plus the chosen ones (so they
 * can be cleared even when nothing matches them now), in the given order.
 */
function checkboxValues(
  ordered: ReadonlyArray<{ value: string; label: string; hex?: string }>,
  counts: ReadonlyMap<string, number>,
  chosen: readonly string[],
): FacetValue[] {
  const selected = new Set(chosen);
  return ordered
    .filter((entry) => (counts.get(entry.value) ?? 0) > 0 || selected.has(entry.value))
    .map((entry) => ({
      value: entry.value,
      label: entry.label,
      count: counts.get(entry.value) ?? 0,
      selected: selected.has(entry.value),
      ...(entry.hex ? { hex: entry.hex } : {}),
    }));
}

export function facetSections(input: SectionInput): FacetSection[] {
  const { filters, result, labels } = input;
  const { counts } = result;
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
  const sections: FacetSection[] = [];

  const sizes = [...new Set([...counts.size.keys(), ...filters.size])].sort((a, b) => sizeRank(a) - sizeRank(b) || a.localeCompare(b));
  sections.push({
    key: "size",
    param: "size",
    label: FIXED_LABELS.size,
    kind: "checkbox",
    values: checkboxValues(
      sizes.map((size) => ({ value: size, label: size })),
      counts.size,
      filters.size,
    ),
  });

  const { priceSpan } = result;
  sections.push({
    key: "price",
    param: "price",
    label: FIXED_LABELS.price,
    kind: "range",
    values: [],
    ...(priceSpan
      ? {
          range: {
            min: priceSpan.min,
            max: priceSpan.max,
            selectedMin: result.applied.price?.min ?? null,
            selectedMax: result.applied.price?.max ?? null,
            unit: null,
          },
        }
      : {}),
  });

  const brandNames = new Map(labels.brands.map((brand) => [brand.slug, brand.name]));
  const brandEntries = [...new Set([...counts.manufacturer.keys(), ...filters.manufacturer])]
    .filter((slug) => brandNames.has(slug))
    .map((slug) => ({ value: slug, label: brandNames.get(slug)! }))
    .sort(byName);
  sections.push({
    key: "manufacturer",
    param: "manufacturer",
    label: FIXED_LABELS.manufacturer,
    kind: "checkbox",
    values: checkboxValues(brandEntries, counts.manufacturer, filters.manufacturer),
  });

  sections.push({
    key: "store",
    param: "store",
    label: FIXED_LABELS.store,
    kind: "checkbox",
    values: checkboxValues(
      labels.stores.map((store) => ({ value: store.slug, label: store.name })),
      counts.store,
      filters.store,
    ),
  });

  sections.push({ key: "text", param: "text", label: FIXED_LABELS.text, kind: "text", values: [], text: input.textFilter ?? "" });

  sections.push({
    key: "color",
    param: "color",
    label: FIXED_LABELS.color,
    kind: "checkbox",
    values: checkboxValues(
      labels.colourFamilies.map((family) => ({ value: family.slug, label: family.name, hex: family.hex })),
      counts.color,
      filters.color,
    ),
  });

  const groupCounts = new Map([...counts.group].map(([id, count]) => [String(id), count]));
  const chosenGroups = filters.group.map(String);
  const sectionGroupIds = new Set(input.sectionGroups.map((group) => group.id));
  const groupEntries = [
    ...input.sectionGroups,
    // A chosen group outside the listed ones stays, so it can be cleared.
    ...labels.groups.filter((group) => filters.group.includes(group.id) && !sectionGroupIds.has(group.id)),
  ].map((group) => ({ value: String(group.id), label: group.name }));
  sections.push({ key: "group", param: "group", label: FIXED_LABELS.group, kind: "checkbox", values: checkboxValues(groupEntries, groupCounts, chosenGroups) });

  const propertySlugs = [...new Set([...input.offeredProperties, ...Object.keys(filters.properties)])];
  for (const slug of propertySlugs) {
    const type = input.typeBySlug.get(slug);
    if (!type) continue;
    const chosen = result.applied.properties[slug];
    if (type.filter === "checkbox") {
      const valueCounts = counts.properties.get(slug) ?? new Map<string, number>();
      const chosenValues = chosen?.kind === "checkbox" ? chosen.values : [];
      const known = new Set(type.values.map((value) => value.slug));
      const entries = [
        ...type.values.map((value) => ({ value: value.slug, label: value.name })),
        ...[...valueCounts.keys()].filter((value) => !known.has(value)).map((value) => ({ value, label: value })),
      ];
      sections.push({
        key: `property:${slug}`,
        param: slug,
        label: type.name,
        kind: "checkbox",
        values: checkboxValues(entries, valueCounts, chosenValues),
      });
    } else {
      const span = result.rangeSpans.get(slug);
      sections.push({
        key: `property:${slug}`,
        param: slug,
        label: type.name,
        kind: "range",
        values: [],
        ...(span
          ? {
              range: {
                min: span.min,
                max: span.max,
                selectedMin: chosen?.kind === "range" ? chosen.min : null,
                selectedMax: chosen?.kind === "range" ? chosen.max : null,
                unit: type.unit,
              },
            }
          : {}),
      });
    }
  }
  return sections;
}
