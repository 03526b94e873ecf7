/**
 * Full-text matching and ranking of one storefront language in process memory.
 *
 * PostgreSQL does the language work: every model's document is a tsvector built in the language's text
 * search configuration (db/read-model.ts: name A, brand B, main group C, short description D), and every
 * searched word is stemmed by the same configuration (the repository's `stems`). Matching those lexemes
 * and ranking the matches happens here, over the documents of the catalogue version read once. Why: a
 * broad word ("takki" with its compounds) matches 15,000 of 100,000 models, and ranking them in
 * PostgreSQL (bitmap heap scan, recheck, ts_rank) took about 100 ms of database time per search, far
 * from the aim of 50 ms p95 at 20 clients on two cores (docs/benchmarks.md); here it takes a few milliseconds
 * (docs/decisions/0012-search-matching-in-memory.md).
 *
 * The rules are those the SQL search had: every term must match (or any, for the approximate
 * fallbacks); a term is its word (the last word of a text as a beginning, as `word:*` in a tsquery)
 * or one of the shop's compound words containing it; the order puts the name (or "brand name") equal
 * to the text first, then one starting with it, then one in a group the text names, then a brand named in the text, then the weighted
 * match (ts_rank's default weights A 1.0, B 0.4, C 0.2, D 0.1, normalised below 1), then the best
 * sellers, then the model id.
 */

/** One searchable model of a language as the repository reads it (catalog_search). */
export interface FullTextRow {
  modelId: number;
  /** The tsvector as PostgreSQL writes it: `'lexeme':1A,4B 'other':2`. */
  document: string;
  /** Name, "brand name" and brand as `searchKey` writes them (catalog_search_key). */
  nameKey: string;
  fullKey: string;
  brandKey: string;
  /** 1 = the best seller. */
  salesRank: number;
  /** Names as shown, for related searches: the brand, and the main product group (null without one). */
  brandName: string;
  groupName: string | null;
  /** The brand's slug (its page's address) and the main group (null without one): what suggestions link to. */
  brandSlug: string;
  mainGroupId: number | null;
  /** Every group the model is in, with the groups above them. */
  groupIds: readonly number[];
  /** Its property values as "type:value" slugs (named values only, not measures). */
  properties: readonly string[];
}

/**
 * Groups and property values are kept as lexemes of their own, which no word of a language can be (they
 * start with a control character): a term naming a group matches its products like a word in their names.
 */
export function groupLexeme(groupId: number): string {
  return `\u0001g${groupId}`;
}
export function propertyLexeme(property: string): string {
  return `\u0001p${property}`;
}
/** A group's or value's match weighs as a word of the name: the shopper named what the product is. */
const MEANING_WEIGHT = 3;

/** Weight codes: D 0, C 1, B 2, A 3 (a lexeme without positions counts as D, as in PostgreSQL). */
const WEIGHT_CODES: Readonly<Record<string, number>> = { A: 3, B: 2, C: 1, D: 0 };
/**
 * ts_rank's default weights by code, in tenths: D 0.1, C 0.2, B 0.4, A 1.0. Summed as whole numbers, a
 * document's score is the same whatever order its terms are matched in.
 */
const WEIGHT_TENTHS = [1, 2, 4, 10] as const;

/**
 * The lexemes of a tsvector's text form with the best weight each carries. Lexemes are quoted, a quote
 * inside doubled (`'it''s'`); positions follow a colon, each with an optional weight letter.
 */
export function parseTsvector(text: string): Array<{ lexeme: string; weight: number }> {
  const out: Array<{ lexeme: string; weight: number }> = [];
  let i = 0;
  const length = text.length;
  while (i < length) {
    while (i < length && text[i] === " ") i++;
    if (i >= length) break;
    if (text[i] !== "'") break;
    i++;
    let lexeme = "";
    let start = i;
    for (;;) {
      const quote = text.indexOf("'", i);
      if (quote < 0) return out;
      if (text[quote + 1] === "'") {
        lexeme += text.slice(start, quote + 1);
        i = quote + 2;
        start = i;
        continue;
      }
      lexeme += text.slice(start, quote);
      i = quote + 1;
      break;
    }
    // A backslash escapes the next character in the text form.
    if (lexeme.includes("\\")) lexeme = lexeme.replace(/\\(.)/g, "$1");
    let weight = -1;
    if (text[i] === ":") {
      i++;
      while (i < length && text[i] !== " ") {
        const code = WEIGHT_CODES[text[i]!];
        if (code !== undefined) weight = Math.max(weight, code);
        else if (text[i] !== ",") {
          // a digit of a position; positions without a letter are D
          const next = text[i + 1];
          if (next === "," || next === " " || next === undefined) weight = Math.max(weight, 0);
        }
        i++;
      }
    }
    out.push({ lexeme, weight: weight < 0 ? 0 : weight });
  }
  return out;
}

export interface FullTextIndex {
  readonly size: number;
  readonly modelIds: Int32Array;
  /** Every lexeme of the language, sorted (by UTF-16 code units), for exact and prefix lookups. */
  readonly lexemes: readonly string[];
  /** Per lexeme: the positions of the documents holding it, ascending, and the best weight in each. */
  readonly postings: readonly Int32Array[];
  readonly weights: readonly Uint8Array[];
  readonly nameKeys: readonly string[];
  readonly fullKeys: readonly string[];
  readonly brandKeys: readonly string[];
  readonly salesRank: Float64Array;
  readonly brandNames: readonly string[];
  readonly groupNames: ReadonlyArray<string | null>;
  readonly brandSlugs: readonly string[];
  /** -1 without a main group. */
  readonly mainGroupIds: Int32Array;
  readonly positionOf: ReadonlyMap<number, number>;
  /**
   * Scratch space of one search (a search runs start to end without yielding, so one per index is
   * enough): per document the terms matched, the weight sum, and the best weight of the current term
   * (-1 when not matched). Every entry a search touched is reset before it returns.
   */
  readonly scratch: {
    hits: Uint8Array;
    raw: Float64Array;
    best: Int8Array;
    /** Positions touched by any term, by the current term, and matched by every term so far; each search's own counts. */
    touched: Int32Array;
    termTouched: Int32Array;
    alive: Int32Array;
    /** Per position its score, and the matched positions to rank. */
    scores: Float64Array;
    order: Int32Array;
  };
}

export function buildFullTextIndex(rows: readonly FullTextRow[]): FullTextIndex {
  const n = rows.length;
  const modelIds = new Int32Array(n);
  const salesRank = new Float64Array(n);
  const nameKeys: string[] = new Array<string>(n);
  const fullKeys: string[] = new Array<string>(n);
  const brandKeys: string[] = new Array<string>(n);
  const brandNames: string[] = new Array<string>(n);
  const groupNames: Array<string | null> = new Array<string | null>(n);
  const brandSlugs: string[] = new Array<string>(n);
  const mainGroupIds = new Int32Array(n);
  const positionOf = new Map<number, number>();
  const lists = new Map<string, { positions: number[]; weights: number[] }>();
  for (let p = 0; p < n; p++) {
    const row = rows[p]!;
    modelIds[p] = row.modelId;
    salesRank[p] = row.salesRank;
    nameKeys[p] = row.nameKey;
    fullKeys[p] = row.fullKey;
    brandKeys[p] = row.brandKey;
    brandNames[p] = row.brandName;
    groupNames[p] = row.groupName;
    brandSlugs[p] = row.brandSlug;
    mainGroupIds[p] = row.mainGroupId ?? -1;
    positionOf.set(row.modelId, p);
    const lexemes = parseTsvector(row.document);
    for (const group of row.groupIds) lexemes.push({ lexeme: groupLexeme(group), weight: MEANING_WEIGHT });
    for (const property of row.properties) lexemes.push({ lexeme: propertyLexeme(property), weight: MEANING_WEIGHT });
    for (const { lexeme, weight } of lexemes) {
      let list = lists.get(lexeme);
      if (!list) {
        list = { positions: [], weights: [] };
        lists.set(lexeme, list);
      }
      // A lexeme appears once per tsvector, so each document adds one posting.
      list.positions.push(p);
      list.weights.push(weight);
    }
  }
  const lexemes = [...lists.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    size: n,
    modelIds,
    lexemes,
    postings: lexemes.map((lexeme) => Int32Array.from(lists.get(lexeme)!.positions)),
    weights: lexemes.map((lexeme) => Uint8Array.from(lists.get(lexeme)!.weights)),
    nameKeys,
    fullKeys,
    brandKeys,
    salesRank,
    brandNames,
    groupNames,
    brandSlugs,
    mainGroupIds,
    positionOf,
    scratch: {
      hits: new Uint8Array(n),
      raw: new Float64Array(n),
      best: new Int8Array(n).fill(-1),
      touched: new Int32Array(n),
      termTouched: new Int32Array(n),
      alive: new Int32Array(n),
      scores: new Float64Array(n),
      order: new Int32Array(n),
    },
  };
}

/** The first index in the sorted lexemes not below `value`. */
function lowerBound(lexemes: readonly string[], value: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (lexemes[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Lexeme indexes equal to `lexeme`, or starting with it when `prefix`. */
export function lexemeRange(index: FullTextIndex, lexeme: string, prefix: boolean): [number, number] {
  const start = lowerBound(index.lexemes, lexeme);
  if (!prefix) return index.lexemes[start] === lexeme ? [start, start + 1] : [start, start];
  let end = start;
  while (end < index.lexemes.length && index.lexemes[end]!.startsWith(lexeme)) end++;
  return [start, end];
}

/** One searched word after stemming: lexemes matched whole (the word, its compounds) or as beginnings. */
export interface StemmedTerm {
  exact: readonly string[];
  prefixes: readonly string[];
}

export interface StemmedQuery {
  match: "all" | "any";
  /** Terms without any lexeme (stop words) are left out before, as to_tsquery leaves them out. */
  terms: readonly StemmedTerm[];
  /** The searched text as a key (`searchKey`): exact and beginning hits. */
  key: string;
  /** Runs of the text's words: a brand whose key is one of them is named in the text. */
  phrases: readonly string[];
  /** Lexemes of the groups the text names (`groupLexeme`): their products come before other matches. */
  intent?: readonly string[];
}

/** The position of `value` in the ascending `positions`, or -1. */
function positionIn(positions: Int32Array, value: number): number {
  let low = 0;
  let high = positions.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = positions[middle]!;
    if (at < value) low = middle + 1;
    else if (at > value) high = middle - 1;
    else return middle;
  }
  return -1;
}

/**
 * Model ids of the matching documents, best first, at most `limit`.
 *
 * When every term must match, the terms are taken from the one with the fewest postings up: after the
 * first, only the documents every earlier term matched can still match, so a long posting list (a
 * brand's, "takki" with its compounds) is searched for those few documents instead of walked whole,
 * whichever costs fewer steps. The order of the terms changes nothing in the answer: a document's score
 * is a sum over the terms.
 */
export function matchFullText(index: FullTextIndex, query: StemmedQuery, limit: number = Number.POSITIVE_INFINITY): number[] {
  const terms = query.terms;
  if (terms.length === 0 || index.size === 0) return [];
  const all = query.match === "all";
  // Typed buffers of the index, not arrays grown per search: a broad prefix touches most documents, and
  // arrays of that size made for every keystroke kept the garbage collector busier than the matching.
  const { hits, raw, best, touched, termTouched, alive, scores, order } = index.scratch;
  let touchedCount = 0;
  let termCount = 0;
  let aliveCount = 0;
  const termRanges = terms.map((term) => [
    ...term.exact.map((lexeme) => lexemeRange(index, lexeme, false)),
    ...term.prefixes.map((lexeme) => lexemeRange(index, lexeme, true)),
  ]);
  const postingsOf = (ranges: ReadonlyArray<[number, number]>) => {
    let count = 0;
    for (const [start, end] of ranges) for (let l = start; l < end; l++) count += index.postings[l]!.length;
    return count;
  };
  const sizes = termRanges.map(postingsOf);
  const termOrder = Array.from(terms.keys());
  if (all) termOrder.sort((a, b) => sizes[a]! - sizes[b]!);
  try {
    for (let step = 0; step < termOrder.length; step++) {
      const ranges = termRanges[termOrder[step]!]!;
      termCount = 0;
      if (all && step > 0 && aliveCount === 0) break;
      let searchSteps = 0;
      if (all && step > 0) for (const [start, end] of ranges) for (let l = start; l < end; l++) searchSteps += aliveCount * (Math.log2(index.postings[l]!.length + 1) + 1);
      if (all && step > 0 && searchSteps < sizes[termOrder[step]!]!) {
        // Every term must match: only the documents all earlier terms matched can, looked up in the postings.
        for (const [start, end] of ranges) {
          for (let l = start; l < end; l++) {
            const positions = index.postings[l]!;
            const weights = index.weights[l]!;
            for (let a = 0; a < aliveCount; a++) {
              const p = alive[a]!;
              const k = positionIn(positions, p);
              if (k < 0) continue;
              const w = weights[k]!;
              if (w > best[p]!) {
                if (best[p]! < 0) termTouched[termCount++] = p;
                best[p] = w;
              }
            }
          }
        }
      } else {
        for (const [start, end] of ranges) {
          for (let l = start; l < end; l++) {
            const positions = index.postings[l]!;
            const weights = index.weights[l]!;
            for (let k = 0; k < positions.length; k++) {
              const p = positions[k]!;
              // Every term must match: a document an earlier term missed is out.
              if (all && hits[p] !== step) continue;
              const w = weights[k]!;
              if (w > best[p]!) {
                if (best[p]! < 0) termTouched[termCount++] = p;
                best[p] = w;
              }
            }
          }
        }
      }
      for (let t = 0; t < termCount; t++) {
        const p = termTouched[t]!;
        if (hits[p] === 0) touched[touchedCount++] = p;
        hits[p]!++;
        raw[p]! += WEIGHT_TENTHS[best[p]!]!;
        best[p] = -1;
      }
      if (all) {
        alive.set(termTouched.subarray(0, termCount));
        aliveCount = termCount;
      }
      termCount = 0;
    }
    const needed = query.match === "all" ? terms.length : 1;
    const phrases = new Set(query.phrases);
    const key = query.key;
    const intentPostings = (query.intent ?? []).flatMap((lexeme) => {
      const [start, end] = lexemeRange(index, lexeme, false);
      return start < end ? [index.postings[start]!] : [];
    });
    let matchedCount = 0;
    for (let t = 0; t < touchedCount; t++) {
      const p = touched[t]!;
      if (hits[p]! < needed) continue;
      const name = index.nameKeys[p]!;
      const full = index.fullKeys[p]!;
      // The name equal to the text, then beginning with it, then in a group the text names, then of a brand it names.
      const keyClass = key !== "" && (name === key || full === key) ? 2 : key !== "" && (name.startsWith(key) || full.startsWith(key)) ? 1 : 0;
      const intended = intentPostings.some((positions) => positionIn(positions, p) >= 0) ? 1 : 0;
      const brandNamed = phrases.has(index.brandKeys[p]!) ? 1 : 0;
      // The weight sum r (in tenths: r / 10) normalised below 1: (r / 10) / (r / 10 + 1).
      const r = raw[p]!;
      scores[p] = keyClass * 4 + intended * 2 + brandNamed + r / (r + 10);
      order[matchedCount++] = p;
    }
    const ranked = order.subarray(0, matchedCount);
    const better = (a: number, b: number) => scores[b]! - scores[a]! || index.salesRank[a]! - index.salesRank[b]! || index.modelIds[a]! - index.modelIds[b]!;
    const count = Math.min(matchedCount, limit);
    // A few of many (suggestions): the best `count` brought to the front first, then only they are sorted.
    if (count < matchedCount / 4) {
      selectBest(ranked, count, better);
      ranked.subarray(0, count).sort(better);
    } else ranked.sort(better);
    const ids = new Array<number>(count);
    for (let i = 0; i < count; i++) ids[i] = index.modelIds[ranked[i]!]!;
    return ids;
  } finally {
    for (let t = 0; t < touchedCount; t++) {
      const p = touched[t]!;
      hits[p] = 0;
      raw[p] = 0;
    }
    // Only a failure midway leaves best weights of the current term set.
    for (let t = 0; t < termCount; t++) best[termTouched[t]!] = -1;
  }
}

/**
 * Moves the `k` first of `items` in the order `compare` (negative: a before b) to the front, in no particular
 * order among themselves (quickselect: linear on average, where sorting all would be n log n).
 */
export function selectBest(items: Int32Array, k: number, compare: (a: number, b: number) => number): void {
  let low = 0;
  let high = items.length - 1;
  while (low < high && k > 0) {
    const pivot = items[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (compare(items[i]!, pivot) < 0) i++;
      while (compare(items[j]!, pivot) > 0) j--;
      if (i <= j) {
        const swap = items[i]!;
        items[i] = items[j]!;
        items[j] = swap;
        i++;
        j--;
      }
    }
    // items[low..j] come before or with the pivot, items[i..high] with or after it.
    if (k - 1 <= j) high = j;
    else if (k - 1 >= i) low = i;
    else return;
  }
}

/**
 * Related searches of a result: the main product groups and the brands most frequent among these
 * models (the first of a result), most frequent first, ties by name.
 */
export function relatedNames(index: FullTextIndex, modelIds: readonly number[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const id of modelIds) {
    const p = index.positionOf.get(id);
    if (p === undefined) continue;
    const group = index.groupNames[p];
    if (group) counts.set(group, (counts.get(group) ?? 0) + 1);
    const brand = index.brandNames[p]!;
    if (brand) counts.set(brand, (counts.get(brand) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([name]) => name);
}

/** A main group or a brand among results, with how many of them it holds. */
export interface ResultShare {
  name: string;
  count: number;
}

/**
 * The main groups and the brands most frequent among these models (the first of a result), most frequent
 * first, ties by name: what the search suggestions offer beside the products.
 */
export function resultShares(
  index: FullTextIndex,
  modelIds: readonly number[],
  limit: number,
): { groups: Array<ResultShare & { id: number }>; brands: Array<ResultShare & { slug: string }> } {
  const groups = new Map<number, ResultShare & { id: number }>();
  const brands = new Map<string, ResultShare & { slug: string }>();
  for (const id of modelIds) {
    const p = index.positionOf.get(id);
    if (p === undefined) continue;
    const group = index.mainGroupIds[p]!;
    const groupName = index.groupNames[p];
    if (group >= 0 && groupName) {
      const share = groups.get(group) ?? { id: group, name: groupName, count: 0 };
      share.count++;
      groups.set(group, share);
    }
    const slug = index.brandSlugs[p]!;
    if (slug) {
      const share = brands.get(slug) ?? { slug, name: index.brandNames[p]!, count: 0 };
      share.count++;
      brands.set(slug, share);
    }
  }
  const byShare = (a: ResultShare, b: ResultShare) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return { groups: [...groups.values()].sort(byShare).slice(0, limit), brands: [...brands.values()].sort(byShare).slice(0, limit) };
}
