import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createLoadingBar,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  progressAt,
} from "./loading-bar.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("constants", () => {
  it("keep the bar's timings and height", () => {
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(LOADING_BAR_DURATION_MS).toBe(2000);
    expect(LOADING_BAR_HIDE_DELAY_MS).toBe(500);
    expect(LOADING_BAR_RESET_DELAY_MS).toBe(400);
    expect(LOADING_BAR_HEIGHT_PX).toBe(3);
  });
});

describe("progressAt", () => {
  it("starts at 0 and rises monotonically toward 100 without reaching it", () => {
    expect(progressAt(0)).toBe(0);
    let previous = 0;
    for (const ms of [50, 200, 500, 1000, 2000, 4000, 10_000]) {
      const p = progressAt(ms);
      expect(p).toBeGreaterThan(previous);
      expect(p).toBeLessThan(100);
      previous = p;
    }
    expect(progressAt(1e9)).toBe(99);
  });

  it("follows an arctangent curve over the 2000 ms estimate", () => {
    expect(progressAt(2000)).toBeCloseTo((200 / Math.PI) * Math.atan(3), 0);
    expect(progressAt(1000)).toBeCloseTo((200 / Math.PI) * Math.atan(1.5), 0);
    // A longer estimate climbs more slowly.
    expect(progressAt(1000, 4000)).toBeLessThan(progressAt(1000, 2000));
  });
});

describe("loading bar", () => {
  it("stays hidden during the 200 ms throttle, then shows as loading", () => {
    const bar = createLoadingBar();
    bar.start();
    expect(bar.getState()).toMatchObject({ phase: "pending", visible: false, progress: 0 });
    vi.advanceTimersByTime(199);
    expect(bar.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toMatchObject({ phase: "loading", visible: true, error: false });
  });

  it("never shows a page that arrives within the throttle", () => {
    const bar = createLoadingBar();
    const seen: boolean[] = [];
    bar.subscribe(() => seen.push(bar.getState().visible));
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(seen.every((visible) => !visible)).toBe(true);
    expect(bar.getState().phase).toBe("idle");
  });

  it("climbs while loading", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(200 + 500);
    const early = bar.getState().progress;
    vi.advanceTimersByTime(1500);
    const later = bar.getState().progress;
    expect(early).toBeGreaterThan(0);
    expect(later).toBeGreaterThan(early);
    expect(later).toBeCloseTo(progressAt(2000), 0);
  });

  it("finishes at 100, hides after 500 ms, resets the progress 400 ms later", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.finish();
    expect(bar.getState()).toMatchObject({ phase: "finished", progress: 100, visible: true });
    vi.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toMatchObject({ phase: "hidden", visible: false, progress: 100 });
    vi.advanceTimersByTime(399);
    expect(bar.getState().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toMatchObject({ phase: "idle", progress: 0, visible: false, error: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows the error colour when the page fails, and clears it on reset", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(600);
    bar.finish({ error: true });
    expect(bar.getState()).toMatchObject({ phase: "finished", progress: 100, error: true, visible: true });
    vi.advanceTimersByTime(500);
    expect(bar.getState().error).toBe(true);
    vi.advanceTimersByTime(400);
    expect(bar.getState().error).toBe(false);
  });

  it("flashes the error even when the failure comes within the throttle", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(50);
    bar.finish({ error: true });
    expect(bar.getState()).toMatchObject({ visible: true, error: true, progress: 100 });
  });

  it("ignores a repeated start while loading (submitting then loading is one page load)", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(1000);
    const before = bar.getState().progress;
    bar.start();
    expect(bar.getState().progress).toBe(before);
    expect(bar.getState().phase).toBe("loading");
  });

  it("a new start while the finished bar fades begins again from an empty, hidden bar", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.finish({ error: true });
    vi.advanceTimersByTime(100);
    bar.start();
    expect(bar.getState()).toMatchObject({ phase: "pending", progress: 0, visible: false, error: false });
    // The old hide timer no longer fires.
    vi.advanceTimersByTime(200);
    expect(bar.getState().phase).toBe("loading");
    vi.advanceTimersByTime(1000);
    expect(bar.getState()).toMatchObject({ phase: "loading", visible: true });
  });

  it("a render error after the page arrived turns the finished bar red", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(600);
    bar.finish();
    vi.advanceTimersByTime(300);
    bar.finish({ error: true });
    expect(bar.getState()).toMatchObject({ phase: "finished", error: true, visible: true });
    // The hide delay starts again so the red bar is seen.
    vi.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
  });

  it("a finish without a start does nothing", () => {
    const bar = createLoadingBar();
    const listener = vi.fn();
    bar.subscribe(listener);
    bar.finish();
    expect(listener).not.toHaveBeenCalled();
    expect(bar.getState().phase).toBe("idle");
  });

  it("notifies subscribers and stops after unsubscribe", () => {
    const bar = createLoadingBar();
    const listener = vi.fn();
    const unsubscribe = bar.subscribe(listener);
    bar.start();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });

  it("reset cancels every timer", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(500);
    bar.reset();
    expect(bar.getState().phase).toBe("idle");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("works on an injected clock", () => {
    let now = 0;
    const pending: Array<{ at: number; fn: () => void }> = [];
    const clock = {
      now: () => now,
      setTimeout: (fn: () => void, ms: number) => {
        const entry = { at: now + ms, fn };
        pending.push(entry);
        return entry as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimeout: (handle: unknown) => {
        const i = pending.indexOf(handle as (typeof pending)[number]);
        if (i >= 0) pending.splice(i, 1);
      },
    };
    const advance = (ms: number) => {
      const until = now + ms;
      for (;;) {
        pending.sort((a, b) => a.at - b.at);
        const next = pending[0];
        if (!next || next.at > until) break;
        pending.shift();
        now = next.at;
        next.fn();
      }
      now = until;
    };
    const bar = createLoadingBar(clock, { throttleMs: 10, hideDelayMs: 20, resetDelayMs: 30 });
    bar.start();
    advance(10);
    expect(bar.getState().phase).toBe("loading");
    bar.finish();
    advance(20);
    expect(bar.getState().phase).toBe("hidden");
    advance(30);
    expect(bar.getState().phase).toBe("idle");
  });
});
