import { describe, expect, it } from "vitest";
import { shortened } from "./audit-lines.ts";

const lines = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`).join("\n");

describe("an audit change's lines in the list", () => {
  it("keeps a short change whole", () => {
    expect(shortened("a: 1", "a: 2", 12)).toEqual({ before: "a: 1", after: "a: 2", moreLines: 0 });
    expect(shortened("", lines(12, "x"), 12)).toEqual({ before: "", after: lines(12, "x"), moreLines: 0 });
  });

  it("cuts each side to its first lines and counts what the longer side lost", () => {
    const cut = shortened(lines(15, "b"), lines(100, "a"), 12);
    expect(cut.before.split("\n")).toEqual(lines(12, "b").split("\n"));
    expect(cut.after.split("\n")).toHaveLength(12);
    expect(cut.after.endsWith("a12")).toBe(true);
    expect(cut.moreLines).toBe(88);
  });

  it("counts the lines the database left out of a list it cut", () => {
    expect(shortened(lines(12, "b"), lines(12, "a"), 12, [40, 100])).toEqual({ before: lines(12, "b"), after: lines(12, "a"), moreLines: 88 });
  });

  it("shows everything on a change's own view", () => {
    expect(shortened(lines(15, "b"), lines(100, "a"), Infinity)).toEqual({ before: lines(15, "b"), after: lines(100, "a"), moreLines: 0 });
  });
});
