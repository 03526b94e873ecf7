/**
 * What shoppers' words mean in the catalogue, before the full-text match:
 * - the lexicon of a language: the names of product groups, the names of property values, and the synonyms
 *   staff keep ("rain" → waterproof, "puffer jacket" → insulated jackets, "пуховик" → insulated jackets with
 *   down), each phrase with its meaning;
 * - the phrases of a search text found in it, by whole words (lower case, marks ignored) or by equal stems, so
 *   "tent" finds the group "Tents" and "vaelluskengat" the group "Vaelluskengät";
 * - compound words split into known parts ("sadetakki" → "sade" + "takki", "Daunenjacke" → "daune" + "jacke"),
 *   which no stemmer splits.
 */
import type { Lang } from "#i18n/languages.ts";

/** What a phrase means: products in one of `groups` (or below one), or with one of the property values. */
export interface WordMeaning {
  groups: readonly number[];
  /** "type:value" slugs. */
  properties: readonly string[];
}

/**
 * Where a phrase comes from. Group and value names are the shop's own and also rank: a text naming a group
 * puts that group's products first. Synonyms are the staff's words for groups and values.
 */
export type LexiconKind = "synonym" | "group" | "value";

/** One phrase with one target, as the repository reads it. */
export interface LexiconRow {
  kind: LexiconKind;
  phrase: string;
  groupId: number | null;
  /** "type:value". */
  property: string | null;
}

export interface LexiconEntry {
  kind: LexiconKind;
  /** The phrase's words in lower case, as written: what the stemmer is given. */
  words: readonly string[];
  /** The same words without marks: what typed words are compared with. */
  keys: readonly string[];
  meaning: WordMeaning;
}

export interface Lexicon {
  entries: readonly LexiconEntry[];
  /** Every word of every phrase, lower case as written. */
  words: readonly string[];
  /** Every word of every phrase without marks. */
  keys: ReadonlySet<string>;
}

/** Longest phrase looked for: group names run to three words ("Chaussures de randonnée"), synonyms to four. */
export const MAX_PHRASE_WORDS = 4;
/** Shortest part of a compound: "dun" (sv: down) and "ull" (sv: wool) are three letters. */
export const MIN_SPLIT_PART = 3;
/** A compound splits into this many parts at most ("untuva" + "makuu" + "pussi" is past what shoppers type). */
const MAX_COMPOUND_PARTS = 3;

/**
 * Letters that join the parts of a compound and belong to neither: German "Arbeitsschuh", "Daunenjacke",
 * Swedish "vandringskänga". Finnish joins nominatives and inflected forms that are words of their own.
 */
const LINKING: Readonly<Record<Lang, readonly string[]>> = { de: ["s", "n", "en", "es", "e"], sv: ["s", "a"], fi: [], en: [], fr: [], ru: [] };

/** Lower case without the host's locale, without marks: "Vaelluskengät" and "vaelluskengat" are one key. */
export function foldWord(word: string): string {
  return word
    .toLocaleLowerCase("en")
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");
}

/** The words of a phrase split like search texts: lower case, at every character other than a letter or digit. */
export function phraseWords(phrase: string): string[] {
  return phrase
    .normalize("NFKC")
    .toLocaleLowerCase("en")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** Merges rows into phrases: rows of one kind with the same words are one phrase whose targets are alternatives. */
export function buildLexicon(rows: readonly LexiconRow[]): Lexicon {
  const byPhrase = new Map<string, { kind: LexiconKind; words: string[]; groups: Set<number>; properties: Set<string> }>();
  for (const row of rows) {
    const words = phraseWords(row.phrase).slice(0, MAX_PHRASE_WORDS);
    if (words.length === 0 || (row.groupId === null && row.property === null)) continue;
    const key = `${row.kind} ${words.map(foldWord).join(" ")}`;
    let entry = byPhrase.get(key);
    if (!entry) {
      entry = { kind: row.kind, words, groups: new Set(), properties: new Set() };
      byPhrase.set(key, entry);
    }
    if (row.groupId !== null) entry.groups.add(row.groupId);
    if (row.property !== null) entry.properties.add(row.property);
  }
  const entries = [...byPhrase.values()].map(
    (entry): LexiconEntry => ({
      kind: entry.kind,
      words: entry.words,
      keys: entry.words.map(foldWord),
      meaning: { groups: [...entry.groups].sort((a, b) => a - b), properties: [...entry.properties].sort() },
    }),
  );
  const words = [...new Set(entries.flatMap((entry) => entry.words))];
  return { entries, words, keys: new Set(entries.flatMap((entry) => entry.keys)) };
}

export const EMPTY_LEXICON: Lexicon = { entries: [], words: [], keys: new Set() };

/** Each word's lexemes in the storefront language's text search configuration; none for a stop word. */
export type StemsOf = (word: string) => readonly string[];

/** A run of typed words, with the phrase it was found as (none: plain words). */
export interface PhraseMatch {
  start: number;
  end: number;
  /** Kind of the entries the meaning is from: synonyms before group names before value names. */
  kind: LexiconKind | null;
  meaning: WordMeaning | null;
}

const KIND_ORDER: Readonly<Record<LexiconKind, number>> = { synonym: 0, group: 1, value: 2 };

/**
 * The typed words as runs: from the left, the longest phrase of the lexicon starting at each word; a word
 * starting none is a run of its own without meaning. A typed word is a phrase's word when it is the same
 * without marks, or when they have a lexeme in common ("tents" and "tent"). Of entries with equal words, a synonym overrides a
 * group's name, which overrides a value's name; entries of the same kind give their meanings together.
 */
export function findPhrases(words: readonly string[], lexicon: Lexicon, stemsOf: StemsOf): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  // Each typed word folded and stemmed once, not once per entry.
  const typed = words.map((word) => ({ key: foldWord(word), stems: stemsOf(word) }));
  const same = (index: number, entryWord: string, entryKey: string) => {
    const word = typed[index]!;
    if (word.key === entryKey) return true;
    if (word.stems.length === 0) return false;
    const other = stemsOf(entryWord);
    return word.stems.some((lexeme) => other.includes(lexeme));
  };
  let start = 0;
  while (start < words.length) {
    let found: LexiconEntry[] = [];
    let length = 0;
    for (const entry of lexicon.entries) {
      const size = entry.words.length;
      if (size < length || start + size > words.length) continue;
      let matches = true;
      for (let i = 0; i < size && matches; i++) matches = same(start + i, entry.words[i]!, entry.keys[i]!);
      if (!matches) continue;
      if (size > length) {
        found = [entry];
        length = size;
      } else found.push(entry);
    }
    if (found.length === 0) {
      out.push({ start, end: start + 1, kind: null, meaning: null });
      start += 1;
      continue;
    }
    // The staff's synonym overrides the shop's names; names alike of one kind (two values "Winter") add up.
    const kind = found.reduce((best, entry) => (KIND_ORDER[entry.kind] < KIND_ORDER[best] ? entry.kind : best), found[0]!.kind);
    const meanings = found.filter((entry) => entry.kind === kind).map((entry) => entry.meaning);
    out.push({ start, end: start + length, kind, meaning: mergeMeanings(meanings) });
    start += length;
  }
  return out;
}

function mergeMeanings(meanings: readonly WordMeaning[]): WordMeaning {
  return {
    groups: [...new Set(meanings.flatMap((meaning) => meaning.groups))].sort((a, b) => a - b),
    properties: [...new Set(meanings.flatMap((meaning) => meaning.properties))].sort(),
  };
}

/**
 * The parts of a meaning that must each hold: the groups together (any of them), and the values of each
 * property type (any of them). "doudoune" is insulated jackets and down: two parts.
 */
export function meaningParts(meaning: WordMeaning): WordMeaning[] {
  const parts: WordMeaning[] = [];
  if (meaning.groups.length > 0) parts.push({ groups: meaning.groups, properties: [] });
  const byType = new Map<string, string[]>();
  for (const property of meaning.properties) {
    const type = property.slice(0, property.indexOf(":"));
    byType.set(type, [...(byType.get(type) ?? []), property]);
  }
  for (const properties of byType.values()) parts.push({ groups: [], properties });
  return parts;
}

/** The words a split may use: what the shop and its lexicon know. */
export interface CompoundParts {
  /** A known word on its own (a name's word, a phrase's word). */
  isWord(word: string): boolean;
  /** The first part of a known compound ("wander" of "wanderschuhe"). */
  beginsWord(part: string): boolean;
  /** The last part of a known compound ("jacke" of "hardshelljacke"): heads carry the inflection. */
  endsWord(part: string): boolean;
}

/**
 * A compound typed as one word, split into known parts, the first parts without their linking letters:
 * "sadetakki" → ["sade", "takki"], "Daunenjacke" → ["daune", "jacke"], "vandringskänga" → ["vandring",
 * "känga"]. Every part has at least three letters. A split whose last part is a word of its own wins
 * ("ull" + "strumpor" over "ull(s)" + "trumpor"); failing that, the last part may be the end of a known
 * compound, because it is the part inflected ("sukat", "jacke"), or split again; in a word still being typed
 * (`unfinished`) the last part may be the beginning of a known word ("sadetak" → "sade" + "tak(ki)"). Among
 * those, the longest first part wins. A word that splits into no known parts comes back alone.
 */
export function splitCompound(word: string, lang: Lang, known: CompoundParts, unfinished = false, parts = MAX_COMPOUND_PARTS): string[] {
  if (parts < 2 || word.length < MIN_SPLIT_PART * 2) return [word];
  const cuts: Array<{ first: string; rest: string }> = [];
  for (let cut = word.length - MIN_SPLIT_PART; cut >= MIN_SPLIT_PART; cut--) {
    const first = firstPart(word.slice(0, cut), lang, known);
    if (first !== null) cuts.push({ first, rest: word.slice(cut) });
  }
  const whole = cuts.find(({ rest }) => known.isWord(rest));
  if (whole) return [whole.first, whole.rest];
  for (const { first, rest } of cuts) {
    if ((rest.length >= 4 && known.endsWord(rest)) || (unfinished && known.beginsWord(rest))) return [first, rest];
    const split = splitCompound(rest, lang, known, unfinished, parts - 1);
    if (split.length > 1) return [first, ...split];
  }
  return [word];
}

/** A first part as a known word: itself, or without a linking letter ("daunen" → "daune", "vandrings" → "vandring"). */
function firstPart(candidate: string, lang: Lang, known: CompoundParts): string | null {
  if (known.isWord(candidate) || (candidate.length >= 4 && known.beginsWord(candidate))) return candidate;
  for (const linking of LINKING[lang]) {
    if (!candidate.endsWith(linking)) continue;
    const stem = candidate.slice(0, -linking.length);
    if (stem.length >= MIN_SPLIT_PART && (known.isWord(stem) || (stem.length >= 4 && known.beginsWord(stem)))) return stem;
  }
  return null;
}
