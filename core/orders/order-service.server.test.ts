import { describe, expect, it } from "vitest";
import type { CheckoutResult } from "../checkout/checkout-service.ts";
import { checkRow, type SellableVariant } from "../checkout/cart-rows.ts";
import { priceCart } from "../checkout/price-cart.ts";
import { contactProblems, orderPlan, type OrderContact, type PlaceOrderInput } from "./order-service.server.ts";
import { sha256Hex } from "../accounts/session-token.server.ts";

const contact: OrderContact = { email: "aino@example.fi", firstName: "Aino", lastName: "Virtanen", phone: "040 123 4567", address: "Katu 1", postalCode: "00100", city: "Helsinki" };

describe("the contact form of an order", () => {
  it("needs names, a real e-mail address and a phone number, in the shopper's language", () => {
    expect(contactProblems({ contact, countryCode: "fi", homeDelivery: true, lang: "en" })).toEqual([]);
    expect(contactProblems({ contact: { ...contact, firstName: " ", lastName: "", email: "", phone: "abc" }, countryCode: "fi", homeDelivery: false, lang: "en" })).toEqual([
      { field: "first_name", message: "Enter your first name." },
      { field: "last_name", message: "Enter your last name." },
      { field: "email", message: "Enter your e-mail address." },
      { field: "phone", message: "Enter a phone number (6-20 digits)." },
    ]);
  });

  it("needs a street address and city for home delivery only", () => {
    const noAddress = { ...contact, address: "", city: "" };
    expect(contactProblems({ contact: noAddress, countryCode: "fi", homeDelivery: false, lang: "en" })).toEqual([]);
    expect(contactProblems({ contact: noAddress, countryCode: "fi", homeDelivery: true, lang: "en" })).toEqual([
      { field: "address", message: "Enter your street address." },
      { field: "city", message: "Enter your city." },
    ]);
  });

  it("checks postal codes: five digits in Finland, a short code elsewhere, and no Northern Ireland", () => {
    expect(contactProblems({ contact: { ...contact, postalCode: "0010" }, countryCode: "fi", homeDelivery: true, lang: "en" })).toEqual([{ field: "postal_code", message: "Check the postal code." }]);
    expect(contactProblems({ contact: { ...contact, postalCode: "SW1A 1AA" }, countryCode: "gb", homeDelivery: true, lang: "en" })).toEqual([]);
    expect(contactProblems({ contact: { ...contact, postalCode: "BT1 5GS" }, countryCode: "gb", homeDelivery: true, lang: "en" })).toEqual([{ field: "postal_code", message: "We cannot deliver to Northern Ireland." }]);
  });
});

describe("an order's plan", () => {
  const limit = { allowedDeliveryMethods: ["home"], isDeliveryCountryBlocked: false, isDeliveryMethodLimitations: false, perInternationalPackage: false, blockInfoText: "" };
  const variant = (id: number, overrides: Partial<SellableVariant> = {}): SellableVariant => ({
    variantId: id,
    modelId: id,
    name: `M${id}`,
    variantName: "",
    image: null,
    url: "/",
    unitCents: 1000,
    vatBp: 2550,
    regularCents: null,
    discountsAllowed: true,
    isOrderable: true,
    maxAmount: 9,
    shippingTime: 2,
    limit,
    ...overrides,
  });

  it("reserves product rows and every bundle part, not what is made on order, and sells gift cards as rows", () => {
    const bundle = variant(0, { name: "Set", parts: [{ variantId: 5, quantity: 2, madeOnOrder: false }, { variantId: 6, quantity: 1, madeOnOrder: true }] });
    const rows = [
      checkRow({ productId: "5", amount: 1, frozen: false, extra_data: null }, variant(5)),
      checkRow({ productId: "9-5-6", amount: 2, frozen: false, extra_data: null }, bundle),
      checkRow({ productId: "7", amount: 3, frozen: false, extra_data: null }, variant(7, { maxAmount: null })),
      checkRow({ productId: "8", amount: 1, frozen: false, extra_data: null }, null),
    ];
    const priced = priceCart({
      rows,
      giftCardProductCents: [5000],
      codes: [],
      giftCards: [],
      countryMethods: [{ slug: "home", kind: "home", name: "Home", countries: [], excludedCountries: [], postalPrefixes: [], priceCents: 990, freeFromCents: null, transitDaysMin: 1, transitDaysMax: 2, sortOrder: 0 }],
      countryCode: "fi",
      chosenMethod: "home",
      repack: { selected: false, settings: { costCents: 390, freeFromCents: null } },
      express: { available: false, selected: false },
      deliveries: 1,
      giftCampaign: false,
      now: new Date(),
    });
    const result = {
      rows,
      priced,
      giftCardRows: [{ request: { uid: "u", productId: "4", amount: 50, name: "Gift card", extra_data: { giftcard_name: "Aino" } }, counts: true }],
      paymentMethods: [],
      shippingTime: "1-2",
      express: { stores: [], selected: false, ready: null },
      partDelivery: { offered: true, selected: true, parts: { first: "1-2", rest: "10-14" }, charged: true, extraCents: 990 },
      customsAcknowledgement: false,
      errors: [],
    } as unknown as CheckoutResult;
    const input = { cart: { lang: "fi", countryCode: "FI", repack: false, clientAddress: "203.0.113.5" }, contact: { ...contact, email: " Aino@Example.FI " }, idempotencyKey: "k", customerId: null, deliveryLocation: null, specialRequest: "", paymentMethod: "card" } as unknown as PlaceOrderInput;
    const plan = orderPlan(input, result);
    expect(plan.pieces).toEqual([{ variantId: 5, amount: 1 + 2 * 2 }]);
    expect(plan.rows.map((row) => [row.kind, row.productId, row.amount, row.totalCents])).toEqual([
      ["product", "5", 1, 1000],
      ["bundle", "9-5-6", 2, 2000],
      ["product", "7", 3, 3000],
      ["gift-card", "4", 1, 5000],
    ]);
    expect(plan).toMatchObject({ countryCode: "fi", deliveryMethod: "home", deliveryCents: 990, totalCents: 6000 + 5000 + 990, contact: { email: "aino@example.fi" } });
    // Sent in two parts, from the warehouses (not an express pickup's one shelf).
    expect(plan).toMatchObject({ partDelivery: true, fromStore: null });
    // The limits on unpaid orders count by a hash of the client address, never the address itself.
    expect(plan.shopper).toEqual({ clientKey: sha256Hex("203.0.113.5"), customerId: null });
  });
});
