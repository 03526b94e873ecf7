import { describe, expect, it } from "vitest";
import { refundAmounts, refundsDelivery, rowRefundCents, splitRefund } from "./refunds.ts";

const day = 24 * 60 * 60 * 1000;

describe("rowRefundCents", () => {
  it("refunds what a piece cost after the row's discount", () => {
    expect(rowRefundCents({ amount: 2, totalCents: 9000 }, 0, 1)).toBe(4500);
  });

  it("adds up to the row's total however the pieces are returned", () => {
    const row = { amount: 3, totalCents: 10000 };
    const one = [rowRefundCents(row, 0, 1), rowRefundCents(row, 1, 1), rowRefundCents(row, 2, 1)];
    expect(one.reduce((sum, cents) => sum + cents, 0)).toBe(10000);
    expect(rowRefundCents(row, 0, 2) + rowRefundCents(row, 2, 1)).toBe(10000);
    expect(rowRefundCents(row, 0, 3)).toBe(10000);
  });
});

describe("refundsDelivery", () => {
  const deliveredAt = new Date("2026-04-01T12:00:00Z");
  const order = { productPieces: 3, deliveredAt };

  it("refunds delivery when the whole order comes back within 14 days", () => {
    expect(refundsDelivery(order, 3, new Date(deliveredAt.getTime() + 14 * day))).toBe(true);
  });

  it("keeps it for a part of the order, after 14 days, or when the delivery is not confirmed", () => {
    expect(refundsDelivery(order, 2, new Date(deliveredAt.getTime() + day))).toBe(false);
    expect(refundsDelivery(order, 3, new Date(deliveredAt.getTime() + 14 * day + 1))).toBe(false);
    expect(refundsDelivery({ productPieces: 3, deliveredAt: null }, 3, deliveredAt)).toBe(false);
  });
});

describe("splitRefund", () => {
  const payments = [
    { id: 1, provider: "giftcard", capturedCents: 2000, refundedCents: 0 },
    { id: 2, provider: "paypal", capturedCents: 5000, refundedCents: 1000 },
  ];

  it("returns to the provider payment up to what it has left, the rest to a gift card", () => {
    expect(splitRefund(3000, payments, "original")).toEqual([{ to: { kind: "payment", paymentId: 2, provider: "paypal" }, cents: 3000 }]);
    expect(splitRefund(5500, payments, "original")).toEqual([
      { to: { kind: "payment", paymentId: 2, provider: "paypal" }, cents: 4000 },
      { to: { kind: "gift-card" }, cents: 1500 },
    ]);
  });

  it("puts everything on a gift card when the shopper asks, and nothing for nothing", () => {
    expect(splitRefund(3000, payments, "gift-card")).toEqual([{ to: { kind: "gift-card" }, cents: 3000 }]);
    expect(splitRefund(0, payments, "original")).toEqual([]);
  });
});

describe("refundAmounts", () => {
  const deliveredAt = new Date("2026-04-01T12:00:00Z");
  const facts = {
    orderRows: [
      { position: 0, amount: 2, totalCents: 9000 },
      { position: 1, amount: 1, totalCents: 2500 },
    ],
    caseRows: [{ position: 0, amount: 1 }],
    refundedBefore: new Map<number, number>(),
    productPieces: 3,
    piecesReturnedInAll: 1,
    deliveryCents: 590,
    deliveredAt,
    requestedAt: new Date(deliveredAt.getTime() + 3 * day),
  };

  it("refunds the returned pieces and keeps the delivery for part of the order", () => {
    expect(refundAmounts(facts)).toEqual({ rows: new Map([[0, 4500]]), deliveryCents: 0, totalCents: 4500 });
  });

  it("adds the delivery when the last pieces of the whole order come back within 14 days", () => {
    const last = { ...facts, caseRows: [{ position: 0, amount: 1 }, { position: 1, amount: 1 }], refundedBefore: new Map([[0, 1]]), piecesReturnedInAll: 3 };
    expect(refundAmounts(last)).toEqual({ rows: new Map([[0, 4500], [1, 2500]]), deliveryCents: 590, totalCents: 7590 });
  });
});
