import { describe, expect, it } from "vitest";
import { contentKey, contentOf, parseContent, reconcile, takeContent } from "./cart-content.ts";
import { emptyCart, type CartState } from "./cart-storage.ts";

const cart = (rows: Array<[string, number]>, codes: string[] = []): CartState => ({
  ...emptyCart(),
  products: rows.map(([productId, amount]) => ({ productId, amount, frozen: false, name: productId, extra_data: null })),
  codes,
});

describe("the cart that follows a customer", () => {
  it("changes its key with the shopper's choices, not with a validation's status", () => {
    const base = cart([["101", 1]]);
    expect(contentKey({ ...base, status: "VALIDATED", validateHash: "x" })).toBe(contentKey(base));
    expect(contentKey(cart([["101", 2]]))).not.toBe(contentKey(base));
    expect(contentKey(cart([["101", 1]], ["KESA"]))).not.toBe(contentKey(base));
  });

  it("takes the server's cart when it is newer and different, sends its own otherwise, and does nothing when they agree", () => {
    const mine = cart([["101", 1]]);
    const theirs = contentOf(cart([["202", 3]]), 2000);
    expect(reconcile(mine, 1000, theirs)).toBe("take");
    expect(reconcile(mine, 3000, theirs)).toBe("send");
    expect(reconcile(mine, 0, null)).toBe("send");
    expect(reconcile(emptyCart(), 0, null)).toBe("none");
    expect(reconcile(cart([["202", 3]]), 1000, theirs)).toBe("none");
    // A new device with an empty cart takes the customer's cart.
    expect(reconcile(emptyCart(), 0, theirs)).toBe("take");
  });

  it("puts the server's choices in place and validates again", () => {
    const taken = takeContent({ ...cart([["101", 1]]), status: "VALIDATED", validateHash: "h", form: { email: "a@b.fi" } }, contentOf(cart([["202", 3]], ["KESA"]), 5));
    expect(taken.products.map((row) => [row.productId, row.amount])).toEqual([["202", 3]]);
    expect(taken).toMatchObject({ codes: ["KESA"], status: "UNSET", validateHash: null, form: { email: "a@b.fi" } });
  });

  it("reads the server's text defensively", () => {
    expect(parseContent(null)).toBeNull();
    expect(parseContent("not json")).toBeNull();
    expect(parseContent(JSON.stringify({ products: [] }))).toBeNull();
    const parsed = parseContent(JSON.stringify({ products: [{ productId: "1", amount: 2 }, { productId: 5 }, null], codes: ["A", 3], updatedAt: 9 }));
    expect(parsed).toMatchObject({ products: [{ productId: "1", amount: 2 }], codes: ["A"], giftCardProducts: [], giftCampaignData: null, updatedAt: 9 });
  });
});
