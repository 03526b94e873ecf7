import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from "#app/components/shell/cart-count.ts";
import { getLocalStorage, safeGetItem, safeSetItem, type StorageLike } from "./browser-storage.ts";

/**
 * The cart as document 1 §3 keeps it in local storage: the checkout state with its product rows.
 * Only what the product page needs so far lives here: reading the state and adding a row; the cart
 * issue adds the other transitions of §4 and the server's validation, whose answer replaces it.
 */
export { CART_STORAGE_KEY };

/** A cart product row (document 1 §3 "Cart product row"). */
export interface CartRow {
  /** The variant id, or the hyphen-joined id of a bundle. */
  productId: string;
  amount: number;
  frozen: boolean;
  name: string;
  extra_data: Record<string, string> | null;
  /** Bundles whose id has a hyphen carry a hash of their parts. */
  bundleHash?: string;
}

export interface CartState {
  status: "UNSET" | "PENDING" | "DONE";
  validateHash: string | null;
  products: CartRow[];
  giftCardProducts: unknown[];
  bundles: unknown[];
  codes: string[];
  giftCampaignData: { code: string; campaign: string } | null;
  [other: string]: unknown;
}

export function emptyCart(): CartState {
  return { status: "UNSET", validateHash: null, products: [], giftCardProducts: [], bundles: [], codes: [], giftCampaignData: null };
}

/** The stored cart; an empty one when nothing or something unreadable is stored. */
export function readCart(storage: StorageLike | null = getLocalStorage()): CartState {
  const raw = safeGetItem(storage, CART_STORAGE_KEY);
  if (!raw) return emptyCart();
  try {
    const parsed = JSON.parse(raw) as Partial<CartState> | null;
    if (!parsed || typeof parsed !== "object" || !Array.isArray(parsed.products)) return emptyCart();
    return { ...emptyCart(), ...parsed, products: parsed.products.filter(isRow) };
  } catch {
    return emptyCart();
  }
}

function isRow(value: unknown): value is CartRow {
  const row = value as CartRow;
  return !!row && typeof row.productId === "string" && Number.isInteger(row.amount) && row.amount > 0;
}

/** Stores the cart and tells this tab's listeners (the header's count); other tabs hear the storage event. */
export function writeCart(state: CartState, storage: StorageLike | null = getLocalStorage()): boolean {
  const written = safeSetItem(storage, CART_STORAGE_KEY, JSON.stringify(state));
  if (written && typeof window !== "undefined") window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  return written;
}

/**
 * Adding a product (document 1 §4): an existing row's amount increases (or is replaced when asked),
 * a frozen row does not change, and adding while a gift campaign is active clears the campaign and
 * the cart first. The state goes back to UNSET, to be validated.
 */
export function addProduct(
  state: CartState,
  row: Omit<CartRow, "frozen"> & { frozen?: boolean },
  options: { replace?: boolean } = {},
): CartState {
  const base = state.giftCampaignData ? { ...emptyCart(), ...state, products: [], giftCampaignData: null } : state;
  const existing = base.products.find((product) => product.productId === row.productId);
  let products: CartRow[];
  if (!existing) {
    products = [...base.products, { frozen: false, ...row }];
  } else if (existing.frozen) {
    products = base.products;
  } else {
    const amount = options.replace ? row.amount : existing.amount + row.amount;
    products = base.products.map((product) => (product === existing ? { ...product, amount, extra_data: row.extra_data ?? product.extra_data } : product));
  }
  return { ...base, products, status: "UNSET" };
}

/** A gift card row (document 2 §3 "Gift card order"): the amount in euros, the recipient name in extra_data. */
export interface GiftCardRow {
  uid: string;
  productId: string;
  /** Whole euros. */
  amount: number;
  name: string;
  extra_data: { giftcard_name?: string; template?: string };
}

function newUid(): string {
  // randomUUID exists only in secure contexts; a plain-http test host still needs an id.
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Adding a gift card (document 1 §3, §4): every card is a row of its own, since each may carry another
 * recipient; a gift card in the cart ends an active gift campaign, together with the campaign's product.
 */
export function addGiftCard(state: CartState, row: Omit<GiftCardRow, "uid">, uid: string = newUid()): CartState {
  const base = state.giftCampaignData ? { ...state, products: [], giftCampaignData: null } : state;
  return { ...base, giftCardProducts: [...base.giftCardProducts, { uid, ...row }], status: "UNSET" };
}
