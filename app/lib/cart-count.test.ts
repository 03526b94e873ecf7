import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "#app/lib/browser-storage.ts";
import { CART_STORAGE_KEY, countCartItems, readCartCount } from "./cart-count.ts";

describe("countCartItems", () => {
  it("adds up product amounts, gift cards and bundles", () => {
    const cart = {
      products: [
        { productId: "12", amount: 2 },
        { productId: "13", amount: 1 },
      ],
      giftCardProducts: [{ uid: "a" }],
      bundles: [{ uid: "b", amount: 3 }],
    };
    expect(countCartItems(JSON.stringify(cart))).toBe(7);
  });

  it("counts a row past the cart's 999 pieces (a hand-edited store) as the cart holds it", () => {
    const cart = { products: [{ productId: "12", amount: 5000 }, { productId: "13", amount: 3 }], giftCardProducts: [] };
    expect(countCartItems(JSON.stringify(cart))).toBe(1002);
  });

  it("counts a gift card as one item whatever its amount in euros", () => {
    const cart = { products: [], giftCardProducts: [{ uid: "a", productId: "242700", amount: 150 }, { uid: "b", productId: "242700", amount: 50 }] };
    expect(countCartItems(JSON.stringify(cart))).toBe(2);
  });

  it("counts nothing for an empty, missing or broken cart", () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems("")).toBe(0);
    expect(countCartItems("{broken")).toBe(0);
    expect(countCartItems("null")).toBe(0);
    expect(countCartItems(JSON.stringify({ products: "x" }))).toBe(0);
  });

  it("ignores amounts that are not positive whole numbers", () => {
    const cart = { products: [{ amount: -1 }, { amount: 1.5 }, { amount: "2" }, { amount: 4 }] };
    expect(countCartItems(JSON.stringify(cart))).toBe(4);
  });
});

describe("readCartCount", () => {
  it("reads the cart from storage", () => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: JSON.stringify({ products: [{ amount: 5 }] }) });
    expect(readCartCount(storage)).toBe(5);
    expect(readCartCount(null)).toBe(0);
  });
});
