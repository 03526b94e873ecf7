import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { ListingPage, GridCard } from "#core/catalog/listing/types.ts";
import { LOAD_MORE_STEP, NEAR_BOTTOM_PX } from "#core/catalog/listing/paging.ts";
import { apiClient } from "#app/lib/api-client.ts";
import { missingBatches, readGridEntry, saveGridEntry } from "./grid-history.ts";
import { canLoadMore, gridQuery, listingApiUrl } from "./load-more.ts";

/** How often a scrolling page writes its position into the history entry. */
const SCROLL_SAVE_INTERVAL_MS = 250;

export interface LoadMoreState {
  items: GridCard[];
  total: number;
  loading: boolean;
  failed: boolean;
  /** Loads the next batch (the "Load more" link with JavaScript). */
  loadMore: () => void;
  /** Put on an element right after the cards: near the viewport's bottom edge it loads the next batch. */
  sentinelRef: (element: HTMLElement | null) => void;
}

interface Extra {
  /** The server's page these cards continue; a new page (new URL, back, revalidation) starts over. */
  page: ListingPage;
  items: GridCard[];
  loading: boolean;
  failed: boolean;
}

/** The browser's address as a grid entry's path (without `count`). */
function browserPath(): string {
  const query = gridQuery(window.location.search);
  return query ? `${window.location.pathname}?${query}` : window.location.pathname;
}

/**
 * Saves only while the browser still shows the entry's page: once a navigation has moved the
 * address, a late scroll event (the next page scrolling to its top) must not overwrite the position
 * the shopper left this page at.
 */
function saveIfShown(key: string, path: string, count: number): void {
  if (browserPath() !== path) return;
  saveGridEntry(key, { path, count, scrollY: window.scrollY });
}

/** Adds cards, leaving out any already shown (the catalogue may change between two calls). */
function appendNew(current: readonly GridCard[], more: readonly GridCard[]): GridCard[] {
  const seen = new Set(current.map((card) => card.id));
  return [...current, ...more.filter((card) => !seen.has(card.id))];
}

/**
 * Paging in the browser: the server's first batch, then LOAD_MORE_STEP
 * more from GET /api/listing/ whenever the end of the grid comes within NEAR_BOTTOM_PX of the
 * viewport. The count is saved with the history entry (grid-history.ts); coming back to the entry
 * fetches the missing cards again and returns to where the shopper was.
 */
export function useLoadMore(page: ListingPage, apiQuery: string): LoadMoreState {
  const location = useLocation();
  const query = gridQuery(location.search);
  const path = query ? `${location.pathname}?${query}` : location.pathname;

  const [extra, setExtra] = useState<Extra>({ page, items: [], loading: false, failed: false });
  // A new answer from the loader replaces the cards loaded for the previous one (render-time reset).
  const current: Extra = extra.page === page ? extra : { page, items: [], loading: false, failed: false };
  if (current !== extra) setExtra(current);

  const items = useMemo(() => appendNew(page.items, current.items), [page.items, current.items]);
  const shown = items.length;

  // Read by callbacks that outlive a render.
  const live = useRef({ page, apiQuery, search: location.search, shown, busy: false, restoring: false, key: location.key, path });
  live.current = { ...live.current, page, apiQuery, search: location.search, shown, key: location.key, path };

  const fetchSlice = useCallback(async (offset: number, limit: number): Promise<GridCard[]> => {
    const { apiQuery: source, search } = live.current;
    const answer = await apiClient.get<ListingPage>(listingApiUrl(source, search, offset, limit));
    return answer.items;
  }, []);

  const loadMore = useCallback(() => {
    const state = live.current;
    if (state.busy || !canLoadMore({ shown: state.shown, total: state.page.total, loading: false, failed: false })) return;
    const forPage = state.page;
    state.busy = true;
    setExtra((previous) => (previous.page === forPage ? { ...previous, loading: true, failed: false } : previous));
    fetchSlice(state.shown, LOAD_MORE_STEP).then(
      (more) => {
        if (live.current.page === forPage) live.current.busy = false;
        setExtra((previous) =>
          previous.page === forPage ? { ...previous, items: appendNew(previous.items, more), loading: false } : previous,
        );
      },
      () => {
        if (live.current.page === forPage) live.current.busy = false;
        setExtra((previous) => (previous.page === forPage ? { ...previous, loading: false, failed: true } : previous));
      },
    );
  }, [fetchSlice]);

  // Coming back to a history entry: fetch the cards it showed, then return to its scroll position.
  useEffect(() => {
    const state = live.current;
    state.busy = false;
    const saved = readGridEntry(state.key, state.path);
    const batches = saved ? missingBatches(page.items.length, saved.count, page.total, LOAD_MORE_STEP) : [];
    if (!saved || batches.length === 0) {
      state.restoring = false;
      return;
    }
    state.restoring = true;
    state.busy = true;
    let cancelled = false;
    setExtra((previous) => (previous.page === page ? { ...previous, loading: true } : previous));
    Promise.all(batches.map((batch) => fetchSlice(batch.offset, batch.limit))).then(
      (slices) => {
        if (cancelled) return;
        state.busy = false;
        state.restoring = false;
        setExtra((previous) => (previous.page === page ? { ...previous, items: appendNew(previous.items, slices.flat()), loading: false } : previous));
        // After React has drawn the restored cards.
        requestAnimationFrame(() => requestAnimationFrame(() => window.scrollTo({ top: saved.scrollY, behavior: "instant" })));
      },
      () => {
        if (cancelled) return;
        state.busy = false;
        state.restoring = false;
        setExtra((previous) => (previous.page === page ? { ...previous, loading: false, failed: true } : previous));
      },
    );
    return () => {
      cancelled = true;
      state.busy = false;
      state.restoring = false;
    };
  }, [page, fetchSlice]);

  // The history entry remembers how many cards it shows and where it was scrolled to.
  useEffect(() => {
    const state = live.current;
    if (state.restoring) return;
    saveIfShown(state.key, state.path, shown);
  }, [shown, location.key]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        const state = live.current;
        if (!state.restoring) saveIfShown(state.key, state.path, state.shown);
      }, SCROLL_SAVE_INTERVAL_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== null) clearTimeout(timer);
    };
  }, []);

  // Near the bottom: the sentinel after the cards enters the viewport grown by NEAR_BOTTOM_PX.
  const sentinel = useRef<HTMLElement | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const sentinelRef = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      sentinel.current = element;
      if (!element || typeof IntersectionObserver === "undefined") return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) loadMore();
        },
        { rootMargin: `0px 0px ${NEAR_BOTTOM_PX}px 0px` },
      );
      observer.current.observe(element);
    },
    [loadMore],
  );
  // A batch that was not enough to push the end out of reach asks for the next one. Measured now,
  // after the new cards are laid out: the observer's last report predates them.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || current.loading || current.failed) return;
    if (element.getBoundingClientRect().top <= window.innerHeight + NEAR_BOTTOM_PX) loadMore();
  }, [shown, current.loading, current.failed, loadMore]);

  return { items, total: page.total, loading: current.loading, failed: current.failed, loadMore, sentinelRef };
}
