import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from "./cart-count.ts";
import { normalizeCode } from "#core/checkout/discount-codes.ts";
import { amountLimit, clampAmount } from "#core/product/cart-amount.ts";
import { getLocalStorage, safeGetItem, safeSetItem, type StorageLike } from "./browser-storage.ts";

/**
 * The cart as document 1 §3 keeps it in local storage: the checkout state with its product rows.
 * Only what the product page needs so far lives here: reading the state, adding a row and setting its
 * amount; the cart issue adds the other transitions of §4 and the server's validation, whose answer
 * replaces it.
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
  /**
   * Most pieces the row may hold (document 2 §3 "Cart item"): set by the product page from the stock it
   * shows (core/product/cart-amount.ts), later by the server's validation. Null or missing: no limit
   * known here (on order, or a row the page did not add, such as a bundle).
   */
  max_amount?: number | null;
}

export interface CartState {
  status: "UNSET" | "PENDING" | "DONE" | "VALIDATED" | "ERROR";
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

/**
 * The stored cart; an empty one when nothing or something unreadable is stored. No row comes back with more
 * than the 999 pieces the server takes in a row: what is stored may have been edited by hand or written by
 * an older page, and one amount the server refuses would refuse the whole cart. (An amount over the row's
 * max_amount stays: the server lowers it and says so.)
 */
export function readCart(storage: StorageLike | null = getLocalStorage()): CartState {
  const raw = safeGetItem(storage, CART_STORAGE_KEY);
  if (!raw) return emptyCart();
  try {
    const parsed = JSON.parse(raw) as Partial<CartState> | null;
    if (!parsed || typeof parsed !== "object" || !Array.isArray(parsed.products)) return emptyCart();
    return { ...emptyCart(), ...parsed, products: readRows(parsed.products) };
  } catch {
    return emptyCart();
  }
}

/** The readable rows of a stored list, at most 999 pieces each (./cart-content.ts reads the same way). */
export function readRows(rows: readonly unknown[]): CartRow[] {
  const most = amountLimit(null);
  return rows.filter(isRow).map((row) => (row.amount > most ? { ...row, amount: most } : row));
}

/** A row's max_amount; one that is not a number (an older or hand-edited row) limits nothing. */
export function rowMaxAmount(row: Pick<CartRow, "max_amount">): number | null {
  return typeof row.max_amount === "number" && Number.isFinite(row.max_amount) ? row.max_amount : null;
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
 * the cart first. A max_amount given with the row replaces the stored one (the page's stock figures
 * are newer), and the amount stays within it (document 2 §4). The state goes back to UNSET, to be
 * validated.
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
    const added: CartRow = { frozen: false, ...row };
    products = [...base.products, { ...added, amount: clampAmount(added.amount, rowMaxAmount(added)) }];
  } else if (existing.frozen) {
    products = base.products;
  } else {
    const max_amount = row.max_amount !== undefined ? row.max_amount : existing.max_amount;
    const amount = clampAmount(options.replace ? row.amount : existing.amount + row.amount, rowMaxAmount({ max_amount }));
    const extra_data = row.extra_data ?? existing.extra_data;
    products = base.products.map((product) => (product === existing ? { ...existing, amount, extra_data, max_amount } : product));
  }
  return { ...base, products, status: "UNSET" };
}

/**
 * Setting a row's amount, as the added-to-cart modal does on closing (document 2 §4): the amount is kept
 * within 1 and the row's max_amount, a frozen row keeps its amount, and the cart goes back to UNSET to be
 * validated again. A row no longer in the cart (removed in another tab) is not brought back.
 */
export function setAmount(state: CartState, productId: string, amount: number): CartState {
  const row = state.products.find((product) => product.productId === productId);
  if (!row) return state;
  const products = row.frozen
    ? state.products
    : state.products.map((product) => (product === row ? { ...product, amount: clampAmount(amount, rowMaxAmount(product)) } : product));
  return { ...state, products, status: "UNSET" };
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

// ---------------------------------------------------------------------------------------------
// The cart page's transitions (document 1 §4, issue 5)

/** Removes a product row (the cart page's remove button). */
export function removeProduct(state: CartState, productId: string): CartState {
  return { ...state, products: state.products.filter((row) => row.productId !== productId), status: "UNSET" };
}

export function removeGiftCard(state: CartState, uid: string): CartState {
  return { ...state, giftCardProducts: state.giftCardProducts.filter((row) => (row as GiftCardRow).uid !== uid), status: "UNSET" };
}


/**
 * A discount or gift card code is added case-insensitively without duplicates (document 1 §4), kept as
 * the server compares codes: no spaces, upper case.
 */
export function addCode(state: CartState, code: string): CartState {
  const normal = normalizeCode(code);
  if (normal === "" || state.codes.some((existing) => normalizeCode(existing) === normal)) return state;
  return { ...state, codes: [...state.codes, normal], status: "UNSET" };
}

export function removeCode(state: CartState, code: string): CartState {
  const normal = normalizeCode(code);
  return { ...state, codes: state.codes.filter((existing) => normalizeCode(existing) !== normal), status: "UNSET" };
}

/** The choices of the cart page that change the price: RePack, express pickup, delivery splitting. */
export function setChoice(state: CartState, choice: "isRepackSelected" | "isPikanoutoSelected" | "isDeliverySplittingSelected", value: boolean): CartState {
  return { ...state, [choice]: value, status: "UNSET" };
}

/**
 * Clearing the checkout (document 1 §4) empties products, gift cards, bundles, codes, the form, the
 * campaign, post delivery and the transfer request; nothing else of the stored state survives either.
 */
export function clearCheckout(): CartState {
  return emptyCart();
}

/**
 * Undoing "Empty the cart" (the cart page offers it instead of asking first): the emptied cart comes back
 * as it was, its rows, gift cards, codes, choices and the payment step's form, to be validated again.
 * Whatever was added since (in another tab) stays, after it: the same product's amounts add up.
 */
export function restoreCart(state: CartState, emptied: CartState): CartState {
  let next: CartState = { ...emptied, status: "UNSET", validateHash: null };
  for (const row of state.products) next = addProduct(next, row);
  for (const code of state.codes) next = addCode(next, code);
  return { ...next, giftCardProducts: [...next.giftCardProducts, ...state.giftCardProducts], status: "UNSET" };
}

/**
 * Gift campaign rules with several rows (document 1 §4): a campaign order is one product. With more
 * than one product, or any bundle or gift card, the campaign data goes, and the products with it when
 * a campaign code was set.
 */
export function enforceCampaignRules(state: CartState): CartState {
  if (!state.giftCampaignData) return state;
  const hasBundle = state.bundles.length > 0 || state.products.some((row) => row.productId.includes("-"));
  if (state.products.length <= 1 && !hasBundle && state.giftCardProducts.length === 0) return state;
  return { ...state, giftCampaignData: null, products: state.giftCampaignData.code ? [] : state.products, status: "UNSET" };
}

/** The payment step's form (document 1 §3 "Form fields"), kept with the cart so a reload loses nothing. */
export interface CheckoutForm {
  delivery_method: string;
  delivery_location: string;
  first_name: string;
  last_name: string;
  address: string;
  postal_code: string;
  city: string;
  phone: string;
  email: string;
  payment_method: string;
}

export const FORM_FIELDS = [
  "delivery_method",
  "delivery_location",
  "first_name",
  "last_name",
  "address",
  "postal_code",
  "city",
  "phone",
  "email",
  "payment_method",
] as const satisfies ReadonlyArray<keyof CheckoutForm>;

export function formOf(state: CartState): CheckoutForm {
  const stored = (state["form"] ?? {}) as Partial<Record<string, unknown>>;
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, typeof stored[field] === "string" ? stored[field] : ""])) as unknown as CheckoutForm;
}

/** What the signed-in customer's account says of them, by form field (empty ones left out). */
export type SavedContact = Partial<Record<"first_name" | "last_name" | "phone" | "email" | "address" | "postal_code" | "city", string>>;

/**
 * The payment step's form with the account's details in the fields the shopper has left empty: what was
 * typed always wins, and nothing that changes the price (the delivery choice) is touched.
 */
export function prefillForm(state: CartState, saved: SavedContact): CartState {
  let next = state;
  for (const [field, value] of Object.entries(saved) as Array<[keyof SavedContact, string | undefined]>) {
    if (value && formOf(next)[field] === "") next = setFormField(next, field, value);
  }
  return next;
}

/** Fields whose change sends the cart back to be validated: the price, or Klarna's checkout, depends on them. */
const VALIDATED_FIELDS: ReadonlySet<keyof CheckoutForm> = new Set(["delivery_method", "delivery_location", "payment_method"]);

/**
 * A change on the payment step's form. The delivery method changes the price, and the payment method and
 * the place open or update Klarna's checkout, so they send the cart back to be validated; a new method
 * also forgets the place picked for the old one.
 */
export function setFormField(state: CartState, field: keyof CheckoutForm, value: string): CartState {
  const form = formOf(state);
  if (form[field] === value) return state;
  const next: CheckoutForm = { ...form, [field]: value };
  if (field === "delivery_method") return { ...state, form: { ...next, delivery_location: "" }, status: "UNSET" };
  if (VALIDATED_FIELDS.has(field)) return { ...state, form: next, status: "UNSET" };
  return { ...state, form: next };
}

/** The payment step's choice that opens Klarna's checkout (core/payments/klarna-checkout.ts). */
export const KLARNA_CHOICE = "klarna";

/**
 * The payment step's only choices, made for the shopper after an answer: with one delivery method offered
 * the form takes it, and with one way to pay the amount due (one payment method, or Klarna's checkout
 * alone) that one; a choice no longer offered gives way to it. Among two or more nothing is chosen, and a
 * choice still offered is never changed. Nothing changes (the same state comes back) when there is
 * nothing to choose, so a page may call it after every answer.
 */
export function chooseOnlyOptions(state: CartState): CartState {
  const answer = state["answer"] as
    | { delivery_methods?: Array<{ slug: string }>; payment_methods?: Array<{ slug: string }>; amount_due?: number }
    | undefined;
  if (!answer || state.status !== "VALIDATED") return state;
  const deliveries = (answer.delivery_methods ?? []).map((method) => method.slug);
  const payments =
    (answer.amount_due ?? 0) > 0
      ? [...(answer.payment_methods ?? []).map((method) => method.slug), ...(state["showKlarna"] === true ? [KLARNA_CHOICE] : [])]
      : [];
  let next = state;
  const only = (offered: string[], field: "delivery_method" | "payment_method") => {
    if (offered.length === 1 && formOf(next)[field] !== offered[0]) next = setFormField(next, field, offered[0]!);
  };
  only(deliveries, "delivery_method");
  only(payments, "payment_method");
  return next;
}

/**
 * What the cart's products come to with a product in it, for the product page's free-delivery hint: the rows
 * at the unit prices of the last answer and their amounts now, less that answer's discount, and the product
 * at the page's price when the cart does not hold it (or holds it unpriced). Rows the server has not priced
 * (added on other pages since) count nothing, so the hint never promises free delivery too soon.
 */
export function cartValueWith(state: CartState, product: { productId: string; unitCents: number }): number {
  const answer = state["answer"] as
    | { products?: Array<{ productId: string; unit_price: number | null; is_available: boolean }>; cart_discount?: { amount: number } | null }
    | undefined;
  const priced = new Map<string, number>();
  for (const row of answer?.products ?? []) if (row.is_available && row.unit_price !== null) priced.set(row.productId, row.unit_price);
  let cents = 0;
  for (const row of state.products) cents += (priced.get(row.productId) ?? (row.productId === product.productId ? product.unitCents : 0)) * row.amount;
  if (!state.products.some((row) => row.productId === product.productId)) cents += product.unitCents;
  return Math.max(0, cents - (answer?.cart_discount?.amount ?? 0));
}

/** What was ordered: the rows and codes (not the answer), to know the cart after the payment. */
export function cartFingerprint(state: CartState): string {
  return JSON.stringify([state.products.map((row) => [row.productId, row.amount]), state.giftCardProducts, [...state.codes].sort()]);
}

/** Marks the cart as sent to be ordered, just before the payment step's form goes. */
export function markOrdered(state: CartState): CartState {
  return { ...state, orderedFingerprint: cartFingerprint(state) };
}

/**
 * After a paid order: the cart is emptied if it is still the one ordered. Another tab's additions made
 * since, or a cart filled after an old confirmation page is reloaded, stay.
 */
export function clearIfOrdered(state: CartState): CartState {
  return state["orderedFingerprint"] === cartFingerprint(state) ? clearCheckout() : state;
}
