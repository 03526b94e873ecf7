import { describe, expect, it } from "vitest";
import { createJobRunner, type JobStore } from "./scheduler.ts";

/** A store over one clock: a job is due once `everyMs` passed since its last start. */
function memoryStore(clock: { now: number }) {
  const started = new Map<string, number>();
  const finished: Array<[string, string | null]> = [];
  const store: JobStore = {
    async claim(name, everyMs) {
      const last = started.get(name);
      if (last !== undefined && clock.now - last < everyMs) return false;
      started.set(name, clock.now);
      return true;
    },
    async finished(name, error) {
      finished.push([name, error]);
    },
  };
  return { store, finished };
}

describe("createJobRunner", () => {
  it("runs a job when due and not again within its period", async () => {
    const clock = { now: 0 };
    const { store, finished } = memoryStore(clock);
    let runs = 0;
    const runner = createJobRunner(store, [{ name: "popularity", everyMs: 1000, run: async () => void runs++ }]);
    expect(await runner.tick()).toEqual(["popularity"]);
    clock.now = 999;
    expect(await runner.tick()).toEqual([]);
    clock.now = 1000;
    expect(await runner.tick()).toEqual(["popularity"]);
    expect(runs).toBe(2);
    expect(finished).toEqual([
      ["popularity", null],
      ["popularity", null],
    ]);
  });

  it("runs a job once when two processes look at the same time", async () => {
    const clock = { now: 0 };
    const { store } = memoryStore(clock);
    let runs = 0;
    const job = { name: "popularity", everyMs: 1000, run: async () => void runs++ };
    const [a, b] = await Promise.all([createJobRunner(store, [job]).tick(), createJobRunner(store, [job]).tick()]);
    expect([...a, ...b]).toEqual(["popularity"]);
    expect(runs).toBe(1);
  });

  it("records a failure and goes on with the next job", async () => {
    const clock = { now: 0 };
    const { store, finished } = memoryStore(clock);
    const lines: Array<Record<string, unknown>> = [];
    const runner = createJobRunner(
      store,
      [
        { name: "broken", everyMs: 1000, run: async () => Promise.reject(new Error("database gone")) },
        { name: "fine", everyMs: 1000, run: async () => {} },
      ],
      (line) => lines.push(line),
    );
    expect(await runner.tick()).toEqual(["broken", "fine"]);
    expect(finished).toEqual([
      ["broken", "database gone"],
      ["fine", null],
    ]);
    expect(lines.find((line) => line.job === "broken")).toMatchObject({ level: 50, err: "database gone" });
  });

  it("joins a tick still running instead of starting another", async () => {
    const clock = { now: 0 };
    const { store } = memoryStore(clock);
    let release = () => {};
    let runs = 0;
    const runner = createJobRunner(store, [
      { name: "slow", everyMs: 0, run: () => new Promise<void>((resolve) => ((runs++, (release = resolve)))) },
    ]);
    const first = runner.tick();
    const second = runner.tick();
    expect(second).toBe(first);
    await Promise.resolve();
    await Promise.resolve();
    release();
    expect(await first).toEqual(["slow"]);
    expect(runs).toBe(1);
  });
});
