import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFilterWriter, debounceFor, FILTER_NAVIGATION } from "./filter-writer.ts";

describe("debounceFor", () => {
  it("waits 300 ms for a checkbox or range and 500 ms for text", () => {
    expect(debounceFor("checkbox")).toBe(300);
    expect(debounceFor("range")).toBe(300);
    expect(debounceFor("text")).toBe(500);
  });
  it("writes a clear-all at once", () => {
    expect(debounceFor("clear")).toBe(0);
  });
});

describe("FILTER_NAVIGATION", () => {
  it("replaces the history entry and keeps the scroll position", () => {
    expect(FILTER_NAVIGATION).toEqual({ replace: true, preventScrollReset: true });
  });
});

describe("createFilterWriter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(current = "") {
    const writes: string[] = [];
    let shown = current;
    const writer = createFilterWriter({
      write: (query) => {
        writes.push(query);
        shown = query;
      },
      current: () => shown,
    });
    return { writer, writes };
  }

  it("writes a checkbox change after 300 ms, not before", () => {
    const { writer, writes } = setup();
    writer.schedule("manufacturer=arcteryx", "checkbox");
    vi.advanceTimersByTime(299);
    expect(writes).toEqual([]);
    expect(writer.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(["manufacturer=arcteryx"]);
    expect(writer.pending()).toBe(false);
  });

  it("waits 500 ms after the last keystroke of the text filter and writes only the last text", () => {
    const { writer, writes } = setup();
    writer.schedule("text=t", "text");
    vi.advanceTimersByTime(400);
    writer.schedule("text=te", "text");
    vi.advanceTimersByTime(400);
    writer.schedule("text=tent", "text");
    vi.advanceTimersByTime(499);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(["text=tent"]);
  });

  it("collapses quick clicks into one write of the newest query", () => {
    const { writer, writes } = setup();
    writer.schedule("color=red", "checkbox");
    vi.advanceTimersByTime(100);
    writer.schedule("color=red,blue", "checkbox");
    vi.advanceTimersByTime(300);
    expect(writes).toEqual(["color=red,blue"]);
  });

  it("does not navigate when the change comes back to the query shown", () => {
    const { writer, writes } = setup("size=m");
    writer.schedule("size=m,l", "checkbox");
    writer.schedule("size=m", "checkbox");
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual([]);
  });

  it("writes a waiting query at once on flush, and a clear immediately", () => {
    const { writer, writes } = setup("store=helsinki");
    writer.schedule("store=helsinki&price=10-50", "range");
    writer.flush();
    expect(writes).toEqual(["store=helsinki&price=10-50"]);
    writer.schedule("", "clear");
    expect(writes).toEqual(["store=helsinki&price=10-50", ""]);
  });

  it("drops a waiting query on cancel", () => {
    const { writer, writes } = setup();
    writer.schedule("text=boot", "text");
    writer.cancel();
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual([]);
  });
});
