import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from "./cart-count.ts";
import type { CheckoutAnswer } from "#core/checkout/checkout-contract.ts";
import { normalizeCode } from "#core/checkout/discount-codes.ts";
import { amountLimit, clampAmount } from "#core/product/cart-amount.ts";
import { getLocalStorage, safeGetItem, safeSetItem, type StorageLike } from "./browser-storage.ts";

/**
 * The cart as the browser keeps it in local storage (the checkout state), and the shopper's changes to it
 * as named transitions. Each change sends it back to be validated (./cart-validation.ts), whose answer
 * replaces it.
 */
export { CART_STORAGE_KEY };

/** A cart product row. */
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
   * Most pieces the row may hold: set by the product page from the stock it
   * shows (core/product/cart-amount.ts), later by the server's validation. Null or missing: no limit
   * known here (on order, or a row the page did not add, such as a bundle).
   */
  max_amount?: number | null;
}

/** A gift card row: the amount in whole euros, the recipient's name and the card's template in extra_data. */
export interface GiftCardRow {
  uid: string;
  productId: string;
  /** Whole euros. */
  amount: number;
  name: string;
  extra_data: { giftcard_name?: string; template?: string };
}

/**
 * An old-style bundle row of the checkout state. This shop adds a bundle as a product row with a
 * hyphen-joined id, so it writes none; one a stored cart holds still counts, and ends a gift campaign.
 */
export interface BundleRow {
  uid: string;
  amount: number;
}

export const CART_STATUSES = ["UNSET", "PENDING", "DONE", "VALIDATED", "ERROR"] as const;

/**
 * The checkout state. What the shopper chose (rows, gift cards, codes, choices, the payment step's form)
 * is the browser's; the server's last answer is kept whole in `answer`, and pages read prices, methods and
 * problems from it, never from copies.
 */
export interface CartState {
  status: (typeof CART_STATUSES)[number];
  /** The hash of the request out now (./cart-validation.ts): only its answer counts. */
  validateHash: string | null;
  products: CartRow[];
  giftCardProducts: GiftCardRow[];
  bundles: BundleRow[];
  codes: string[];
  giftCampaignData: { code: string; campaign: string } | null;
  /** The cart page's choices that change the price: RePack, express pickup, delivery in two parts. */
  isRepackSelected?: boolean;
  isPikanoutoSelected?: boolean;
  isDeliverySplittingSelected?: boolean;
  /** The payment step's form (formOf reads it whole). */
  form?: Partial<CheckoutForm>;
  /** The payment step's message to the shop. */
  specialRequests?: string;
  /** The server's last answer that applied to this cart. */
  answer?: CheckoutAnswer;
  /** The buy-now-pay-later checkout is offered: the answer says so and names no blocking reason. */
  showKlarna?: boolean;
  /** The wallet checkout, by the same rule. */
  showPaypalCheckout?: boolean;
  /** The buy-now-pay-later checkout this cart opened, kept while later answers name none. */
  klarnaGlobalCheckoutId?: string | null;
  /** Why the last answer's dropped codes were dropped, for the code field. */
  codeNotices?: string[];
  /** The rows and codes as they were sent to be ordered (markOrdered). */
  orderedFingerprint?: string;
}

export function emptyCart(): CartState {
  return { status: "UNSET", validateHash: null, products: [], giftCardProducts: [], bundles: [], codes: [], giftCampaignData: null };
}

const CART_FLAGS = ["isRepackSelected", "isPikanoutoSelected", "isDeliverySplittingSelected", "showKlarna", "showPaypalCheckout"] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/**
 * A stored cart as this page reads it: each field kept only when it has its type, since storage may hold an
 * older page's cart or one edited by hand. A field that does not read is left out, as if never set.
 */
function cartOf(stored: Record<string, unknown>): CartState {
  const { status, validateHash, giftCampaignData: campaign } = stored;
  const cart: CartState = {
    status: CART_STATUSES.find((known) => known === status) ?? "UNSET",
    validateHash: typeof validateHash === "string" ? validateHash : null,
    products: Array.isArray(stored.products) ? readRows(stored.products) : [],
    giftCardProducts: readGiftCards(stored.giftCardProducts),
    bundles: Array.isArray(stored.bundles) ? stored.bundles.filter(isBundleRow) : [],
    codes: strings(stored.codes),
    giftCampaignData: isRecord(campaign) && typeof campaign.code === "string" && typeof campaign.campaign === "string" ? { code: campaign.code, campaign: campaign.campaign } : null,
  };
  for (const flag of CART_FLAGS) {
    const value = stored[flag];
    if (typeof value === "boolean") cart[flag] = value;
  }
  if (isRecord(stored.form)) {
    const form = stored.form;
    cart.form = Object.fromEntries(FORM_FIELDS.flatMap((field) => (typeof form[field] === "string" ? [[field, form[field]]] : [])));
  }
  if (typeof stored.specialRequests === "string") cart.specialRequests = stored.specialRequests;
  // The answer was written by this shop's validation; its shape is the server's contract.
  if (isRecord(stored.answer)) cart.answer = stored.answer as unknown as CheckoutAnswer;
  if (typeof stored.klarnaGlobalCheckoutId === "string" || stored.klarnaGlobalCheckoutId === null) cart.klarnaGlobalCheckoutId = stored.klarnaGlobalCheckoutId;
  if (Array.isArray(stored.codeNotices)) cart.codeNotices = strings(stored.codeNotices);
  if (typeof stored.orderedFingerprint === "string") cart.orderedFingerprint = stored.orderedFingerprint;
  return cart;
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
    const parsed = JSON.parse(raw) as unknown;
    return isRecord(parsed) && Array.isArray(parsed.products) ? cartOf(parsed) : emptyCart();
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

/** The readable gift card rows of a stored list: each has its uid, product and amount. */
export function readGiftCards(rows: unknown): GiftCardRow[] {
  return Array.isArray(rows) ? rows.filter(isGiftCardRow) : [];
}

function isGiftCardRow(value: unknown): value is GiftCardRow {
  return isRecord(value) && typeof value.uid === "string" && typeof value.productId === "string" && typeof value.amount === "number";
}

function isBundleRow(value: unknown): value is BundleRow {
  return isRecord(value) && typeof value.uid === "string" && typeof value.amount === "number";
}

/** Stores the cart and tells this tab's listeners (the header's count); other tabs hear the storage event. */
export function writeCart(state: CartState, storage: StorageLike | null = getLocalStorage()): boolean {
  const written = safeSetItem(storage, CART_STORAGE_KEY, JSON.stringify(state));
  if (written && typeof window !== "undefined") window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  return written;
}

/**
 * Adding a product: an existing row's amount increases (or is replaced when asked),
 * a frozen row does not change, and adding while a gift campaign is active clears the campaign and
 * the cart first. A max_amount given with the row replaces the stored one (the page's stock figures
 * are newer), and the amount stays within it. The state goes back to UNSET, to be
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
 * Setting a row's amount, as the added-to-cart modal does on closing: the amount is kept
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

function newUid(): string {
  // randomUUID exists only in secure contexts; a plain-http test host still needs an id.
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Adding a gift card: every card is a row of its own, since each may carry another
 * recipient; a gift card in the cart ends an active gift campaign, together with the campaign's product.
 */
export function addGiftCard(state: CartState, row: Omit<GiftCardRow, "uid">, uid: string = newUid()): CartState {
  const base = state.giftCampaignData ? { ...state, products: [], giftCampaignData: null } : state;
  return { ...base, giftCardProducts: [...base.giftCardProducts, { uid, ...row }], status: "UNSET" };
}

// ---------------------------------------------------------------------------------------------
// The cart page's transitions

/** Removes a product row (the cart page's remove button). */
export function removeProduct(state: CartState, productId: string): CartState {
  return { ...state, products: state.products.filter((row) => row.productId !== productId), status: "UNSET" };
}

export function removeGiftCard(state: CartState, uid: string): CartState {
  return { ...state, giftCardProducts: state.giftCardProducts.filter((row) => row.uid !== uid), status: "UNSET" };
}


/**
 * A discount or gift card code is added case-insensitively without duplicates, kept as
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
 * Clearing the checkout empties products, gift cards, bundles, codes, the form, the
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
 * Gift campaign rules with several rows: a campaign order is one product. With more
 * than one product, or any bundle or gift card, the campaign data goes, and the products with it when
 * a campaign code was set.
 */
export function enforceCampaignRules(state: CartState): CartState {
  if (!state.giftCampaignData) return state;
  const hasBundle = state.bundles.length > 0 || state.products.some((row) => row.productId.includes("-"));
  if (state.products.length <= 1 && !hasBundle && state.giftCardProducts.length === 0) return state;
  return { ...state, giftCampaignData: null, products: state.giftCampaignData.code ? [] : state.products, status: "UNSET" };
}

/** The payment step's form, kept with the cart so a reload loses nothing. */
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

const EMPTY_FORM: CheckoutForm = Object.fromEntries(FORM_FIELDS.map((field) => [field, ""])) as Record<keyof CheckoutForm, string>;

/** The payment step's form, every field there (empty when not typed yet). */
export function formOf(state: CartState): CheckoutForm {
  return { ...EMPTY_FORM, ...state.form };
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
  const { answer } = state;
  if (!answer || state.status !== "VALIDATED") return state;
  const deliveries = answer.delivery_methods.map((method) => method.slug);
  const payments = answer.amount_due > 0 ? [...answer.payment_methods.map((method) => method.slug), ...(state.showKlarna === true ? [KLARNA_CHOICE] : [])] : [];
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
  const { answer } = state;
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
  return state.orderedFingerprint === cartFingerprint(state) ? clearCheckout() : state;
}
