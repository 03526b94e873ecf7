import { describe, expect, it } from "vitest";
import type { DeliveryMethod } from "../delivery/fast-shipping.ts";
import {
  createCheckoutService,
  isGiftCardAmount,
  struckPriceOf,
  withStock,
  type CartVariantRow,
  type CheckoutDependencies,
  type CheckoutRepository,
  type CheckoutQuestion,
  type CheckoutRequest,
} from "./checkout-service.ts";
import { CheckoutBody } from "./checkout-contract.ts";
import type { EmbeddedCheckout, EmbeddedCheckoutRequest } from "./checkout-types.ts";
import { pathFor } from "#i18n/routes.ts";

const NOW = new Date("2026-11-24T12:00:00Z");

function variant(id: number, overrides: Partial<CartVariantRow> = {}): CartVariantRow {
  return {
    id,
    colorSlug: "black",
    colorControl: "010-black",
    sizeSlug: "43",
    typeSlug: null,
    shippingTime: 2,
    onOrder: false,
    inStock: true,
    blockedStock: false,
    modelId: id * 10,
    name: `Brand Model ${id}`,
    variantName: "Black, 43",
    image: null,
    modelPath: `/brand/group/model-${id}/`,
    activeCents: 4990,
    vatBp: 2550,
    regularCents: 5990,
    clubCents: null,
    discountFreeCents: null,
    // The 30-day lowest price at the regular price: under the EU rule the same reduction as against the list price.
    lowest30dCents: overrides.regularCents ?? 5990,
    belongsToOutlet: false,
    discountsAllowed: true,
    isGiftCard: false,
    freePieces: 5,
    blockedPieces: 0,
    expressFree: {},
    limits: id === 2 ? [{ variantId: 0, allowedMethods: ["home-delivery"], blockedCountries: ["us"], perInternationalPackage: false, blockInfoText: "Too long to fly." }] : [],
    ...overrides,
  };
}

function method(slug: string, priceCents: number, freeFromCents: number | null, countries: string[] = []): DeliveryMethod {
  return { slug, kind: "home", name: slug, countries, excludedCountries: [], postalPrefixes: [], priceCents, freeFromCents, transitDaysMin: 1, transitDaysMax: 2, sortOrder: 0 };
}

const VARIANTS = [
  variant(1),
  variant(2, { shippingTime: 14, onOrder: true, freePieces: 0, inStock: false }),
  variant(3, { freePieces: 0, inStock: false }),
  variant(4, { isGiftCard: true }),
  // On the shelves of express stores 1 and 3.
  variant(5, { expressFree: { "1": 3, "3": 1 } }),
  variant(6, { expressFree: { "3": 2 } }),
  // Comes to the web warehouse in 10-14 days.
  variant(8, { shippingTime: 14 }),
  // Club members pay 39.90 instead of 49.90; another has a club price above its sale price.
  variant(11, { clubCents: 3990, regularCents: 4990 }),
  variant(12, { clubCents: 4490, activeCents: 3990, regularCents: 5990 }),
  // Held only where online sale is blocked: nothing later stands in for 13; 14 comes from the supplier.
  variant(13, { freePieces: 0, blockedPieces: 3, shippingTime: 999 }),
  variant(14, { freePieces: 0, blockedPieces: 3, shippingTime: 14 }),
  variant(7, { expressFree: { "1": 1 }, limits: [{ variantId: 0, allowedMethods: ["home-delivery", "store-pickup"], blockedCountries: [], perInternationalPackage: false, blockInfoText: "" }] }),
];

const repository: CheckoutRepository = {
  async cartVariantFacts({ ids }) {
    return VARIANTS.filter((v) => ids.includes(v.id)).map(({ inStock: _i, blockedStock: _b, freePieces: _f, blockedPieces: _p, expressFree: _e, ...facts }) => facts);
  },
  async cartLive({ ids, codes }) {
    return {
      stock: VARIANTS.filter((v) => ids.includes(v.id)).map((v) => ({ variantId: v.id, freePieces: v.freePieces, blockedPieces: v.blockedPieces, expressFree: v.expressFree })),
      discountCodes: codes.includes("TALVI15")
        ? [{ code: "TALVI15", kind: "percent", value: 1500, validFrom: null, validUntil: null, minimumCents: 0, usesLeft: null, isActive: true }]
        : [],
      giftCards: codes.includes("GC100") ? [{ code: "GC100", balanceCents: 10000, validUntil: null, isActive: true }] : [],
    };
  },
  async giftCampaignCode(code) {
    if (code !== "GIFT-1" && code !== "GIFT-USED") return null;
    // Variant 5's model is in the campaign.
    return { code, campaign: { slug: "kiitos", isActive: true, startsAt: null, endsAt: null }, redeemed: code === "GIFT-USED", modelIds: [50] };
  },
  async bundles() {
    return [{ id: 9, mainModelId: 10, name: "Set", activeCents: 8000, regularCents: 9980, parts: [{ modelId: 10, quantity: 1 }, { modelId: 20, quantity: 1 }] }];
  },
  async paymentMethods() {
    return [
      { slug: "card", name: "Card", provider: "test", countries: [], minCents: 1, maxCents: null },
      { slug: "online-bank", name: "Online bank", provider: "test", countries: ["fi"], minCents: 1, maxCents: null },
      { slug: "invoice", name: "Invoice", provider: "test", countries: ["fi"], minCents: 3000, maxCents: 300000 },
    ];
  },
};

const guesses = new Map<string, number>();
const deps: CheckoutDependencies = {
  repository,
  deliveryMethods: async () => [
    { ...method("express-pickup", 0, null, ["fi"]), kind: "store-express" },
    method("store-pickup", 0, null, ["fi"]),
    method("home-delivery", 990, 15000),
  ],
  paymentProviders: ["test"],
  expressStores: async () => [
    { id: 1, name: "Helsinki" },
    { id: 3, name: "Tampere" },
  ],
  referenceRuleOf: async (taxAreaId) => (taxAreaId === 1 ? "lowest-30-days" : "list-price"),
  country: async (_lang, code) => ({ fi: { taxAreaId: 1, isEnabled: true, name: "Finland" }, us: { taxAreaId: 3, isEnabled: true, name: "United States" }, gb: { taxAreaId: 3, isEnabled: true, name: "United Kingdom" } })[code] ?? null,
  repackSettings: async () => ({ costCents: 390, freeFromCents: 10000 }),
  partDeliveryMode: async () => "optional",
  hitRateLimit: async (key) => {
    const count = (guesses.get(key) ?? 0) + 1;
    guesses.set(key, count);
    return { count };
  },
  peekRateLimit: async (key) => guesses.get(key) ?? 0,
  now: () => NOW,
};
const service = createCheckoutService(deps);

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  lang: "en",
  countryCode: "fi",
  products: [],
  giftCardProducts: [],
  codes: [],
  repack: false,
  pikanouto: false,
  partDelivery: false,
  deliveryMethod: null,
  clientAddress: "203.0.113.1",
  ...overrides,
});
const row = (productId: string, amount = 1) => ({ productId, amount, frozen: false, extra_data: null });

describe("a gift campaign's code", () => {
  const gift = (code = "gift-1", campaign = "kiitos") => ({ code, campaign });

  it("pays the cart's one product of the campaign and its delivery; a discount code is not applied beside it", async () => {
    const result = await service.validate(request({ products: [row("5")], giftCampaign: gift(), deliveryMethod: "home-delivery", codes: ["TALVI15"] }));
    expect(result.giftCampaign).toEqual({ code: "GIFT-1", campaign: "kiitos" });
    expect(result.priced).toMatchObject({ productsCents: 4990, campaignCents: 4990, deliveryCents: 0, totalCents: 0, dueCents: 0, discount: null });
    expect(result.priced.rows[0]).toMatchObject({ lineCents: 4990, discountCents: 4990 });
    expect(result.errors).toEqual(["Only one discount code can be used per order: TALVI15 was not applied."]);
  });

  it("says why a code does not pay: used, of another campaign, unknown, or not for this cart", async () => {
    const errors = async (overrides: Partial<CheckoutRequest>) => (await service.validate(request({ products: [row("5")], ...overrides }))).errors;
    expect(await errors({ giftCampaign: gift("gift-used") })).toEqual(["This code has already been used"]);
    expect(await errors({ giftCampaign: gift("gift-1", "another") })).toEqual(["This code is not valid for this campaign"]);
    expect(await errors({ giftCampaign: gift("nope") })).toEqual(["This code is not valid for this campaign"]);
    // Two pieces, two products, or a product outside the campaign.
    expect(await errors({ products: [row("5", 2)], giftCampaign: gift() })).toEqual(["Choose a product of the campaign"]);
    expect(await errors({ products: [row("5"), row("6")], giftCampaign: gift() })).toEqual(["Choose a product of the campaign"]);
    expect(await errors({ products: [row("6")], giftCampaign: gift() })).toEqual(["Choose a product of the campaign"]);
    const refused = await service.validate(request({ products: [row("5")], giftCampaign: gift("gift-used") }));
    expect(refused.giftCampaign).toBeNull();
    expect(refused.priced.totalCents).toBe(4990);
  });
});

describe("part delivery", () => {
  it("is offered for a cart of products on the shelf and products that come later, and charges the second parcel", async () => {
    const whole = await service.validate(request({ products: [row("1"), row("8")], deliveryMethod: "home-delivery" }));
    expect(whole.partDelivery).toEqual({ offered: true, selected: false, parts: { first: "1-2", rest: "10-14" }, charged: true, extraCents: 990 });
    expect(whole.priced.deliveryCents).toBe(990);
    const split = await service.validate(request({ products: [row("1"), row("8")], deliveryMethod: "home-delivery", partDelivery: true }));
    expect(split.partDelivery).toMatchObject({ selected: true, extraCents: 990 });
    expect(split.priced.deliveryCents).toBe(2 * 990);
    expect(split.priced.totalCents).toBe(2 * 4990 + 2 * 990);
  });

  it("sends the second parcel at the shop's cost in the free mode, and is never offered in the off mode", async () => {
    const cart = request({ products: [row("1"), row("8")], deliveryMethod: "home-delivery", partDelivery: true });
    const free = await createCheckoutService({ ...deps, partDeliveryMode: async () => "free" }).validate(cart);
    expect(free.partDelivery).toMatchObject({ offered: true, selected: true, charged: false, extraCents: 0 });
    expect(free.priced.deliveryCents).toBe(990);
    const off = await createCheckoutService({ ...deps, partDeliveryMode: async () => "off" }).validate(cart);
    expect(off.partDelivery).toMatchObject({ offered: false, selected: false });
  });

  it("is not offered when everything leaves together, and ignores the choice then", async () => {
    const together = await service.validate(request({ products: [row("1"), row("5")], deliveryMethod: "home-delivery", partDelivery: true }));
    expect(together.partDelivery).toMatchObject({ offered: false, selected: false });
    expect(together.priced.deliveryCents).toBe(990);
  });

  it("never splits an express pickup", async () => {
    const express = await service.validate(request({ products: [row("5"), row("6")], pikanouto: true, partDelivery: true }));
    expect(express.partDelivery.offered).toBe(false);
  });
});

describe("express pickup", () => {
  const slugs = (result: Awaited<ReturnType<typeof service.validate>>) => result.priced.methods.map((m) => m.method.slug);

  it("is offered with the stores holding every piece, and is then the only method", async () => {
    const offered = await service.validate(request({ products: [row("5"), row("6")] }));
    expect(offered.express).toEqual({ stores: [{ id: 3, name: "Tampere" }], selected: false, ready: { daysFromToday: 1, hour: 11, weekday: 3 } });
    expect(slugs(offered)).toEqual(["express-pickup", "store-pickup", "home-delivery"]);
    const chosen = await service.validate(request({ products: [row("5"), row("6")], pikanouto: true }));
    expect(chosen.express.selected).toBe(true);
    expect(slugs(chosen)).toEqual(["express-pickup"]);
    expect(chosen.errors).toEqual([]);
  });

  it("is not offered when no store holds the pieces, and says so when chosen", async () => {
    const none = await service.validate(request({ products: [row("1")] }));
    expect(none.express).toEqual({ stores: [], selected: false, ready: null });
    expect(slugs(none)).toEqual(["store-pickup", "home-delivery"]);
    // Each row is on a shelf somewhere, but no store has both.
    const split = await service.validate(request({ products: [row("5", 2), row("6")], pikanouto: true }));
    expect(split.express.stores).toEqual([]);
    expect(split.errors).toEqual(["No single store has every product of your cart for express pickup."]);
  });

  it("names the rows that cannot be picked up express: limited methods, or on no shelf", async () => {
    const result = await service.validate(request({ products: [row("5"), row("7"), row("1")], pikanouto: true }));
    expect(result.errors).toEqual(["Express pickup is unavailable for listed rows: Brand Model 7, Black, 43; Brand Model 1, Black, 43"]);
    expect(slugs(result)).toEqual(["store-pickup", "home-delivery"]);
  });

  it("is not offered abroad, where the country has no express method", async () => {
    const result = await service.validate(request({ products: [row("5")], countryCode: "gb" }));
    expect(result.express.stores).toEqual([]);
    expect(slugs(result)).toEqual(["home-delivery"]);
  });
});

describe("validating a cart on the server", () => {
  it("prices the rows from the database, lowers amounts to the stock and reports what cannot be sold", async () => {
    const result = await service.validate(request({ products: [row("1", 7), row("999"), row("3"), row("4"), row("abc")] }));
    expect(result.rows.map((r) => [r.request.productId, r.amount, r.counts])).toEqual([
      ["1", 5, true],
      ["999", 1, false],
      ["3", 1, false],
      ["4", 1, false],
      ["abc", 1, false],
    ]);
    expect(result.priced.productsCents).toBe(5 * 4990);
    expect(result.rows[0]!.variant).toMatchObject({ url: "/brand/group/model-1/?color=black&size=43", regularCents: 5990, maxAmount: 5 });
    expect(result.errors).toEqual([
      "Brand Model 1, Black, 43: only 5 pcs available. The amount was changed.",
      "999: Selected color or size unavailable.",
      "Brand Model 3, Black, 43: Selected color or size unavailable.",
      "Brand Model 4, Black, 43: Selected color or size unavailable.",
      "abc: Selected color or size unavailable.",
    ]);
  });

  it("sells a row at its club price to a club member only, showing what others pay as the reference", async () => {
    const cart = { products: [row("11", 2), row("12")] };
    const guest = await service.validate(request(cart));
    expect(guest.rows.map((r) => [r.variant!.unitCents, r.variant!.regularCents])).toEqual([
      [4990, null],
      [3990, 5990],
    ]);
    const member = await service.validate(request({ ...cart, clubMember: true }));
    expect(member.rows.map((r) => [r.variant!.unitCents, r.variant!.regularCents])).toEqual([
      [3990, 4990],
      [3990, 5990],
    ]);
    expect(member.priced.productsCents).toBe(2 * 3990 + 3990);
    expect(guest.priced.productsCents).toBe(2 * 4990 + 3990);
  });

  it("refuses a variant held only where online sale is blocked, as the product page does, unless a later delivery stands in", async () => {
    const result = await service.validate(request({ products: [row("13"), row("14")] }));
    expect(result.rows.map((r) => [r.request.productId, r.counts])).toEqual([
      ["13", false],
      ["14", true],
    ]);
    expect(result.errors).toEqual(["Brand Model 13, Black, 43: Selected color or size unavailable."]);
  });

  it("lets a product made on order be bought in any amount and gives the slowest shipping time", async () => {
    const result = await service.validate(request({ products: [row("1"), row("2", 30)] }));
    expect(result.rows.map((r) => r.amount)).toEqual([1, 30]);
    expect(result.shippingTime).toBe("10-14");
  });

  it("limits delivery to what every row allows and tells when a product is not shipped to the country", async () => {
    const fi = await service.validate(request({ products: [row("1"), row("2")] }));
    expect(fi.priced.methods.map((m) => m.method.slug)).toEqual(["home-delivery"]);
    const us = await service.validate(request({ countryCode: "us", products: [row("2")] }));
    expect(us.errors).toEqual([
      "Brand Model 2, Black, 43: this product is not shipped to United States. Too long to fly.",
      "The products in your cart cannot be delivered together to United States.",
    ]);
  });

  it("tells discount codes from gift cards in the one code field, case-insensitively", async () => {
    const result = await service.validate(request({ products: [row("1", 2)], codes: ["talvi15", "gc100", "Talvi15", "nope"] }));
    expect(result.priced.discount).toEqual({ code: "TALVI15", cents: 1497 });
    // Before a delivery method is chosen, the cheapest (store pickup, free) is counted.
    expect(result.priced.giftCardPayments).toEqual([{ code: "GC100", amountCents: 9980 - 1497, balanceAfterCents: 10000 - (9980 - 1497) }]);
    expect(result.priced.dueCents).toBe(0);
    expect(result.errors).toEqual(["The code NOPE is not valid."]);
  });

  it("checks gift card amounts and offers the payment methods the amount due and the country allow", async () => {
    const result = await service.validate(
      request({
        products: [row("1")],
        giftCardProducts: [
          { uid: "a", productId: "4", amount: 50, name: "Gift card", extra_data: null },
          { uid: "b", productId: "4", amount: 55, name: "Gift card", extra_data: null },
          // A ski's variant id sent as a 10-euro "gift card" is not one.
          { uid: "c", productId: "1", amount: 10, name: "Cheap skis", extra_data: null },
        ],
      }),
    );
    expect(result.giftCardRows.map((r) => [r.request.name, r.counts])).toEqual([
      ["Brand Model 4", true],
      ["Brand Model 4", false],
      ["Cheap skis", false],
    ]);
    expect(result.priced.giftCardProductsCents).toBe(5000);
    expect(result.errors).toEqual([
      "Brand Model 4: choose an amount from 10 to 10,000 euros in steps of 10.",
      "Cheap skis: Selected color or size unavailable.",
    ]);
    expect(result.paymentMethods.map((m) => m.slug)).toEqual(["card", "online-bank", "invoice"]);
    const small = await service.validate(request({ products: [row("1")], countryCode: "gb" }));
    expect(small.paymentMethods.map((m) => m.slug)).toEqual(["card"]);
    expect(small.customsAcknowledgement).toBe(true);
  });

  it("offers the admin-only provider's methods to admins only, whatever else the cart says", async () => {
    const realShop = createCheckoutService({ ...deps, paymentProviders: ["test", "paypal"], adminOnlyProviders: ["test"] });
    const cart = request({ products: [row("1")] });
    expect((await realShop.validate(cart)).paymentMethods).toEqual([]);
    expect((await realShop.validate({ ...cart, isAdmin: false })).paymentMethods).toEqual([]);
    expect((await realShop.validate({ ...cart, isAdmin: true })).paymentMethods.map((m) => m.slug)).toEqual(["card", "online-bank", "invoice"]);
  });

  it("answers an empty cart with nothing to pay and no delivery", async () => {
    const result = await service.validate(request());
    expect(result.priced.totalCents).toBe(0);
    expect(result.priced.methods).toEqual([]);
    expect(result.errors).toEqual([]);
    expect(result.paymentMethods).toEqual([]);
  });
});

describe("bundle rows", () => {
  it("sell the hyphen-id row at the bundle's price when its variants are the bundle's parts", async () => {
    const result = await service.validate(request({ products: [{ ...row("10-1-2", 2), bundleHash: "9" }, row("10-2-1"), row("10-1")] }));
    expect(result.rows.map((r) => [r.request.productId, r.counts, r.variant?.unitCents ?? null])).toEqual([
      ["10-1-2", true, 8000],
      ["10-2-1", false, null],
      ["10-1", false, null],
    ]);
    expect(result.rows[0]!.variant).toMatchObject({ name: "Set", discountsAllowed: false, regularCents: 9980, shippingTime: 14, maxAmount: 5 });
    expect(result.priced.productsCents).toBe(16000);
    // The second part's limits (home delivery only) limit the whole order.
    expect(result.priced.methods.map((m) => m.method.slug)).toEqual(["home-delivery"]);
  });
});

describe("guessing codes", () => {
  it("is limited per client address: past 20 distinct unknown codes no code counts, known or not", async () => {
    const guesser = (codes: string[]) => service.validate(request({ products: [row("1")], codes, clientAddress: "198.51.100.66" }));
    // Known codes never count; an unknown code sent again and again counts once.
    for (let i = 0; i < 30; i++) await guesser(["TALVI15", "TYPO"]);
    for (let i = 0; i < 19; i++) expect((await guesser([`GUESS${i}`, "GC100"])).priced.giftCardPayments).toHaveLength(1);
    const blocked = await guesser(["GUESS99", "GC100", "TALVI15"]);
    expect(blocked.priced.giftCardPayments).toEqual([]);
    expect(blocked.priced.discount).toBeNull();
    expect(blocked.errors).toEqual(["Too many codes tried. Wait 10 minutes and try again."]);
    // Sending a blocked guess again does not get it looked at.
    expect((await guesser(["GUESS99", "GC100"])).priced.giftCardPayments).toEqual([]);
    // Another address is not held back.
    expect((await service.validate(request({ products: [row("1")], codes: ["NOPE", "GC100"] }))).priced.giftCardPayments).toHaveLength(1);
  });
});

describe("gift card amounts", () => {
  it("are whole tens of euros from 10 to 10,000", () => {
    expect([10, 50, 10000].every(isGiftCardAmount)).toBe(true);
    expect([0, 5, 55, 10010, 12.5, -10].some(isGiftCardAmount)).toBe(false);
  });
});

describe("withStock", () => {
  const { inStock: _i, blockedStock: _b, freePieces: _f, blockedPieces: _p, expressFree: _e, ...facts } = variant(1);
  it("joins each variant's live stock to its facts, and stock only in blocked stores is blocked stock", () => {
    const [free, blocked, none] = withStock(
      [facts, { ...facts, id: 2 }, { ...facts, id: 3 }],
      [
        { variantId: 1, freePieces: 3, blockedPieces: 1, expressFree: { "4": 2 } },
        { variantId: 2, freePieces: 0, blockedPieces: 2, expressFree: {} },
      ],
    );
    expect(free).toMatchObject({ id: 1, freePieces: 3, blockedPieces: 1, expressFree: { "4": 2 }, inStock: true, blockedStock: false });
    expect(blocked).toMatchObject({ id: 2, freePieces: 0, blockedPieces: 2, inStock: true, blockedStock: true });
    // No stock rows at all: nothing to sell.
    expect(none).toMatchObject({ id: 3, freePieces: 0, blockedPieces: 0, expressFree: {}, inStock: false, blockedStock: false });
  });
});

describe("the price a cart row strikes", () => {
  // Sale 49.90 against a regular 59.90; the lowest price of the last 30 days is the one that counts in the EU.
  const row = (overrides: Partial<CartVariantRow>) => variant(1, { activeCents: 4990, regularCents: 5990, ...overrides });

  it("is the 30-day lowest price under the EU rule, and nothing when that is not above today's price", () => {
    expect(struckPriceOf(row({ lowest30dCents: 5490 }), 4990, "lowest-30-days")).toBe(5490);
    expect(struckPriceOf(row({ lowest30dCents: 4990 }), 4990, "lowest-30-days")).toBeNull();
    expect(struckPriceOf(row({ lowest30dCents: null }), 4990, "lowest-30-days")).toBeNull();
  });

  it("is the list price elsewhere: the regular price, or an outdoor price's discount-free price", () => {
    expect(struckPriceOf(row({ lowest30dCents: 4990 }), 4990, "list-price")).toBe(5990);
    expect(struckPriceOf(row({ regularCents: 4990, discountFreeCents: 6490, lowest30dCents: 4990 }), 4990, "list-price")).toBe(6490);
    expect(struckPriceOf(row({ regularCents: 4990, lowest30dCents: 4990 }), 4990, "list-price")).toBeNull();
  });

  it("is the price others pay for a member paying the club price, under either rule", () => {
    const club = row({ clubCents: 3990, lowest30dCents: 4990 });
    expect(struckPriceOf(club, 3990, "lowest-30-days")).toBe(4990);
    expect(struckPriceOf(club, 3990, "list-price")).toBe(4990);
  });
});

describe("the answer to a cart", () => {
  const offers: EmbeddedCheckoutRequest[] = [];
  const embedded: EmbeddedCheckout = { show: true, kgcoId: "kco-1", snippet: "<div>snippet</div>", reason: null };
  const withKlarna = createCheckoutService({
    ...deps,
    embeddedCheckout: {
      offer: async (input) => {
        offers.push(input);
        return embedded;
      },
    },
    staticPageLinks: async (lang) => [{ key: "terms", slug: lang === "fi" ? "sopimusehdot" : "terms" }],
  });
  const question = (body: Partial<CheckoutBody>, shopper: CheckoutQuestion["shopper"] = null): CheckoutQuestion => ({
    body: CheckoutBody.parse({ products: [{ productId: "5", amount: 1 }], ...body }),
    lang: "fi",
    countryCode: "fi",
    clientAddress: "203.0.113.9",
    origin: "https://kauppa.example",
    shopper,
  });

  it("opens the embedded checkout on the payment step only, linking to the terms page and the step's addresses", async () => {
    offers.length = 0;
    const cart = await withKlarna.answer(question({ pageName: "cart" }));
    expect(offers).toHaveLength(0);
    expect(cart).toMatchObject({ show_klarna: false, kgco_id: null, kco_iframe: null, total_price: 4990 });

    const step = await withKlarna.answer(question({ pageName: "checkout", payment_method: "klarna", special_request: "Ring twice" }, { id: 7, isClubMember: false, isAdmin: false }));
    expect(step).toMatchObject({ show_klarna: true, kgco_id: "kco-1", kco_iframe: "<div>snippet</div>", reason: null });
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ wanted: "klarna", specialRequest: "Ring twice", customerId: 7, klarnaOrderId: null, origin: "https://kauppa.example" });
    expect(offers[0]!.paths).toEqual({ terms: "/sopimusehdot/", checkout: pathFor("checkout.payment", "fi"), confirmation: pathFor("checkout.klarna-confirm", "fi") });
    expect(offers[0]!.result.priced.totalCents).toBe(4990);
  });

  it("names the customer to the embedded checkout only once a payment method is chosen", async () => {
    offers.length = 0;
    await withKlarna.answer(question({ pageName: "checkout" }, { id: 7, isClubMember: false, isAdmin: false }));
    expect(offers[0]).toMatchObject({ wanted: null, customerId: null });
  });

  it("is the cart without the embedded checkout where none is set up", async () => {
    expect(await service.answer(question({ pageName: "checkout", payment_method: "klarna" }))).toMatchObject({ show_klarna: false, kgco_id: null, reason: null });
  });
});
