import type { Lang } from "#i18n/languages.ts";
import { sharedRead } from "../../cache/versioned.ts";
import type { SearchCandidates, SearchFn, SearchOptions } from "./search-types.ts";
import {
  buildLexicon,
  EMPTY_LEXICON,
  findPhrases,
  foldWord,
  meaningParts,
  splitCompound,
  type CompoundParts,
  type Lexicon,
  type LexiconRow,
} from "./shopper-words.ts";

/** Longest search text considered; the rest of a pasted page is noise. */
export const SEARCH_TEXT_MAX = 200;
/**
 * Ranked ids handed to the listing at most. Every match goes to the listing, so the total and the
 * filter counts of a search are those of all its products; the bound only caps a pathological text.
 */
export const MAX_CANDIDATES = 200_000;
/** Look-alike names kept when only trigram similarity found something: past these they stop looking alike. */
export const MAX_FUZZY_CANDIDATES = 300;
export const MAX_RELATED = 5;
/** Words of a text searched; a longer text is a pasted sentence whose tail adds nothing but index work. */
export const MAX_WORDS = 8;
/** The last word is matched as a prefix (as-you-type) from this length on; shorter prefixes match most of the shop. */
export const MIN_PREFIX_LENGTH = 3;
/** Words searched also through the shop's compound words containing them from this length on. */
export const MIN_COMPOUND_PART = 4;
/** Compound words added per searched word at most, the most frequent first: bounds the size of the text query. */
export const MAX_COMPOUNDS = 12;
/** Search answers kept per process: the texts shoppers repeat most. */
export const SEARCH_CACHE_SIZE = 500;
/** Short answers (suggestions as typed, at most a few hundred ids each) kept per process. */
export const SHORT_ANSWERS_KEPT = 10_000;
/** Ids kept over all kept answers at most (4 bytes each): a few broad words match a fifth of the catalogue. */
export const SEARCH_CACHE_IDS = 4_000_000;
/** A language's vocabulary is read again after a catalogue change, but not more often than this (in the background). */
const VOCABULARY_MIN_AGE_MS = 60_000;

/** One searched word and what else counts as it. */
export interface SearchTerm {
  /** Lower case, letters and digits only (split like the documents' words). */
  word: string;
  /** Matched as the beginning of a word (the last word, as-you-type). */
  prefix: boolean;
  /** Shop words that contain `word` ("kuoritakki" for "takki", "Trekkingzelt" for "zelt"): compounds the stemmer cannot split. */
  compounds: string[];
  /** Products in one of these groups (or below one) match the term too: the word names the group. */
  groups?: readonly number[];
  /** Products with one of these property values ("type:value") match the term too: the word names the value. */
  properties?: readonly string[];
  /**
   * The beginning is also matched as typed, not only as stemmed: as the shopper types, "te" is the start of
   * "teltta" though the stemmer drops it as a word of its own.
   */
  asTyped?: boolean;
}

/** A full-text search as the repository runs it. */
export interface FullTextQuery {
  /** `all`: every term must match (the normal search); `any`: one is enough (a fallback, approximate). */
  match: "all" | "any";
  terms: SearchTerm[];
  /** The searched text as a key (`searchKey`): a name or "brand name" with this key is an exact hit, one starting with it next. */
  key: string;
  /** Runs of up to three consecutive searched words: a brand whose key is one of them is named in the text. */
  phrases: string[];
  /** Groups the text names ("skis", "ski boots"): their products come before other matches. */
  intentGroups: readonly number[];
}

export interface VocabularyEntry {
  word: string;
  count: number;
}

/** What the search reads (db/repositories/search.ts). */
export interface SearchRepository {
  /** Changes whenever the catalogue read model changes (`catalog_listing_version`); null before the first write. */
  catalogueVersion(): Promise<string | null>;
  /** Changes whenever staff change the search words (`search_synonyms`). */
  wordsVersion(): Promise<string>;
  /** Public models of the language matching the query, best first, at most `limit`. */
  fullText(lang: Lang, query: FullTextQuery, limit: number): Promise<number[]>;
  /** Public models whose "brand name" looks like the text (trigram word similarity), most alike first. */
  similarNames(lang: Lang, text: string, limit: number): Promise<number[]>;
  /** Tokens of public brand plus product names and of group names, with how often they occur (any order, any case). */
  vocabulary(lang: Lang): Promise<VocabularyEntry[]>;
  /** Names of the product groups and brands most frequent among these models, most frequent first. */
  relatedNames(lang: Lang, modelIds: readonly number[], limit: number): Promise<string[]>;
  /** The phrases of the language with their meanings: group names, property value names and the staff's synonyms. */
  lexicon(lang: Lang): Promise<LexiconRow[]>;
  /** Each word's lexemes in the language's text search configuration; none for a stop word. */
  stems(lang: Lang, words: readonly string[]): Promise<Map<string, string[]>>;
}

/**
 * A search text as searched: NFKC, at most 200 characters, only letters (with their marks), digits,
 * spaces and hyphens, spaces collapsed. Anything else, SQL and markup included, becomes a space rather
 * than vanishing: the database's word parser also splits "Men's" and "d'escalade" at the apostrophe, so
 * the words typed line up with the words indexed.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[^\p{L}\p{M}\p{N}\s-]+/gu, " ")
    .replace(/\s+/gu, " ")
    .trim()
    .slice(0, SEARCH_TEXT_MAX)
    .trim();
}

/** Lower case without the host's locale: the same text searches the same on every server. */
function lower(text: string): string {
  return text.toLocaleLowerCase("en");
}

/**
 * A text as names are compared: lower case, NFKC, every run of characters other than letters and digits
 * one space. The database keys names with the same rule (`catalog_search_key` in db/migrations/), so
 * "men's" typed as "Mens" is no exact hit but "Men's" and "men s" are.
 */
export function searchKey(text: string): string {
  return lower(text.normalize("NFKC"))
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== "")
    .join(" ");
}

/** Runs of one to three consecutive words, for brands named in a text ("vltava ridge"). */
export function wordRuns(words: readonly string[], longest = 3): string[] {
  const runs: string[] = [];
  for (let length = 1; length <= longest; length++) {
    for (let start = 0; start + length <= words.length; start++) runs.push(words.slice(start, start + length).join(" "));
  }
  return runs;
}

/** The words of a search text, lower case, split at spaces and hyphens, without repeats. */
export function searchWords(text: string): string[] {
  return wordsOf(normalizeSearchText(text)).slice(0, MAX_WORDS);
}

/** Words of any text (a name, a group), split the way search texts are. */
function wordsOf(text: string): string[] {
  const words = lower(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== "");
  return [...new Set(words)];
}

/** The shop's words of a language, most frequent first, for typo correction and compound parts. */
export interface Vocabulary {
  /** Most frequent first. */
  words: string[];
  known: ReadonlySet<string>;
  /** The words in code unit order, and each written backwards in that order: for beginnings and ends of words. */
  sorted: readonly string[];
  reversed: readonly string[];
}

/** Merges the repository's tokens into words split like search texts ("softshell-takki" counts for both parts). */
export function buildVocabulary(entries: readonly VocabularyEntry[]): Vocabulary {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const word of wordsOf(entry.word.normalize("NFKC"))) counts.set(word, (counts.get(word) ?? 0) + entry.count);
  }
  const words = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || byCodeUnits(a, b));
  return {
    words,
    known: new Set(words),
    sorted: [...words].sort(byCodeUnits),
    reversed: words.map(backwards).sort(byCodeUnits),
  };
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function backwards(word: string): string {
  return [...word].reverse().join("");
}

/** Whether a sorted list holds a word starting with `prefix` (other than `prefix` itself when `longer`). */
function hasPrefix(sorted: readonly string[], prefix: string, longer: boolean): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) if (!longer || sorted[i] !== prefix) return true;
  return false;
}

/** The parts a compound may split into: the shop's words, their beginnings and ends. */
export function compoundParts(vocabulary: Vocabulary): CompoundParts {
  return {
    isWord: (word) => vocabulary.known.has(word),
    beginsWord: (part) => hasPrefix(vocabulary.sorted, part, true),
    endsWord: (part) => hasPrefix(vocabulary.reversed, backwards(part), true),
  };
}

/**
 * Optimal string alignment distance (Levenshtein with adjacent transpositions), stopping early once it
 * exceeds `max`: "jakcet" is one step from "jacket". With `prefixOfB`, the distance from `a` to the
 * closest beginning of `b` ("tlet" is one step from "telt", the beginning of "teltta"): the last word
 * of a search may be unfinished.
 */
export function editDistance(a: string, b: string, max: number, prefixOfB = false): number {
  if (!prefixOfB && Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    rows.push(row);
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row[j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (i > 0 && best > max) return max + 1;
  }
  const last = rows[a.length]!;
  const distance = prefixOfB ? Math.min(...last) : last[b.length]!;
  return Math.min(distance, max + 1);
}

/** Typos forgiven in a word: none in a short word (too many words are one step apart), one, two from seven letters on. */
export function allowedTypos(word: string): number {
  return word.length < 4 ? 0 : word.length < 7 ? 1 : 2;
}

/** Whether the shop knows the word: as a whole word, or for the unfinished last word as the beginning of one. */
export function isKnown(word: string, vocabulary: Vocabulary, prefix: boolean): boolean {
  if (vocabulary.known.has(word)) return true;
  return prefix && word.length >= MIN_PREFIX_LENGTH && hasPrefix(vocabulary.sorted, word, false);
}

/**
 * The shop's word closest to a typed word: itself when known, else the word within the allowed typos
 * with the fewest typos, among those one that starts with the same letter (a first letter is seldom
 * mistyped), among those the most frequent; else null. For the unfinished last word (`prefix`) a word
 * whose beginning is that close counts too.
 */
export function closestWord(word: string, vocabulary: Vocabulary, prefix = false): string | null {
  if (isKnown(word, vocabulary, prefix)) return word;
  const max = allowedTypos(word);
  if (max === 0) return null;
  let best: string | null = null;
  // Two points a typo, one more for a different first letter.
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of vocabulary.words) {
    if (candidate.length < 3) continue;
    const distance = editDistance(word, candidate, max, prefix);
    if (distance > max) continue;
    const score = distance * 2 + (candidate[0] === word[0] ? 0 : 1);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
      // Nothing can beat one typo after the right first letter, and later words are less frequent.
      if (score <= 2) break;
    }
  }
  return best;
}

/** Words worth searching on their own in a fallback: a lone "1" or "b" left of a text finds noise. */
function meaningful(word: string): boolean {
  return word.length >= 3 && /\p{L}/u.test(word);
}

/**
 * Whether a word is a part of a longer word rather than letters inside another word: the first part, with at
 * least three letters after it, or a later part, with at least three letters before it (a first part is a
 * word: "kuori" of "kuoritakki"; "mo" of "Moraine" is none, so "rain" is no part of "Moraine").
 */
export function isPartOf(word: string, candidate: string): boolean {
  for (let at = candidate.indexOf(word); at >= 0; at = candidate.indexOf(word, at + 1)) {
    const after = candidate.length - at - word.length;
    if (at === 0 ? after >= 3 : at >= 3) return true;
  }
  return false;
}

/**
 * Compound words of the shop that contain a word as a part, most frequent first: Finnish, German and
 * Swedish write "kuoritakki", "Hardshelljacke" and "skaljacka" as one word, which no stemmer splits, so a
 * search for "takki", "Jacke" or "jacka" also asks for those. An `unfinished` word (the last one typed)
 * also stands for every word it begins.
 */
export function compoundsOf(word: string, vocabulary: Vocabulary, limit = MAX_COMPOUNDS, unfinished = false): string[] {
  // A word being typed is looked for in compounds a letter sooner: "tak" of "sadetak" is on its way to "takki".
  if (word.length < (unfinished ? MIN_PREFIX_LENGTH : MIN_COMPOUND_PART)) return [];
  const found: string[] = [];
  for (const candidate of vocabulary.words) {
    if (candidate !== word && candidate.length > word.length && ((unfinished && candidate.startsWith(word)) || isPartOf(word, candidate))) {
      found.push(candidate);
      if (found.length >= limit) break;
    }
  }
  return found;
}

/** The terms of words: the last one as a prefix once long enough, each with its compounds. */
export function searchTerms(words: readonly string[], vocabulary: Vocabulary): SearchTerm[] {
  return words.map((word, index) => plainTerm(word, index === words.length - 1, vocabulary, MIN_PREFIX_LENGTH));
}

function plainTerm(word: string, last: boolean, vocabulary: Vocabulary, minPrefix: number): SearchTerm {
  const prefix = last && word.length >= minPrefix;
  // An unfinished word also stands for the shop's words it begins: its stem may be shorter than the typed
  // letters ("sleepi" of "sleeping", whose stem is "sleep").
  const term: SearchTerm = { word, prefix, compounds: compoundsOf(word, vocabulary, MAX_COMPOUNDS, prefix) };
  return prefix && minPrefix < MIN_PREFIX_LENGTH ? { ...term, asTyped: true } : term;
}

/** What the search knows of a language's words: the shop's vocabulary, the lexicon and its words' stems. */
export interface ShopWords {
  vocabulary: Vocabulary;
  lexicon: Lexicon;
  /** Stems of the lexicon's words. */
  stems: ReadonlyMap<string, readonly string[]>;
}

/** The shop's words with the lexicon's: those are never corrected as typos, and are parts of compounds. */
export function shopWords(entries: readonly VocabularyEntry[], lexicon: Lexicon, stems: ReadonlyMap<string, readonly string[]>): ShopWords {
  return { vocabulary: buildVocabulary([...entries, ...lexicon.words.map((word) => ({ word, count: 0 }))]), lexicon, stems };
}

/**
 * Typed words with the compounds the shop does not know split into known parts ("sadetakki" → "sade",
 * "takki"). A word the shop or the lexicon knows, or one that is part of the shop's compounds, stays whole.
 */
export function splitWords(words: readonly string[], lang: Lang, shop: ShopWords): string[] {
  const parts = compoundParts(shop.vocabulary);
  return words.flatMap((word, index) => {
    const last = index === words.length - 1;
    if (isKnown(word, shop.vocabulary, last) || shop.lexicon.keys.has(foldWord(word)) || compoundsOf(word, shop.vocabulary, 1).length > 0) return [word];
    return splitCompound(word, lang, parts, last);
  });
}

/**
 * The terms of typed words read with the lexicon: a phrase naming a group or a property value (one meaning)
 * lets each of its words also match that group's or value's products; a phrase with a meaning of several
 * parts ("doudoune": insulated jackets and down) becomes one term per part, each also matched by the word
 * itself when the phrase is one word. Groups named by a synonym or a group's name rank their products first.
 */
export function understoodTerms(
  words: readonly string[],
  shop: ShopWords,
  stemsOf: (word: string) => readonly string[],
  minPrefix = MIN_PREFIX_LENGTH,
): { terms: SearchTerm[]; intentGroups: number[] } {
  const terms: SearchTerm[] = [];
  const intent = new Set<number>();
  const lastIndex = words.length - 1;
  for (const run of findPhrases(words, shop.lexicon, stemsOf)) {
    const runWords = words.slice(run.start, run.end);
    const plain = (word: string, offset: number) => plainTerm(word, run.start + offset === lastIndex, shop.vocabulary, minPrefix);
    if (!run.meaning) {
      terms.push(plain(runWords[0]!, 0));
      continue;
    }
    if (run.kind !== "value") for (const group of run.meaning.groups) intent.add(group);
    const parts = meaningParts(run.meaning);
    if (parts.length === 1) {
      runWords.forEach((word, offset) => terms.push({ ...plain(word, offset), groups: parts[0]!.groups, properties: parts[0]!.properties }));
    } else if (runWords.length === 1) {
      for (const part of parts) terms.push({ ...plain(runWords[0]!, 0), groups: part.groups, properties: part.properties });
    } else {
      for (const part of parts) terms.push({ word: "", prefix: false, compounds: [], groups: part.groups, properties: part.properties });
    }
  }
  return { terms, intentGroups: [...intent].sort((a, b) => a - b) };
}

/** Related searches: other names that find products, without the query itself and without repeats. */
export function relatedSearches(names: readonly string[], query: string, limit = MAX_RELATED): string[] {
  const seen = new Set<string>([wordsOf(query).join(" ")]);
  const out: string[] = [];
  for (const name of names) {
    const key = wordsOf(name).join(" ");
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(name.trim());
    if (out.length >= limit) break;
  }
  return out;
}

interface KeptAnswer {
  version: string | null;
  value: KeptValue;
  /** Ids held once the answer is in. */
  size: number;
}

const EMPTY_SHOP_WORDS: ShopWords = { vocabulary: buildVocabulary([]), lexicon: EMPTY_LEXICON, stems: new Map() };
const NOTHING: SearchCandidates = { ids: [], approximate: false, relatedSearches: [], correctedText: null };

/**
 * The searches to try, in order, when the words as typed found nothing (all approximate): typos
 * corrected with unplaceable words kept (they may be words of descriptions only, "waterproof"), then
 * without them, then any of the words instead of all; the last two only with words of three or more
 * characters holding a letter. Lists already tried are left out.
 */
export function fallbackSearches(words: readonly string[], vocabulary: Vocabulary): Array<{ match: "all" | "any"; words: string[] }> {
  const last = words.length - 1;
  const closest = words.map((word, index) => closestWord(word, vocabulary, index === last));
  const kept = [...new Set(words.map((word, index) => closest[index] ?? word))];
  const placed = [...new Set(closest.filter((word) => word !== null))].filter(meaningful);
  const either = [...new Set([...placed, ...words])].filter(meaningful);
  const tried = new Set([`all ${words.join(" ")}`]);
  const out: Array<{ match: "all" | "any"; words: string[] }> = [];
  for (const [match, list] of [["all", kept], ["all", placed], ["any", either]] as const) {
    const key = `${list.length > 1 ? match : "all"} ${list.join(" ")}`;
    if (list.length === 0 || tried.has(key)) continue;
    tried.add(key);
    out.push({ match, words: list });
  }
  return out;
}

type KeptValue = Promise<Omit<SearchCandidates, "ids"> & { ids: Int32Array }>;

/**
 * Answers kept per text until the catalogue version changes, the least recently used going first once
 * there are more than `maxEntries` or they hold more than `maxIds` ids. Concurrent searches for one text
 * share one answer; a failed one is not kept.
 */
function keptAnswers(maxEntries: number, maxIds: number) {
  const answers = new Map<string, KeptAnswer>();
  let keptIds = 0;
  const forget = (key: string) => {
    const entry = answers.get(key);
    if (!entry) return;
    answers.delete(key);
    keptIds -= entry.size;
  };
  const trim = () => {
    for (const oldest of answers.keys()) {
      if (answers.size <= maxEntries && keptIds <= maxIds) break;
      forget(oldest);
    }
  };
  return {
    /** The kept answer of this version, now the most recently used; none when missing or of another version. */
    take(key: string, version: string | null): KeptValue | undefined {
      const kept = answers.get(key);
      if (!kept) return undefined;
      if (kept.version !== version) {
        forget(key);
        return undefined;
      }
      answers.delete(key);
      answers.set(key, kept);
      return kept.value;
    },
    keep(key: string, version: string | null, value: KeptValue): KeptValue {
      const entry: KeptAnswer = { version, size: 0, value };
      answers.set(key, entry);
      value.then(
        (answer) => {
          if (answers.get(key) !== entry) return;
          entry.size = answer.ids.length;
          keptIds += entry.size;
          trim();
        },
        () => {
          if (answers.get(key) === entry) forget(key);
        },
      );
      trim();
      return value;
    },
  };
}

/**
 * Search of the catalogue:
 * 1. full text with stemming in the storefront's language, every word (the last as a prefix, each also
 *    through the shop's compound words containing it), exact name and brand hits first;
 * 2. when that finds nothing, the fallbacks of `fallbackSearches` (typos corrected to the closest words
 *    of the shop's names), then names that look like the text (pg_trgm word similarity).
 * Results of step 2 are approximate. Filters, facets, sorting and paging are the listing service's.
 *
 * Answers are kept per language and text until the catalogue or the staff's search words change: a broad word matches a
 * fifth of the catalogue, and ranking that many rows costs tens of milliseconds of database time that a
 * repeated text (shoppers repeat a few texts most) does not need to pay again. Concurrent searches for
 * one text share one database search.
 */
export function createSearch(repository: SearchRepository, now: () => number = Date.now, options: { versionTtlMs?: number } = {}): SearchFn & { expire(): void } {
  const vocabularies = new Map<Lang, { version: string | null; loadedAt: number; value: Promise<ShopWords>; refreshing: boolean }>();
  // Languages whose vocabulary a back-office change may have made old: read again, and waited for, at the next
  // search of a changed catalogue or changed search words, so that a new name is a word the search knows rather
  // than a typo to correct, and a new synonym finds its products at once.
  const expired = new Set<Lang>();

  // Searches arriving while a version read is under way share it, and with `versionTtlMs` (the server's
  // read cache allows it) those arriving shortly after: a catalogue edit then shows within that time.
  // The version of what a search answers: the catalogue's and the staff's search words'.
  const catalogueVersion = sharedRead(
    async () => {
      const [catalogue, words] = await Promise.all([repository.catalogueVersion(), repository.wordsVersion()]);
      return catalogue === null ? null : `${catalogue}/${words}`;
    },
    { ttlMs: options.versionTtlMs ?? 0, now },
  );

  const readVocabulary = async (lang: Lang): Promise<ShopWords> => {
    const [entries, rows] = await Promise.all([repository.vocabulary(lang), repository.lexicon(lang)]);
    const lexicon = buildLexicon(rows);
    return shopWords(entries, lexicon, await repository.stems(lang, lexicon.words));
  };
  // Stale while revalidating: after the first read of a language no search waits for its vocabulary.
  const vocabulary = (lang: Lang, version: string | null): Promise<ShopWords> => {
    const kept = vocabularies.get(lang);
    if (!kept) {
      const value = readVocabulary(lang);
      vocabularies.set(lang, { version, loadedAt: now(), value, refreshing: false });
      value.catch(() => vocabularies.delete(lang));
      // Without the shop's words the search still works, only without compounds and typo correction.
      return value.catch(() => EMPTY_SHOP_WORDS);
    }
    if (expired.delete(lang) && kept.version !== version) {
      const value = readVocabulary(lang);
      vocabularies.set(lang, { version, loadedAt: now(), value, refreshing: false });
      return value.catch(() => EMPTY_SHOP_WORDS);
    }
    if (kept.version !== version && !kept.refreshing && now() - kept.loadedAt >= VOCABULARY_MIN_AGE_MS) {
      kept.refreshing = true;
      const next = readVocabulary(lang);
      next.then(
        () => vocabularies.set(lang, { version, loadedAt: now(), value: next, refreshing: false }),
        () => {
          kept.refreshing = false;
          kept.loadedAt = now();
        },
      );
    }
    return kept.value.catch(() => EMPTY_SHOP_WORDS);
  };

  const find = async (lang: Lang, normalized: string, version: string | null, minPrefix: number, limit: number, whole: boolean): Promise<SearchCandidates> => {
    const words = searchWords(normalized);
    const shop = await vocabulary(lang, version);
    const run = async (match: "all" | "any", searched: readonly string[], key: string) => {
      const split = splitWords(searched, lang, shop);
      const typed = await repository.stems(lang, split);
      const { terms, intentGroups } = understoodTerms(split, shop, (word) => typed.get(word) ?? shop.stems.get(word) ?? [], minPrefix);
      return repository.fullText(lang, { match, terms, key, phrases: wordRuns(key.split(" ")), intentGroups }, limit);
    };

    let ids = await run("all", words, searchKey(normalized));
    const approximate = ids.length === 0;
    // What the shop understood instead, when a corrected text found something: "Did you mean".
    let understood: string | null = null;
    if (approximate) {
      for (const fallback of fallbackSearches(words, shop.vocabulary)) {
        const searched = fallback.words.join(" ");
        ids = await run(fallback.match, fallback.words, searched);
        if (ids.length > 0) {
          if (fallback.match === "all") understood = searched;
          break;
        }
      }
      // Look-alike names of a text shorter than a word are noise.
      if (ids.length === 0 && normalized.length >= 4) ids = await repository.similarNames(lang, searchKey(normalized), Math.min(MAX_FUZZY_CANDIDATES, limit));
      if (ids.length === 0) return NOTHING;
    }
    // A short answer (the suggestions) shows no related searches.
    if (!whole) return { ids, approximate, relatedSearches: [], correctedText: understood };
    const names = await repository.relatedNames(lang, ids.slice(0, 60), MAX_RELATED * 2);
    // The corrected text is offered on its own ("Did you mean"), not again among the related searches.
    const related = relatedSearches(names, normalized).filter((name) => understood === null || searchKey(name) !== searchKey(understood));
    return { ids, approximate, relatedSearches: related, correctedText: understood };
  };

  // Whole answers (the results page) and short ones (suggestions, a few hundred ids each) are kept apart:
  // the many beginnings typed into the header must not push out the searches shoppers repeat.
  const wholeAnswers = keptAnswers(SEARCH_CACHE_SIZE, SEARCH_CACHE_IDS);
  const shortAnswers = keptAnswers(SHORT_ANSWERS_KEPT, SHORT_ANSWERS_KEPT * 200);

  const search = async (lang: Lang, text: string, options: SearchOptions = {}): Promise<SearchCandidates> => {
    const minPrefix = options.minPrefix ?? MIN_PREFIX_LENGTH;
    const limit = Math.min(options.limit ?? MAX_CANDIDATES, MAX_CANDIDATES);
    const normalized = normalizeSearchText(text);
    if (searchWords(normalized).length === 0) return { ...NOTHING, ids: [], relatedSearches: [] };
    const version = await catalogueVersion();
    // Answers asked with other options are kept apart: a short list is no answer to a whole search.
    const whole = minPrefix === MIN_PREFIX_LENGTH && limit === MAX_CANDIDATES;
    const answers = whole ? wholeAnswers : shortAnswers;
    const key = `${lang} ${whole ? "" : `${minPrefix}:${limit}:`}${searchKey(normalized)}`;
    const kept =
      answers.take(key, version) ??
      answers.keep(
        key,
        version,
        // Kept as 4-byte ids: a broad word's answer holds tens of thousands.
        find(lang, normalized, version, minPrefix, limit, whole).then((found) => ({ ...found, ids: Int32Array.from(found.ids) })),
      );
    const answer = await kept;
    // Copies: a caller sorting or trimming its lists must not change the kept answer.
    return { ids: Array.from(answer.ids), approximate: answer.approximate, relatedSearches: [...answer.relatedSearches], correctedText: answer.correctedText };
  };
  return Object.assign(search, {
    expire() {
      catalogueVersion.forget();
      for (const lang of vocabularies.keys()) expired.add(lang);
    },
  });
}
