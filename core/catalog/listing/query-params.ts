import { countActiveFilters } from "./facets.ts";
import { parseSort, sortParam } from "./sort.ts";
import type { ListingFilters, PriceRange, PropertyFilter, SortValue } from "./types.ts";

/**
 * The grid's URL query: text, price ('min-max'), manufacturer,
 * color, store, size and group (comma-separated), one parameter per dynamic property slug, and sort.
 * A comma inside a size name is written as `_` (`42_5` is size "42,5"). Parsing never throws: a value
 * that makes no sense is dropped and reported in `errors`, so a bad link still shows a normal page
 * and an API can still answer 400 naming the parameter.
 */

export { countActiveFilters };

export const TEXT_MAX_LENGTH = 200;
/** No price or property range in the shop comes near this; larger values are typos or probes. */
export const RANGE_MAX = 10_000_000;
/** Values per list parameter: more than any section offers; the rest is dropped so a query stays small. */
export const LIST_MAX = 50;
const SLUG_MAX_LENGTH = 100;
const SIZE_MAX_LENGTH = 40;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;
// PostgreSQL text cannot hold NUL, and no other control character belongs in a filter either
// (tabs and line breaks are whitespace, collapsed to a space instead).
const CONTROL = /\p{Cc}/u;
const NON_SPACE_CONTROLS = /(?!\s)\p{Cc}/gu;

/** The grid's own parameters; a property whose slug equals one of these cannot be a URL filter. */
export const FIXED_PARAMS = ["text", "price", "manufacturer", "color", "store", "size", "group", "sort"] as const;

function isFixedParam(name: string): boolean {
  return (FIXED_PARAMS as readonly string[]).includes(name);
}

export interface ParamError {
  param: string;
  message: string;
}

export interface ParsedListingParams {
  filters: ListingFilters;
  sort: SortValue | null;
  errors: ParamError[];
  /**
   * With `textIsSearch`: the search text, cleaned like the text filter (null when blank); otherwise
   * always null, the `text` parameter being the grid's text filter.
   */
  searchText: string | null;
}

export function emptyFilters(): ListingFilters {
  return { text: null, price: null, manufacturer: [], color: [], store: [], size: [], group: [], properties: {} };
}

/** Whitespace collapsed, trimmed, control characters removed, at most 200 characters; empty is no text. */
export function cleanText(raw: string | null): string | null {
  if (raw === null) return null;
  const collapsed = raw.toWellFormed().replace(NON_SPACE_CONTROLS, "").replace(/\s+/gu, " ").trim();
  // Cut by code points so a letter outside the BMP is never split into half a surrogate pair.
  const text = Array.from(collapsed).slice(0, TEXT_MAX_LENGTH).join("").trim();
  return text === "" ? null : text;
}

/**
 * 'min-max' with min <= max and both within RANGE_MAX; a decimal comma is read as a point. Negative
 * ends are refused unless `allowNegative` (a property such as a comfort temperature may go below zero;
 * a price never does).
 */
export function parseRange(raw: string, options: { allowNegative?: boolean } = {}): { range: PriceRange } | { error: string } {
  const match = /^\s*(-?\d+(?:[.,]\d+)?)\s*-\s*(-?\d+(?:[.,]\d+)?)\s*$/.exec(raw);
  if (!match) return { error: "expected 'min-max' with two numbers, e.g. '20-150'" };
  const min = Number(match[1]!.replace(",", "."));
  const max = Number(match[2]!.replace(",", "."));
  if (!options.allowNegative && (min < 0 || max < 0)) return { error: "negative values are not accepted" };
  if (Math.abs(min) > RANGE_MAX || Math.abs(max) > RANGE_MAX) return { error: `values beyond ${RANGE_MAX} are not accepted` };
  if (min > max) return { error: "the minimum is above the maximum" };
  return { range: { min, max } };
}

/** Every occurrence of a list parameter (`color=a,b&color=c`), split at commas, blanks left out. */
function listValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((raw) => raw.split(","))
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** Duplicates removed in first-seen order, at most LIST_MAX values (the rest reported). */
function capped<T>(param: string, values: T[], errors: ParamError[]): T[] {
  const unique = [...new Set(values)];
  if (unique.length > LIST_MAX) errors.push({ param, message: `at most ${LIST_MAX} values are read` });
  return unique.slice(0, LIST_MAX);
}

function slugValues(param: string, values: string[], errors: ParamError[]): string[] {
  const lowered = values.map((value) => value.toLowerCase());
  const good = lowered.filter((value) => SLUG.test(value) && value.length <= SLUG_MAX_LENGTH);
  if (good.length < lowered.length) errors.push({ param, message: "values must be slugs (a-z, 0-9, -)" });
  return capped(param, good, errors);
}

/** A size name as the URL writes it: a comma inside it becomes `_`, as commas separate the sizes. */
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
  // Single-valued parameters: the first occurrence counts, as URLSearchParams.get reads it.
  const get = (name: string) => {
    const value = params.get(name);
    return value === null || value.trim() === "" ? null : value;
  };

  const text = cleanText(get("text"));
  if (!options.textIsSearch) filters.text = text;

  const price = get("price");
  if (price !== null) {
    const parsed = parseRange(price);
    if ("range" in parsed) filters.price = parsed.range;
    else errors.push({ param: "price", message: parsed.error });
  }

  for (const name of ["manufacturer", "color", "store"] as const) {
    filters[name] = slugValues(name, listValues(params, name), errors);
  }

  const sizes = listValues(params, "size").map((value) => decodeSize(value).replace(/\s+/gu, " ").trim());
  const goodSizes = sizes.filter((value) => value !== "" && value.length <= SIZE_MAX_LENGTH && !CONTROL.test(value));
  if (goodSizes.length < sizes.length) {
    errors.push({ param: "size", message: `size names are 1 to ${SIZE_MAX_LENGTH} characters of text` });
  }
  filters.size = capped("size", goodSizes, errors);

  const groups = listValues(params, "group");
  // Nine digits at most keeps every id inside PostgreSQL's integer.
  const ids = groups.filter((value) => /^\d{1,9}$/.test(value) && Number(value) > 0).map(Number);
  if (ids.length < groups.length) errors.push({ param: "group", message: "group ids are positive whole numbers" });
  filters.group = capped("group", ids, errors);

  for (const [slug, kind] of [...options.properties].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (isFixedParam(slug)) continue;
    let filter: PropertyFilter | null = null;
    if (kind === "range") {
      const raw = get(slug);
      if (raw === null) continue;
      const parsed = parseRange(raw, { allowNegative: true });
      if ("range" in parsed) filter = { kind: "range", min: parsed.range.min, max: parsed.range.max };
      else errors.push({ param: slug, message: parsed.error });
    } else {
      const values = slugValues(slug, listValues(params, slug), errors);
      if (values.length > 0) filter = { kind: "checkbox", values };
    }
    if (filter) filters.properties[slug] = filter;
  }

  const rawSort = get("sort");
  const sort = parseSort(rawSort);
  if (rawSort !== null && sort === null) errors.push({ param: "sort", message: "unknown sort" });
  return { filters, sort, errors, searchText: options.textIsSearch ? text : null };
}

function rangeText(range: { min: number; max: number }): string {
  return `${range.min}-${range.max}`;
}

/**
 * The URL query of a grid state, in a stable order: text, price, manufacturer, color, store, size,
 * group, the properties by slug, sort (none for the default), then `extra` (such as the search page's
 * `text`). Empty values are left out; where `extra` names a parameter the grid already wrote, the
 * grid's state wins. Properties named like a fixed parameter are left out, as the parser ignores them.
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
    if (isFixedParam(slug)) continue;
    if (filter.kind === "range") params.set(slug, rangeText(filter));
    else if (filter.values.length) params.set(slug, filter.values.join(","));
  }
  const sortValue = sort ? sortParam(sort) : null;
  if (sortValue) params.set("sort", sortValue);
  for (const [name, value] of Object.entries(extra)) {
    if (value !== "" && !params.has(name)) params.set(name, value);
  }
  return params;
}

/**
 * A query string (without "?") that keeps the list commas readable: URLSearchParams writes them as
 * `%2C`, which is correct but makes shared grid URLs hard to read. Both forms parse the same.
 */
export function readableQuery(params: URLSearchParams): string {
  return params.toString().replaceAll("%2C", ",");
}

/** A range covering the whole span filters nothing: it is dropped. */
export function dropFullSpanRange(range: { min: number; max: number } | null, span: { min: number; max: number }): { min: number; max: number } | null {
  if (!range) return null;
  return range.min <= span.min && range.max >= span.max ? null : range;
}
