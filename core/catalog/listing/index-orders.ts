import type { ListingIndex } from "./index-build.ts";
import type { SortValue } from "./types.ts";

/**
 * Positions in the order of a sort, each ending on the model id so that equal keys keep
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

/** Model ids of a source in the "default" order, for the product-list call. */
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
