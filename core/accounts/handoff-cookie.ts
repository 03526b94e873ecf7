/**
 * The names a storefront handoff travels by (core/accounts/storefront-handoff.ts), shared by the server and the
 * browser's language links, so this module imports nothing of the server's.
 */

/** How long a handoff, and then its cart, waits for the shopper: a page load, not a visit. */
export const HANDOFF_LIFETIME_MS = 2 * 60 * 1000;
/** The query parameter of the other storefront's address that carries the token. */
export const HANDOFF_PARAM = "handoff";
/** The cookie that tells the arriving page's script a carried cart waits for it (its token; no secret of the account). */
export const HANDOFF_CART_COOKIE = "handoff_cart";

/**
 * The Set-Cookie of a carried cart waiting for the arriving page (null clears it). Readable by scripts: the page's
 * script only needs to see that it is there (the call sends it back), and it opens nothing but that one cart.
 */
export function handoffCartCookie(pickupToken: string | null, { secure }: { secure: boolean }): string {
  const attributes = [`${HANDOFF_CART_COOKIE}=${pickupToken ?? ""}`, `Max-Age=${pickupToken ? HANDOFF_LIFETIME_MS / 1000 : 0}`, "Path=/", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
