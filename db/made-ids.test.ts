import { describe, expect, it } from "vitest";
import { MadeIds } from "./made-ids.ts";

describe("MadeIds", () => {
  it("knows the ids of every range given, in whatever order the ranges came, and no others", () => {
    const made = new MadeIds();
    made.add(100, 10);
    made.add(300, 5);
    made.add(200, 20);
    made.add(50, 0);
    for (const id of [100, 109, 200, 219, 300, 304]) expect(made.has(id)).toBe(true);
    for (const id of [50, 99, 110, 199, 220, 299, 305]) expect(made.has(id)).toBe(false);
    expect(made.all([{ id: 101 }, { id: 205 }, { id: 302 }], (row) => row.id)).toBe(true);
    expect(made.all([{ id: 101 }, { id: 250 }], (row) => row.id)).toBe(false);
  });
});
