import { describe, expect, it } from "vitest";
import { batchedByKey, batchedRead } from "./batched-read.ts";

describe("batched reads", () => {
  it("answers calls made in the same turn with one read, each with its own result", async () => {
    const reads: number[][] = [];
    const double = batchedRead(async (inputs: readonly number[]) => {
      reads.push([...inputs]);
      return inputs.map((input) => input * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(reads).toEqual([[1, 2, 3], [4]]);
  });

  it("starts a new read when a batch is full", async () => {
    const reads: number[][] = [];
    const same = batchedRead(
      async (inputs: readonly number[]) => {
        reads.push([...inputs]);
        return [...inputs];
      },
      { maxBatch: 2 },
    );
    expect(await Promise.all([same(1), same(2), same(3)])).toEqual([1, 2, 3]);
    expect(reads).toEqual([[1, 2], [3]]);
  });

  it("fails every call of a failed read, and the next batch reads again", async () => {
    let fail = true;
    const read = batchedRead(async (inputs: readonly number[]) => {
      if (fail) throw new Error("connection lost");
      return [...inputs];
    });
    const results = await Promise.allSettled([read(1), read(2)]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await read(3)).toBe(3);
  });

  it("reads each key's distinct values once and answers every call its own value, or the missing answer", async () => {
    const reads: Array<{ key: string; values: number[] }> = [];
    const scaled = batchedByKey(
      (ask: { factor: number; value: number }) => String(ask.factor),
      (ask) => ask.value,
      async (first, values) => {
        reads.push({ key: String(first.factor), values: [...values] });
        return new Map(values.filter((value) => value !== 0).map((value) => [value, value * first.factor]));
      },
      -1,
    );
    const answers = await Promise.all([
      scaled({ factor: 10, value: 1 }),
      scaled({ factor: 100, value: 1 }),
      scaled({ factor: 10, value: 2 }),
      scaled({ factor: 10, value: 1 }),
      scaled({ factor: 10, value: 0 }),
    ]);
    expect(answers).toEqual([10, 100, 20, 10, -1]);
    expect(reads).toEqual([
      { key: "10", values: [1, 2, 0] },
      { key: "100", values: [1] },
    ]);
  });
});
