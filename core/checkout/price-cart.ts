import type { DeliveryMethod } from "../delivery/fast-shipping.ts";
import { cartDeliveryMethods, deliveryCostCents, deliveryThreshold, extraPackages, repackCostCents, type RepackSettings } from "./cart-delivery.ts";
import type { CheckedRow } from "./cart-rows.ts";
import { SHIPS_AT_ONCE_DAYS } from "../product/orderable.ts";
import { discountCents, discountCodeProblem, spreadDiscount, type DiscountCode, type DiscountCodeProblem } from "./discount-codes.ts";
import { giftCardPayments, type GiftCardAccount, type GiftCardPayment, type GiftCardProblem } from "./gift-card-payments.ts";

/**
 * The sums of a checked cart: products, the one discount code, delivery, RePack, gift cards as
 * payment, thresholds. Integer cents throughout (no float sums of money); pure, so every rule is tested
 * here and the service only loads the data.
 */

export interface PriceCartInput {
  rows: readonly CheckedRow[];
  /** Gift cards bought in this order (their face values); sent by e-mail, so no delivery and no code discount. */
  giftCardProductCents: readonly number[];
  /** The codes in the cart, normalized and unique, with what the database knows of each. */
  codes: ReadonlyArray<{ code: string; found: DiscountCode | null }>;
  /** Gift cards given as payment, in the order entered. */
  giftCards: ReadonlyArray<{ code: string; account: GiftCardAccount | null }>;
  /** The delivery country's methods, in display order. */
  countryMethods: readonly DeliveryMethod[];
  countryCode: string;
  /** The method the shopper chose, if any (the payment step); else the cheapest is shown. */
  chosenMethod: string | null;
  repack: { selected: boolean; settings: RepackSettings };
  /**
   * Express pickup (./express-pickup.ts): available when one express store holds every piece; the
   * store-express methods are offered only then, and are the only methods once the shopper chose it.
   */
  express: { available: boolean; selected: boolean };
  /** Parcels the order is sent and charged as: 2 for a part delivery the shopper pays (./part-delivery.ts). */
  deliveries: number;
  /** A gift campaign code pays the cart's product and its delivery: no discount code applies then. */
  giftCampaign: boolean;
  now: Date;
}

export interface PricedRow {
  row: CheckedRow;
  /** unit x amount, 0 for a row that does not count. */
  lineCents: number;
  /** This row's share of the code's discount. */
  discountCents: number;
}

export interface PricedCart {
  rows: PricedRow[];
  /** Products that count, before the code. */
  productsCents: number;
  giftCardProductsCents: number;
  discount: { code: string; cents: number } | null;
  /** What the gift campaign's code pays of the products (all of them), 0 without one. */
  campaignCents: number;
  codeProblems: Array<{ code: string; problem: DiscountCodeProblem }>;
  /** The methods every row allows, with their cost for this order. */
  methods: Array<{ method: DeliveryMethod; costCents: number }>;
  /** The chosen method when it is available, else null. */
  chosenMethod: string | null;
  deliveryCents: number;
  repackCents: number;
  /** What RePack would cost this order (shown next to the choice). */
  repackOfferCents: number;
  thresholds: { delivery: number | null; repack: number | null };
  /** Everything the order costs. */
  totalCents: number;
  giftCardPayments: GiftCardPayment[];
  giftCardProblems: Array<{ code: string; problem: GiftCardProblem }>;
  /** Left to pay with the payment method after gift cards. */
  dueCents: number;
}

export function priceCart(input: PriceCartInput): PricedCart {
  const counted = input.rows.filter((row) => row.counts && row.variant);
  const lineOf = (row: CheckedRow) => (row.counts && row.variant ? row.variant.unitCents * row.amount : 0);
  const productsCents = counted.reduce((sum, row) => sum + lineOf(row), 0);
  const giftCardProductsCents = input.giftCardProductCents.reduce((sum, cents) => sum + cents, 0);

  // One discount code per order: the first usable one applies; the others say why not.
  const eligible = input.rows.map((row) => (row.variant?.discountsAllowed ? lineOf(row) : 0));
  const eligibleCents = eligible.reduce((sum, cents) => sum + cents, 0);
  let discount: PricedCart["discount"] = null;
  const codeProblems: PricedCart["codeProblems"] = [];
  for (const { code, found } of input.codes) {
    const problem = discountCodeProblem(found, { now: input.now, eligibleCents });
    if (problem) codeProblems.push({ code, problem });
    // The campaign's code already pays everything.
    else if (input.giftCampaign) codeProblems.push({ code, problem: "one-per-order" });
    else if (discount) codeProblems.push({ code, problem: "one-per-order" });
    else discount = { code, cents: discountCents(found!, eligibleCents) };
  }
  const shares = input.giftCampaign ? input.rows.map(lineOf) : spreadDiscount(discount?.cents ?? 0, eligible);
  const rows = input.rows.map((row, index) => ({ row, lineCents: lineOf(row), discountCents: shares[index] ?? 0 }));
  const campaignCents = input.giftCampaign ? productsCents : 0;

  // Thresholds are reached with what the products cost after the code.
  const merchandiseCents = productsCents - (discount?.cents ?? 0) - campaignCents;
  const packages = extraPackages(counted.map((row) => ({ amount: row.amount, perInternationalPackage: row.variant!.limit.perInternationalPackage })));
  const needsDelivery = counted.length > 0;
  // The next-day courier takes only what leaves the warehouse at once (as on the product page's estimator).
  const shipsAtOnce = counted.every((row) => row.variant!.shippingTime <= SHIPS_AT_ONCE_DAYS);
  const allowed = needsDelivery
    ? cartDeliveryMethods(input.countryMethods, counted.map((row) => row.variant!.limit)).filter((method) => shipsAtOnce || method.kind !== "express-home")
    : [];
  const isExpress = (method: DeliveryMethod) => method.kind === "store-express";
  const available = !input.express.available
    ? allowed.filter((method) => !isExpress(method))
    : input.express.selected
      ? allowed.filter(isExpress)
      : allowed;
  const methods = available.map((method) => ({
    method,
    // A gift campaign's company pays the delivery too.
    costCents: input.giftCampaign ? 0 : deliveryCostCents(method, { merchandiseCents, countryCode: input.countryCode, extraPackages: packages }) * input.deliveries,
  }));
  const chosen = methods.find((entry) => entry.method.slug === input.chosenMethod) ?? null;
  // Before a choice the cart shows the cheapest way; without products (only gift cards) nothing is delivered.
  const deliveryCents = chosen ? chosen.costCents : methods.length > 0 ? Math.min(...methods.map((entry) => entry.costCents)) : 0;

  const repackOfferCents = needsDelivery ? repackCostCents(input.repack.settings, merchandiseCents) : 0;
  const repackCents = input.repack.selected && needsDelivery ? repackOfferCents : 0;

  const totalCents = merchandiseCents + giftCardProductsCents + deliveryCents + repackCents;
  // Gift cards do not pay for new gift cards: a balance cannot be turned into a fresh card.
  const cards = giftCardPayments(input.giftCards, totalCents - giftCardProductsCents, input.now);
  return {
    rows,
    productsCents,
    giftCardProductsCents,
    discount,
    campaignCents,
    codeProblems,
    methods,
    chosenMethod: chosen?.method.slug ?? null,
    deliveryCents,
    repackCents,
    repackOfferCents,
    thresholds: { delivery: deliveryThreshold(available), repack: input.repack.settings.freeFromCents },
    totalCents,
    giftCardPayments: cards.payments,
    giftCardProblems: cards.problems,
    dueCents: cards.dueAfterCents + giftCardProductsCents,
  };
}
