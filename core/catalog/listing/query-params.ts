import { countActiveFilters } from "./facets.ts";
import { parseSort, sortParam } from "./sort.ts";
import type { ListingFilters, PriceRange, PropertyFilter, SortValue } from "./types.ts";

/**
 * The grid's URL query (document 2 §2 "Grid", §4 "Filters", §5): text, price ('min-max'), manufacturer,
 * color, store, size and group (comma-separated), one parameter per dynamic property slug, and sort.
 * A comma inside a size name is written as `_` (`42_5` is size "42,5"). Parsing never throws: a value
 * that makes no sense is dropped and reported in `errors`, so a bad link still shows a normal page.
 */

export { countActiveFilters };

export const TEXT_MAX_LENGTH = 200;
/** No price or property range in the shop comes near this; larger values are typos or probes. */
export const RANGE_MAX = 10_000_000;
const LIST_MAX = 50;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

export const FIXED_PARAMS = ["text", "price", "manufacturer", "color", "store", "size", "group", "sort"] as const;

export interface ParamError {
  param: string;
  message: string;
}

export interface ParsedListingParams {
  filters: ListingFilters;
  sort: SortValue | null;
  errors: ParamError[];
}

export function emptyFilters(): ListingFilters {
  return { text: null, price: null, manufacturer: [], color: [], store: [], size: [], group: [], properties: {} };
}

/** Whitespace collapsed, trimmed, at most 200 characters; empty is no text. */
export function cleanText(raw: string | null): string | null {
  if (raw === null) return null;
  const text = raw.replace(/\s+/g, " ").trim().slice(0, TEXT_MAX_LENGTH).trim();
  return text === "" ? null : text;
}

/** 'min-max' of non-negative numbers with min <= max, or null with the reason. */
export function parseRange(raw: string): { range: PriceRange } | { error: string } {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*-\s*(\d+(?:[.,]\d+)?)\s*$/.exec(raw);
  if (!match) return { error: "expected 'min-max' with two non-negative numbers" };
  const min = Number(match[1]!.replace(",", "."));
  const max = Number(match[2]!.replace(",", "."));
  if (min > max) return { error: "the minimum is above the maximum" };
  if (max > RANGE_MAX) return { error: `values above ${RANGE_MAX} are not accepted` };
  return { range: { min, max } };
}

function splitList(raw: string): string[] {
  return raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)].slice(0, LIST_MAX);
}

function slugList(param: string, raw: string, errors: ParamError[]): string[] {
  const values = splitList(raw.toLowerCase());
  const good = values.filter((value) => SLUG.test(value) && value.length <= 100);
  if (good.length < values.length) errors.push({ param, message: "values must be slugs (a-z, 0-9, -)" });
  return unique(good);
}

export function encodeSize(size: string): string {
  return size.replaceAll(",", "_");
}

export function decodeSize(value: string): string {
  return value.replaceAll("_", ",");
}

export interface ParseOptions {
  /** Dynamic properties of the grid: slug -> filter kind. */
  properties: ReadonlyMap<string, "range" | "checkbox">;
  /** On the search page `text` is the search itself, not a filter within the grid. */
  textIsSearch?: boolean;
}

export function parseListingParams(params: URLSearchParams, options: ParseOptions): ParsedListingParams {
  const errors: ParamError[] = [];
  const filters = emptyFilters();
  const get = (name: string) => {
    const value = params.get(name);
    return value === null || value.trim() === "" ? null : value;
  };

  if (!options.textIsSearch) filters.text = cleanText(get("text"));

  const price = get("price");
  if (price !== null) {
    const parsed = parseRange(price);
    if ("range" in parsed) filters.price = parsed.range;
    else errors.push({ param: "price", message: parsed.error });
  }

  for (const name of ["manufacturer", "color", "store"] as const) {
    const raw = get(name);
    if (raw !== null) filters[name] = slugList(name, raw, errors);
  }

  const size = get("size");
  if (size !== null) {
    const values = splitList(size).map(decodeSize);
    const good = values.filter((value) => value.length <= 40);
    if (good.length < values.length) errors.push({ param: "size", message: "size names are at most 40 characters" });
    filters.size = unique(good);
  }

  const group = get("group");
  if (group !== null) {
    const values = splitList(group);
    const ids = values.filter((value) => /^\d{1,9}$/.test(value) && Number(value) > 0).map(Number);
    if (ids.length < values.length) errors.push({ param: "group", message: "group ids are positive whole numbers" });
    filters.group = unique(ids);
  }

  for (const [slug, kind] of [...options.properties].sort(([a], [b]) => a.localeCompare(b))) {
    if ((FIXED_PARAMS as readonly string[]).includes(slug)) continue;
    const raw = get(slug);
    if (raw === null) continue;
    let filter: PropertyFilter | null = null;
    if (kind === "range") {
      const parsed = parseRange(raw);
      if ("range" in parsed) filter = { kind: "range", min: parsed.range.min, max: parsed.range.max };
      else errors.push({ param: slug, message: parsed.error });
    } else {
      const values = slugList(slug, raw, errors);
      if (values.length > 0) filter = { kind: "checkbox", values };
    }
    if (filter) filters.properties[slug] = filter;
  }

  const rawSort = get("sort");
  const sort = parseSort(rawSort);
  if (rawSort !== null && sort === null) errors.push({ param: "sort", message: "unknown sort" });
  return { filters, sort, errors };
}

function rangeText(range: { min: number; max: number }): string {
  return `${range.min}-${range.max}`;
}

/**
 * The URL query of a grid state, in a stable order: text, price, manufacturer, color, store, size,
 * group, the properties by slug, sort (none for the default), then `extra`. Empty filters are left out.
 */
export function serializeListingParams(filters: ListingFilters, sort: SortValue | null, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.text) params.set("text", filters.text);
  if (filters.price) params.set("price", rangeText(filters.price));
  if (filters.manufacturer.length) params.set("manufacturer", filters.manufacturer.join(","));
  if (filters.color.length) params.set("color", filters.color.join(","));
  if (filters.store.length) params.set("store", filters.store.join(","));
  if (filters.size.length) params.set("size", filters.size.map(encodeSize).join(","));
  if (filters.group.length) params.set("group", filters.group.join(","));
  for (const slug of Object.keys(filters.properties).sort()) {
    const filter = filters.properties[slug]!;
    if (filter.kind === "range") params.set(slug, rangeText(filter));
    else if (filter.values.length) params.set(slug, filter.values.join(","));
  }
  const sortValue = sort ? sortParam(sort) : null;
  if (sortValue) params.set("sort", sortValue);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params;
}

/** A range covering the whole span filters nothing (document 2 §4): it is dropped. */
export function dropFullSpanRange(range: { min: number; max: number } | null, span: { min: number; max: number }): { min: number; max: number } | null {
  if (!range) return null;
  return range.min <= span.min && range.max >= span.max ? null : range;
}
