import { describe, expect, it } from "vitest";
import { EXCHANGE_HOLD_DAYS, exchangeHeldUntil, isHoldDue } from "./exchange-hold.ts";

const day = 24 * 60 * 60 * 1000;
const asked = new Date("2026-05-10T08:00:00Z");
const heldUntil = exchangeHeldUntil(asked);

describe("exchange hold", () => {
  it("lasts three weeks from the request", () => {
    expect(EXCHANGE_HOLD_DAYS).toBe(21);
    expect(heldUntil.getTime() - asked.getTime()).toBe(21 * day);
  });

  it("goes back on sale once three weeks pass without the return arriving", () => {
    const hold = { heldUntil, receivedAt: null, releasedAt: null };
    expect(isHoldDue(hold, new Date(heldUntil.getTime() - 1))).toBe(false);
    expect(isHoldDue(hold, heldUntil)).toBe(true);
  });

  it("stays when the return arrived in time, and is released only once", () => {
    expect(isHoldDue({ heldUntil, receivedAt: new Date(asked.getTime() + 5 * day), releasedAt: null }, new Date(heldUntil.getTime() + day))).toBe(false);
    expect(isHoldDue({ heldUntil, receivedAt: null, releasedAt: heldUntil }, new Date(heldUntil.getTime() + day))).toBe(false);
  });
});
