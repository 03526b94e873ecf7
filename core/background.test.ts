import { describe, expect, it } from "vitest";
import { createBackgroundRunner } from "./background.ts";

describe("createBackgroundRunner", () => {
  it("runs a task after the caller returns and reports its failure without throwing", async () => {
    const errors: unknown[] = [];
    const order: string[] = [];
    const runner = createBackgroundRunner((error) => errors.push(error));
    runner.run(async () => void order.push("task"));
    runner.run(async () => Promise.reject(new Error("smtp down")));
    order.push("caller");
    await runner.settled();
    expect(order).toEqual(["caller", "task"]);
    expect(errors).toEqual([new Error("smtp down")]);
  });

  it("waits in settled() for tasks started by other tasks", async () => {
    const runner = createBackgroundRunner(() => {});
    let done = false;
    runner.run(async () => {
      runner.run(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done = true;
      });
    });
    await runner.settled();
    expect(done).toBe(true);
  });
});
