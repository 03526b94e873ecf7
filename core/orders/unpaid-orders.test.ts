import { describe, expect, it } from "vitest";
import { mayHoldAnother, UNPAID_ORDER_LIMITS, type UnpaidCounts } from "./unpaid-orders.ts";

describe("unpaid order limits", () => {
  const none: UnpaidCounts = { byAddress: 0, sameVariantByAddress: 0, byAccount: 0, sameVariantByAccount: 0 };

  it("lets a shopper with no waiting orders place one", () => {
    expect(mayHoldAnother(none)).toBe(true);
  });

  it("stops at each limit, and not one below it", () => {
    const limitOf: Record<keyof UnpaidCounts, number> = {
      byAddress: UNPAID_ORDER_LIMITS.perAddress,
      sameVariantByAddress: UNPAID_ORDER_LIMITS.sameVariantPerAddress,
      byAccount: UNPAID_ORDER_LIMITS.perAccount,
      sameVariantByAccount: UNPAID_ORDER_LIMITS.sameVariantPerAccount,
    };
    for (const [count, limit] of Object.entries(limitOf) as Array<[keyof UnpaidCounts, number]>) {
      expect(mayHoldAnother({ ...none, [count]: limit - 1 }), count).toBe(true);
      expect(mayHoldAnother({ ...none, [count]: limit }), count).toBe(false);
    }
  });

  it("lets a signed-in buyer retry a payment with a second order of the same product", () => {
    expect(mayHoldAnother({ byAddress: 1, sameVariantByAddress: 1, byAccount: 1, sameVariantByAccount: 1 })).toBe(true);
  });
});
