import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutAnswer } from "#core/checkout/checkout-contract.ts";
import { ApiError } from "./api-client.ts";
import { addCode, addProduct, emptyCart, enforceCampaignRules, removeCode, removeGiftCard, removeProduct, setChoice, setFormField, type CartState } from "./cart-storage.ts";
import {
  applyValidation,
  codeNoticesOf,
  createCartValidator,
  markError,
  markPending,
  READ_ONLY_ORDER,
  refusalOf,
  requestHash,
  type CartRefusal,
  stepChoicesOf,
  validationBody,
  VALIDATION_DEBOUNCE_MS,
  VALIDATION_RETRY_MS,
} from "./cart-validation.ts";

const row = { productId: "4211", amount: 2, name: "Tykky Sisu M", extra_data: null };
const cart = (): CartState => addProduct(emptyCart(), row);

function answer(overrides: Partial<CheckoutAnswer> = {}): CheckoutAnswer {
  return {
    products: [{ productId: "4211", amount: 1, frozen: false, name: "Tykky Sisu", extra_data: null, max_amount: 1, variant_name: "M", image: null, url: "/x/", unit_price: 4990, regular_price: null, total_price: 4990, discount: 0, is_available: true }],
    bundles: [],
    gift_card_products: [],
    cart_discount: null,
    payment_events: [],
    products_price: 4990,
    total_price: 4990,
    amount_due: 4990,
    delivery_cost: 0,
    delivery_method: null,
    repack_cost: 390,
    delivery_methods: [],
    payment_methods: [{ slug: "card", name: "Card" }],
    delivery_thresholds: { delivery_threshold: 8000, repack_threshold: 10000 },
    shipping_time_str: "1-2",
    pikanouto_stores: [],
    is_pikanouto_selected: false,
    pikanouto_ready: null,
    part_delivery_available: false,
    is_part_delivery_selected: false,
    part_delivery_times: null,
    part_delivery_cost: 0,
    part_delivery_charged: true,
    customs_acknowledgement_required: false,
    show_klarna: false,
    paypal_checkout: false,
    reason: null,
    kgco_id: null,
    kco_iframe: null,
    giftcampaign_data: null,
    enterprise_order: false,
    transfer_request_from: null,
    post_delivery: false,
    errors: [],
    invalid_codes: [],
    ...overrides,
  };
}

const bodyOf = (state: CartState) => validationBody(state, { countryCode: "fi", lang: "fi", pageName: "cart" });

describe("the cart page's transitions", () => {
  it("remove rows and gift cards, and leave the cart to be validated", () => {
    const withCard = { ...cart(), giftCardProducts: [{ uid: "u1", productId: "9", amount: 50, name: "Gift card", extra_data: {} }], status: "VALIDATED" as const };
    expect(removeProduct(withCard, "4211")).toMatchObject({ products: [], status: "UNSET" });
    expect(removeGiftCard(withCard, "u1").giftCardProducts).toEqual([]);
  });

  it("add a code case-insensitively without duplicates, and remove it in any case", () => {
    const once = addCode(cart(), " talvi 15 ");
    expect(once.codes).toEqual(["TALVI15"]);
    expect(addCode(once, "Talvi15")).toBe(once);
    expect(addCode(once, "   ")).toBe(once);
    expect(removeCode(addCode(once, "gift-1"), "talvi15").codes).toEqual(["GIFT-1"]);
  });

  it("remember the RePack, express pickup and splitting choices", () => {
    expect(setChoice(cart(), "isRepackSelected", true)).toMatchObject({ isRepackSelected: true, status: "UNSET" });
  });

  it("end a gift campaign when a second product, a bundle or a gift card joins it, with its products when a code was set", () => {
    const campaign = { ...cart(), giftCampaignData: { code: "ABC", campaign: "joulu" } };
    expect(enforceCampaignRules(campaign)).toBe(campaign);
    const two = { ...campaign, products: [...campaign.products, { ...campaign.products[0]!, productId: "7" }] };
    expect(enforceCampaignRules(two)).toMatchObject({ giftCampaignData: null, products: [] });
    const noCode = { ...two, giftCampaignData: { code: "", campaign: "joulu" } };
    expect(enforceCampaignRules(noCode).products).toHaveLength(2);
    const bundle = { ...campaign, products: [{ ...campaign.products[0]!, productId: "1-2-3" }] };
    expect(enforceCampaignRules(bundle).giftCampaignData).toBeNull();
    const card = { ...campaign, giftCardProducts: [{ uid: "u", productId: "242700", amount: 50, name: "Gift card", extra_data: {} }] };
    expect(enforceCampaignRules(card).giftCampaignData).toBeNull();
  });
});

describe("a validation request", () => {
  it("sends only the shopper's choices, never a price", () => {
    const body = bodyOf(setChoice(addCode({ ...cart(), products: [{ ...cart().products[0]!, max_amount: 3 }] }, "x1"), "isRepackSelected", true));
    expect(body).toEqual({
      products: [{ productId: "4211", amount: 2, frozen: false, extra_data: null }],
      gift_card_products: [],
      discount_codes: ["X1"],
      country_code: "fi",
      language_code: "fi",
      repack: true,
      pikanouto: false,
      delivery_extra_data: { part_delivery: false },
      pageName: "cart",
    });
  });

  it("sends the gift campaign whose code pays the cart, and the choices of express pickup and part delivery", () => {
    const state = setChoice(setChoice({ ...cart(), giftCampaignData: { code: "DEMO-GIFT-1", campaign: "kuusikko-thanks" } }, "isPikanoutoSelected", true), "isDeliverySplittingSelected", true);
    expect(bodyOf(state)).toMatchObject({
      giftcampaign_data: { code: "DEMO-GIFT-1", campaign: "kuusikko-thanks" },
      pikanouto: true,
      delivery_extra_data: { part_delivery: true },
    });
  });

  it("has the same hash for the same request and another for any change", () => {
    expect(requestHash(bodyOf(cart()))).toBe(requestHash(bodyOf(cart())));
    expect(requestHash(bodyOf(cart()))).not.toBe(requestHash(bodyOf(addCode(cart(), "A"))));
  });
});

describe("applying an answer", () => {
  it("replaces the cart with the server's rows and sums when it answers the latest request", () => {
    const pending = markPending(cart(), "h1");
    const next = applyValidation(pending, answer(), "h1");
    expect(next.status).toBe("VALIDATED");
    expect(next.products).toEqual([{ productId: "4211", amount: 1, frozen: false, name: "Tykky Sisu", extra_data: null, max_amount: 1 }]);
    // The sums are the answer's, kept whole; no copies of them beside it.
    expect(next.answer).toMatchObject({ total_price: 4990, repack_cost: 390, shipping_time_str: "1-2", delivery_thresholds: { delivery_threshold: 8000, repack_threshold: 10000 } });
    expect(next).not.toHaveProperty("totalPrice");
  });

  it("ignores a stale answer (another hash), and one that arrives after a newer change", () => {
    const pending = markPending(cart(), "h2");
    expect(applyValidation(pending, answer(), "h1")).toBe(pending);
    const changedMeanwhile = addCode(pending, "NEW");
    expect(applyValidation(changedMeanwhile, answer(), "h2")).toBe(changedMeanwhile);
    expect(markError(changedMeanwhile, "h2")).toBe(changedMeanwhile);
  });

  it("shows the buy-now-pay-later and wallet checkouts only when the server offers them without a blocking reason", () => {
    expect(applyValidation(markPending(cart(), "h"), answer({ show_klarna: true, reason: null }), "h").showKlarna).toBe(true);
    expect(applyValidation(markPending(cart(), "h"), answer({ show_klarna: true, reason: "gift card" }), "h").showKlarna).toBe(false);
    expect(applyValidation(markPending(cart(), "h"), answer({ paypal_checkout: true, reason: "x" }), "h").showPaypalCheckout).toBe(false);
  });

  it("drops the codes no change of the cart can make usable, keeping their message for the code field only", () => {
    const withCodes = addCode(addCode(addCode(cart(), "talvi15"), "eiole"), "kiitos10");
    const unknown = "Koodi EIOLE ei ole voimassa.";
    const belowMinimum = "Koodi KIITOS10 on voimassa vähintään 80 € tilauksiin.";
    const next = applyValidation(
      markPending(withCodes, "h"),
      answer({ errors: [unknown, belowMinimum], invalid_codes: [{ code: "EIOLE", message: unknown }] }),
      "h",
    );
    // Not listed any more, and not sent again: the payment step never hears of it.
    expect(next.codes).toEqual(["TALVI15", "KIITOS10"]);
    expect(validationBody(next, { countryCode: "fi", lang: "fi", pageName: "checkout" }).discount_codes).toEqual(["TALVI15", "KIITOS10"]);
    // Said once, beside the code field; the answer's problems keep the code that stays.
    expect(codeNoticesOf(next)).toEqual([unknown]);
    expect(next.answer?.errors).toEqual([belowMinimum]);
    expect(next.status).toBe("VALIDATED");
    // The next answer has nothing to say of it.
    const after = applyValidation(markPending(next, "i"), answer({ errors: [belowMinimum] }), "i");
    expect(codeNoticesOf(after)).toEqual([]);
    expect(after.codes).toEqual(["TALVI15", "KIITOS10"]);
  });
});

describe("the buy-now-pay-later checkout in the cart state", () => {
  it("keeps the checkout id of the answers, and sends it back with the payment step's choices", () => {
    const opened = applyValidation(markPending(cart(), "h"), answer({ show_klarna: true, kgco_id: "kco-7" }), "h");
    expect(opened.klarnaGlobalCheckoutId).toBe("kco-7");
    // An answer without one (Klarna not chosen this time) forgets nothing: choosing it again reopens the same checkout.
    const later = applyValidation(markPending(opened, "i"), answer({ show_klarna: true, kgco_id: null }), "i");
    expect(later.klarnaGlobalCheckoutId).toBe("kco-7");
    const chosen = setFormField(setFormField(later, "delivery_method", "home-delivery"), "payment_method", "klarna");
    expect(validationBody({ ...chosen, specialRequests: "Ring twice" }, { countryCode: "fi", lang: "fi", pageName: "checkout", step: stepChoicesOf({ ...chosen, specialRequests: "Ring twice" }) })).toMatchObject({
      klarna_global_checkout_id: "kco-7",
      delivery_method: "home-delivery",
      payment_method: "klarna",
      delivery_location: null,
      special_request: "Ring twice",
    });
    expect(validationBody(emptyCart(), { countryCode: "fi", lang: "fi", pageName: "cart" })).not.toHaveProperty("klarna_global_checkout_id");
  });

  it("validates again when the payment method or the place changes, not when a name is typed", () => {
    const validated = { ...cart(), status: "VALIDATED" as const };
    expect(setFormField(validated, "payment_method", "klarna").status).toBe("UNSET");
    expect(setFormField(validated, "delivery_location", "P123").status).toBe("UNSET");
    expect(setFormField(validated, "first_name", "Kaisa").status).toBe("VALIDATED");
  });
});

describe("a request the server refused (400)", () => {
  const state = (): CartState => ({
    ...addProduct(addProduct(emptyCart(), row), { productId: "77", amount: 1, name: "", extra_data: null }),
    giftCardProducts: [{ uid: "u1", productId: "242700", amount: 50, name: "Web gift card 50 €", extra_data: {} }],
  });

  it("names the row of the field the answer gives, by its name or else its product id", () => {
    expect(refusalOf(state(), { message: "products.0.amount: Too big", field: "products.0.amount" })).toEqual({ field: "products.0.amount", row: "Tykky Sisu M" });
    expect(refusalOf(state(), { field: "products.1.productId" })).toEqual({ field: "products.1.productId", row: "77" });
    expect(refusalOf(state(), { field: "gift_card_products.0.uid" })).toEqual({ field: "gift_card_products.0.uid", row: "Web gift card 50 €" });
  });

  it("names no row for a field of the cart as a whole, a row no longer there, or no field", () => {
    expect(refusalOf(state(), { field: "discount_codes.0" })).toEqual({ field: "discount_codes.0", row: null });
    expect(refusalOf(state(), { field: "products.9.amount" })).toEqual({ field: "products.9.amount", row: null });
    expect(refusalOf(state(), { message: "Invalid request" })).toEqual({ field: null, row: null });
    expect(refusalOf(state(), null)).toEqual({ field: null, row: null });
  });
});

describe("the validator", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(replies: Array<{ status: number; json: unknown } | Error>) {
    let state = cart();
    const sent: unknown[] = [];
    const rejected: CartRefusal[] = [];
    const readOnly: string[] = [];
    const validator = createCartValidator({
      read: () => state,
      write: (next) => void (state = next),
      body: bodyOf,
      send: async (body) => {
        sent.push(body);
        const reply = replies.shift() ?? { status: 200, json: answer() };
        if (reply instanceof Error) throw reply;
        // As the API client answers: the body of a 200, an ApiError for any other status.
        if (reply.status !== 200) throw new ApiError({ status: reply.status, body: reply.json, method: "POST", url: "/api/checkout/" });
        return reply.json as CheckoutAnswer;
      },
      onRejected: (refusal) => void rejected.push(refusal),
      onReadOnlyOrder: (id) => void readOnly.push(id),
    });
    return { validator, sent, rejected, readOnly, state: () => state, change: (fn: (s: CartState) => CartState) => void (state = fn(state)) };
  }

  it("waits 2 s after the last change and asks once", async () => {
    const { validator, sent, state } = setup([]);
    validator.changed();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS - 100);
    validator.changed();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS - 100);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toHaveLength(1);
    expect(state().status).toBe("VALIDATED");
  });

  it("tries again after 5 s when the network or the server fails", async () => {
    const { validator, sent, state } = setup([new Error("offline"), { status: 503, json: {} }]);
    validator.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(state().status).toBe("ERROR");
    await vi.advanceTimersByTimeAsync(VALIDATION_RETRY_MS);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(VALIDATION_RETRY_MS);
    expect(sent).toHaveLength(3);
    expect(state().status).toBe("VALIDATED");
  });

  it("does not retry a request the server refused, and keeps the cart", async () => {
    const { validator, sent, state, rejected } = setup([{ status: 400, json: { message: "products.0.amount: too big", field: "products.0.amount" } }]);
    validator.now();
    await vi.advanceTimersByTimeAsync(VALIDATION_RETRY_MS * 2);
    expect(sent).toHaveLength(1);
    // The API's English text is not passed on: the page names the row in the shopper's language.
    expect(rejected).toEqual([{ field: "products.0.amount", row: "Tykky Sisu M" }]);
    expect(state()).toMatchObject({ status: "ERROR", products: [{ productId: "4211", amount: 2 }] });
  });

  it("sends the shopper to the buy-now-pay-later confirmation when the cart's checkout was completed (READ_ONLY_ORDER)", async () => {
    const { validator, sent, readOnly, state } = setup([{ status: 200, json: answer({ reason: READ_ONLY_ORDER, kgco_id: "kco-1", products: [] }) }]);
    validator.now();
    await vi.advanceTimersByTimeAsync(VALIDATION_RETRY_MS * 2);
    expect(readOnly).toEqual(["kco-1"]);
    expect(sent).toHaveLength(1);
    // The answer does not replace the cart: it is the confirmation page's to empty.
    expect(state()).toMatchObject({ status: "ERROR", products: [{ productId: "4211", amount: 2 }] });
  });

  it("stops asking when the page goes", async () => {
    const { validator, sent } = setup([]);
    validator.changed();
    validator.stop();
    await vi.advanceTimersByTimeAsync(VALIDATION_DEBOUNCE_MS * 2);
    expect(sent).toHaveLength(0);
  });
});
