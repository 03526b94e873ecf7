import type { ListingIndex } from "./index-build.ts";

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
