import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time.ts";

describe("oneAtATime", () => {
  it("skips a call while the last run has not ended, runs again after it, and after a failure", async () => {
    let runs = 0;
    let finish: (() => void) | null = null;
    let fail = false;
    const errors: unknown[] = [];
    const run = oneAtATime(
      () =>
        new Promise<void>((resolve, reject) => {
          runs++;
          finish = fail ? () => reject(new Error("down")) : resolve;
        }),
      (error) => errors.push(error),
    );
    run();
    run();
    run();
    expect(runs).toBe(1);
    finish!();
    await new Promise((resolve) => setImmediate(resolve));
    fail = true;
    run();
    expect(runs).toBe(2);
    finish!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors.map((error) => (error as Error).message)).toEqual(["down"]);
    run();
    expect(runs).toBe(3);
  });
});
