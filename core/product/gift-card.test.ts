import { describe, expect, it } from "vitest";
import {
  GIFT_CARD_AMOUNT,
  giftCardAddDisabled,
  giftCardAmountProblem,
  isGiftCardModel,
  normalizeGiftCardAmount,
  takesRecipientName,
} from "./gift-card.ts";

describe("gift cards", () => {
  it("are models 2427 and 1412; only 2427 takes a recipient name", () => {
    expect(isGiftCardModel(2427)).toBe(true);
    expect(isGiftCardModel(1412)).toBe(true);
    expect(isGiftCardModel(2428)).toBe(false);
    expect(takesRecipientName(2427)).toBe(true);
    expect(takesRecipientName(1412)).toBe(false);
  });

  it("default to 50 in steps of 10 from 0 to 10000", () => {
    expect(GIFT_CARD_AMOUNT).toEqual({ min: 0, max: 10_000, step: 10, default: 50 });
  });

  it("name what is wrong with an amount", () => {
    expect(giftCardAmountProblem(50)).toBeNull();
    expect(giftCardAmountProblem(0)).toBeNull();
    expect(giftCardAmountProblem(10_000)).toBeNull();
    expect(giftCardAmountProblem(-10)).toBe("belowMin");
    expect(giftCardAmountProblem(10_010)).toBe("aboveMax");
    expect(giftCardAmountProblem(55)).toBe("notAStep");
    expect(giftCardAmountProblem(Number.NaN)).toBe("notANumber");
  });

  it("bring a typed amount onto the step and into range", () => {
    expect(normalizeGiftCardAmount(54)).toBe(50);
    expect(normalizeGiftCardAmount(55)).toBe(60);
    expect(normalizeGiftCardAmount(-40)).toBe(0);
    expect(normalizeGiftCardAmount(123_456)).toBe(10_000);
    expect(normalizeGiftCardAmount(Number.NaN)).toBe(50);
  });

  it("cannot be added at 0 or with an invalid amount", () => {
    expect(giftCardAddDisabled({ modelId: 1412, amount: 0, recipientName: "" })).toBe(true);
    expect(giftCardAddDisabled({ modelId: 1412, amount: 55, recipientName: "" })).toBe(true);
    expect(giftCardAddDisabled({ modelId: 1412, amount: 50, recipientName: "" })).toBe(false);
  });

  it("for 2427 wait for the recipient name", () => {
    expect(giftCardAddDisabled({ modelId: 2427, amount: 50, recipientName: "  " })).toBe(true);
    expect(giftCardAddDisabled({ modelId: 2427, amount: 50, recipientName: "Aino" })).toBe(false);
    expect(giftCardAddDisabled({ modelId: 2427, amount: 50, recipientName: "x".repeat(61) })).toBe(true);
  });
});
