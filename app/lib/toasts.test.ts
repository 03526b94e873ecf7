import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createToastStore,
  showToast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
  toastStore,
} from "./toasts.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("toast store", () => {
  it("defaults to 3000 ms, top-right", () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(3000);
    expect(TOAST_POSITION).toBe("top-right");
  });

  it("shows an info toast by default and dismisses it after 3000 ms", () => {
    const store = createToastStore();
    const id = store.show("Saved");
    expect(store.getSnapshot()).toEqual([{ id, kind: "info", message: "Saved", durationMs: 3000 }]);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("keeps each kind", () => {
    const store = createToastStore();
    for (const kind of ["info", "success", "warning", "error"] as const) store.show(kind, { kind });
    expect(store.getSnapshot().map((t) => t.kind)).toEqual(["info", "success", "warning", "error"]);
  });

  it("honours a custom duration and a sticky toast", () => {
    const store = createToastStore();
    store.show("short", { durationMs: 1000 });
    store.show("sticky", { durationMs: null });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["sticky"]);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["sticky"]);
  });

  it("dismisses by hand, cancelling its timer", () => {
    const store = createToastStore();
    const first = store.show("first");
    store.show("second");
    store.dismiss(first);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["second"]);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("dismissing an unknown toast changes nothing and notifies no one", () => {
    const store = createToastStore();
    store.show("x");
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.dismiss(999);
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it("returns the same snapshot until something changes (useSyncExternalStore needs this)", () => {
    const store = createToastStore();
    const a = store.getSnapshot();
    expect(store.getSnapshot()).toBe(a);
    store.show("x");
    const b = store.getSnapshot();
    expect(b).not.toBe(a);
    expect(store.getSnapshot()).toBe(b);
    expect(store.getServerSnapshot()).toEqual([]);
  });

  it("pauses the countdown while hovered or focused and resumes with the time left", () => {
    const store = createToastStore();
    const id = store.show("read me");
    vi.advanceTimersByTime(1000);
    store.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("a second resume does not start a second timer", () => {
    const store = createToastStore();
    const id = store.show("x");
    store.pause(id);
    store.resume(id);
    store.resume(id);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("drops the oldest toasts beyond the visible limit", () => {
    const store = createToastStore();
    for (let i = 1; i <= TOAST_MAX_VISIBLE + 2; i++) store.show(`m${i}`);
    const messages = store.getSnapshot().map((t) => t.message);
    expect(messages).toHaveLength(TOAST_MAX_VISIBLE);
    expect(messages[0]).toBe("m3");
    expect(vi.getTimerCount()).toBe(TOAST_MAX_VISIBLE);
  });

  it("notifies subscribers on show, auto-dismiss and dismissAll", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show("a");
    store.show("b", { durationMs: null });
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(3000);
    expect(listener).toHaveBeenCalledTimes(3);
    store.dismissAll();
    expect(listener).toHaveBeenCalledTimes(4);
    expect(store.getSnapshot()).toHaveLength(0);
    unsubscribe();
    store.show("c");
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("showToast does nothing on the server", () => {
    expect(typeof window).toBe("undefined");
    expect(showToast("from a loader")).toBe(0);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });
});
