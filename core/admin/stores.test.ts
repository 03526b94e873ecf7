import { describe, expect, it } from "vitest";
import { formFields } from "./model-form.ts";
import { parseCoordinate, parseExceptions, parseHours, parseNewStoreForm, storeRemoval } from "./stores.ts";

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

describe("a store's coordinates", () => {
  it("are decimal degrees with a point or a comma, within range, rounded to six decimals", () => {
    expect(parseCoordinate("60,1699", 90)).toBe(60.1699);
    expect(parseCoordinate(" -24.93841234 ", 180)).toBe(-24.938412);
    expect(parseCoordinate("", 90)).toBeNull();
    expect(parseCoordinate("90.5", 90)).toBeUndefined();
    expect(parseCoordinate("181", 180)).toBeUndefined();
    expect(parseCoordinate("60°N", 90)).toBeUndefined();
  });
});

describe("a new store's address name", () => {
  const fields = (values: Record<string, string>) => formFields(new URLSearchParams({ stockDisplayOrder: "1", ...values }));
  it("is made from the name unless typed, and must be an address name", () => {
    expect(parseNewStoreForm(fields({ name: "Kuusikko Hämeenlinna" }))).toMatchObject({ ok: true, value: { slug: "kuusikko-hameenlinna" } });
    expect(parseNewStoreForm(fields({ name: "Kuusikko", slug: "hml" }))).toMatchObject({ ok: true, value: { slug: "hml" } });
    expect(parseNewStoreForm(fields({ name: "Kuusikko", slug: "Häme Linna" }))).toEqual({ ok: false, problems: { slug: "invalid" } });
    expect(parseNewStoreForm(fields({ name: "", latitude: "60.1" }))).toEqual({ ok: false, problems: { name: "required", longitude: "required" } });
  });
});

describe("removing a store", () => {
  const free = { isWarehouseOrMain: false, stockPieces: 0, openOrders: 0, heldPieces: 0, openComplaints: 0, history: 0 };
  it("is refused, naming each reason, while anything open needs the store", () => {
    expect(storeRemoval({ ...free, isWarehouseOrMain: true, stockPieces: 3 })).toEqual({ kind: "refused", reasons: ["warehouse", "stock"] });
    expect(storeRemoval({ ...free, openOrders: 1, heldPieces: 2, openComplaints: 1, history: 9 })).toEqual({ kind: "refused", reasons: ["orders", "holds", "complaints"] });
  });

  it("deletes a store nothing names and keeps one history names", () => {
    expect(storeRemoval(free)).toEqual({ kind: "delete" });
    expect(storeRemoval({ ...free, history: 1 })).toEqual({ kind: "retire" });
  });
});
