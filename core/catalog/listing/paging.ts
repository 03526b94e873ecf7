/** Paging of the grid. */

/** The first batch when fewer than this many products match. */
export const FIRST_PAGE_LARGE = 120;
/** The first batch otherwise, and the largest page of one listing call a page view asks for. */
export const PAGE_SIZE = 60;
export const LOAD_MORE_STEP = 60;
/** More loads when the bottom of the grid is this close to the viewport. */
export const NEAR_BOTTOM_PX = 500;
/** The back-to-top button shows when more products than this match. */
export const BACK_TO_TOP_AFTER = 12;
/** Offsets beyond this are no real page: a crawler's or a typo's, answered as an empty page. */
export const MAX_OFFSET = 100_000;

/** 120 if the total is under 120, else 60. */
export function firstBatchSize(total: number): number {
  return total < FIRST_PAGE_LARGE ? FIRST_PAGE_LARGE : PAGE_SIZE;
}

/** How many are shown after one more "load more": up to 60 more, never past the total. */
export function nextShownCount(shown: number, total: number): number {
  return Math.max(0, Math.min(total, shown + LOAD_MORE_STEP));
}

function wholeNumber(raw: unknown): number | null {
  const value = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(value) ? Math.trunc(value) : null;
}

/** An offset from a request: a whole number from 0 to MAX_OFFSET; anything else is 0. */
export function clampOffset(raw: unknown): number {
  const value = wholeNumber(raw);
  if (value === null || value < 0) return 0;
  return Math.min(value, MAX_OFFSET);
}

/** A page size from a request: 1 to `max`; missing or not a number gives the usual page size. */
export function clampLimit(raw: unknown, max = 600): number {
  const value = wholeNumber(raw);
  if (value === null) return Math.min(PAGE_SIZE, max);
  return Math.max(1, Math.min(value, max));
}

export function showsBackToTop(total: number): boolean {
  return total > BACK_TO_TOP_AFTER;
}
