import { describe, expect, it } from "vitest";
import { returnablePieces, returnRequestProblems, type OrderRowFacts, type ReturnRowRequest } from "./return-request.ts";

const rows: OrderRowFacts[] = [
  { position: 0, kind: "product", productId: "101", amount: 3 },
  { position: 1, kind: "product", productId: "202", amount: 1 },
  { position: 2, kind: "gift-card", productId: "2427", amount: 1 },
  { position: 3, kind: "bundle", productId: "5-6", amount: 1 },
];
const finnish = { rows, countryCode: "fi" };
const row = (position: number, amount: number, extra: Partial<ReturnRowRequest> = {}): ReturnRowRequest => ({
  position,
  amount,
  reason: "too-small",
  exchangeVariantId: null,
  ...extra,
});
const request = (requested: ReturnRowRequest[], extra: { exchange?: boolean; trackingCode?: string } = {}) => ({
  rows: requested,
  refundTo: "original" as const,
  trackingCode: extra.trackingCode ?? "",
  exchange: extra.exchange ?? false,
});

describe("returnablePieces", () => {
  it("leaves what was bought less what earlier returns hold, for product rows only", () => {
    expect(returnablePieces(rows, new Map([[0, 2]]))).toEqual(
      new Map([
        [0, 1],
        [1, 1],
      ]),
    );
    expect(returnablePieces(rows, new Map([[0, 5]])).get(0)).toBe(0);
  });
});

describe("returnRequestProblems", () => {
  it("accepts two rows in part and whole", () => {
    expect(returnRequestProblems(finnish, new Map(), request([row(0, 2), row(1, 1)]))).toEqual([]);
  });

  it("needs at least one piece", () => {
    expect(returnRequestProblems(finnish, new Map(), request([row(0, 0)]))).toEqual([{ field: "rows", code: "noRows" }]);
  });

  it("never takes more pieces than were bought, counting earlier returns", () => {
    expect(returnRequestProblems(finnish, new Map(), request([row(0, 4)]))).toEqual([{ field: "rows.0.amount", code: "tooMany", returnable: 3 }]);
    expect(returnRequestProblems(finnish, new Map([[0, 2]]), request([row(0, 2)]))).toEqual([{ field: "rows.0.amount", code: "tooMany", returnable: 1 }]);
    expect(returnRequestProblems(finnish, new Map([[1, 1]]), request([row(1, 1)]))).toEqual([{ field: "rows.0.position", code: "notReturnable" }]);
  });

  it("refuses gift cards, bundles, rows the order lacks and a row twice", () => {
    expect(returnRequestProblems(finnish, new Map(), request([row(2, 1), row(3, 1), row(9, 1)])).map((problem) => problem.code)).toEqual([
      "notReturnable",
      "notReturnable",
      "notReturnable",
    ]);
    expect(returnRequestProblems(finnish, new Map(), request([row(0, 1), row(0, 1)]))).toEqual([{ field: "rows.1.position", code: "duplicate" }]);
  });

  it("needs a reason for every row", () => {
    expect(returnRequestProblems(finnish, new Map(), request([row(0, 1, { reason: null })]))).toEqual([{ field: "rows.0.reason", code: "reasonRequired" }]);
  });

  it("needs the wanted size for an exchange, another than the one bought", () => {
    expect(returnRequestProblems(finnish, new Map(), request([row(0, 1)], { exchange: true }))).toEqual([
      { field: "rows.0.exchangeVariantId", code: "sizeRequired" },
    ]);
    expect(returnRequestProblems(finnish, new Map(), request([row(0, 1, { exchangeVariantId: 101 })], { exchange: true }))).toEqual([
      { field: "rows.0.exchangeVariantId", code: "sameVariant" },
    ]);
    expect(returnRequestProblems(finnish, new Map(), request([row(0, 1, { exchangeVariantId: 102 })], { exchange: true }))).toEqual([]);
  });

  it("needs a tracking code for a return from abroad", () => {
    const swedish = { rows, countryCode: "se" };
    expect(returnRequestProblems(swedish, new Map(), request([row(0, 1)]))).toEqual([{ field: "trackingCode", code: "trackingCodeRequired" }]);
    expect(returnRequestProblems(swedish, new Map(), request([row(0, 1)], { trackingCode: " " }))).toEqual([{ field: "trackingCode", code: "trackingCodeRequired" }]);
    expect(returnRequestProblems(swedish, new Map(), request([row(0, 1)], { trackingCode: "JJFI123456789" }))).toEqual([]);
  });
});
