import { describe, expect, it, vi } from "vitest";
import { HANDOFF_LIFETIME_MS, handoffCartCookie } from "./handoff-cookie.ts";
import { sha256Hex } from "./session-token.server.ts";
import { cartHasItems, createStorefrontHandoffService, type HandoffRepository } from "./storefront-handoff.ts";

const NOW = new Date("2026-11-27T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION = { customerId: 7, family: "family-hash", expiresAt: new Date(NOW.getTime() + 10 * DAY_MS) };
const CART = JSON.stringify({ products: [{ productId: "1", amount: 1 }], giftCardProducts: [], codes: [], giftCampaignData: null, updatedAt: 1 });
const TOKEN = "A".repeat(43);

function repository(overrides: Partial<HandoffRepository> = {}): HandoffRepository {
  return {
    sessionOf: vi.fn(async () => SESSION),
    create: vi.fn(async () => undefined),
    redeem: vi.fn(async () => ({ session: SESSION, hasCart: true })),
    createCarriedSession: vi.fn(async () => true),
    deleteOneSession: vi.fn(async () => undefined),
    takeCart: vi.fn(async () => CART),
    ...overrides,
  };
}

const service = (repo: HandoffRepository) => createStorefrontHandoffService({ repository: repo, now: () => NOW });

describe("cartHasItems", () => {
  it("counts products and gift cards; an empty or unreadable cart carries nothing", () => {
    expect(cartHasItems(CART)).toBe(true);
    expect(cartHasItems(JSON.stringify({ products: [], giftCardProducts: [{ uid: "x" }] }))).toBe(true);
    expect(cartHasItems(JSON.stringify({ products: [], giftCardProducts: [], codes: ["KESA"] }))).toBe(false);
    expect(cartHasItems("{")).toBe(false);
    expect(cartHasItems(null)).toBe(false);
  });
});

describe("making a handoff", () => {
  it("stores nothing for a guest with an empty cart", async () => {
    const repo = repository();
    await expect(service(repo).create({ lang: "en", sessionToken: null, cartContent: JSON.stringify({ products: [] }) })).resolves.toBeNull();
    expect(repo.create).not.toHaveBeenCalled();
  });

  it("stores the hash of a new token with the session and the cart, for two minutes, for the storefront asked", async () => {
    const repo = repository();
    const token = await service(repo).create({ lang: "sv", sessionToken: TOKEN, cartContent: CART });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(repo.sessionOf).toHaveBeenCalledWith(sha256Hex(TOKEN), NOW);
    expect(repo.create).toHaveBeenCalledWith({
      tokenHash: sha256Hex(token!),
      lang: "sv",
      session: SESSION,
      cartContent: CART,
      expiresAt: new Date(NOW.getTime() + HANDOFF_LIFETIME_MS),
    });
  });

  it("carries the cart alone when the session is unknown or expired", async () => {
    const repo = repository({ sessionOf: vi.fn(async () => null) });
    await service(repo).create({ lang: "sv", sessionToken: TOKEN, cartContent: CART });
    expect(repo.create).toHaveBeenCalledWith(expect.objectContaining({ session: null, cartContent: CART }));
  });
});

describe("redeeming a handoff", () => {
  it("makes a session in the family, ending when the carried one would, replaces this storefront's and keeps the cart under a new token", async () => {
    const repo = repository();
    const arrival = await service(repo).redeem({ token: TOKEN, lang: "en", currentSessionToken: "B".repeat(43) });
    expect(arrival.session?.expiresInDays).toBe(10);
    expect(arrival.session?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(repo.createCarriedSession).toHaveBeenCalledWith({ ...SESSION, tokenHash: sha256Hex(arrival.session!.token), now: NOW });
    expect(repo.deleteOneSession).toHaveBeenCalledWith(sha256Hex("B".repeat(43)));
    expect(arrival.cartPickup).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(repo.redeem).toHaveBeenCalledWith({
      tokenHash: sha256Hex(TOKEN),
      lang: "en",
      now: NOW,
      pickupHash: sha256Hex(arrival.cartPickup!),
      pickupExpiresAt: new Date(NOW.getTime() + HANDOFF_LIFETIME_MS),
    });
  });

  it("leaves this storefront's sign-in when the carried one can no longer be made (signed out since, account closed)", async () => {
    const repo = repository({ createCarriedSession: vi.fn(async () => false) });
    const arrival = await service(repo).redeem({ token: TOKEN, lang: "en", currentSessionToken: "B".repeat(43) });
    expect(arrival.session).toBeNull();
    expect(repo.deleteOneSession).not.toHaveBeenCalled();
  });

  it("carries nothing for a token it did not make, without asking the database for a malformed one", async () => {
    const none = repository({ redeem: vi.fn(async () => null) });
    await expect(service(none).redeem({ token: TOKEN, lang: "en", currentSessionToken: null })).resolves.toEqual({ session: null, cartPickup: null });
    const repo = repository();
    await expect(service(repo).redeem({ token: "short", lang: "en", currentSessionToken: null })).resolves.toEqual({ session: null, cartPickup: null });
    expect(repo.redeem).not.toHaveBeenCalled();
  });
});

describe("the carried cart's cookie", () => {
  it("lives as long as a handoff and is cleared with an empty value", () => {
    expect(handoffCartCookie("abc", { secure: true })).toBe("handoff_cart=abc; Max-Age=120; Path=/; SameSite=Lax; Secure");
    expect(handoffCartCookie(null, { secure: false })).toBe("handoff_cart=; Max-Age=0; Path=/; SameSite=Lax");
  });
});
