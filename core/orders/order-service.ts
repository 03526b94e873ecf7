import { translate, type MessageKey } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { isNorthernIreland, needsCustomsAcknowledgement } from "../checkout/cart-delivery.ts";
import type { CheckoutRequest, CheckoutResult, CheckoutService } from "../checkout/checkout-service.ts";
import { addressProblem } from "../mail/mailer.ts";
import { sha256Hex } from "../accounts/session-token.ts";
import { piecesPerVariant } from "./allocation.ts";

/**
 * Placing an order (issue 5 "Orders and payments"): the cart is validated again by the same service the
 * cart page asks, and only a cart without problems becomes an order. The repository then does the rest
 * in one transaction: it reserves every piece per warehouse under row locks (two shoppers racing for the
 * last piece: exactly one gets it), takes the gift cards' balances and the code's use, and writes the
 * order. The same idempotency key returns the same order, however often it is sent.
 */

/** An unpaid order keeps its stock this long; then the release job gives it back. */
export const RESERVATION_MINUTES = 30;

export interface OrderContact {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
}

export interface PlaceOrderInput {
  cart: CheckoutRequest;
  contact: OrderContact;
  deliveryLocation: string | null;
  specialRequest: string;
  paymentMethod: string | null;
  /** Deliveries to the UK, Switzerland and Canada: the shopper accepted customs and import VAT. */
  customsAccepted: boolean;
  /** One per checkout attempt, made by the browser. */
  idempotencyKey: string;
  customerId: number | null;
}

export interface PlacedOrder {
  number: string;
  status: string;
  totalCents: number;
  dueCents: number;
  reservedUntil: Date;
}

export interface OrderRowPlan {
  kind: "product" | "bundle" | "gift-card";
  productId: string;
  name: string;
  variantName: string;
  amount: number;
  unitCents: number;
  discountCents: number;
  totalCents: number;
  extraData: Record<string, string> | null;
}

/** Everything the repository writes, worked out before the transaction starts. */
export interface OrderPlan {
  idempotencyKey: string;
  /** requestHash of the input: a key sent again with other contents is refused. */
  requestHash: string;
  lang: Lang;
  countryCode: string;
  customerId: number | null;
  contact: OrderContact;
  deliveryMethod: string | null;
  deliveryLocation: string | null;
  specialRequest: string;
  paymentMethod: string | null;
  discountCode: string | null;
  repack: boolean;
  productsCents: number;
  discountCents: number;
  giftCardProductsCents: number;
  deliveryCents: number;
  repackCents: number;
  totalCents: number;
  dueCents: number;
  rows: OrderRowPlan[];
  /** Pieces to reserve per variant (made-on-order variants need none). */
  pieces: Array<{ variantId: number; amount: number }>;
  giftCards: Array<{ code: string; amountCents: number }>;
}

/** Why the transaction refused: what changed between the check and the order. */
export type PlaceShortage = "stock" | "gift-card" | "code" | "key-reused";

export interface OrderRepository {
  /** The order placed with this key, if any, and the hash of what was asked with it. */
  byIdempotencyKey(key: string): Promise<{ order: PlacedOrder; requestHash: string } | null>;
  /**
   * In one transaction: the order of this key if there is one; else reserve, take balances and uses, and
   * write the order. Nothing is written when any of it fails.
   */
  place(plan: OrderPlan, reservedUntil: Date): Promise<{ order: PlacedOrder; created: boolean } | { shortage: PlaceShortage }>;
  /** Cancels unpaid orders whose reservation ended, giving back stock, balances and uses; returns how many. */
  releaseExpired(now: Date, limit: number): Promise<number>;
  /** awaiting_payment to processing, once per payment reference; null for an unknown or cancelled order. */
  markPaid(input: { number: string; provider: string; reference: string; amountCents: number; now: Date }): Promise<PlacedOrder | null>;
}

export type PlaceOrderResult = { ok: true; order: PlacedOrder; created: boolean } | { ok: false; errors: string[] };

export interface OrderService {
  place(input: PlaceOrderInput): Promise<PlaceOrderResult>;
  releaseExpired(): Promise<number>;
  markPaid(input: { number: string; provider: string; reference: string; amountCents: number }): Promise<PlacedOrder | null>;
}

const SHORTAGE_MESSAGE: Record<PlaceShortage, MessageKey> = {
  stock: "checkout.stockChanged",
  "gift-card": "checkout.giftCardChanged",
  code: "checkout.codeChanged",
  "key-reused": "checkout.orderKeyReused",
};

/**
 * What a checkout attempt asked for, as one hash: the cart, the person and the choices. The client's
 * address is left out (a retry may come from another network).
 */
export function requestHash(input: PlaceOrderInput): string {
  const { clientAddress: _address, ...cart } = input.cart;
  return sha256Hex(
    JSON.stringify({
      cart,
      contact: input.contact,
      deliveryLocation: input.deliveryLocation,
      specialRequest: input.specialRequest,
      paymentMethod: input.paymentMethod,
      customsAccepted: input.customsAccepted,
      customerId: input.customerId,
    }),
  );
}

/** The contact form's problems in the shopper's language (document 3 §8 required-field messages). */
export function contactProblems(input: { contact: OrderContact; countryCode: string; homeDelivery: boolean; lang: Lang }): string[] {
  const { contact, lang } = input;
  const problems: string[] = [];
  const required = (value: string, key: MessageKey) => {
    if (value.trim() === "") problems.push(translate(lang, key));
  };
  required(contact.firstName, "checkout.firstNameRequired");
  required(contact.lastName, "checkout.lastNameRequired");
  if (contact.email.trim() === "") problems.push(translate(lang, "checkout.emailRequired"));
  else if (addressProblem(contact.email.trim()) !== null) problems.push(translate(lang, "checkout.emailInvalid"));
  if (!/^\+?[\d\s()-]{6,20}$/.test(contact.phone.trim())) problems.push(translate(lang, "checkout.phoneInvalid"));
  if (input.homeDelivery) {
    required(contact.address, "checkout.addressRequired");
    required(contact.city, "checkout.cityRequired");
  }
  const postal = contact.postalCode.trim();
  const postalOk = input.countryCode === "fi" ? /^\d{5}$/.test(postal) : /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(postal);
  if (!postalOk) problems.push(translate(lang, "checkout.postalCodeInvalid"));
  if (isNorthernIreland(input.countryCode, postal)) problems.push(translate(lang, "checkout.noNorthernIreland"));
  return problems;
}

/** The order's rows, pieces and payments from a validated cart. */
export function orderPlan(input: PlaceOrderInput, result: CheckoutResult): OrderPlan {
  const { priced } = result;
  const rows: OrderRowPlan[] = priced.rows
    .filter(({ row }) => row.counts && row.variant)
    .map(({ row, lineCents, discountCents }) => ({
      kind: row.variant!.parts ? "bundle" : "product",
      productId: row.request.productId,
      name: row.variant!.name,
      variantName: row.variant!.variantName,
      amount: row.amount,
      unitCents: row.variant!.unitCents,
      discountCents,
      totalCents: lineCents - discountCents,
      extraData: row.request.extra_data,
    }));
  for (const card of result.giftCardRows.filter((entry) => entry.counts)) {
    rows.push({
      kind: "gift-card",
      productId: card.request.productId,
      name: card.request.name,
      variantName: "",
      amount: 1,
      unitCents: card.request.amount * 100,
      discountCents: 0,
      totalCents: card.request.amount * 100,
      extraData: card.request.extra_data,
    });
  }
  const needs: Array<{ variantId: number; amount: number }> = [];
  for (const { row } of priced.rows) {
    const variant = row.variant;
    if (!row.counts || !variant) continue;
    if (variant.parts) {
      for (const part of variant.parts) if (!part.madeOnOrder) needs.push({ variantId: part.variantId, amount: part.quantity * row.amount });
    } else if (variant.maxAmount !== null) {
      needs.push({ variantId: variant.variantId, amount: row.amount });
    }
  }
  return {
    idempotencyKey: input.idempotencyKey,
    requestHash: requestHash(input),
    lang: input.cart.lang,
    countryCode: input.cart.countryCode.toLowerCase(),
    customerId: input.customerId,
    contact: { ...input.contact, email: input.contact.email.trim().toLowerCase() },
    deliveryMethod: priced.chosenMethod,
    deliveryLocation: input.deliveryLocation,
    specialRequest: input.specialRequest,
    paymentMethod: priced.dueCents > 0 ? input.paymentMethod : null,
    discountCode: priced.discount?.code ?? null,
    repack: input.cart.repack,
    productsCents: priced.productsCents,
    discountCents: priced.discount?.cents ?? 0,
    giftCardProductsCents: priced.giftCardProductsCents,
    deliveryCents: priced.deliveryCents,
    repackCents: priced.repackCents,
    totalCents: priced.totalCents,
    dueCents: priced.dueCents,
    rows,
    // Sorted, so concurrent orders lock stock rows in one order and never wait on each other in a circle.
    pieces: [...piecesPerVariant(needs)].map(([variantId, amount]) => ({ variantId, amount })).sort((a, b) => a.variantId - b.variantId),
    giftCards: priced.giftCardPayments.filter((payment) => payment.amountCents > 0).map((payment) => ({ code: payment.code, amountCents: payment.amountCents })),
  };
}

export function createOrderService(deps: { checkout: CheckoutService; repository: OrderRepository; now?: () => Date }): OrderService {
  const now = deps.now ?? (() => new Date());
  return {
    async place(input) {
      const { lang } = input.cart;
      // A repeated submit answers the order it made, even though that order now holds the stock.
      const existing = await deps.repository.byIdempotencyKey(input.idempotencyKey);
      if (existing) {
        if (existing.requestHash !== requestHash(input)) return { ok: false, errors: [translate(lang, SHORTAGE_MESSAGE["key-reused"])] };
        return { ok: true, order: existing.order, created: false };
      }
      const result = await deps.checkout.validate(input.cart);
      const errors = [...result.errors];
      const { priced } = result;
      const hasProducts = result.rows.some((row) => row.counts);
      if (input.cart.products.length === 0 && input.cart.giftCardProducts.length === 0) errors.push(translate(lang, "checkout.cartEmptyMessage"));
      const chosen = priced.methods.find((entry) => entry.method.slug === priced.chosenMethod)?.method ?? null;
      if (hasProducts && !chosen) errors.push(translate(lang, "checkout.chooseDeliveryMethod"));
      if (priced.dueCents > 0 && !result.paymentMethods.some((method) => method.slug === input.paymentMethod)) {
        errors.push(translate(lang, "checkout.choosePaymentMethod"));
      }
      if (chosen?.kind === "pickup-point" && !input.deliveryLocation) errors.push(translate(lang, "checkout.choosePickupPoint"));
      if (needsCustomsAcknowledgement(input.cart.countryCode) && !input.customsAccepted) errors.push(translate(lang, "checkout.acceptCustoms"));
      const homeDelivery = chosen !== null && (chosen.kind === "home" || chosen.kind === "express-home");
      errors.push(...contactProblems({ contact: input.contact, countryCode: input.cart.countryCode.toLowerCase(), homeDelivery, lang }));
      if (errors.length > 0) return { ok: false, errors };

      const placedAt = now();
      const placed = await deps.repository.place(orderPlan(input, result), new Date(placedAt.getTime() + RESERVATION_MINUTES * 60_000));
      if ("shortage" in placed) return { ok: false, errors: [translate(lang, SHORTAGE_MESSAGE[placed.shortage])] };
      return { ok: true, order: placed.order, created: placed.created };
    },

    releaseExpired: () => deps.repository.releaseExpired(now(), 100),

    markPaid: (input) => deps.repository.markPaid({ ...input, now: now() }),
  };
}
