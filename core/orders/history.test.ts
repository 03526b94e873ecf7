import { describe, expect, it } from "vitest";
import { mergeHistory, type HistoryEntry } from "./history.ts";

const web = (number: string, day: number): HistoryEntry => ({ kind: "web", number, date: new Date(Date.UTC(2026, 10, day)), status: "delivered", totalCents: 100, deliveryMethod: null, paymentMethod: null, specialRequest: "", accessToken: "t", rows: [] });
const store = (number: string, day: number): HistoryEntry => ({ kind: "store", number, date: new Date(Date.UTC(2026, 10, day)), status: "paid", totalCents: 100, store: "Helsinki", note: "", rows: [] });

describe("order history", () => {
  it("lists web orders and store receipts together, newest first", () => {
    const merged = mergeHistory([web("W100001", 3), web("W100002", 20)], [store("K-1", 10), store("K-2", 25)]);
    expect(merged.map((entry) => entry.number)).toEqual(["K-2", "W100002", "K-1", "W100001"]);
  });

  it("puts a web order before a receipt of the same moment, and the higher number first among equals", () => {
    expect(mergeHistory([web("W100001", 5), web("W100002", 5)], [store("K-9", 5)]).map((entry) => entry.number)).toEqual(["W100002", "W100001", "K-9"]);
  });
});
