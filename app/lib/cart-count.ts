/**
 * The number of products in the cart for the header, read from the cart in local storage
 * (the checkout state with products, giftCardProducts and bundles). The server
 * cannot see local storage, so it renders 0 and the browser fills in the count after hydration.
 *
 * The cart store (./cart-storage.ts) owns the state; it announces changes in this tab with the
 * CART_CHANGE_EVENT window event, and other tabs' changes arrive as `storage` events.
 */
import { getLocalStorage, safeGetItem, type StorageLike } from "#app/lib/browser-storage.ts";
import { MAX_ROW_PIECES } from "#core/product/cart-amount.ts";

export const CART_STORAGE_KEY = "checkout";
export const CART_CHANGE_EVENT = "shop:cart-change";

function rowAmount(row: unknown): number {
  if (typeof row !== "object" || row === null) return 0;
  const amount = (row as { amount?: unknown }).amount;
  // Gift card and old-style bundle rows may come without an amount: each is one item.
  if (amount === undefined) return 1;
  // A row holds at most what the cart store lets it hold (a hand-edited 5000 is 999 in the cart too).
  return typeof amount === "number" && Number.isInteger(amount) && amount > 0 ? Math.min(amount, MAX_ROW_PIECES) : 0;
}

function listTotal(list: unknown): number {
  return Array.isArray(list) ? list.reduce((sum: number, row) => sum + rowAmount(row), 0) : 0;
}

/** Items in a stored cart: product amounts, gift cards and bundles. Anything unreadable counts as 0. */
export function countCartItems(stored: string | null): number {
  if (!stored) return 0;
  let cart: unknown;
  try {
    cart = JSON.parse(stored);
  } catch {
    return 0;
  }
  if (typeof cart !== "object" || cart === null) return 0;
  const { products, giftCardProducts, bundles } = cart as Record<string, unknown>;
  // A gift card row's amount is its value in euros, not a count: each row is one card.
  const cards = Array.isArray(giftCardProducts) ? giftCardProducts.filter((row) => typeof row === "object" && row !== null).length : 0;
  return listTotal(products) + cards + listTotal(bundles);
}

export function readCartCount(storage: StorageLike | null = getLocalStorage()): number {
  return countCartItems(safeGetItem(storage, CART_STORAGE_KEY));
}

/** Calls `listener` on every change of the stored cart: this tab's (CART_CHANGE_EVENT) and other tabs'. */
export function subscribeCartChanges(listener: () => void): () => void {
  if (typeof window === "undefined") return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CART_CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, listener);
  };
}
