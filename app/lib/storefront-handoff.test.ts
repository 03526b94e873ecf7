import type { MouseEvent } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "./browser-storage.ts";
import { CART_CHANGED_KEY } from "./cart-sync.ts";
import { CART_STORAGE_KEY, emptyCart, readCart } from "./cart-storage.ts";
import { followLanguageLink, handoffUrl, takeCarriedCart } from "./storefront-handoff.ts";

const OTHER = "http://en.localhost:3000/clothing/";
const row = (productId: string) => ({ productId, amount: 1, frozen: false, name: "Takki", extra_data: null });

let storage: ReturnType<typeof createMemoryStorage>;
let calls: Array<{ url: string; body: unknown }>;
let assigned: string[];

/** A page of a storefront: its local storage, cookies, and the answers its calls get. */
function page({ cookie = "", answer }: { cookie?: string; answer?: () => Response | Promise<Response> }) {
  storage = createMemoryStorage();
  calls = [];
  assigned = [];
  vi.stubGlobal("window", {
    localStorage: storage,
    location: { assign: (url: string) => void assigned.push(url) },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => true,
  });
  vi.stubGlobal("document", { cookie });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      // The path asked for: the API client sends the address resolved against the page's origin.
      calls.push({ url: new URL(url, "http://localhost").pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (!answer) throw new Error("no call expected");
      return answer();
    }),
  );
}

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe("handoffUrl", () => {
  it("follows the link as it is for a guest with an empty cart, asking nothing", async () => {
    page({});
    await expect(handoffUrl(OTHER)).resolves.toBe(OTHER);
    expect(calls).toEqual([]);
  });

  it("sends the cart's choices with the time they last changed, and goes where the answer says", async () => {
    page({ answer: () => json({ url: `${OTHER}?handoff=abc` }) });
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ ...emptyCart(), status: "VALIDATED", products: [row("11"), row("12")] }));
    storage.setItem(CART_CHANGED_KEY, JSON.stringify({ key: "k", at: 1234 }));
    await expect(handoffUrl(OTHER)).resolves.toBe(`${OTHER}?handoff=abc`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/storefront-handoff/");
    const body = calls[0]!.body as { to: string; cart_content: string };
    expect(body.to).toBe(OTHER);
    expect(JSON.parse(body.cart_content)).toEqual({ products: [row("11"), row("12")], giftCardProducts: [], codes: [], giftCampaignData: null, updatedAt: 1234 });
  });

  it("carries a signed-in shopper's sign-in without a cart", async () => {
    page({ cookie: "currency=EUR; signed_in=1", answer: () => json({ url: `${OTHER}?handoff=def` }) });
    await expect(handoffUrl(OTHER)).resolves.toBe(`${OTHER}?handoff=def`);
    expect(calls[0]!.body).toEqual({ to: OTHER, cart_content: null });
  });

  it("follows the link as it is when the call fails", async () => {
    page({ cookie: "signed_in=1", answer: () => json({ statusCode: 429 }, 429) });
    await expect(handoffUrl(OTHER)).resolves.toBe(OTHER);
    page({ cookie: "signed_in=1", answer: () => Promise.reject(new TypeError("offline")) });
    await expect(handoffUrl(OTHER)).resolves.toBe(OTHER);
  });
});

describe("followLanguageLink", () => {
  const click = (init: Partial<MouseEvent<HTMLAnchorElement>> = {}) => {
    const event = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, currentTarget: { href: OTHER }, ...init };
    const preventDefault = vi.fn();
    followLanguageLink({ ...event, preventDefault } as unknown as MouseEvent<HTMLAnchorElement>);
    return preventDefault;
  };

  it("leaves a click for a new tab or window, or another button, to the browser", () => {
    page({});
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(click(init)).not.toHaveBeenCalled();
    }
  });

  it("goes to the answered address on a plain click", async () => {
    page({ cookie: "signed_in=1", answer: () => json({ url: `${OTHER}?handoff=ghi` }) });
    expect(click()).toHaveBeenCalled();
    await vi.waitFor(() => expect(assigned).toEqual([`${OTHER}?handoff=ghi`]));
  });
});

describe("takeCarriedCart", () => {
  const carried = { products: [row("21"), row("22")], giftCardProducts: [], codes: ["KESA"], giftCampaignData: null, updatedAt: 5678 };

  it("asks nothing when no carried cart waits", async () => {
    page({ cookie: "signed_in=1; handoff_cart=" });
    await takeCarriedCart();
    expect(calls).toEqual([]);
  });

  it("replaces the cart this storefront held with the carried one, noted as changed when it was changed there", async () => {
    page({ cookie: "handoff_cart=pickup", answer: () => json({ cart_content: JSON.stringify(carried) }) });
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ ...emptyCart(), products: [row("99")], bundles: [{ id: "1-2" }] }));
    await takeCarriedCart();
    expect(calls.map((call) => call.url)).toEqual(["/api/storefront-handoff/cart/"]);
    const cart = readCart(storage);
    expect(cart.products).toEqual(carried.products);
    expect(cart.codes).toEqual(["KESA"]);
    expect(cart.bundles).toEqual([]);
    expect(cart.status).toBe("UNSET");
    expect(JSON.parse(storage.getItem(CART_CHANGED_KEY)!)).toMatchObject({ at: 5678 });
  });

  it("keeps this storefront's cart when nothing came", async () => {
    page({ cookie: "handoff_cart=pickup", answer: () => json({ cart_content: null }) });
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ ...emptyCart(), products: [row("99")] }));
    await takeCarriedCart();
    expect(readCart(storage).products).toEqual([row("99")]);
  });
});
