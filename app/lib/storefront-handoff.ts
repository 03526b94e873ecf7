/**
 * The language links carry the shopper's cart and sign-in to the other storefront (rules in
 * core/accounts/storefront-handoff.ts). Without JavaScript, or when the call fails, a link is followed as it is.
 */
import type { MouseEvent } from "react";
import { hasSignedInHint } from "#core/accounts/auth-cookie.ts";
import { HANDOFF_CART_COOKIE } from "#core/accounts/handoff-cookie.ts";
import { apiClient, failureOf } from "./api-client.ts";
import { contentOf, parseContent } from "./cart-content.ts";
import { readCart } from "./cart-storage.ts";
import { adoptCarriedCart, cartChangedAt } from "./cart-sync.ts";

/**
 * The address to go to for `href` (a page of another storefront): with a handoff token when there is a cart or a
 * sign-in to carry, else `href` itself.
 */
export async function handoffUrl(href: string): Promise<string> {
  const cart = readCart();
  const carriesCart = cart.products.length + cart.giftCardProducts.length > 0;
  if (!carriesCart && !hasSignedInHint(document.cookie)) return href;
  try {
    const answer = await apiClient.post<{ url?: unknown } | undefined>("/api/storefront-handoff/", {
      to: href,
      cart_content: carriesCart ? JSON.stringify(contentOf(cart, cartChangedAt())) : null,
    });
    return typeof answer?.url === "string" ? answer.url : href;
  } catch {
    return href;
  }
}

/** A language link's click: a plain one (not for a new tab or window) first asks for the handoff. */
export function followLanguageLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  void handoffUrl(href).then((url) => window.location.assign(url));
}

/** Whether the arriving page has a carried cart waiting (the server set its cookie while redeeming the handoff). */
function cartWaits(): boolean {
  return document.cookie.split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === HANDOFF_CART_COOKIE && !!value;
  });
}

/** On arrival: takes the carried cart, once, and makes it this storefront's cart. */
export async function takeCarriedCart(): Promise<void> {
  if (!cartWaits()) return;
  try {
    const answer = await apiClient.post<{ cart_content?: unknown } | undefined>("/api/storefront-handoff/cart/");
    const content = typeof answer?.cart_content === "string" ? parseContent(answer.cart_content) : null;
    if (content) adoptCarriedCart(content);
  } catch (error) {
    // The cart stays where the shopper came from; this storefront keeps its own. A refusal is no news.
    if (failureOf(error).status !== null) return;
    console.error(JSON.stringify({ level: 40, msg: "carried cart not taken", err: String(error) }));
  }
}
