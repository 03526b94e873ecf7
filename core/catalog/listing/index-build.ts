/**
 * The filter index of one language behind every catalogue grid (group, brand, newest, catalogue, search):
 * how it is built. Its filtering and counting are in ./index-filter.ts (range filters: ./index-ranges.ts),
 * its orders in ./index-orders.ts, the text filter's haystack in ./index-text.ts.
 *
 * Why in memory: counting every filter section over the products that match all the *other* filters is
 * the expensive part of a grid. Done in SQL on the read model it cost 140 ms (narrow copy) to 520 ms
 * (catalog_listing itself) for the 36,000 models of the largest group on PostgreSQL, far from the aim of
 * 50 ms p95 at 20 clients on two cores (docs/benchmarks.md). The same pass over dictionary-coded typed
 * arrays takes a few milliseconds. The index is built from `catalog_listing` (one query per language)
 * and thrown away when the read model's version changes (core/catalog/listing/listing-service.ts), so
 * the read model stays the one source of truth; only the page's cards are read from the database per
 * request.
 *
 * Layout: one position per listable model (public, not campaign-only). Multi-valued facts (groups,
 * colour families, sizes, stores, checkbox property values) are dictionary codes held as a bitset per
 * row (a few 32-bit words), so "has any of these values" is one AND per word; numeric property values
 * are a CSR list (offsets + values).
 */
import { priceMode, priceReduction, reductionDepthBp, type ReferenceRule } from "./price-mode.ts";

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
export interface Bits {
  words: number;
  data: Int32Array;
}

export interface Dictionary<K> {
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

/** Joins a checkbox property's slug and value into one token of the index. */
export const TOKEN_SEPARATOR = "\u0000";

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
