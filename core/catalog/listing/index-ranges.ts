/**
 * The range filters of the index (price and numeric properties): their spans over the products that match
 * every other filter, and the rule that a range covering its whole span filters nothing.
 */
import type { ListingIndex } from "./index-build.ts";
import { dropFullSpanRange } from "./query-params.ts";

export interface Span {
  min: number;
  max: number;
}

/** `RangeFilterState.prop` of the price filter, and of a property no product has. */
export const PRICE = -1;
export const NO_PROPERTY = -2;

export interface RangeFilterState {
  bit: number;
  /** Property code, PRICE or NO_PROPERTY. */
  prop: number;
  slug: string | null;
  min: number;
  max: number;
}

/**
 * The spans of the active ranges over the products matching every other filter (`masks`: per product of
 * `positions`, the filters it fails, one bit each). A range covering its whole span is dropped, which can
 * widen another range's span, so this repeats until nothing more drops. Answers the dropped ranges' bits
 * and the spans of the others by bit.
 */
export function settleRanges(
  index: ListingIndex,
  prices: Float64Array,
  rate: number,
  ranges: readonly RangeFilterState[],
  masks: Int32Array,
  positions: Int32Array,
): { dropped: number; spans: Map<number, Span> } {
  let dropped = 0;
  const spans = new Map<number, Span>();
  for (let round = 0; round <= ranges.length; round++) {
    spans.clear();
    let newlyDropped = 0;
    for (const range of ranges) {
      if ((dropped & range.bit) !== 0) continue;
      const span = rangeSpan(index, prices, rate, range.prop, masks, positions, ~(dropped | range.bit));
      if (!span) continue;
      spans.set(range.bit, span);
      if (dropFullSpanRange({ min: range.min, max: range.max }, span) === null) newlyDropped |= range.bit;
    }
    if (newlyDropped === 0) break;
    dropped |= newlyDropped;
  }
  return { dropped, spans };
}

/** Whole display units around a span of cents, so that choosing the span's ends covers it. */
export function displaySpan(lowCents: number, highCents: number, rate: number): Span {
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
