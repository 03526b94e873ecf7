/**
 * Filtering and counting on the index (./index-build.ts): which products of a source match the filters, every
 * filter section's counts over the products matching all the other filters, and one page of the matches in
 * a sort's order.
 */
import { TOKEN_SEPARATOR, type Bits, type Dictionary, type ListingIndex } from "./index-build.ts";
import { sortedPositions } from "./index-orders.ts";
import { displaySpan, NO_PROPERTY, PRICE, settleRanges, type RangeFilterState, type Span } from "./index-ranges.ts";
import type { PropertyFilter, SortValue } from "./types.ts";

export type { Span } from "./index-ranges.ts";

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
  /** The filters that applied: a range covering its whole span is dropped. */
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

  // The range filters that apply, and their spans over the products matching every other filter.
  const { dropped, spans: activeSpans } = settleRanges(index, prices, rate, ranges, masks, positions);

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
