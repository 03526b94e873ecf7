/**
 * What shoppers search for, counted per language and day for staff: how often each text was searched and how
 * often it found nothing, so that the shopper vocabulary can be improved where searches fail.
 *
 * No personal data: no shopper, address or session is stored, only the text as a search key (lower case,
 * words only, at most 100 characters), and a text that may be a person's (an e-mail address, nine or more
 * digits: a phone number, an identity code, a card) is not counted at all. Counts wait a few seconds in
 * memory and are written together (a search costs no write of its own); counts of a process that dies
 * unannounced are lost, a clean shutdown writes them.
 *
 * Staff see the last 7, 30 or 90 days. Each period keeps running totals per text, so a report reads the top of a
 * list instead of adding up a period's daily rows (a busy shop has hundreds of thousands of them): a write adds
 * to every period, and the first write or report of a day moves the periods on (the days that left them are
 * taken out again) and deletes the days older than the longest period.
 */
import type { Lang } from "#i18n/languages.ts";
import { normalizeSearchText, searchKey } from "./search-service.ts";
import type { SearchFn } from "./search-types.ts";

export const STATISTICS_TEXT_MAX = 100;
/** Digits in a text from which it may be a person's number rather than a product's. */
const PERSONAL_DIGITS = 9;
export const STATISTICS_FLUSH_MS = 5_000;
/** The periods staff see, in days (today included); days older than the longest are deleted. */
export const STATISTICS_PERIODS = [7, 30, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
export const isStatisticsPeriod = (days: number): days is StatisticsPeriod => (STATISTICS_PERIODS as readonly number[]).includes(days);
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
  /** Adds the counts to the day's rows and to every period's totals. */
  add(rows: readonly SearchCountRow[]): Promise<void>;
  /**
   * Moves the periods on to end with `today` (YYYY-MM-DD), once for all processes: the days that left each
   * period are taken out of its totals, and days older than the longest period are deleted.
   */
  advance(today: string): Promise<void>;
  /** A period's texts, most searched first; with `zeroOnly` those that found nothing, most often first. */
  top(input: { lang: Lang; days: StatisticsPeriod; limit: number; zeroOnly: boolean }): Promise<SearchStatisticsRow[]>;
}

export interface SearchStatistics {
  /** One search of a results page; found or not is asked of the search (its kept answer). */
  record(lang: Lang, text: string): void;
  /** Writes what is counted now. */
  flush(): Promise<void>;
  /** The most searched texts and the texts that found nothing most often, of the last `days` days. */
  report(input: { lang: Lang; days: StatisticsPeriod; limit: number }): Promise<{ top: SearchStatisticsRow[]; zeroResults: SearchStatisticsRow[] }>;
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
  // The day to which this process has seen the periods moved on.
  let advancedTo: string | null = null;
  const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
  const advance = async (): Promise<void> => {
    const today = dayOf(now());
    if (advancedTo === today) return;
    await deps.repository.advance(today);
    advancedTo = today;
  };
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
    // One write after another, so two batches never race on the same rows; the periods end today first.
    writing = writing
      .then(async () => {
        await advance();
        await deps.repository.add(batch);
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
      await advance();
      const [top, zeroResults] = await Promise.all([
        deps.repository.top({ lang, days, limit, zeroOnly: false }),
        deps.repository.top({ lang, days, limit, zeroOnly: true }),
      ]);
      return { top, zeroResults };
    },
  };
}
