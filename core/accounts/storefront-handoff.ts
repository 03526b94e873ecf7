import type { Lang } from "#i18n/languages.ts";
import { HANDOFF_LIFETIME_MS } from "./handoff-cookie.ts";
import { isSessionTokenFormat, newSessionToken, sha256Hex } from "./session-token.server.ts";

/**
 * The shopper's cart and sign-in follow them to another language's storefront, also when the storefronts
 * live on different domains. Each storefront is its own origin, so neither the sign-in cookie nor the cart
 * in local storage reaches the other one by itself.
 *
 * The language link hands them over: the page asks for a handoff (its cart and, through the cookie, its
 * session) and goes to the other storefront with the token in the address. The token is single-use, lives
 * two minutes, is stored only as its SHA-256 and is redeemable only on the storefront it was made for. On
 * arrival the server redeems it before anything renders: a new session of the same customer (in the family
 * of the one it came from, ending when that one would), and the cart kept under a second single-use token
 * that the arriving page's script takes once and writes into its local storage.
 *
 * Rules: the carried cart replaces the cart the other storefront held (it is the one the shopper just had);
 * an empty cart is not carried, so a switch never empties a cart. A carried sign-in replaces the other
 * storefront's sign-in; a guest's handoff leaves it as it is, and signing out ends the sign-in on every
 * storefront it was carried to (the session family).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HandoffRepository {
  /** The unexpired session of an active customer, with its family (its own hash when it began the family). */
  sessionOf(tokenHash: string, now: Date): Promise<{ customerId: number; family: string; expiresAt: Date } | null>;
  create(input: {
    tokenHash: string;
    lang: Lang;
    session: { customerId: number; family: string; expiresAt: Date } | null;
    cartContent: string | null;
    expiresAt: Date;
  }): Promise<void>;
  /**
   * Takes an unredeemed, unexpired handoff made for `lang`, atomically (of two requests with one token only one
   * gets it). A handoff with a cart stays, under `pickupHash` until `pickupExpiresAt`; one without is deleted.
   */
  redeem(input: { tokenHash: string; lang: Lang; now: Date; pickupHash: string; pickupExpiresAt: Date }): Promise<{
    session: { customerId: number; family: string; expiresAt: Date } | null;
    hasCart: boolean;
  } | null>;
  /**
   * A session in the family, when the customer is still active and the family still signed in somewhere
   * (a sign-out after the handoff was made carries over); false when none was made.
   */
  createCarriedSession(input: { customerId: number; tokenHash: string; family: string; expiresAt: Date; now: Date }): Promise<boolean>;
  /** Ends only this one session (the one the arriving sign-in replaces on this storefront). */
  deleteOneSession(tokenHash: string): Promise<void>;
  /** Takes (deletes and returns) the redeemed handoff's cart on `lang`, once. */
  takeCart(input: { pickupHash: string; lang: Lang; now: Date }): Promise<string | null>;
}

export interface HandoffArrival {
  /** The new sign-in of this storefront: its token and the days it has left. */
  session: { token: string; expiresInDays: number } | null;
  /** The token of the carried cart, for the cookie the arriving page reads; null when no cart came. */
  cartPickup: string | null;
}

export interface StorefrontHandoffService {
  /**
   * A token for the storefront `lang`, or null when there is nothing to carry (a guest with an empty cart:
   * the link is followed as it is).
   */
  create(input: { lang: Lang; sessionToken: string | null; cartContent: string | null }): Promise<string | null>;
  /** Redeems a token on arrival at the storefront `lang`; an unknown, used, expired or foreign one carries nothing. */
  redeem(input: { token: string; lang: Lang; currentSessionToken: string | null }): Promise<HandoffArrival>;
  /** The carried cart's JSON text, once; null for an unknown, taken or expired pickup token. */
  takeCart(input: { pickupToken: string; lang: Lang }): Promise<string | null>;
}

/** Whether a cart's JSON text holds anything to carry: products or gift cards. */
export function cartHasItems(cartContent: string | null): boolean {
  if (!cartContent) return false;
  try {
    const cart = JSON.parse(cartContent) as { products?: unknown; giftCardProducts?: unknown } | null;
    const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
    return !!cart && typeof cart === "object" && count(cart.products) + count(cart.giftCardProducts) > 0;
  } catch {
    return false;
  }
}

const NOTHING: HandoffArrival = { session: null, cartPickup: null };

export function createStorefrontHandoffService(deps: { repository: HandoffRepository; now?: () => Date }): StorefrontHandoffService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async create({ lang, sessionToken, cartContent }) {
      const at = now();
      const session = sessionToken && isSessionTokenFormat(sessionToken) ? await repository.sessionOf(sha256Hex(sessionToken), at) : null;
      const cart = cartHasItems(cartContent) ? cartContent : null;
      if (!session && !cart) return null;
      const token = newSessionToken();
      await repository.create({ tokenHash: sha256Hex(token), lang, session, cartContent: cart, expiresAt: new Date(at.getTime() + HANDOFF_LIFETIME_MS) });
      return token;
    },

    async redeem({ token, lang, currentSessionToken }) {
      if (!isSessionTokenFormat(token)) return NOTHING;
      const at = now();
      const pickup = newSessionToken();
      const taken = await repository.redeem({
        tokenHash: sha256Hex(token),
        lang,
        now: at,
        pickupHash: sha256Hex(pickup),
        pickupExpiresAt: new Date(at.getTime() + HANDOFF_LIFETIME_MS),
      });
      if (!taken) return NOTHING;
      let session: HandoffArrival["session"] = null;
      if (taken.session && taken.session.expiresAt > at) {
        const sessionToken = newSessionToken();
        const made = await repository.createCarriedSession({ ...taken.session, tokenHash: sha256Hex(sessionToken), now: at });
        if (made) {
          // The sign-in this storefront had is replaced; its row would only wait for its expiry.
          if (currentSessionToken && isSessionTokenFormat(currentSessionToken)) await repository.deleteOneSession(sha256Hex(currentSessionToken));
          session = { token: sessionToken, expiresInDays: (taken.session.expiresAt.getTime() - at.getTime()) / DAY_MS };
        }
      }
      return { session, cartPickup: taken.hasCart ? pickup : null };
    },

    async takeCart({ pickupToken, lang }) {
      if (!isSessionTokenFormat(pickupToken)) return null;
      return repository.takeCart({ pickupHash: sha256Hex(pickupToken), lang, now: now() });
    },
  };
}
