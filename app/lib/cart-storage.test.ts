import { describe, expect, it } from "vitest";
import type { StorageLike } from "./browser-storage.ts";
import {
  addGiftCard,
  addProduct,
  CART_STORAGE_KEY,
  addCode,
  cartValueWith,
  chooseOnlyOptions,
  clearCheckout,
  emptyCart,
  formOf,
  KLARNA_CHOICE,
  prefillForm,
  readCart,
  restoreCart,
  setAmount,
  setFormField,
  writeCart,
  type CartState,
} from "./cart-storage.ts";
import type { CheckoutAnswer } from "#core/checkout/checkout-contract.ts";

/** An answer with only the fields a test is about; the functions under test read no other. */
const partialAnswer = (fields: Record<string, unknown>) => fields as unknown as CheckoutAnswer;

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const row = { productId: "4211", amount: 1, name: "Tykky Sisu M", extra_data: null };

describe("adding to the cart", () => {
  it("adds a new row, not frozen, and leaves the cart to be validated", () => {
    const next = addProduct({ ...emptyCart(), status: "DONE" }, row);
    expect(next.products).toEqual([{ ...row, frozen: false }]);
    expect(next.status).toBe("UNSET");
  });

  it("increases an existing row, or replaces its amount when asked", () => {
    const once = addProduct(emptyCart(), row);
    expect(addProduct(once, { ...row, amount: 2 }).products[0]!.amount).toBe(3);
    expect(addProduct(once, { ...row, amount: 2 }, { replace: true }).products[0]!.amount).toBe(2);
  });

  it("does not increase a frozen row", () => {
    const frozen = { ...emptyCart(), products: [{ ...row, frozen: true, amount: 1 }] };
    expect(addProduct(frozen, row).products[0]!.amount).toBe(1);
  });

  it("increases the amount of the same bundle", () => {
    const bundle = { productId: "5120-88121-90412", amount: 1, name: "Ski bundle", extra_data: null };
    expect(addProduct(addProduct(emptyCart(), bundle), bundle).products).toHaveLength(1);
    expect(addProduct(addProduct(emptyCart(), bundle), bundle).products[0]!.amount).toBe(2);
  });

  it("clears the cart and the campaign when adding during a gift campaign", () => {
    const campaign = { ...emptyCart(), products: [{ ...row, productId: "1", frozen: false }], giftCampaignData: { code: "X", campaign: "joulu" } };
    const next = addProduct(campaign, row);
    expect(next.giftCampaignData).toBeNull();
    expect(next.products.map((product) => product.productId)).toEqual(["4211"]);
  });
});

describe("max_amount on a cart row", () => {
  it("is stored with a new row, a number or null (on order)", () => {
    expect(addProduct(emptyCart(), { ...row, max_amount: 4 }).products[0]!.max_amount).toBe(4);
    const onOrder = addProduct(emptyCart(), { ...row, max_amount: null });
    expect(onOrder.products[0]!.max_amount).toBeNull();
    expect(JSON.parse(JSON.stringify(onOrder)).products[0]).toHaveProperty("max_amount", null);
  });

  it("keeps an added amount within max_amount", () => {
    const three = addProduct(emptyCart(), { ...row, amount: 3, max_amount: 3 });
    expect(addProduct(three, { ...row, max_amount: 3 }).products[0]!.amount).toBe(3);
    expect(addProduct(emptyCart(), { ...row, amount: 5, max_amount: 2 }).products[0]!.amount).toBe(2);
    expect(addProduct(three, { ...row, amount: 9, max_amount: 4 }, { replace: true }).products[0]!.amount).toBe(4);
  });

  it("takes the newer max_amount when the same variant is added again, else keeps the stored one", () => {
    const once = addProduct(emptyCart(), { ...row, max_amount: 2 });
    expect(addProduct(once, { ...row, max_amount: 6 }).products[0]).toMatchObject({ amount: 2, max_amount: 6 });
    expect(addProduct(addProduct(once, row), row).products[0]).toMatchObject({ amount: 2, max_amount: 2 });
  });

  it("has no limit on order", () => {
    let cart = addProduct(emptyCart(), { ...row, max_amount: null });
    for (let i = 0; i < 10; i += 1) cart = addProduct(cart, { ...row, max_amount: null });
    expect(cart.products[0]!.amount).toBe(11);
  });
});

describe("setting a row's amount (the added-to-cart modal)", () => {
  const cart = (overrides: Partial<CartState["products"][number]> = {}): CartState => ({
    ...emptyCart(),
    status: "DONE",
    products: [
      { ...row, frozen: false, amount: 1, max_amount: 5, ...overrides },
      { productId: "9", amount: 2, frozen: false, name: "Other", extra_data: null, max_amount: 2 },
    ],
  });

  it("writes the amount and leaves the cart to be validated again", () => {
    const next = setAmount(cart(), "4211", 3);
    expect(next.products[0]!.amount).toBe(3);
    expect(next.products[1]!.amount).toBe(2);
    expect(next.status).toBe("UNSET");
  });

  it("keeps the amount between 1 and max_amount", () => {
    expect(setAmount(cart(), "4211", 9).products[0]!.amount).toBe(5);
    expect(setAmount(cart(), "4211", 0).products[0]!.amount).toBe(1);
    expect(setAmount(cart(), "4211", 2.5).products[0]!.amount).toBe(2);
  });

  it("has no upper limit when max_amount is null or missing", () => {
    expect(setAmount(cart({ max_amount: null }), "4211", 40).products[0]!.amount).toBe(40);
    expect(setAmount(cart({ max_amount: undefined }), "4211", 40).products[0]!.amount).toBe(40);
  });

  it("does not change a frozen row, but still asks for validation", () => {
    const next = setAmount(cart({ frozen: true, amount: 1 }), "4211", 3);
    expect(next.products[0]!.amount).toBe(1);
    expect(next.status).toBe("UNSET");
  });

  it("does not bring back a row that is no longer in the cart", () => {
    const state = cart();
    expect(setAmount(state, "777", 2)).toBe(state);
  });

  it("ignores a stored max_amount that is not a number", () => {
    const broken = cart({ max_amount: "3" as unknown as number });
    expect(setAmount(broken, "4211", 8).products[0]!.amount).toBe(8);
  });

  it("never passes the server's 999 pieces a row, also on a row not priced yet or made on order", () => {
    expect(setAmount(cart({ max_amount: null }), "4211", 99_999).products[0]!.amount).toBe(999);
    expect(setAmount(cart({ max_amount: undefined }), "4211", 5000).products[0]!.amount).toBe(999);
    expect(addProduct(emptyCart(), { ...row, amount: 5000, max_amount: null }).products[0]!.amount).toBe(999);
    expect(addProduct(cart({ amount: 999, max_amount: null }), row).products[0]!.amount).toBe(999);
  });
});

describe("adding a gift card", () => {
  const card = { productId: "242700", amount: 120, name: "Web gift card", extra_data: { giftcard_name: "Aino" } };

  it("adds every card as a row of its own with its uid", () => {
    const next = addGiftCard(addGiftCard(emptyCart(), card, "u1"), { ...card, amount: 50 }, "u2");
    expect(next.giftCardProducts).toEqual([
      { uid: "u1", ...card },
      { uid: "u2", ...card, amount: 50 },
    ]);
    expect(next.status).toBe("UNSET");
  });

  it("ends an active gift campaign together with the campaign's product", () => {
    const campaign = { ...emptyCart(), products: [{ ...row, productId: "1", frozen: true }], giftCampaignData: { code: "X", campaign: "joulu" } };
    const next = addGiftCard(campaign, card, "u1");
    expect(next.giftCampaignData).toBeNull();
    expect(next.products).toEqual([]);
    expect(next.giftCardProducts).toHaveLength(1);
  });

  it("makes a uid itself when none is given", () => {
    const [first] = addGiftCard(emptyCart(), card).giftCardProducts;
    expect(first!.uid.length).toBeGreaterThan(8);
  });
});

describe("the stored cart", () => {
  it("round-trips through local storage under one key", () => {
    const storage = memoryStorage();
    writeCart(addProduct(emptyCart(), row), storage);
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(true);
    expect(readCart(storage).products).toEqual([{ ...row, frozen: false }]);
  });

  it("reads nothing usable as an empty cart, and drops broken rows", () => {
    const storage = memoryStorage();
    storage.setItem(CART_STORAGE_KEY, "{not json");
    expect(readCart(storage)).toEqual(emptyCart());
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ products: [{ productId: "1", amount: 0 }, { productId: "2", amount: 1 }] }));
    expect(readCart(storage).products.map((product) => product.productId)).toEqual(["2"]);
  });

  it("reads an amount past 999 pieces (edited by hand) as 999, and leaves the rest to the server", () => {
    const storage = memoryStorage();
    const stored = [
      { productId: "1", amount: 5000, frozen: false, name: "A", extra_data: null },
      { productId: "2", amount: 3, frozen: false, name: "B", extra_data: null, max_amount: 2 },
    ];
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ products: stored }));
    expect(readCart(storage).products.map((product) => product.amount)).toEqual([999, 3]);
  });
  it("keeps every field of the checkout state it writes, as written", () => {
    const storage = memoryStorage();
    const state: CartState = {
      ...setFormField(addCode(addGiftCard(addProduct(emptyCart(), row), { productId: "242700", amount: 50, name: "Gift card", extra_data: { giftcard_name: "Aino" } }, "u1"), "talvi15"), "email", "aino@example.fi"),
      isRepackSelected: true,
      isPikanoutoSelected: false,
      specialRequests: "Ring twice",
      answer: partialAnswer({ total_price: 4990 }),
      showKlarna: true,
      klarnaGlobalCheckoutId: "kco-7",
      codeNotices: ["Code EIOLE is not valid."],
      orderedFingerprint: "fp",
      giftCampaignData: { code: "GIFT-1", campaign: "kiitos" },
      status: "VALIDATED",
      validateHash: "h",
    };
    writeCart(state, storage);
    expect(readCart(storage)).toEqual(state);
  });

  it("leaves out a stored field that does not have its type (an older page's cart, or one edited by hand)", () => {
    const storage = memoryStorage();
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        status: "SOMETHING",
        products: [],
        giftCardProducts: [{ uid: "u1" }, { uid: "u2", productId: "242700", amount: 50, name: "", extra_data: {} }],
        codes: ["A", 5],
        isRepackSelected: "yes",
        specialRequests: 12,
        form: { email: "aino@example.fi", city: 7 },
        giftCampaignData: { code: 1 },
        totalPrice: 4990,
      }),
    );
    expect(readCart(storage)).toEqual({
      ...emptyCart(),
      giftCardProducts: [{ uid: "u2", productId: "242700", amount: 50, name: "", extra_data: {} }],
      codes: ["A"],
      form: { email: "aino@example.fi" },
    });
  });
});

describe("the account's details on the payment step", () => {
  const saved = { first_name: "Aino", last_name: "Virtanen", email: "aino@example.fi", address: "Mannerheimintie 1", postal_code: "00100", city: "Helsinki" };

  it("fills the empty fields and keeps what the shopper typed", () => {
    const typed = setFormField(emptyCart(), "first_name", "Eino");
    const form = formOf(prefillForm(typed, saved));
    expect(form).toMatchObject({ first_name: "Eino", last_name: "Virtanen", email: "aino@example.fi", address: "Mannerheimintie 1", postal_code: "00100", city: "Helsinki", phone: "" });
  });

  it("leaves the cart as it was when nothing is to fill: no validation is asked for", () => {
    const full = prefillForm(emptyCart(), saved);
    expect(prefillForm(full, saved)).toBe(full);
    expect(prefillForm(full, {}).status).toBe(full.status);
  });
});

describe("the payment step's only choices", () => {
  const answered = (answer: Record<string, unknown>, extra: Partial<CartState> = {}): CartState => ({
    ...addProduct(emptyCart(), row),
    status: "VALIDATED",
    answer: partialAnswer({ delivery_methods: [{ slug: "home-delivery" }], payment_methods: [{ slug: "card" }], amount_due: 4990, ...answer }),
    ...extra,
  });

  it("chooses the one delivery method and the one payment method offered, and asks for the new price", () => {
    const next = chooseOnlyOptions(answered({}));
    expect(formOf(next)).toMatchObject({ delivery_method: "home-delivery", payment_method: "card" });
    expect(next.status).toBe("UNSET");
  });

  it("chooses nothing among two or more, and leaves the state as it was", () => {
    const two = answered({ delivery_methods: [{ slug: "pickup-point" }, { slug: "home-delivery" }], payment_methods: [{ slug: "card" }, { slug: "bank" }] });
    expect(chooseOnlyOptions(two)).toBe(two);
    // Klarna's checkout is a way to pay too: a card and Klarna are two.
    const withKlarna = answered({ delivery_methods: [{ slug: "a" }, { slug: "b" }] }, { showKlarna: true });
    expect(chooseOnlyOptions(withKlarna)).toBe(withKlarna);
  });

  it("takes Klarna's checkout when it is the only way to pay, and asks nothing to pay when nothing is due", () => {
    const klarnaOnly = answered({ delivery_methods: [{ slug: "a" }, { slug: "b" }], payment_methods: [] }, { showKlarna: true });
    expect(formOf(chooseOnlyOptions(klarnaOnly)).payment_method).toBe(KLARNA_CHOICE);
    const paid = answered({ delivery_methods: [{ slug: "a" }, { slug: "b" }], amount_due: 0 });
    expect(chooseOnlyOptions(paid)).toBe(paid);
  });

  it("keeps a choice that is still offered, and replaces one that no longer is", () => {
    const chosen = setFormField(answered({}), "delivery_method", "home-delivery");
    const again = { ...setFormField(chosen, "payment_method", "card"), status: "VALIDATED" as const };
    expect(chooseOnlyOptions(again)).toBe(again);
    const stale = { ...setFormField(answered({}), "delivery_method", "pickup-point"), status: "VALIDATED" as const };
    expect(formOf(chooseOnlyOptions(stale)).delivery_method).toBe("home-delivery");
  });

  it("waits for a fresh answer", () => {
    const pending = { ...answered({}), status: "PENDING" as const };
    expect(chooseOnlyOptions(pending)).toBe(pending);
  });
});

describe("undoing 'Empty the cart'", () => {
  const full = (): CartState => ({
    ...setFormField(addCode(addGiftCard(addProduct(addProduct(emptyCart(), row), { ...row, productId: "77", amount: 2 }), { productId: "242700", amount: 50, name: "Gift card", extra_data: {} }, "u1"), "talvi15"), "email", "aino@example.fi"),
    isRepackSelected: true,
    status: "VALIDATED",
    validateHash: "h",
  });

  it("brings back the rows, gift cards, codes, choices and form as they were, to be validated again", () => {
    const before = full();
    const back = restoreCart(clearCheckout(), before);
    expect(back.products).toEqual(before.products);
    expect(back.giftCardProducts).toEqual(before.giftCardProducts);
    expect(back.codes).toEqual(["TALVI15"]);
    expect(back.isRepackSelected).toBe(true);
    expect(formOf(back).email).toBe("aino@example.fi");
    expect(back).toMatchObject({ status: "UNSET", validateHash: null });
  });

  it("keeps what was added since, after the cart that comes back", () => {
    const since = addCode(addProduct(addProduct(emptyCart(), { ...row, productId: "9", amount: 1 }), row), "kiitos10");
    const back = restoreCart(since, full());
    expect(back.products.map((product) => [product.productId, product.amount])).toEqual([
      ["4211", 2],
      ["77", 2],
      ["9", 1],
    ]);
    expect(back.codes).toEqual(["TALVI15", "KIITOS10"]);
  });
});

describe("the cart's value with a product in it (the product page's free-delivery hint)", () => {
  const priced = (state: CartState, rows: Array<[string, number]>, discount = 0): CartState => ({
    ...state,
    answer: partialAnswer({
      products: rows.map(([productId, unit_price]) => ({ productId, unit_price, is_available: true })),
      cart_discount: discount > 0 ? { code: "X", amount: discount } : null,
    }),
  });

  it("is the product's price alone in an empty cart", () => {
    expect(cartValueWith(emptyCart(), { productId: "5", unitCents: 3990 })).toBe(3990);
  });

  it("adds the rows as last priced, at their amounts now, less the code's discount", () => {
    const cart = priced(addProduct(addProduct(emptyCart(), { ...row, productId: "1", amount: 3 }), { ...row, productId: "2" }), [["1", 1000], ["2", 2500]], 500);
    expect(cartValueWith(cart, { productId: "5", unitCents: 3990 })).toBe(3 * 1000 + 2500 + 3990 - 500);
  });

  it("counts the product once when the cart holds it already, at the answer's price or else the page's", () => {
    const holding = addProduct(emptyCart(), { ...row, productId: "5", amount: 2 });
    expect(cartValueWith(priced(holding, [["5", 3500]]), { productId: "5", unitCents: 3990 })).toBe(7000);
    expect(cartValueWith(holding, { productId: "5", unitCents: 3990 })).toBe(7980);
  });

  it("counts nothing for rows the server has not priced, nor for rows it cannot sell", () => {
    const cart = addProduct(addProduct(emptyCart(), { ...row, productId: "1" }), { ...row, productId: "2" });
    const answered = { ...cart, answer: partialAnswer({ products: [{ productId: "2", unit_price: 900, is_available: false }] }) };
    expect(cartValueWith(answered, { productId: "5", unitCents: 3990 })).toBe(3990);
  });
});
