/**
 * The filter index of one language behind every catalogue grid (group, brand, newest, catalogue, search).
 *
 * Why in memory: counting every filter section over the products that match all the *other* filters is
 * the expensive part of a grid. Done in SQL on the read model it cost 140 ms (narrow copy) to 520 ms
 * (catalog_listing itself) for the 36,000 models of the largest group on PostgreSQL, far from issue 3's
 * 50 ms p95 at 20 clients on two cores. The same pass over dictionary-coded typed arrays takes a few
 * milliseconds. The index is built from `catalog_listing` (one query per language) and thrown away when
 * the read model's version changes (core/catalog/listing/listing-service.ts), so the read model stays
 * the one source of truth; only the page's cards are read from the database per request.
 *
 * Layout: one position per listable model (public, not campaign-only). Multi-valued facts (groups,
 * colour families, sizes, stores, checkbox property values) are dictionary codes held as a bitset per
 * row (a few 32-bit words), so "has any of these values" is one AND per word; numeric property values
 * are a CSR list (offsets + values).
 */
import { priceMode, priceReduction, reductionDepthBp, type ReferenceRule } from "./price-mode.ts";
import { dropFullSpanRange } from "./query-params.ts";
import type { PropertyFilter, SortValue } from "./types.ts";

/** One listable model as the index reads it (db/repositories/listing.ts `indexRows`). */
export interface ListingIndexRow {
  modelId: number;
  brandId: number;
  brandSlug: string;
  /** Every group of the model with their ancestors. */
  groupIds: number[];
  colourFamilies: string[];
  sizes: string[];
  storeSlugs: string[];
  /** Property slug -> value slugs (checkbox) or numbers (range). */
  propertyValues: Record<string, ReadonlyArray<string | number>>;
  /** Active price (cents EUR) by tax area id. */
  activeCents: Record<string, number | null>;
  /** The other prices of the card's price by tax area id: what the "Offers" order measures. */
  offerPrices: Record<string, OfferPrices>;
  isOutlet: boolean;
  discountsAllowed: boolean;
  /** Milliseconds since the epoch. */
  createdAt: number;
  soldAmount: number;
  rating: number;
  ratingCount: number;
  popularity: number;
  /** Brand and name, for the alphabetical order. */
  sortName: string;
}

/** A tax area's prices of a model besides the active one (cents EUR), as its card reads them. */
export interface OfferPrices {
  regular: number;
  club: number | null;
  lowest30d: number | null;
  discountFree: number;
}

/** One bitset of `words` 32-bit words per row: bit `code` set when the row has that value. */
interface Bits {
  words: number;
  data: Int32Array;
}

interface Dictionary<K> {
  codes: Map<K, number>;
  keys: K[];
}

function dictionary<K>(): Dictionary<K> {
  return { codes: new Map(), keys: [] };
}

function codeOf<K>(dict: Dictionary<K>, key: K): number {
  let code = dict.codes.get(key);
  if (code === undefined) {
    code = dict.keys.length;
    dict.codes.set(key, code);
    dict.keys.push(key);
  }
  return code;
}

function bitsOf(lists: number[][], codes: number): Bits {
  const words = Math.max(1, Math.ceil(codes / 32));
  const data = new Int32Array(lists.length * words);
  for (let p = 0; p < lists.length; p++) for (const code of lists[p]!) data[p * words + (code >>> 5)]! |= 1 << (code & 31);
  return { words, data };
}

export interface ListingIndex {
  readonly size: number;
  readonly modelIds: Int32Array;
  readonly positionOf: ReadonlyMap<number, number>;
  readonly brand: Int32Array;
  readonly brands: Dictionary<string>;
  readonly brandScopes: ReadonlyMap<number, Int32Array>;
  readonly groups: Bits;
  readonly groupDict: Dictionary<number>;
  readonly groupScopes: ReadonlyMap<number, Int32Array>;
  readonly colours: Bits;
  readonly colourDict: Dictionary<string>;
  readonly sizes: Bits;
  readonly sizeDict: Dictionary<string>;
  readonly stores: Bits;
  readonly storeDict: Dictionary<string>;
  /** Checkbox property values as tokens; `tokenProperty` gives a token's property code. */
  readonly tokens: Bits;
  readonly tokenDict: Dictionary<string>;
  readonly tokenProperty: Int32Array;
  readonly tokenValue: string[];
  /** Range property values: per row, `rangeProps[k]` is the property code of `rangeValues[k]`. */
  readonly rangeOffsets: Int32Array;
  readonly rangeProps: Int32Array;
  readonly rangeValues: Float64Array;
  /** Distinct property codes per row, for the section order by frequency. */
  readonly rowProps: Bits;
  readonly propertyDict: Dictionary<string>;
  /** Active price cents by tax area id; NaN where the model has no price. */
  readonly prices: ReadonlyMap<number, Float64Array>;
  readonly createdAt: Float64Array;
  readonly soldAmount: Float64Array;
  readonly rating: Float64Array;
  readonly ratingCount: Float64Array;
  /**
   * The card's reduction in basis points by tax area id, under that area's price-indication rule (0 without
   * one): the "Offers" order, the same rule as the percentage the card and the product page show.
   */
  readonly offerDepth: ReadonlyMap<number, Int16Array>;
  readonly popularity: Float64Array;
  readonly sortNames: string[];
  readonly collator: Intl.Collator;
  /** Sorted position lists, built on first use. */
  readonly orders: Map<string, Int32Array>;
  /** Every position, in position order: the catalogue source. */
  readonly allPositions: Int32Array;
  /** Property frequencies per source list (see `propertyFrequency`). */
  readonly frequencies: WeakMap<Int32Array, Map<string, number>>;
}

const TOKEN_SEPARATOR = "\u0000";

export function buildListingIndex(
  rows: readonly ListingIndexRow[],
  locale: string,
  referenceRuleOf: (taxAreaId: number) => ReferenceRule,
): ListingIndex {
  const n = rows.length;
  const modelIds = new Int32Array(n);
  const positionOf = new Map<number, number>();
  const brand = new Int32Array(n);
  const brands = dictionary<string>();
  const brandLists = new Map<number, number[]>();
  const groupDict = dictionary<number>();
  const groupLists = new Map<number, number[]>();
  const colourDict = dictionary<string>();
  const sizeDict = dictionary<string>();
  const storeDict = dictionary<string>();
  const tokenDict = dictionary<string>();
  const tokenProps: number[] = [];
  const tokenValues: string[] = [];
  const propertyDict = dictionary<string>();
  const groupRows: number[][] = [];
  const colourRows: number[][] = [];
  const sizeRows: number[][] = [];
  const storeRows: number[][] = [];
  const tokenRows: number[][] = [];
  const propRows: number[][] = [];
  const rangeOffsets = new Int32Array(n + 1);
  const rangeProps: number[] = [];
  const rangeValues: number[] = [];
  const priceLists = new Map<number, Float64Array>();
  const createdAt = new Float64Array(n);
  const soldAmount = new Float64Array(n);
  const rating = new Float64Array(n);
  const ratingCount = new Float64Array(n);
  const depthLists = new Map<number, Int16Array>();
  const popularity = new Float64Array(n);
  const sortNames: string[] = new Array<string>(n);

  const priceColumn = (area: number) => {
    let column = priceLists.get(area);
    if (!column) {
      column = new Float64Array(n).fill(Number.NaN);
      priceLists.set(area, column);
    }
    return column;
  };
  const depthColumn = (area: number) => {
    let column = depthLists.get(area);
    if (!column) {
      column = new Int16Array(n);
      depthLists.set(area, column);
    }
    return column;
  };

  for (let p = 0; p < n; p++) {
    const row = rows[p]!;
    modelIds[p] = row.modelId;
    positionOf.set(row.modelId, p);
    brand[p] = codeOf(brands, row.brandSlug);
    const byBrand = brandLists.get(row.brandId);
    if (byBrand) byBrand.push(p);
    else brandLists.set(row.brandId, [p]);

    const groupCodes: number[] = [];
    for (const id of new Set(row.groupIds)) {
      groupCodes.push(codeOf(groupDict, id));
      const list = groupLists.get(id);
      if (list) list.push(p);
      else groupLists.set(id, [p]);
    }
    groupRows.push(groupCodes);
    colourRows.push([...new Set(row.colourFamilies)].map((value) => codeOf(colourDict, value)));
    sizeRows.push([...new Set(row.sizes)].map((value) => codeOf(sizeDict, value)));
    storeRows.push([...new Set(row.storeSlugs)].map((value) => codeOf(storeDict, value)));

    const tokens: number[] = [];
    const props: number[] = [];
    rangeOffsets[p] = rangeValues.length;
    for (const [slug, values] of Object.entries(row.propertyValues)) {
      if (!Array.isArray(values) || values.length === 0) continue;
      const prop = codeOf(propertyDict, slug);
      props.push(prop);
      for (const value of values) {
        if (typeof value === "number") {
          if (!Number.isFinite(value)) continue;
          rangeProps.push(prop);
          rangeValues.push(value);
        } else if (typeof value === "string") {
          const before = tokenDict.keys.length;
          const token = codeOf(tokenDict, `${slug}${TOKEN_SEPARATOR}${value}`);
          if (token === before) {
            tokenProps.push(prop);
            tokenValues.push(value);
          }
          if (!tokens.includes(token)) tokens.push(token);
        }
      }
    }
    tokenRows.push(tokens);
    propRows.push(props);

    for (const [area, cents] of Object.entries(row.activeCents)) {
      const areaId = Number(area);
      if (Number.isInteger(areaId) && typeof cents === "number" && Number.isFinite(cents)) priceColumn(areaId)[p] = cents;
    }
    createdAt[p] = row.createdAt;
    soldAmount[p] = row.soldAmount;
    rating[p] = row.rating;
    ratingCount[p] = row.ratingCount;
    for (const [area, offer] of Object.entries(row.offerPrices)) {
      const areaId = Number(area);
      const active = row.activeCents[area];
      if (!Number.isInteger(areaId) || typeof active !== "number" || !offer) continue;
      const type = priceMode({ active, ...offer, isOutlet: row.isOutlet, discountsAllowed: row.discountsAllowed });
      const reduction = priceReduction({ active, ...offer, type }, referenceRuleOf(areaId), { showsPercentage: false });
      depthColumn(areaId)[p] = reductionDepthBp(active, reduction);
    }
    popularity[p] = row.popularity;
    sortNames[p] = row.sortName;
  }
  rangeOffsets[n] = rangeValues.length;

  const scopes = (lists: Map<number, number[]>) => new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
  return {
    size: n,
    modelIds,
    positionOf,
    brand,
    brands,
    brandScopes: scopes(brandLists),
    groups: bitsOf(groupRows, groupDict.keys.length),
    groupDict,
    groupScopes: scopes(groupLists),
    colours: bitsOf(colourRows, colourDict.keys.length),
    colourDict,
    sizes: bitsOf(sizeRows, sizeDict.keys.length),
    sizeDict,
    stores: bitsOf(storeRows, storeDict.keys.length),
    storeDict,
    tokens: bitsOf(tokenRows, tokenDict.keys.length),
    tokenDict,
    tokenProperty: Int32Array.from(tokenProps),
    tokenValue: tokenValues,
    rangeOffsets,
    rangeProps: Int32Array.from(rangeProps),
    rangeValues: Float64Array.from(rangeValues),
    rowProps: bitsOf(propRows, propertyDict.keys.length),
    propertyDict,
    prices: priceLists,
    createdAt,
    soldAmount,
    rating,
    ratingCount,
    offerDepth: depthLists,
    popularity,
    sortNames,
    collator: new Intl.Collator(locale, { sensitivity: "base", numeric: true }),
    orders: new Map(),
    allPositions: Int32Array.from({ length: n }, (_, p) => p),
    frequencies: new WeakMap(),
  };
}

// ---------------------------------------------------------------------------------------------
// orders

/**
 * Positions in the order of a sort (document 2 §4), each ending on the model id so that equal keys keep
 * one order and pages never overlap: default = popularity, popular = units sold, newest = creation,
 * stars = rating then number of ratings, offers = the card's reduction in the tax area, deepest first,
 * lowest/highest = the tax area's active price
 * (models without a price there last), alphabetical = brand and name in the language's collation.
 */
export function sortedPositions(index: ListingIndex, sort: SortValue, taxAreaId: number): Int32Array {
  const key = sort === "lowest" || sort === "highest" || sort === "offers" ? `${sort}:${taxAreaId}` : sort;
  const cached = index.orders.get(key);
  if (cached) return cached;
  const ids = index.modelIds;
  const order = new Int32Array(index.size);
  for (let p = 0; p < index.size; p++) order[p] = p;
  const byId = (a: number, b: number) => ids[a]! - ids[b]!;
  const descending = (values: Float64Array) => (a: number, b: number) => values[b]! - values[a]! || byId(a, b);
  switch (sort) {
    case "default":
      order.sort(descending(index.popularity));
      break;
    case "popular":
      order.sort(descending(index.soldAmount));
      break;
    case "newest":
      order.sort(descending(index.createdAt));
      break;
    case "stars":
      order.sort((a, b) => index.rating[b]! - index.rating[a]! || index.ratingCount[b]! - index.ratingCount[a]! || byId(a, b));
      break;
    case "offers": {
      const depth = index.offerDepth.get(taxAreaId) ?? new Int16Array(index.size);
      order.sort((a, b) => depth[b]! - depth[a]! || byId(a, b));
      break;
    }
    case "lowest":
    case "highest": {
      const prices = index.prices.get(taxAreaId) ?? new Float64Array(index.size).fill(Number.NaN);
      const sign = sort === "lowest" ? 1 : -1;
      order.sort((a, b) => {
        const pa = prices[a]!;
        const pb = prices[b]!;
        if (Number.isNaN(pa) || Number.isNaN(pb)) return Number.isNaN(pa) === Number.isNaN(pb) ? byId(a, b) : Number.isNaN(pa) ? 1 : -1;
        return sign * (pa - pb) || byId(a, b);
      });
      break;
    }
    case "alphabetical":
      order.sort((a, b) => index.collator.compare(index.sortNames[a]!, index.sortNames[b]!) || byId(a, b));
      break;
  }
  index.orders.set(key, order);
  return order;
}

/** The newest-products source: models created in the last 60 days, and at least the 120 newest. */
export const NEWEST_WINDOW_DAYS = 60;
export const NEWEST_MIN_COUNT = 120;

export function newestPositions(index: ListingIndex, now: number): Int32Array {
  const order = sortedPositions(index, "newest", 0);
  const since = now - NEWEST_WINDOW_DAYS * 86_400_000;
  let count = 0;
  while (count < order.length && (count < NEWEST_MIN_COUNT || index.createdAt[order[count]!]! >= since)) count++;
  return order.slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// query

/** What decides which products match and the counts: the source and the filters. */
export interface FilterQuery {
  /** Positions of the source; null for every listable model. */
  scope: Int32Array | null;
  manufacturer: readonly string[];
  color: readonly string[];
  store: readonly string[];
  size: readonly string[];
  group: readonly number[];
  /** Per position: 1 where the text filter matches; null when there is no text filter. */
  textMatch: Uint8Array | null;
  /** Whole units of the display currency. */
  price: { min: number; max: number } | null;
  /** Only known, filterable property types of the right kind (the service checks). */
  properties: Readonly<Record<string, PropertyFilter>>;
  taxAreaId: number;
  currencyRate: number;
}

/** Which page of the matching products, in which order. */
export interface PageQuery {
  /** Search results in rank order (positions): the "default" order of a search grid. */
  rankOrder: Int32Array | null;
  sort: SortValue;
  taxAreaId: number;
  offset: number;
  limit: number;
}

export type IndexQuery = FilterQuery & PageQuery;

export interface Span {
  min: number;
  max: number;
}

/**
 * The matching products of a filter result: their positions when they are few (4 bytes each), else one
 * byte per product of the index. Recent results are kept (the listing service's cache): a cold search's
 * result of 20 products must not hold 100 KB for a 100,000-model catalogue, nor make the garbage collector
 * move it (which it did, 70 MB a second under a load of distinct searches).
 */
export type Matches = { positions: Int32Array; bits?: undefined } | { bits: Uint8Array; positions?: undefined };

export interface IndexFacets {
  total: number;
  matched: Matches;
  /** Per section: value -> products matching every other filter and this value. */
  counts: {
    manufacturer: Map<string, number>;
    color: Map<string, number>;
    store: Map<string, number>;
    size: Map<string, number>;
    group: Map<number, number>;
    /** Checkbox properties: slug -> value -> count. */
    properties: Map<string, Map<string, number>>;
  };
  /** Price span (display units, whole) of the products matching the other filters; null when none. */
  priceSpan: Span | null;
  /** Range properties: slug -> span of the products matching the other filters. */
  rangeSpans: Map<string, Span>;
  /** The filters that applied: a range covering its whole span is dropped (document 2 §4). */
  applied: { price: { min: number; max: number } | null; properties: Record<string, PropertyFilter> };
  /** Property slug -> products of the source that carry it (the section order). */
  propertyFrequency: Map<string, number>;
}

export interface IndexResult extends IndexFacets {
  /** The page's model ids. */
  ids: number[];
}

const B_MANUFACTURER = 1 << 0;
const B_COLOR = 1 << 1;
const B_STORE = 1 << 2;
const B_SIZE = 1 << 3;
const B_GROUP = 1 << 4;
const B_TEXT = 1 << 5;
const B_PRICE = 1 << 6;
const FIRST_PROPERTY_BIT = 7;
/** Bits 7..30 (a mask stays a positive 32-bit integer); more property filters than this are ignored. */
export const MAX_PROPERTY_FILTERS = 24;

function flags<K>(dict: Dictionary<K>, wanted: readonly K[]): Uint8Array | null {
  if (wanted.length === 0) return null;
  const table = new Uint8Array(dict.keys.length);
  for (const key of wanted) {
    const code = dict.codes.get(key);
    if (code !== undefined) table[code] = 1;
  }
  return table;
}

/** The bitset words of the wanted values (unknown values set nothing, so they match nothing). */
function maskOf<K>(bits: Bits, dict: Dictionary<K>, wanted: readonly K[]): Int32Array | null {
  if (wanted.length === 0) return null;
  const mask = new Int32Array(bits.words);
  for (const key of wanted) {
    const code = dict.codes.get(key);
    if (code !== undefined) mask[code >>> 5]! |= 1 << (code & 31);
  }
  return mask;
}

function anyBit(bits: Bits, p: number, mask: Int32Array): boolean {
  const base = p * bits.words;
  for (let w = 0; w < bits.words; w++) if ((bits.data[base + w]! & mask[w]!) !== 0) return true;
  return false;
}

function bump(bits: Bits, p: number, counts: Int32Array): void {
  const base = p * bits.words;
  for (let w = 0; w < bits.words; w++) {
    let word = bits.data[base + w]!;
    while (word !== 0) {
      const low = word & -word;
      counts[(w << 5) + 31 - Math.clz32(low)]!++;
      word ^= low;
    }
  }
}

/** `RangeFilterState.prop` of the price filter, and of a property no product has. */
const PRICE = -1;
const NO_PROPERTY = -2;

interface RangeFilterState {
  bit: number;
  /** Property code, PRICE or NO_PROPERTY. */
  prop: number;
  slug: string | null;
  min: number;
  max: number;
}

/**
 * One grid answer: the matching total, one page of model ids in the sort's order, and every section's
 * counts over the products matching all the other filters. Two passes over the source: the first marks,
 * per product, which filters it fails (one bit each); the range filters' spans come from that, and a
 * range covering its whole span is dropped; the second counts a product into every section when it fails
 * nothing, and into the one section whose filter it alone fails.
 */
export function queryListingIndex(index: ListingIndex, query: IndexQuery): IndexResult {
  const facets = filterListingIndex(index, query);
  return { ...facets, ids: pageOfMatches(index, facets.matched, query) };
}

/** The filtering and counting half of `queryListingIndex`: the same for every page and sort of a grid. */
export function filterListingIndex(index: ListingIndex, query: FilterQuery): IndexFacets {
  const scope = query.scope;
  const positions = scope ?? index.allPositions;
  const count = positions.length;
  const rate = query.currencyRate;
  const prices = index.prices.get(query.taxAreaId) ?? new Float64Array(index.size).fill(Number.NaN);

  const brandTable = flags(index.brands, query.manufacturer);
  const colourMask = maskOf(index.colours, index.colourDict, query.color);
  const storeMask = maskOf(index.stores, index.storeDict, query.store);
  const sizeMask = maskOf(index.sizes, index.sizeDict, query.size);
  const groupMask = maskOf(index.groups, index.groupDict, query.group);

  // Property filters: a bit each; a checkbox filter is satisfied by any of its values' tokens.
  const checkboxMasks: Array<{ bit: number; mask: Int32Array }> = [];
  const rangeOfProp = new Int32Array(index.propertyDict.keys.length).fill(-1);
  const bitProperty = new Map<number, number>();
  const ranges: RangeFilterState[] = [];
  let checkboxBits = 0;
  let rangeBits = 0;
  let nextBit = FIRST_PROPERTY_BIT;
  const activeProperties: Array<[string, PropertyFilter, number]> = [];
  for (const [slug, filter] of Object.entries(query.properties)) {
    if (activeProperties.length >= MAX_PROPERTY_FILTERS) break;
    const bit = 1 << nextBit++;
    activeProperties.push([slug, filter, bit]);
    const prop = index.propertyDict.codes.get(slug) ?? NO_PROPERTY;
    bitProperty.set(bit, prop);
    if (filter.kind === "checkbox") {
      checkboxBits |= bit;
      const tokens = filter.values.map((value) => `${slug}${TOKEN_SEPARATOR}${value}`);
      checkboxMasks.push({ bit, mask: maskOf(index.tokens, index.tokenDict, tokens) ?? new Int32Array(index.tokens.words) });
    } else {
      rangeBits |= bit;
      if (prop >= 0) rangeOfProp[prop] = ranges.length;
      ranges.push({ bit, prop, slug, min: filter.min, max: filter.max });
    }
  }
  if (query.price) ranges.push({ bit: B_PRICE, prop: PRICE, slug: null, min: query.price.min, max: query.price.max });

  // Pass 1: which filters each product of the source fails.
  const textMatch = query.textMatch;
  const priceFilter = query.price !== null;
  const priceMin = query.price?.min ?? 0;
  const priceMax = query.price?.max ?? 0;
  const masks = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const p = positions[i]!;
    let m = 0;
    if (brandTable && brandTable[index.brand[p]!] !== 1) m |= B_MANUFACTURER;
    if (colourMask && !anyBit(index.colours, p, colourMask)) m |= B_COLOR;
    if (storeMask && !anyBit(index.stores, p, storeMask)) m |= B_STORE;
    if (sizeMask && !anyBit(index.sizes, p, sizeMask)) m |= B_SIZE;
    if (groupMask && !anyBit(index.groups, p, groupMask)) m |= B_GROUP;
    if (textMatch && textMatch[p] !== 1) m |= B_TEXT;
    if (priceFilter) {
      const shown = (prices[p]! * rate) / 100;
      if (!(shown >= priceMin && shown <= priceMax)) m |= B_PRICE;
    }
    for (const checkbox of checkboxMasks) if (!anyBit(index.tokens, p, checkbox.mask)) m |= checkbox.bit;
    if (rangeBits !== 0) {
      let satisfied = 0;
      for (let k = index.rangeOffsets[p]!, end = index.rangeOffsets[p + 1]!; k < end; k++) {
        const r = rangeOfProp[index.rangeProps[k]!]!;
        if (r < 0) continue;
        const range = ranges[r]!;
        const value = index.rangeValues[k]!;
        if (value >= range.min && value <= range.max) satisfied |= range.bit;
      }
      m |= rangeBits & ~satisfied;
    }
    masks[i] = m;
  }

  // Spans of the active ranges over the products matching every other filter; a range covering its whole
  // span is dropped, which can widen another range's span, so this repeats until nothing more drops.
  let dropped = 0;
  const activeSpans = new Map<number, Span>();
  for (let round = 0; round <= ranges.length; round++) {
    activeSpans.clear();
    let newlyDropped = 0;
    for (const range of ranges) {
      if ((dropped & range.bit) !== 0) continue;
      const span = rangeSpan(index, prices, rate, range.prop, masks, positions, ~(dropped | range.bit));
      if (!span) continue;
      activeSpans.set(range.bit, span);
      if (dropFullSpanRange({ min: range.min, max: range.max }, span) === null) newlyDropped |= range.bit;
    }
    if (newlyDropped === 0) break;
    dropped |= newlyDropped;
  }

  // Pass 2: counts, the total and the matching positions.
  const brandCounts = new Int32Array(index.brands.keys.length);
  const colourCounts = new Int32Array(index.colourDict.keys.length);
  const storeCounts = new Int32Array(index.storeDict.keys.length);
  const sizeCounts = new Int32Array(index.sizeDict.keys.length);
  const groupCounts = new Int32Array(index.groupDict.keys.length);
  const tokenCounts = new Int32Array(index.tokenDict.keys.length);
  const propLow = new Float64Array(index.propertyDict.keys.length).fill(Number.POSITIVE_INFINITY);
  const propHigh = new Float64Array(index.propertyDict.keys.length).fill(Number.NEGATIVE_INFINITY);
  let priceLow = Number.POSITIVE_INFINITY;
  let priceHigh = Number.NEGATIVE_INFINITY;
  // The matching positions, in the source's order (at most all of it).
  const found = new Int32Array(count);
  let total = 0;
  const keep = ~dropped;
  for (let i = 0; i < count; i++) {
    const p = positions[i]!;
    const m = masks[i]! & keep;
    if (m === 0) {
      found[total++] = p;
      brandCounts[index.brand[p]!]!++;
      bump(index.colours, p, colourCounts);
      bump(index.stores, p, storeCounts);
      bump(index.sizes, p, sizeCounts);
      bump(index.groups, p, groupCounts);
      bump(index.tokens, p, tokenCounts);
      for (let k = index.rangeOffsets[p]!, end = index.rangeOffsets[p + 1]!; k < end; k++) {
        const prop = index.rangeProps[k]!;
        const value = index.rangeValues[k]!;
        if (value < propLow[prop]!) propLow[prop] = value;
        if (value > propHigh[prop]!) propHigh[prop] = value;
      }
      const cents = prices[p]!;
      if (!Number.isNaN(cents)) {
        if (cents < priceLow) priceLow = cents;
        if (cents > priceHigh) priceHigh = cents;
      }
    } else if ((m & (m - 1)) === 0) {
      // Fails exactly one filter: counts only in that filter's own section.
      if (m === B_MANUFACTURER) brandCounts[index.brand[p]!]!++;
      else if (m === B_COLOR) bump(index.colours, p, colourCounts);
      else if (m === B_STORE) bump(index.stores, p, storeCounts);
      else if (m === B_SIZE) bump(index.sizes, p, sizeCounts);
      else if (m === B_GROUP) bump(index.groups, p, groupCounts);
      else if ((m & checkboxBits) !== 0) {
        const prop = bitProperty.get(m) ?? NO_PROPERTY;
        const base = p * index.tokens.words;
        for (let w = 0; w < index.tokens.words; w++) {
          let word = index.tokens.data[base + w]!;
          while (word !== 0) {
            const low = word & -word;
            const token = (w << 5) + 31 - Math.clz32(low);
            if (index.tokenProperty[token] === prop) tokenCounts[token]!++;
            word ^= low;
          }
        }
      }
    }
  }

  // Sections.
  const toMap = <K>(dict: Dictionary<K>, counts: Int32Array) => {
    const map = new Map<K, number>();
    for (let code = 0; code < counts.length; code++) if (counts[code]! > 0) map.set(dict.keys[code]!, counts[code]!);
    return map;
  };
  const propertyCounts = new Map<string, Map<string, number>>();
  for (let token = 0; token < tokenCounts.length; token++) {
    if (tokenCounts[token]! === 0) continue;
    const slug = index.propertyDict.keys[index.tokenProperty[token]!]!;
    let values = propertyCounts.get(slug);
    if (!values) propertyCounts.set(slug, (values = new Map()));
    values.set(index.tokenValue[token]!, tokenCounts[token]!);
  }
  const rangeSpans = new Map<string, Span>();
  for (let prop = 0; prop < propLow.length; prop++) {
    if (propLow[prop]! <= propHigh[prop]!) rangeSpans.set(index.propertyDict.keys[prop]!, { min: propLow[prop]!, max: propHigh[prop]! });
  }
  let priceSpan: Span | null = priceLow <= priceHigh ? displaySpan(priceLow, priceHigh, rate) : null;
  const applied: IndexResult["applied"] = { price: null, properties: {} };
  for (const range of ranges) {
    // A dropped range filters nothing: the pass-2 span (products matching every applied filter) is its own.
    if ((dropped & range.bit) !== 0) continue;
    const span = activeSpans.get(range.bit);
    if (range.slug === null) {
      applied.price = { min: range.min, max: range.max };
      priceSpan = span ?? null;
    } else {
      applied.properties[range.slug] = { kind: "range", min: range.min, max: range.max };
      if (span) rangeSpans.set(range.slug, span);
      else rangeSpans.delete(range.slug);
    }
  }
  for (const [slug, filter] of activeProperties) if (filter.kind === "checkbox") applied.properties[slug] = filter;

  return {
    total,
    matched: matchesOf(index, found, total),
    counts: {
      manufacturer: toMap(index.brands, brandCounts),
      color: toMap(index.colourDict, colourCounts),
      store: toMap(index.storeDict, storeCounts),
      size: toMap(index.sizeDict, sizeCounts),
      group: toMap(index.groupDict, groupCounts),
      properties: propertyCounts,
    },
    priceSpan,
    rangeSpans,
    applied,
    propertyFrequency: propertyFrequency(index, positions),
  };
}

/**
 * How many products of a source carry each property. It does not depend on the filters, so it is kept
 * per source list (a group's or a brand's list is the same object for the life of the index).
 */
function propertyFrequency(index: ListingIndex, positions: Int32Array): Map<string, number> {
  const cached = index.frequencies.get(positions);
  if (cached) return cached;
  const counts = new Int32Array(index.propertyDict.keys.length);
  for (let i = 0; i < positions.length; i++) bump(index.rowProps, positions[i]!, counts);
  const frequency = new Map<string, number>();
  for (let prop = 0; prop < counts.length; prop++) if (counts[prop]! > 0) frequency.set(index.propertyDict.keys[prop]!, counts[prop]!);
  index.frequencies.set(positions, frequency);
  return frequency;
}

/** Whole display units around a span of cents, so that choosing the span's ends covers it. */
function displaySpan(lowCents: number, highCents: number, rate: number): Span {
  return { min: Math.floor((lowCents * rate) / 100), max: Math.ceil((highCents * rate) / 100) };
}

function rangeSpan(
  index: ListingIndex,
  prices: Float64Array,
  rate: number,
  prop: number,
  masks: Int32Array,
  positions: Int32Array,
  relevant: number,
): Span | null {
  if (prop === NO_PROPERTY) return null;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < positions.length; i++) {
    if ((masks[i]! & relevant) !== 0) continue;
    const p = positions[i]!;
    if (prop === PRICE) {
      const cents = prices[p]!;
      if (Number.isNaN(cents)) continue;
      if (cents < low) low = cents;
      if (cents > high) high = cents;
      continue;
    }
    for (let k = index.rangeOffsets[p]!, end = index.rangeOffsets[p + 1]!; k < end; k++) {
      if (index.rangeProps[k] !== prop) continue;
      const value = index.rangeValues[k]!;
      if (value < low) low = value;
      if (value > high) high = value;
    }
  }
  if (low > high) return null;
  return prop === PRICE ? displaySpan(low, high, rate) : { min: low, max: high };
}

/** The model ids of one page of the matching products in the sort's order. */
function matchesOf(index: ListingIndex, found: Int32Array, total: number): Matches {
  if (total * 4 < index.size) return { positions: found.slice(0, total) };
  const bits = new Uint8Array(index.size);
  for (let i = 0; i < total; i++) bits[found[i]!] = 1;
  return { bits };
}

// One byte per product of an index, all 0 between calls: the bits of a result kept as positions, set for
// the length of one synchronous call and cleared before it returns.
const scratchBits = new WeakMap<ListingIndex, Uint8Array>();

/** `fn` with the matches as one byte per product (1: matching). */
function withMatchBits<T>(index: ListingIndex, matched: Matches, fn: (bits: Uint8Array) => T): T {
  if (matched.bits) return fn(matched.bits);
  let bits = scratchBits.get(index);
  if (!bits) {
    bits = new Uint8Array(index.size);
    scratchBits.set(index, bits);
  }
  const positions = matched.positions;
  for (let i = 0; i < positions.length; i++) bits[positions[i]!] = 1;
  try {
    return fn(bits);
  } finally {
    for (let i = 0; i < positions.length; i++) bits[positions[i]!] = 0;
  }
}

export function pageOfMatches(index: ListingIndex, matched: Matches, query: PageQuery): number[] {
  const ids: number[] = [];
  if (query.limit <= 0) return ids;
  const order = query.sort === "default" && query.rankOrder ? query.rankOrder : sortedPositions(index, query.sort, query.taxAreaId);
  return withMatchBits(index, matched, (bits) => {
    let skipped = 0;
    for (let k = 0; k < order.length && ids.length < query.limit; k++) {
      const p = order[k]!;
      if (bits[p] !== 1) continue;
      if (skipped < query.offset) {
        skipped++;
        continue;
      }
      ids.push(index.modelIds[p]!);
    }
    return ids;
  });
}

/** Model ids of a source in the "default" order, for the product-list call (document 2 §7). */
export function positionsInOrder(index: ListingIndex, scope: Int32Array, sort: SortValue, taxAreaId: number): number[] {
  const inScope = new Uint8Array(index.size);
  for (const p of scope) inScope[p] = 1;
  const ids: number[] = [];
  for (const p of sortedPositions(index, sort, taxAreaId)) if (inScope[p] === 1) ids.push(index.modelIds[p]!);
  return ids;
}

/** The position's model has stock in at least one store (the Store filter's data). */
export function hasStock(index: ListingIndex, p: number): boolean {
  const { words, data } = index.stores;
  for (let w = p * words; w < (p + 1) * words; w++) if (data[w] !== 0) return true;
  return false;
}

/**
 * A product page's recommendations: up to `limit` model ids in the "Recommended" order (popularity from
 * the shop's sales and views) taken from the first scope, then from the next (wider) ones while places
 * are left. Only models that can be bought now count: with stock somewhere and a price in the tax area.
 */
export function recommendedIds(
  index: ListingIndex,
  scopes: readonly Int32Array[],
  options: { taxAreaId: number; exclude: ReadonlySet<number>; limit: number },
): number[] {
  const prices = index.prices.get(options.taxAreaId);
  const order = sortedPositions(index, "default", options.taxAreaId);
  const taken = new Uint8Array(index.size);
  const ids: number[] = [];
  for (const scope of scopes) {
    if (ids.length >= options.limit) break;
    const inScope = new Uint8Array(index.size);
    for (const p of scope) inScope[p] = 1;
    for (const p of order) {
      if (ids.length >= options.limit) break;
      if (inScope[p] !== 1 || taken[p] === 1) continue;
      taken[p] = 1;
      const id = index.modelIds[p]!;
      if (options.exclude.has(id) || !prices || Number.isNaN(prices[p]!) || !hasStock(index, p)) continue;
      ids.push(id);
    }
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// text filter

/**
 * The text filter's haystack of one language: every model's brand, name, short description and
 * description, normalized like the filter text (`normalizeForTextFilter`), joined into one string with a
 * separator no normalized text contains, so one `indexOf` scan finds every match.
 */
export interface TextIndex {
  text: string;
  /** Start offset of each index position's text; one more entry for the end. */
  starts: Int32Array;
}

const TEXT_SEPARATOR = "\u0001";

export function buildTextIndex(index: ListingIndex, rows: ReadonlyArray<{ modelId: number; text: string }>, normalize: (text: string) => string): TextIndex {
  const texts = new Array<string>(index.size).fill("");
  for (const row of rows) {
    const p = index.positionOf.get(row.modelId);
    if (p !== undefined) texts[p] = normalize(row.text);
  }
  const starts = new Int32Array(index.size + 1);
  let at = 0;
  for (let p = 0; p < index.size; p++) {
    starts[p] = at;
    at += texts[p]!.length + 1;
  }
  starts[index.size] = at;
  return { text: texts.join(TEXT_SEPARATOR) + TEXT_SEPARATOR, starts };
}

/** 1 at every position whose text contains `needle` (already normalized, not empty). */
export function matchText(textIndex: TextIndex, needle: string): Uint8Array {
  const { text, starts } = textIndex;
  const hits = new Uint8Array(starts.length - 1);
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) break;
    // The position whose text holds offset `at`: the last start at or before it.
    let low = 0;
    let high = starts.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    hits[low] = 1;
    from = starts[low + 1]!;
  }
  return hits;
}
