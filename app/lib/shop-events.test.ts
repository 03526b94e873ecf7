import { describe, expect, it, vi } from "vitest";
import { emitAddToCart, emitLogin, SHOP_EVENT, type AddToCartEvent } from "./shop-events.ts";

const event: AddToCartEvent = {
  type: "add_to_cart",
  userId: 42,
  currency: "EUR",
  items: [{ id: "300101", modelId: 3001, name: "Kaarna Pallas käsineet M", priceCents: 7990, quantity: 1 }],
};

describe("the add-to-cart marketing events", () => {
  it("go to the internal bus with the signed-in user's id", () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(SHOP_EVENT, (received) => seen.push((received as CustomEvent).detail));
    emitAddToCart(event, target);
    expect(seen).toEqual([event]);
  });

  it("reach a pixel as AddToCart and a tag manager as add_to_cart, in euros, when the operator installed them", () => {
    const fbq = vi.fn();
    const dataLayer: unknown[] = [];
    emitAddToCart(event, Object.assign(new EventTarget(), { fbq, dataLayer }));
    expect(fbq).toHaveBeenCalledWith("track", "AddToCart", { content_ids: ["300101"], content_type: "product", value: 79.9, currency: "EUR" });
    expect(dataLayer).toEqual([
      {
        event: "add_to_cart",
        user_id: 42,
        ecommerce: { currency: "EUR", value: 79.9, items: [{ item_id: "300101", item_group_id: "3001", item_name: "Kaarna Pallas käsineet M", price: 79.9, quantity: 1 }] },
      },
    ]);
  });

  it("survive a broken tag: the bus still has the add", () => {
    const target = Object.assign(new EventTarget(), {
      fbq: () => {
        throw new Error("tag down");
      },
    });
    const seen: unknown[] = [];
    target.addEventListener(SHOP_EVENT, (received) => seen.push((received as CustomEvent).detail));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => emitAddToCart(event, target)).not.toThrow();
    expect(seen).toHaveLength(1);
    expect(log).toHaveBeenCalledOnce();
  });
});

describe("the sign-in event", () => {
  it("goes to the internal bus and to a tag manager's data layer as login, with the id and the hashed address only", () => {
    const dataLayer: unknown[] = [];
    const target = Object.assign(new EventTarget(), { dataLayer });
    const seen: unknown[] = [];
    target.addEventListener(SHOP_EVENT, (received) => seen.push((received as CustomEvent).detail));
    emitLogin({ type: "login", userId: 42, hashedEmail: "ab12" }, target);
    expect(seen).toEqual([{ type: "login", userId: 42, hashedEmail: "ab12" }]);
    expect(dataLayer).toEqual([{ event: "login", user_id: 42, hashed_email: "ab12" }]);
  });
});
