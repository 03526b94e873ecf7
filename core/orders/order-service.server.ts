import { translate, type MessageKey } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { isNorthernIreland, needsCustomsAcknowledgement } from "../checkout/cart-delivery.ts";
import { servesPostalCode } from "../delivery/fast-shipping.ts";
import type { CheckoutRequest, CheckoutResult, CheckoutService } from "../checkout/checkout-service.ts";
import { piecesPerVariant, rowPieces } from "../checkout/cart-rows.ts";
import { addressProblem } from "../mail/mailer.ts";
import { sha256Hex } from "../accounts/session-token.server.ts";
import { confirmationMail, type OrderView } from "./order-view.ts";
import type { Mailer } from "../mail/mailer.ts";
import { pathFor } from "#i18n/routes.ts";
import { mayHoldAnother, UNSTARTED_HOLD_MINUTES, type UnpaidCounts, type UnpaidShopper } from "./unpaid-orders.ts";
import { timingSafeEqual } from "node:crypto";

/**
 * Placing an order: the cart is validated again by the same service the
 * cart page asks, and only a cart without problems becomes an order. The repository then does the rest
 * in one transaction: it reserves every piece per warehouse under row locks (two shoppers racing for the
 * last piece: exactly one gets it), takes the gift cards' balances and the code's use, and writes the
 * order. The same idempotency key returns the same order, however often it is sent.
 */

/**
 * An unpaid order whose payment started keeps its stock this long after it was placed; then the release job
 * gives it back. One whose payment never started lets go sooner (UNSTARTED_HOLD_MINUTES).
 */
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

/** The name and address an order is paid and delivered with. */
export type OrderAddress = Pick<OrderContact, "firstName" | "lastName" | "address" | "postalCode" | "city">;

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
  /** For the links to the order's result pages (order-view.ts). */
  accessToken: string;
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
  /** Who places it, for the limits on unpaid orders (./unpaid-orders.ts). */
  shopper: UnpaidShopper;
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
  /** Sent in two parcels (core/checkout/part-delivery.ts). */
  partDelivery: boolean;
  /** The gift campaign code this order redeems; its product and delivery are paid by the campaign. */
  giftCampaignCode: string | null;
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
  /** Express pickup: every piece comes off this store's shelves; null: from the warehouses (./allocation.ts). */
  fromStore: number | null;
  giftCards: Array<{ code: string; amountCents: number }>;
}

/** Why the transaction refused: what changed between the check and the order. */
export type PlaceShortage = "stock" | "gift-card" | "code" | "key-reused" | "campaign-code" | "unpaid-orders";

/** How long a new order holds its stock, and whether the shopper's other unpaid orders leave room for it. */
export interface PlaceHold {
  until: Date;
  /** Asked only for an order left to pay, with the shopper's counts taken under the shopper's locks. */
  allows(counts: UnpaidCounts): boolean;
}

export interface OrderRepository {
  /** The order placed with this key, if any, and the hash of what was asked with it. */
  byIdempotencyKey(key: string): Promise<{ order: PlacedOrder; requestHash: string } | null>;
  /**
   * In one transaction: the order of this key if there is one; else check the shopper's unpaid orders
   * (an order left to pay only), reserve, take balances and uses, and write the order. Nothing is written
   * when any of it fails. Two orders of one shopper placed at once are counted one after the other.
   */
  place(plan: OrderPlan, hold: PlaceHold): Promise<{ order: PlacedOrder; created: boolean } | { shortage: PlaceShortage }>;
  /** Cancels unpaid orders whose reservation ended, giving back stock, balances and uses; returns how many. */
  releaseExpired(now: Date, limit: number): Promise<number>;
  /** awaiting_payment to processing, once per payment reference; null for an unknown or cancelled order. */
  markPaid(input: { number: string; provider: string; reference: string; amountCents: number; now: Date }): Promise<PlacedOrder | null>;
  /** The order with its rows and the names of its methods and place in `lang` (null: the order's language). */
  view(number: string, lang: Lang | null): Promise<OrderView | null>;
  /** The name and address of an order still to be paid; false when it is paid, cancelled or unknown. */
  updateAddress(number: string, address: OrderAddress): Promise<boolean>;
  /** Marks the confirmation as sent unless it was, for a paid order; true for the one caller that marked it. */
  claimConfirmation(number: string): Promise<boolean>;
  /** Forgets a claim whose mail could not be sent, so the job tries again. */
  releaseConfirmation(number: string): Promise<void>;
  /** Paid orders whose confirmation was not sent, paid before `paidBefore`. */
  unconfirmed(paidBefore: Date, limit: number): Promise<string[]>;
}

/**
 * A refused order: `errors` has every message in the order shown, `fields` the first message of each form
 * field, so the payment step can put it next to its field.
 */
export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder; created: boolean }
  | { ok: false; errors: string[]; fields: Partial<Record<OrderField, string>> };

function refusedFields(problems: readonly OrderProblem[]): { ok: false; fields: Partial<Record<OrderField, string>> } {
  const fields: Partial<Record<OrderField, string>> = {};
  for (const problem of problems) if (problem.field && fields[problem.field] === undefined) fields[problem.field] = problem.message;
  return { ok: false, fields };
}

function refused(problems: readonly OrderProblem[]): PlaceOrderResult {
  const fields: Partial<Record<OrderField, string>> = {};
  for (const problem of problems) if (problem.field && fields[problem.field] === undefined) fields[problem.field] = problem.message;
  return { ok: false, errors: problems.map((problem) => problem.message), fields };
}

export type LookupResult = { found: true; order: OrderView } | { found: false; reason: "not-found" | "rate-limited" };

export interface OrderService {
  place(input: PlaceOrderInput): Promise<PlaceOrderResult>;
  releaseExpired(): Promise<number>;
  markPaid(input: { number: string; provider: string; reference: string; amountCents: number }): Promise<PlacedOrder | null>;
  /** The order whose result-page link this is (number and access token), names in `lang`. */
  byAccessToken(input: { number: string; token: string; lang: Lang }): Promise<OrderView | null>;
  /**
   * The name and address of an order still to be paid, by its result page's link (number and token), when the
   * payment service refused them: the same rules as the checkout's (a street and a city always, the postal
   * code of the delivery country). Null for an unknown link or an order no longer to be paid.
   */
  changeAddress(input: { number: string; token: string; address: OrderAddress; lang: Lang }): Promise<{ ok: true } | { ok: false; fields: Partial<Record<OrderField, string>> } | null>;
  /** /view-order/: the order of this number ordered with this e-mail; limited per client address. */
  lookup(input: { email: string; number: string; lang: Lang; clientAddress: string }): Promise<LookupResult>;
  /** Sends the confirmation of a paid order once, whichever process asks; true when this call sent it. */
  sendConfirmation(number: string): Promise<boolean>;
  /** The job's safety net: confirmations a process did not send (it stopped, or the mail server failed). */
  sendMissedConfirmations(): Promise<number>;
}

/** /view-order/ searches per client address in ORDER_LOOKUP_LIMIT.windowMs: enough for a shopper, too few to guess. */
export const ORDER_LOOKUP_LIMIT = { perAddress: 20, windowMs: 10 * 60_000 };

/**
 * An order number as printed: a letter and digits ("W" for the web store's orders; the demo's and other
 * channels' orders have their own letters); case and spaces forgiven. Null for anything else.
 */
export function normalizeOrderNumber(value: string): string | null {
  const cleaned = value.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z]\d{1,12}$/.test(cleaned) ? cleaned : null;
}

/** An order's access token compared in constant time (the result pages' links, the payment's start). */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const SHORTAGE_MESSAGE: Record<PlaceShortage, MessageKey> = {
  stock: "checkout.stockChanged",
  "gift-card": "checkout.giftCardChanged",
  code: "checkout.codeChanged",
  "key-reused": "checkout.orderKeyReused",
  "campaign-code": "product.campaignCodeUsed",
  "unpaid-orders": "checkout.unpaidOrdersWaiting",
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

/** The fields of the payment step's form: the contact and delivery fields, plus the step's own choices. */
export type OrderField =
  | "delivery_method"
  | "delivery_location"
  | "payment_method"
  | "customs_accepted"
  | "first_name"
  | "last_name"
  | "email"
  | "phone"
  | "address"
  | "postal_code"
  | "city";

/** A problem with what the shopper sent; `field` null for one about the cart as a whole. */
export interface OrderProblem {
  field: OrderField | null;
  message: string;
}

/** The contact form's problems (required and malformed fields) in the shopper's language. */
export function contactProblems(input: { contact: OrderContact; countryCode: string; homeDelivery: boolean; lang: Lang }): OrderProblem[] {
  const { contact, lang } = input;
  const problems: OrderProblem[] = [];
  const add = (field: OrderField, key: MessageKey) => problems.push({ field, message: translate(lang, key) });
  if (contact.firstName.trim() === "") add("first_name", "checkout.firstNameRequired");
  if (contact.lastName.trim() === "") add("last_name", "checkout.lastNameRequired");
  if (contact.email.trim() === "") add("email", "checkout.emailRequired");
  else if (addressProblem(contact.email.trim()) !== null) add("email", "checkout.emailInvalid");
  if (!/^\+?[\d\s()-]{6,20}$/.test(contact.phone.trim())) add("phone", "checkout.phoneInvalid");
  if (input.homeDelivery) {
    if (contact.address.trim() === "") add("address", "checkout.addressRequired");
    if (contact.city.trim() === "") add("city", "checkout.cityRequired");
  }
  const postal = contact.postalCode.trim();
  const postalOk = input.countryCode === "fi" ? /^\d{5}$/.test(postal) : /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(postal);
  if (!postalOk) add("postal_code", "checkout.postalCodeInvalid");
  if (isNorthernIreland(input.countryCode, postal)) add("postal_code", "checkout.noNorthernIreland");
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
  const isExpress = priced.methods.some((entry) => entry.method.slug === priced.chosenMethod && entry.method.kind === "store-express");
  const needs = priced.rows.flatMap(({ row }) => rowPieces(row)).filter((piece) => !piece.madeOnOrder);
  const email = input.contact.email.trim().toLowerCase();
  return {
    idempotencyKey: input.idempotencyKey,
    shopper: { clientKey: sha256Hex(input.cart.clientAddress), customerId: input.customerId },
    requestHash: requestHash(input),
    lang: input.cart.lang,
    countryCode: input.cart.countryCode.toLowerCase(),
    customerId: input.customerId,
    contact: { ...input.contact, email },
    deliveryMethod: priced.chosenMethod,
    deliveryLocation: input.deliveryLocation,
    specialRequest: input.specialRequest,
    paymentMethod: priced.dueCents > 0 ? input.paymentMethod : null,
    discountCode: priced.discount?.code ?? null,
    repack: input.cart.repack,
    partDelivery: result.partDelivery.selected,
    giftCampaignCode: result.giftCampaign?.code ?? null,
    productsCents: priced.productsCents,
    discountCents: (priced.discount?.cents ?? 0) + priced.campaignCents,
    giftCardProductsCents: priced.giftCardProductsCents,
    deliveryCents: priced.deliveryCents,
    repackCents: priced.repackCents,
    totalCents: priced.totalCents,
    dueCents: priced.dueCents,
    rows,
    // Sorted, so concurrent orders lock stock rows in one order and never wait on each other in a circle.
    pieces: [...piecesPerVariant(needs)].map(([variantId, amount]) => ({ variantId, amount })).sort((a, b) => a.variantId - b.variantId),
    fromStore: isExpress && input.deliveryLocation && /^\d{1,9}$/.test(input.deliveryLocation.trim()) ? Number(input.deliveryLocation.trim()) : null,
    giftCards: priced.giftCardPayments.filter((payment) => payment.amountCents > 0).map((payment) => ({ code: payment.code, amountCents: payment.amountCents })),
  };
}

/** Delivery kinds that go to a place the shopper picks: a store or a pick-up point (delivery_location). */
export type LocationKind = "store-express" | "store-pickup" | "pickup-point";
const LOCATION_KINDS: ReadonlySet<string> = new Set<LocationKind>(["store-express", "store-pickup", "pickup-point"]);

export interface OrderDependencies {
  checkout: CheckoutService;
  repository: OrderRepository;
  /** Whether the picked place serves the kind in the country: a store that hands out such orders, or an active pick-up point. */
  locationExists(input: { kind: LocationKind; id: string; countryCode: string }): Promise<boolean>;
  mailer: Mailer;
  /** The storefront origin of a language, for the link in the mail. */
  originOf: (lang: Lang) => string;
  hitRateLimit: (key: string, windowMs: number) => Promise<{ count: number }>;
  now?: () => Date;
}

export function createOrderService(deps: OrderDependencies): OrderService {
  const now = deps.now ?? (() => new Date());

  async function sendConfirmation(number: string): Promise<boolean> {
    if (!(await deps.repository.claimConfirmation(number))) return false;
    try {
      const order = await deps.repository.view(number, null);
      if (!order) return false;
      const link = `${deps.originOf(order.lang)}${pathFor("view-order", order.lang)}?order=${order.number}&token=${order.accessToken}`;
      const mail = confirmationMail(order, { order: link });
      await deps.mailer.send({ to: order.email, lang: order.lang, tag: "order-confirmation", subject: mail.subject, text: mail.text });
      return true;
    } catch (error) {
      // Not sent: the claim is given back and the job tries again.
      await deps.repository.releaseConfirmation(number);
      throw error;
    }
  }
  return {
    async place(input) {
      const { lang } = input.cart;
      const problem = (field: OrderField | null, key: MessageKey): OrderProblem => ({ field, message: translate(lang, key) });
      // A repeated submit answers the order it made, even though that order now holds the stock.
      const existing = await deps.repository.byIdempotencyKey(input.idempotencyKey);
      if (existing) {
        if (existing.requestHash !== requestHash(input)) return refused([problem(null, SHORTAGE_MESSAGE["key-reused"])]);
        return { ok: true, order: existing.order, created: false };
      }
      const result = await deps.checkout.validate(input.cart);
      const problems: OrderProblem[] = result.errors.map((message) => ({ field: null, message }));
      const { priced } = result;
      const hasProducts = result.rows.some((row) => row.counts);
      if (input.cart.products.length === 0 && input.cart.giftCardProducts.length === 0) problems.push(problem(null, "checkout.cartEmptyMessage"));
      const chosen = priced.methods.find((entry) => entry.method.slug === priced.chosenMethod)?.method ?? null;
      if (hasProducts && !chosen) problems.push(problem("delivery_method", "checkout.chooseDeliveryMethod"));
      if (priced.dueCents > 0 && !result.paymentMethods.some((method) => method.slug === input.paymentMethod)) {
        problems.push(problem("payment_method", "checkout.choosePaymentMethod"));
      }
      const countryCode = input.cart.countryCode.toLowerCase();
      if (chosen && LOCATION_KINDS.has(chosen.kind)) {
        const location = input.deliveryLocation?.trim() ?? "";
        if (location === "") problems.push(problem("delivery_location", chosen.kind === "pickup-point" ? "checkout.choosePickupPoint" : "checkout.chooseStore"));
        else if (chosen.kind === "store-express" ? !result.express.stores.some((store) => String(store.id) === location) : !(await deps.locationExists({ kind: chosen.kind as LocationKind, id: location, countryCode }))) {
          // An express pickup is handed out only by a store that holds the whole order.
          problems.push(problem("delivery_location", "checkout.locationNotFound"));
        }
      }
      // A method that serves only some postal codes (the courier's area) is checked against the address.
      if (chosen && chosen.postalPrefixes.length > 0 && input.contact.postalCode.trim() !== "" && !servesPostalCode(chosen, input.contact.postalCode.trim())) {
        problems.push({ field: "delivery_method", message: translate(lang, "checkout.methodNotToPostalCode", { method: chosen.name }) });
      }
      if (needsCustomsAcknowledgement(input.cart.countryCode) && !input.customsAccepted) problems.push(problem("customs_accepted", "checkout.acceptCustoms"));
      const homeDelivery = chosen !== null && (chosen.kind === "home" || chosen.kind === "express-home");
      problems.push(...contactProblems({ contact: input.contact, countryCode, homeDelivery, lang }));
      if (problems.length > 0) return refused(problems);

      const placedAt = now();
      const plan = orderPlan(chosen && LOCATION_KINDS.has(chosen.kind) ? input : { ...input, deliveryLocation: null }, result);
      // The payment's start lengthens the hold to RESERVATION_MINUTES (core/payments/payment-service.ts).
      const placed = await deps.repository.place(plan, { until: new Date(placedAt.getTime() + UNSTARTED_HOLD_MINUTES * 60_000), allows: mayHoldAnother });
      if ("shortage" in placed) return refused([problem(null, SHORTAGE_MESSAGE[placed.shortage])]);
      return { ok: true, order: placed.order, created: placed.created };
    },

    releaseExpired: () => deps.repository.releaseExpired(now(), 100),

    markPaid: (input) => deps.repository.markPaid({ ...input, now: now() }),

    async byAccessToken({ number, token, lang }) {
      const normalized = normalizeOrderNumber(number);
      if (!normalized || !/^[0-9a-f]{64}$/.test(token)) return null;
      const order = await deps.repository.view(normalized, lang);
      return order && sameToken(order.accessToken, token) ? order : null;
    },

    async changeAddress({ number, token, address, lang }) {
      const normalized = normalizeOrderNumber(number);
      if (!normalized || !/^[0-9a-f]{64}$/.test(token)) return null;
      const order = await deps.repository.view(normalized, lang);
      if (!order || !sameToken(order.accessToken, token) || order.status !== "awaiting_payment") return null;
      const clean: OrderAddress = {
        firstName: address.firstName.trim(),
        lastName: address.lastName.trim(),
        address: address.address.trim(),
        postalCode: address.postalCode.trim(),
        city: address.city.trim(),
      };
      // Only the name and the address are asked again: the e-mail address and the phone stay the order's.
      const asked = new Set<OrderField | null>(["first_name", "last_name", "address", "postal_code", "city"]);
      const problems = contactProblems({ contact: { ...clean, email: order.email, phone: order.phone }, countryCode: order.countryCode, homeDelivery: true, lang }).filter((problem) =>
        asked.has(problem.field),
      );
      if (problems.length > 0) return refusedFields(problems);
      return (await deps.repository.updateAddress(normalized, clean)) ? { ok: true } : null;
    },

    async lookup({ email, number, lang, clientAddress }) {
      const { count } = await deps.hitRateLimit(`order-lookup|${sha256Hex(clientAddress)}`, ORDER_LOOKUP_LIMIT.windowMs);
      if (count > ORDER_LOOKUP_LIMIT.perAddress) return { found: false, reason: "rate-limited" };
      const normalized = normalizeOrderNumber(number);
      if (!normalized) return { found: false, reason: "not-found" };
      const order = await deps.repository.view(normalized, lang);
      // The same answer for a wrong number and a wrong address: the page never tells which was right.
      if (!order || order.email !== email.trim().toLowerCase()) return { found: false, reason: "not-found" };
      return { found: true, order };
    },

    sendConfirmation,

    async sendMissedConfirmations() {
      // A minute's grace: the process that took the payment sends its own mail.
      const due = await deps.repository.unconfirmed(new Date(now().getTime() - 60_000), 50);
      let sent = 0;
      for (const number of due) if (await sendConfirmation(number)) sent += 1;
      return sent;
    },
  };
}
