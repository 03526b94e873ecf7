import { describe, expect, it } from "vitest";
import { createScrollLock, pageScrollLock, SCROLL_LOCK_CLASS } from "./scroll-lock.ts";

function fakeRoot() {
  const classes = new Set<string>();
  return { classes, classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } };
}

describe("scroll lock", () => {
  it("locks on the first holder and unlocks after the last", () => {
    const root = fakeRoot();
    const lock = createScrollLock(() => root);
    const releaseMenu = lock.acquire();
    expect(root.classes.has(SCROLL_LOCK_CLASS)).toBe(true);
    const releaseModal = lock.acquire();
    releaseMenu();
    expect(root.classes.has(SCROLL_LOCK_CLASS)).toBe(true);
    expect(lock.count()).toBe(1);
    releaseModal();
    expect(root.classes.has(SCROLL_LOCK_CLASS)).toBe(false);
  });

  it("ignores a second release of the same hold", () => {
    const root = fakeRoot();
    const lock = createScrollLock(() => root);
    const first = lock.acquire();
    lock.acquire();
    first();
    first();
    expect(lock.count()).toBe(1);
    expect(root.classes.has(SCROLL_LOCK_CLASS)).toBe(true);
  });

  it("does nothing without a document", () => {
    const release = pageScrollLock.acquire();
    expect(pageScrollLock.count()).toBe(1);
    release();
    expect(pageScrollLock.count()).toBe(0);
  });
});
