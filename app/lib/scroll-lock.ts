/**
 * Page scroll locking for modals and the mobile menu. Locks are counted, so a modal opened over
 * the open menu (or over another modal) does not unlock the page when the first of them closes.
 * The lock is a class on <html>; the stylesheet turns it into overflow: hidden with a stable
 * scrollbar gutter, so the page does not shift sideways. No inline style is written.
 */
export const SCROLL_LOCK_CLASS = "scroll-locked";

export interface ClassListHost {
  classList: { add(name: string): void; remove(name: string): void };
}

export interface ScrollLock {
  /** Locks the page; returns the release function (calling it more than once is harmless). */
  acquire(): () => void;
  /** How many holders keep the page locked. */
  count(): number;
}

export function createScrollLock(getRoot: () => ClassListHost | null | undefined): ScrollLock {
  let holders = 0;
  return {
    acquire() {
      holders++;
      if (holders === 1) getRoot()?.classList.add(SCROLL_LOCK_CLASS);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders--;
        if (holders === 0) getRoot()?.classList.remove(SCROLL_LOCK_CLASS);
      };
    },
    count: () => holders,
  };
}

/** The lock on this page's <html> element (nothing happens on the server). */
export const pageScrollLock: ScrollLock = createScrollLock(
  () => (globalThis as { document?: { documentElement: ClassListHost } }).document?.documentElement,
);
