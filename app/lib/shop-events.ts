/**
 * The marketing events of an add to the cart (a customer-tracking script, a pixel
 * event AddToCart and an internal event bus, with the signed-in user's id). The internal bus is a
 * `shop:event` CustomEvent on window that the shop's own code and any integration can listen to. The
 * third-party tags are the operator's to install (with the shopper's consent, which they manage): when a
 * Meta-style pixel (`fbq`) or a tag manager's `dataLayer` is on the page, they get the same add in their own
 * format; when neither is, nothing is sent anywhere.
 */
export const SHOP_EVENT = "shop:event";

export interface AddToCartItem {
  /** The cart row's id: a variant id, or a bundle's hyphen-joined variant ids. */
  id: string;
  modelId: number;
  name: string;
  /** Unit price in cents of EUR. */
  priceCents: number;
  quantity: number;
}

export interface AddToCartEvent {
  type: "add_to_cart";
  /** The signed-in customer's id; null for a guest. */
  userId: number | null;
  currency: "EUR";
  items: AddToCartItem[];
}

type Tagged = {
  fbq?: (command: string, name: string, data: Record<string, unknown>) => void;
  dataLayer?: { push(entry: Record<string, unknown>): unknown };
};

/** Sends the add to the internal bus and to the marketing tags present on the page. Never throws. */
export function emitAddToCart(event: AddToCartEvent, target: EventTarget & Tagged = window as unknown as EventTarget & Tagged): void {
  target.dispatchEvent(new CustomEvent(SHOP_EVENT, { detail: event }));
  const value = event.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0) / 100;
  try {
    target.fbq?.("track", "AddToCart", {
      content_ids: event.items.map((item) => item.id),
      content_type: "product",
      value,
      currency: event.currency,
    });
    target.dataLayer?.push({
      event: "add_to_cart",
      user_id: event.userId ?? undefined,
      ecommerce: {
        currency: event.currency,
        value,
        items: event.items.map((item) => ({ item_id: item.id, item_group_id: String(item.modelId), item_name: item.name, price: item.priceCents / 100, quantity: item.quantity })),
      },
    });
  } catch (error) {
    // A broken third-party tag must not break the shopper's add.
    console.error(JSON.stringify({ level: 40, msg: "marketing tag failed", err: String(error) }));
  }
}

/** A customer has just signed in (log-in, activation, social log-in, a new password): told once per sign-in. */
export interface LoginEvent {
  type: "login";
  userId: number;
  /** SHA-256 of the lower-cased address (GET /api/customer/ `hashed_email`): the tags never see the address. */
  hashedEmail: string;
}

/**
 * Sends a sign-in to the internal bus and, when a tag manager's `dataLayer` is on the page, as its `login`
 * event, which the personalisation vendor's tag reads. Never throws.
 */
export function emitLogin(event: LoginEvent, target: EventTarget & Tagged = window as unknown as EventTarget & Tagged): void {
  target.dispatchEvent(new CustomEvent(SHOP_EVENT, { detail: event }));
  try {
    target.dataLayer?.push({ event: "login", user_id: event.userId, hashed_email: event.hashedEmail });
  } catch (error) {
    console.error(JSON.stringify({ level: 40, msg: "marketing tag failed", err: String(error) }));
  }
}
