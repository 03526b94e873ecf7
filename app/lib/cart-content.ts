/**
 * The cart that follows a signed-in customer across devices (`cart_content`): what the shopper
 * chose (rows, gift cards, codes, a gift campaign), never prices, with the time it last changed. The newer
 * cart wins: a browser that finds a newer one in GET /api/customer/ takes it; one whose own cart is newer
 * sends it (PUT /api/customer/cart_content/). The server prices whatever comes back as any cart.
 */
import { emptyCart, readGiftCards, readRows, type CartRow, type CartState, type GiftCardRow } from "./cart-storage.ts";

export interface CartContent {
  products: CartRow[];
  giftCardProducts: GiftCardRow[];
  codes: string[];
  giftCampaignData: CartState["giftCampaignData"];
  /** Milliseconds since the epoch of the last change the shopper made. */
  updatedAt: number;
}

/** The shopper's choices of a cart, in a fixed shape, for comparing and sending. */
export function contentOf(state: CartState, updatedAt: number): CartContent {
  return {
    products: state.products,
    giftCardProducts: state.giftCardProducts,
    codes: state.codes,
    giftCampaignData: state.giftCampaignData,
    updatedAt,
  };
}

/** A key that changes when the shopper's choices change (not with a validation's status or hash). */
export function contentKey(state: CartState): string {
  return JSON.stringify({
    products: state.products.map((row) => [row.productId, row.amount, row.extra_data, row.bundleHash ?? null]),
    giftCardProducts: state.giftCardProducts,
    codes: state.codes,
    giftCampaignData: state.giftCampaignData,
  });
}

/** The server's cart_content, or null when there is none or it cannot be read. */
export function parseContent(text: string | null): CartContent | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CartContent> | null;
    if (!value || !Array.isArray(value.products) || typeof value.updatedAt !== "number") return null;
    return {
      products: readRows(value.products),
      giftCardProducts: readGiftCards(value.giftCardProducts),
      codes: Array.isArray(value.codes) ? value.codes.filter((code): code is string => typeof code === "string") : [],
      giftCampaignData: value.giftCampaignData ?? null,
      updatedAt: value.updatedAt,
    };
  } catch {
    return null;
  }
}

/**
 * What to do with the server's cart and this browser's (its last change at `localAt`, 0 when unknown):
 * take the server's when it is newer and different, send ours when ours is newer and different.
 */
export function reconcile(local: CartState, localAt: number, server: CartContent | null): "take" | "send" | "none" {
  const serverKey = server ? contentKey({ ...emptyCart(), ...server }) : contentKey(emptyCart());
  if (serverKey === contentKey(local)) return "none";
  if (server && server.updatedAt > localAt) return "take";
  return "send";
}

/** The cart with the server's choices in place of this browser's; it is validated again (UNSET). */
export function takeContent(state: CartState, server: CartContent): CartState {
  return {
    ...state,
    products: server.products,
    giftCardProducts: server.giftCardProducts,
    codes: server.codes,
    giftCampaignData: server.giftCampaignData,
    status: "UNSET",
    validateHash: null,
  };
}
