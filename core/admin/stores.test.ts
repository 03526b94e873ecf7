import { describe, expect, it } from "vitest";
import { parseExceptions, parseHours } from "./stores.ts";

describe("a store's hours", () => {
  it("keeps a day's hours in one form whatever was typed, and an empty day as closed", () => {
    expect(parseHours("10-20")).toBe("10-20");
    expect(parseHours("09:30–17:00")).toBe("9.30-17");
    expect(parseHours(" 10.00 - 24 ")).toBe("10-24");
    expect(parseHours("")).toBeNull();
  });

  it("refuses what is not hours, and a closing not after the opening", () => {
    for (const text of ["ten to six", "20-10", "10-10", "25-26", "10.75-12", "10"]) expect(parseHours(text)).toBeUndefined();
  });

  it("reads exceptions a day a line, in day order, refusing a day twice or one that does not exist", () => {
    expect(parseExceptions("2026-12-31 10-15\n\n2026-12-24 suljettu")).toEqual([
      { date: "2026-12-24", hours: null },
      { date: "2026-12-31", hours: "10-15" },
    ]);
    expect(parseExceptions("")).toEqual([]);
    expect(parseExceptions("2026-12-24 closed\n2026-12-24 10-12")).toBeUndefined();
    expect(parseExceptions("2026-02-30 closed")).toBeUndefined();
    expect(parseExceptions("24.12.2026 closed")).toBeUndefined();
  });
});
