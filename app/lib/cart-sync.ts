/**
 * Keeps the cart of a signed-in customer the same on their devices (`cart_content`, rules in
 * ./cart-content.ts and docs/behaviour.md "The cart across devices"): this browser notes when the shopper
 * last changed the cart, takes the customer's cart from GET /api/customer/ when that one is newer, and
 * sends its own (PUT /api/customer/cart_content/) two seconds after a change, or at once when it is the
 * newer one. A guest's cart stays in this browser only.
 */
import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from "./cart-count.ts";
import { apiClient, failureOf } from "./api-client.ts";
import { getLocalStorage, safeGetItem, safeSetItem } from "./browser-storage.ts";
import { contentKey, contentOf, parseContent, reconcile, takeContent, type CartContent } from "./cart-content.ts";
import { emptyCart, readCart, writeCart } from "./cart-storage.ts";
import { currentCustomer, loadCustomer } from "./customer-store.ts";

/** Local storage: the key of the cart's choices and when the shopper last changed them. */
export const CART_CHANGED_KEY = "cartChanged";
/** As long as the cart validation's wait: a burst of changes is sent once. */
export const CART_SYNC_DEBOUNCE_MS = 2000;

interface Changed {
  key: string;
  at: number;
}

function readChanged(): Changed | null {
  const raw = safeGetItem(getLocalStorage(), CART_CHANGED_KEY);
  try {
    const value = raw ? (JSON.parse(raw) as Partial<Changed>) : null;
    if (value && typeof value.key === "string" && typeof value.at === "number") return { key: value.key, at: value.at };
  } catch {
    // An unreadable note counts as none.
  }
  return null;
}

function writeChanged(changed: Changed): void {
  safeSetItem(getLocalStorage(), CART_CHANGED_KEY, JSON.stringify(changed));
}

async function send(): Promise<void> {
  await loadCustomer();
  if (currentCustomer().status !== "signed-in") return;
  const content = contentOf(readCart(), readChanged()?.at ?? 0);
  try {
    await apiClient.put("/api/customer/cart_content/", { cart_content: JSON.stringify(content) });
  } catch (error) {
    // Signed out meanwhile: a guest's cart stays in this browser only.
    if (failureOf(error).status === 401) return;
    // The next change sends it again; the cart in this browser is unharmed.
    console.error(JSON.stringify({ level: 40, msg: "cart not kept for the customer", err: String(error) }));
  }
}

/** When the shopper last changed this browser's cart (0 when unknown). */
export function cartChangedAt(): number {
  return readChanged()?.at ?? 0;
}

/**
 * Makes a cart carried from another storefront this browser's (app/lib/storefront-handoff.ts): it replaces the
 * cart kept here, whatever that held, since it is the one the shopper just had. It keeps the time it was last
 * changed there (now when that is unknown), so against the signed-in customer's cart the newer one wins as ever.
 */
export function adoptCarriedCart(content: CartContent): void {
  const carried = takeContent(emptyCart(), content);
  // Noted first, so the change event this write raises is not taken for the shopper's own.
  writeChanged({ key: contentKey(carried), at: content.updatedAt > 0 ? content.updatedAt : Date.now() });
  writeCart(carried);
}

/** Starts the sync for this page; returns its stop. */
export function startCartSync(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void send(), CART_SYNC_DEBOUNCE_MS);
  };
  // A change the shopper made (not a validation's status): note the time and send it.
  const onChange = () => {
    const key = contentKey(readCart());
    if (key === readChanged()?.key) return;
    writeChanged({ key, at: Date.now() });
    later();
  };
  const onStorage = (event: StorageEvent) => {
    // Another tab of this browser changed the cart: it noted the time and sends it itself.
    if (event.key === CART_STORAGE_KEY) clearTimeout(timer);
  };
  // The first page of this browser notes the cart as it is, of no known time: later changes compare with it.
  if (!readChanged()) writeChanged({ key: contentKey(readCart()), at: 0 });
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);

  return () => {
    clearTimeout(timer);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The customer this page has compared carts with; signing in as someone (again) compares anew. */
let reconciledFor: number | null = null;

/**
 * Compares this browser's cart with the signed-in customer's once per page and customer (call it after
 * navigations too: signing in happens without a page load).
 */
export async function reconcileWithCustomer(): Promise<void> {
  await loadCustomer();
  const customer = currentCustomer();
  if (customer.status !== "signed-in") {
    reconciledFor = null;
    return;
  }
  if (reconciledFor === customer.id) return;
  reconciledFor = customer.id;
  const server = parseContent(customer.cartContent);
  const local = readCart();
  const decision = reconcile(local, readChanged()?.at ?? 0, server);
  if (decision === "take" && server) {
    const taken = takeContent(local, server);
    // Noted first, so the change event this write raises is not taken for the shopper's own.
    writeChanged({ key: contentKey(taken), at: server.updatedAt });
    writeCart(taken);
  } else if (decision === "send") {
    await send();
  }
}
