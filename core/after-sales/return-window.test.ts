import { describe, expect, it } from "vitest";
import { RETURN_DAYS, returnDeadline, returnWindow, returnWindowStart } from "./return-window.ts";

const day = 24 * 60 * 60 * 1000;
const shipped = new Date("2026-03-01T10:00:00Z");
const delivered = new Date("2026-03-04T15:30:00Z");
const paidAt = new Date("2026-02-28T09:00:00Z");

describe("return window", () => {
  it("is 100 days", () => {
    expect(RETURN_DAYS).toBe(100);
    expect(returnDeadline(delivered).getTime() - delivered.getTime()).toBe(100 * day);
  });

  it("opens at delivery, or at shipping while the delivery is not confirmed", () => {
    expect(returnWindowStart({ status: "delivered", deliveredAt: delivered, shippedAt: shipped, paidAt })).toEqual(delivered);
    expect(returnWindowStart({ status: "shipped", deliveredAt: null, shippedAt: shipped, paidAt })).toEqual(shipped);
  });

  it("opens at payment for an order marked delivered without the times", () => {
    expect(returnWindowStart({ status: "delivered", deliveredAt: null, shippedAt: null, paidAt })).toEqual(paidAt);
  });

  it("is closed for an order that has not left the warehouse or was cancelled", () => {
    for (const status of ["awaiting_payment", "processing", "ready_for_packing", "ready_for_pick_up", "cancelled", "manual_cancellation"]) {
      expect(returnWindow({ status, deliveredAt: null, shippedAt: null, paidAt }, delivered)).toEqual({ kind: "notShipped" });
    }
  });

  it("is open to the last millisecond of the 100th day and expired after it", () => {
    const order = { status: "delivered", deliveredAt: delivered, shippedAt: shipped, paidAt };
    const deadline = new Date(delivered.getTime() + 100 * day);
    expect(returnWindow(order, new Date(delivered.getTime() + 99 * day))).toEqual({ kind: "open", deadline });
    expect(returnWindow(order, deadline)).toEqual({ kind: "open", deadline });
    expect(returnWindow(order, new Date(deadline.getTime() + 1))).toEqual({ kind: "expired", deadline });
  });
});
