import { describe, expect, it } from "vitest";
import { giftCardPayments, giftCardProblem, type GiftCardAccount } from "./gift-card-payments.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const card = (code: string, balanceCents: number, overrides: Partial<GiftCardAccount> = {}) => ({
  code,
  account: { code, balanceCents, validUntil: new Date("2027-11-24T00:00:00Z"), isActive: true, ...overrides } as GiftCardAccount,
});

describe("gift cards as payment", () => {
  it("pay in the order entered, each as much as it holds, until nothing is due", () => {
    const result = giftCardPayments([card("A", 3000), card("B", 5000), card("C", 2000)], 6500, NOW);
    expect(result.payments).toEqual([
      { code: "A", amountCents: 3000, balanceAfterCents: 0 },
      { code: "B", amountCents: 3500, balanceAfterCents: 1500 },
      { code: "C", amountCents: 0, balanceAfterCents: 2000 },
    ]);
    expect(result.dueAfterCents).toBe(0);
    expect(result.problems).toEqual([]);
  });

  it("leave the rest to the payment method when their balance is not enough", () => {
    expect(giftCardPayments([card("A", 1000)], 4990, NOW).dueAfterCents).toBe(3990);
  });

  it("report unknown, expired and empty cards, which pay nothing, and use a repeated card once", () => {
    const result = giftCardPayments(
      [{ code: "NOPE", account: null }, card("OLD", 5000, { validUntil: NOW }), card("ZERO", 0), card("OFF", 500, { isActive: false }), card("A", 1000), card("A", 1000)],
      3000,
      NOW,
    );
    expect(result.problems).toEqual([
      { code: "NOPE", problem: "unknown" },
      { code: "OLD", problem: "expired" },
      { code: "ZERO", problem: "empty" },
      { code: "OFF", problem: "unknown" },
    ]);
    expect(result.payments).toEqual([{ code: "A", amountCents: 1000, balanceAfterCents: 0 }]);
    expect(result.dueAfterCents).toBe(2000);
  });

  it("name a card's problem on its own", () => {
    expect(giftCardProblem(card("A", 1).account, NOW)).toBeNull();
    expect(giftCardProblem(card("A", 1, { validUntil: null }).account, new Date("2040-01-01"))).toBeNull();
  });
});
