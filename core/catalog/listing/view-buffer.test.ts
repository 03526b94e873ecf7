import { afterEach, describe, expect, it, vi } from "vitest";
import { createViewBuffer } from "./view-buffer.ts";

afterEach(() => {
  vi.useRealTimers();
});

function recorder() {
  const batches: Array<Record<number, number>> = [];
  return { batches, write: async (counts: ReadonlyMap<number, number>) => void batches.push(Object.fromEntries(counts)) };
}

describe("product view buffer", () => {
  it("adds up views per model and writes them once after the delay", async () => {
    vi.useFakeTimers();
    const { batches, write } = recorder();
    const buffer = createViewBuffer({ write, maxDelayMs: 5000 });
    buffer.add(7);
    buffer.add(7);
    buffer.add(9);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches).toEqual([{ 7: 2, 9: 1 }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches).toHaveLength(1);
  });

  it("writes at once when many models are counted", async () => {
    const { batches, write } = recorder();
    const buffer = createViewBuffer({ write, maxModels: 3 });
    buffer.add(1);
    buffer.add(2);
    buffer.add(3);
    await buffer.flush();
    expect(batches[0]).toEqual({ 1: 1, 2: 1, 3: 1 });
  });

  it("writes what is counted on flush, and ignores ids that cannot be models", async () => {
    const { batches, write } = recorder();
    const buffer = createViewBuffer({ write });
    buffer.add(0);
    buffer.add(-4);
    buffer.add(Number.NaN);
    await buffer.flush();
    expect(batches).toEqual([]);
    buffer.add(5);
    await buffer.flush();
    expect(batches).toEqual([{ 5: 1 }]);
  });

  it("reports a failed write and goes on counting", async () => {
    const errors: unknown[] = [];
    let fail = true;
    const written: Array<Record<number, number>> = [];
    const buffer = createViewBuffer({
      write: async (counts) => {
        if (fail) throw new Error("database down");
        written.push(Object.fromEntries(counts));
      },
      onError: (error) => errors.push(error),
    });
    buffer.add(1);
    await buffer.flush();
    expect(errors).toHaveLength(1);
    fail = false;
    buffer.add(2);
    await buffer.flush();
    expect(written).toEqual([{ 2: 1 }]);
  });
});
