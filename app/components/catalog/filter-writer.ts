/**
 * When and how a filter change reaches the URL: each change replaces the URL's query, after 300 ms
 * for a checkbox or a range input and 500 ms for the text filter.
 *
 * The writer keeps only the newest query: several quick clicks, or a word being typed, end in one
 * navigation, so the loader runs once for what the shopper settled on rather than for every step.
 */
import { systemClock, type Clock, type TimerHandle } from "#app/lib/clock.ts";

export const FILTER_DEBOUNCE_MS = 300;
export const TEXT_DEBOUNCE_MS = 500;
export const RANGE_DEBOUNCE_MS = 300;

/** What changed: a checkbox or swatch, a range input, the text field, or "clear all". */
export type FilterChangeKind = "checkbox" | "range" | "text" | "clear";

/** The wait before a change of this kind is written; clearing is one deliberate press, written at once. */
export function debounceFor(kind: FilterChangeKind): number {
  switch (kind) {
    case "text":
      return TEXT_DEBOUNCE_MS;
    case "range":
      return RANGE_DEBOUNCE_MS;
    case "checkbox":
      return FILTER_DEBOUNCE_MS;
    case "clear":
      return 0;
  }
}

/**
 * The navigation options of a filter write: replace, so Back leaves the grid instead of stepping
 * through every filter click, and keep the scroll position while the grid re-renders under the modal.
 */
export const FILTER_NAVIGATION = Object.freeze({ replace: true, preventScrollReset: true }) satisfies {
  replace: boolean;
  preventScrollReset: boolean;
};

export interface FilterWriter {
  /** Writes `query` after the kind's debounce, replacing any write still waiting. */
  schedule(query: string, kind: FilterChangeKind): void;
  /** Writes the waiting query now (the shopper closed the modal or pressed "show"). */
  flush(): void;
  /** Drops the waiting query (the page is going away). */
  cancel(): void;
  /** Whether a write is waiting. */
  pending(): boolean;
}

/**
 * `write` receives the query (without "?") to navigate to; `current` tells the query shown now, so a
 * change that comes back to it (a box ticked and unticked) navigates nowhere.
 */
export function createFilterWriter(options: { write: (query: string) => void; current: () => string; clock?: Clock }): FilterWriter {
  const clock = options.clock ?? systemClock;
  let timer: TimerHandle | null = null;
  let waiting: string | null = null;

  const stop = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  const flush = () => {
    stop();
    const query = waiting;
    waiting = null;
    if (query !== null && query !== options.current()) options.write(query);
  };

  return {
    schedule(query, kind) {
      stop();
      waiting = query;
      const delay = debounceFor(kind);
      if (delay === 0) flush();
      else timer = clock.setTimeout(flush, delay);
    },
    flush,
    cancel() {
      stop();
      waiting = null;
    },
    pending: () => waiting !== null,
  };
}
