import type { CheckoutAnswer, CheckoutBodyInput } from "#core/checkout/checkout-contract.ts";
import { normalizeCode } from "#core/checkout/discount-codes.ts";
import type { Lang } from "#i18n/languages.ts";
import { ApiError } from "./api-client.ts";
import { formOf, type CartRow, type CartState } from "./cart-storage.ts";

/**
 * Cart validation in the browser: the server's answer replaces the cart. A request is
 * named by a hash of what it asks; an answer whose hash is not the latest is stale and ignored. Requests
 * wait 2 s after the last change (debounce); a failure other than a stale answer tries again after 5 s.
 */
export const VALIDATION_DEBOUNCE_MS = 2000;
export const VALIDATION_RETRY_MS = 5000;
/** The answer's reason when the cart's buy-now-pay-later checkout was already completed. */
export const READ_ONLY_ORDER = "READ_ONLY_ORDER";

/** The payment step's choices sent along with its validations. */
export interface PaymentStepChoices {
  deliveryMethod: string | null;
  paymentMethod: string | null;
  deliveryLocation: string | null;
  specialRequest: string | null;
}

/** The payment step's choices as the stored form holds them. */
export function stepChoicesOf(state: CartState): PaymentStepChoices {
  const form = formOf(state);
  const special = state.specialRequests ?? "";
  return {
    deliveryMethod: form.delivery_method || null,
    paymentMethod: form.payment_method || null,
    deliveryLocation: form.delivery_location || null,
    specialRequest: special || null,
  };
}

/** The request for a cart (core/checkout/checkout-contract.ts): only what the shopper chose, never a price. */
export function validationBody(state: CartState, input: { countryCode: string; lang: Lang; pageName: "cart" | "checkout"; step?: PaymentStepChoices }): CheckoutBodyInput {
  const klarnaId = state.klarnaGlobalCheckoutId ?? null;
  const step = input.step;
  return {
    products: state.products.map((row) => ({
      productId: row.productId,
      amount: row.amount,
      frozen: row.frozen,
      extra_data: row.extra_data,
      ...(row.bundleHash ? { bundleHash: row.bundleHash } : {}),
    })),
    gift_card_products: state.giftCardProducts.map((row) => ({ ...row, extra_data: row.extra_data ?? null })),
    discount_codes: state.codes,
    country_code: input.countryCode,
    language_code: input.lang,
    repack: state.isRepackSelected === true,
    pikanouto: state.isPikanoutoSelected === true,
    delivery_extra_data: { part_delivery: state.isDeliverySplittingSelected === true },
    ...(state.giftCampaignData ? { giftcampaign_data: state.giftCampaignData } : {}),
    pageName: input.pageName,
    ...(step
      ? { delivery_method: step.deliveryMethod, payment_method: step.paymentMethod, delivery_location: step.deliveryLocation, special_request: step.specialRequest }
      : {}),
    ...(klarnaId ? { klarna_global_checkout_id: klarnaId } : {}),
  };
}

/** A short stable name of a request (FNV-1a over its JSON): equal requests, equal hashes. */
export function requestHash(body: CheckoutBodyInput): string {
  const text = JSON.stringify(body);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The state while a request is out: PENDING, with the hash an answer must carry to count. */
export function markPending(state: CartState, hash: string): CartState {
  return { ...state, status: "PENDING", validateHash: hash };
}

/**
 * The answer replaces the cart state when it answers the latest request; a stale one
 * (the hash differs) leaves the state as it is. Rows keep what only the browser knows (the name the
 * page gave a row the server cannot sell); amounts and limits are the server's.
 *
 * A code the answer names in `invalid_codes` (unknown, expired, used up, one too many...) is dropped from
 * the cart with it: its message moves from the answer's problems to `codeNotices`, which the cart page
 * shows beside the code field until the next answer. So it is said once, and the code neither stays
 * listed nor follows the shopper to the payment step. The cart stays validated: a code that could not
 * be used changed nothing the answer priced.
 */
export function applyValidation(state: CartState, answer: CheckoutAnswer, hash: string): CartState {
  // A change made while the request was out (status back to UNSET) wins: its own request follows.
  if (state.status !== "PENDING" || state.validateHash !== hash) return state;
  const invalid = answer.invalid_codes ?? [];
  const dropped = new Set(invalid.map((entry) => normalizeCode(entry.code)));
  const notices = invalid.map((entry) => entry.message);
  const before = new Map(state.products.map((row) => [row.productId, row]));
  const products: CartRow[] = answer.products.map((row) => ({
    productId: row.productId,
    amount: row.amount,
    frozen: row.frozen,
    name: row.name || before.get(row.productId)?.name || "",
    extra_data: row.extra_data,
    max_amount: row.max_amount,
    ...(before.get(row.productId)?.bundleHash ? { bundleHash: before.get(row.productId)!.bundleHash } : {}),
  }));
  return {
    ...state,
    status: "VALIDATED",
    products,
    showKlarna: answer.show_klarna && answer.reason === null,
    // Kept while answers name none: the same checkout opens again when Klarna is chosen again.
    klarnaGlobalCheckoutId: answer.kgco_id ?? state.klarnaGlobalCheckoutId ?? null,
    showPaypalCheckout: answer.paypal_checkout && answer.reason === null,
    codes: dropped.size > 0 ? state.codes.filter((code) => !dropped.has(normalizeCode(code))) : state.codes,
    codeNotices: notices,
    answer: notices.length > 0 ? { ...answer, errors: answer.errors.filter((message) => !notices.includes(message)) } : answer,
  };
}

/** The messages of the codes the last answer dropped (applyValidation), for the cart page's code field. */
export function codeNoticesOf(state: CartState): string[] {
  return state.codeNotices ?? [];
}

/**
 * A request the server refused (400). Its `message` is the API's, in English, for developers; the shopper
 * is told in their language which row could not be checked, found from the field the answer names
 * (`products.2.amount`, `gift_card_products.0.uid`), or that the cart could not be.
 */
export interface CartRefusal {
  field: string | null;
  /** The name of the row the field is in (its product id when it has no name); null for the cart as a whole. */
  row: string | null;
}

export function refusalOf(state: CartState, json: unknown): CartRefusal {
  const named = (json as { field?: unknown } | null)?.field;
  const field = typeof named === "string" && named !== "" ? named : null;
  const match = field ? /^(products|gift_card_products)\.(\d+)(?:\.|$)/.exec(field) : null;
  if (!match) return { field, row: null };
  const index = Number(match[2]);
  const row = match[1] === "products" ? state.products[index] : state.giftCardProducts[index];
  return { field, row: row ? row.name || row.productId : null };
}

/** A failed request: the cart stays, and is asked again after VALIDATION_RETRY_MS. */
export function markError(state: CartState, hash: string): CartState {
  return state.status === "PENDING" && state.validateHash === hash ? { ...state, status: "ERROR" } : state;
}

export interface ValidatorOptions {
  read(): CartState;
  write(state: CartState): void;
  body(state: CartState): CheckoutBodyInput;
  /** POSTs the body to /api/checkout/ (./api-client.ts): the answer, or an ApiError when the server refused it. */
  send(body: CheckoutBodyInput): Promise<CheckoutAnswer>;
  /** A request the server refused (400): shown to the shopper, not retried. */
  onRejected?(refusal: CartRefusal): void;
  /**
   * The buy-now-pay-later checkout of this cart was completed (reason READ_ONLY_ORDER): the shopper goes to
   * its confirmation page with the order id.
   */
  onReadOnlyOrder?(klarnaOrderId: string): void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Runs validations for one page: `changed()` after every change of the shopper's (debounced), `now()`
 * to ask at once (the page's first look at a stored cart), `stop()` when the page goes.
 */
export function createCartValidator(options: ValidatorOptions) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let stopped = false;

  const schedule = (ms: number) => {
    if (timer !== null) clearTimer(timer);
    timer = stopped ? null : setTimer(() => void run(), ms);
  };

  async function run() {
    timer = null;
    const body = options.body(options.read());
    const hash = requestHash(body);
    options.write(markPending(options.read(), hash));
    let answer: CheckoutAnswer;
    try {
      answer = await options.send(body);
    } catch (error) {
      options.write(markError(options.read(), hash));
      // A request the server refused stays refused; a failed one (network, timeout, server) is asked again.
      if (error instanceof ApiError && error.status === 400) options.onRejected?.(refusalOf(options.read(), error.body));
      else schedule(VALIDATION_RETRY_MS);
      return;
    }
    if (answer.reason === READ_ONLY_ORDER && answer.kgco_id) {
      options.write(markError(options.read(), hash));
      options.onReadOnlyOrder?.(answer.kgco_id);
      return;
    }
    options.write(applyValidation(options.read(), answer, hash));
  }

  return {
    changed: () => schedule(VALIDATION_DEBOUNCE_MS),
    now: () => schedule(0),
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
