/**
 * What shoppers search for, counted per language and day for staff: how often each text was searched and how
 * often it found nothing, so that the shopper vocabulary can be improved where searches fail.
 *
 * No personal data: no shopper, address or session is stored, only the text as a search key (lower case,
 * words only, at most 100 characters), and a text that may be a person's (an e-mail address, nine or more
 * digits: a phone number, an identity code, a card) is not counted at all. Counts wait a few seconds in
 * memory and are written together (a search costs no write of its own); counts of a process that dies
 * unannounced are lost, a clean shutdown writes them. Days older than the longest period staff can see are
 * deleted, by the first write of each day of each process.
 */
import type { Lang } from "#i18n/languages.ts";
import { normalizeSearchText, searchKey } from "./search-service.ts";
import type { SearchFn } from "./search-types.ts";

export const STATISTICS_TEXT_MAX = 100;
/** Digits in a text from which it may be a person's number rather than a product's. */
const PERSONAL_DIGITS = 9;
export const STATISTICS_FLUSH_MS = 5_000;
/** The longest period staff see, in days: older counts are deleted. */
export const STATISTICS_KEPT_DAYS = 90;
/** Distinct texts counted before a write starts at once. */
export const STATISTICS_FLUSH_TEXTS = 500;

/** The text as counted, or null when it is empty or may be personal. */
export function statisticsText(text: string): string | null {
  if (text.includes("@")) return null;
  if ((text.match(/\d/gu)?.length ?? 0) >= PERSONAL_DIGITS) return null;
  const key = searchKey(normalizeSearchText(text)).slice(0, STATISTICS_TEXT_MAX).trim();
  return key === "" ? null : key;
}

export interface SearchCountRow {
  /** YYYY-MM-DD, UTC. */
  day: string;
  lang: Lang;
  text: string;
  searches: number;
  zeroResults: number;
}

export interface SearchStatisticsRow {
  text: string;
  searches: number;
  zeroResults: number;
}

export interface SearchStatisticsRepository {
  /** Adds the counts to the day's rows. */
  add(rows: readonly SearchCountRow[]): Promise<void>;
  /** Deletes the counts of the days before this one (YYYY-MM-DD). */
  forgetBefore(day: string): Promise<void>;
  /** The language's texts since the day, most searched first; with `zeroOnly` those that found nothing, most often first. */
  top(input: { lang: Lang; since: string; limit: number; zeroOnly: boolean }): Promise<SearchStatisticsRow[]>;
}

export interface SearchStatistics {
  /** One search of a results page; found or not is asked of the search (its kept answer). */
  record(lang: Lang, text: string): void;
  /** Writes what is counted now. */
  flush(): Promise<void>;
  /** The most searched texts and the texts that found nothing most often, of the last `days` days. */
  report(input: { lang: Lang; days: number; limit: number }): Promise<{ top: SearchStatisticsRow[]; zeroResults: SearchStatisticsRow[] }>;
}

export function createSearchStatistics(deps: {
  repository: SearchStatisticsRepository;
  search: SearchFn;
  now?: () => number;
  onError?: (error: unknown) => void;
}): SearchStatistics {
  const now = deps.now ?? Date.now;
  let counts = new Map<string, SearchCountRow>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  // The day whose old counts this process has deleted.
  let tidiedOn: string | null = null;
  const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
  // Searches still asking whether they found something: a flush waits for them.
  const pending = new Set<Promise<void>>();

  const write = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (counts.size === 0) return writing;
    const batch = [...counts.values()];
    counts = new Map();
    const today = dayOf(now());
    const tidy = tidiedOn !== today;
    tidiedOn = today;
    // One write after another, so two batches never race on the same rows.
    writing = writing
      .then(async () => {
        await deps.repository.add(batch);
        if (tidy) await deps.repository.forgetBefore(dayOf(now() - (STATISTICS_KEPT_DAYS - 1) * 86_400_000));
      })
      .catch((error: unknown) => deps.onError?.(error));
    return writing;
  };

  const count = (lang: Lang, text: string, found: boolean) => {
    const day = dayOf(now());
    const key = `${day} ${lang} ${text}`;
    const row = counts.get(key) ?? { day, lang, text, searches: 0, zeroResults: 0 };
    row.searches += 1;
    if (!found) row.zeroResults += 1;
    counts.set(key, row);
    if (counts.size >= STATISTICS_FLUSH_TEXTS) void write();
    else if (!timer) {
      timer = setTimeout(() => void write(), STATISTICS_FLUSH_MS);
      // A pending write must not keep a finished process (a test, a CLI) alive.
      (timer as { unref?: () => void }).unref?.();
    }
  };

  return {
    record(lang, text) {
      const counted = statisticsText(text);
      if (counted === null) return;
      const asked: Promise<void> = deps
        .search(lang, text)
        .then((found) => count(lang, counted, found.ids.length > 0))
        .catch((error: unknown) => deps.onError?.(error))
        .finally(() => pending.delete(asked));
      pending.add(asked);
    },
    async flush() {
      await Promise.all([...pending]);
      await write();
    },
    async report({ lang, days, limit }) {
      const since = dayOf(now() - (days - 1) * 86_400_000);
      const [top, zeroResults] = await Promise.all([
        deps.repository.top({ lang, since, limit, zeroOnly: false }),
        deps.repository.top({ lang, since, limit, zeroOnly: true }),
      ]);
      return { top, zeroResults };
    },
  };
}
