import { loggedError } from "../text/log-safe.ts";
import type { CheckoutService } from "../checkout/checkout-service.ts";
import type { CheckoutRequest, CheckoutResult, EmbeddedCheckout, EmbeddedCheckoutRequest } from "../checkout/checkout-types.ts";
import { RESERVATION_MINUTES, type OrderContact, type OrderService } from "../orders/order-service.server.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { KLARNA_PROVIDER, KlarnaError, klarnaLocale, READ_ONLY_ORDER, taxOf, type KlarnaCheckoutInput, type KlarnaCheckoutOrder, type KlarnaClient, type KlarnaOrderLine } from "./klarna-provider.ts";
import { cleanReference } from "./payment-provider.ts";
import { SHOP_CURRENCY, type PaymentRepository } from "./payment-service.ts";

/**
 * The buy-now-pay-later checkout on the payment step, shown only when the server's answer says so
 * (show_klarna, kgco_id, kco_iframe; the browser sends klarna_global_checkout_id back). Each validation
 * of the payment step that asks for Klarna creates or updates Klarna's checkout with the cart as the
 * server priced it, and keeps what was asked (the snapshot) under Klarna's order id. When the shopper
 * buys, Klarna calls the validation address: the order is placed from the snapshot and the address
 * Klarna read (one transaction, stock reserved, as any order), or Klarna is told to send the shopper
 * back. A checkout the shopper already completed answers READ_ONLY_ORDER, and the browser goes to the
 * confirmation page.
 */

/** What the payment step asked, kept until Klarna's validation call places the order. */
export interface KlarnaSnapshot {
  klarnaOrderId: string;
  /** Counts the updates: the order placed from version N has its own idempotency key. */
  version: number;
  cart: CheckoutRequest;
  deliveryLocation: string | null;
  specialRequest: string;
  customerId: number | null;
  paymentMethod: string;
  /** The storefront origin the shopper used, for the addresses Klarna sends the shopper to. */
  origin: string;
  /** Why the last purchase was refused, in the shopper's language (shown on the payment step). */
  refusal: string[];
}

export interface KlarnaCheckoutRepository {
  /** Stores the snapshot (a new version for an existing id); answers the version kept. */
  save(snapshot: Omit<KlarnaSnapshot, "version" | "refusal">): Promise<number>;
  find(klarnaOrderId: string): Promise<KlarnaSnapshot | null>;
  refuse(klarnaOrderId: string, messages: string[]): Promise<void>;
}

export type ValidationAnswer = { accepted: true; orderNumber: string } | { accepted: false; location: string };

export interface KlarnaCheckoutService {
  /** The payment step's validation: Klarna's checkout opened or updated with the cart as priced. */
  offer(input: EmbeddedCheckoutRequest): Promise<EmbeddedCheckout>;
  /** Klarna's validation call before it completes a purchase. */
  validate(klarnaOrderId: string): Promise<ValidationAnswer>;
  /** Klarna's snippet for the confirmation page; null for an id Klarna does not know. */
  confirmationSnippet(klarnaOrderId: string): Promise<string | null>;
  /** The refusal messages of a checkout, for the payment step it was sent back to. */
  refusal(klarnaOrderId: string): Promise<string[]>;
}

const LOCATION_KINDS = new Set(["store-express", "store-pickup", "pickup-point"]);

/** Klarna's checkout is offered in the countries it serves in euros. */
export const KLARNA_COUNTRIES: ReadonlySet<string> = new Set(["fi", "de", "at", "nl"]);

/**
 * The order lines of a priced cart, as Klarna checks them: the lines add up to the order amount and
 * their taxes to the order's tax. The code's discount is one line of its own, delivery and RePack lines
 * carry the products' VAT rate.
 */
export function klarnaOrderLines(result: CheckoutResult): KlarnaOrderLine[] {
  const { priced } = result;
  const lines: KlarnaOrderLine[] = [];
  const counted = priced.rows.filter((entry) => entry.row.counts && entry.row.variant);
  const standardBp = Math.max(0, ...counted.map((entry) => entry.row.variant!.vatBp));
  const line = (type: KlarnaOrderLine["type"], reference: string, name: string, quantity: number, unit: number, taxBp: number): KlarnaOrderLine => {
    const total = unit * quantity;
    return { type, reference: reference.slice(0, 64), name: name.slice(0, 255) || reference, quantity, unit_price: unit, tax_rate: taxBp, total_amount: total, total_discount_amount: 0, total_tax_amount: taxOf(total, taxBp) };
  };
  for (const { row } of counted) {
    const name = [row.variant!.name, row.variant!.variantName].filter(Boolean).join(", ");
    lines.push(line("physical", row.request.productId, name, row.amount, row.variant!.unitCents, row.variant!.vatBp));
  }
  for (const { request, counts } of result.giftCardRows) if (counts) lines.push(line("gift_card", request.productId, request.name || "Gift card", 1, request.amount * 100, 0));
  if (priced.discount && priced.discount.cents > 0) lines.push(line("discount", priced.discount.code, priced.discount.code, 1, -priced.discount.cents, standardBp));
  if (priced.deliveryCents > 0) {
    const method = priced.methods.find((entry) => entry.method.slug === priced.chosenMethod)?.method;
    lines.push(line("shipping_fee", priced.chosenMethod ?? "delivery", method?.name ?? "Delivery", 1, priced.deliveryCents, standardBp));
  }
  if (priced.repackCents > 0) lines.push(line("surcharge", "repack", "RePack", 1, priced.repackCents, standardBp));
  return lines;
}

/** Why Klarna cannot take this cart; null: it can. Gift cards as payment and campaign codes pay part of it elsewhere. */
function blocked(result: CheckoutResult): string | null {
  const { priced } = result;
  if (result.errors.length > 0) return "errors";
  if (priced.dueCents <= 0 || priced.dueCents !== priced.totalCents) return "paid-otherwise";
  if (result.giftCampaign) return "campaign";
  if (result.customsAcknowledgement) return "customs";
  if (!KLARNA_COUNTRIES.has(result.request.countryCode.toLowerCase())) return "country";
  return null;
}

function contactFrom(order: KlarnaCheckoutOrder): OrderContact {
  const address = order.shipping_address ?? order.billing_address ?? {};
  const billing = order.billing_address ?? {};
  return {
    email: address.email ?? billing.email ?? "",
    firstName: address.given_name ?? "",
    lastName: address.family_name ?? "",
    phone: address.phone ?? billing.phone ?? "",
    address: [address.street_address, address.street_address2].filter(Boolean).join(", "),
    postalCode: address.postal_code ?? "",
    city: address.city ?? "",
  };
}

export function createKlarnaCheckoutService(deps: {
  client: KlarnaClient;
  repository: KlarnaCheckoutRepository;
  checkout: Pick<CheckoutService, "validate">;
  orders: Pick<OrderService, "place">;
  payments: Pick<PaymentRepository, "startSession">;
  /** The payment step's address in a language, on an origin. */
  paymentPath: (lang: Lang) => string;
  /** Where a checkout this shop does not know sends the shopper back to. */
  fallbackOrigin: string;
  log?: (line: Record<string, unknown>) => void;
}): KlarnaCheckoutService {
  const log = deps.log ?? (() => {});

  function checkoutInput(result: CheckoutResult, input: EmbeddedCheckoutRequest, lines: KlarnaOrderLine[]): KlarnaCheckoutInput {
    const country = result.request.countryCode.toUpperCase();
    const back = (path: string) => `${input.origin}${path}`;
    return {
      purchase_country: country,
      purchase_currency: SHOP_CURRENCY,
      locale: klarnaLocale(result.request.lang, country),
      order_amount: lines.reduce((sum, entry) => sum + entry.total_amount, 0),
      order_tax_amount: lines.reduce((sum, entry) => sum + entry.total_tax_amount, 0),
      order_lines: lines,
      merchant_urls: {
        terms: back(input.paths.terms),
        checkout: back(input.paths.checkout),
        confirmation: `${back(input.paths.confirmation)}?klarna_order_id={checkout.order.id}`,
        push: `${input.origin}/api/payments/klarna/push/?klarna_order_id={checkout.order.id}`,
        validation: `${input.origin}/api/payments/klarna/validate/`,
      },
    };
  }

  return {
    async offer(input) {
      const { result } = input;
      const method = result.paymentMethods.find((entry) => entry.provider === KLARNA_PROVIDER) ?? null;
      const kept = cleanReference(input.klarnaOrderId);
      const none: EmbeddedCheckout = { show: false, kgcoId: kept, snippet: null, reason: null };
      if (!method || blocked(result) !== null) return none;
      const chosen = result.priced.methods.find((entry) => entry.method.slug === result.priced.chosenMethod)?.method ?? null;
      const ready = input.wanted === method.slug && chosen !== null && (!LOCATION_KINDS.has(chosen.kind) || (input.deliveryLocation ?? "") !== "");
      if (!ready) return { ...none, show: true };

      const lines = klarnaOrderLines(result);
      const body = checkoutInput(result, input, lines);
      let order: KlarnaCheckoutOrder | null = null;
      try {
        // Only a checkout this shop made is updated: an id from elsewhere starts a new one.
        if (kept && (await deps.repository.find(kept))) {
          try {
            order = await deps.client.updateCheckout(kept, body);
          } catch (error) {
            if (error instanceof KlarnaError && error.code === READ_ONLY_ORDER) return { show: true, kgcoId: kept, snippet: null, reason: READ_ONLY_ORDER };
            // Gone (expired after 48 hours) or refused: a new checkout takes its place.
            if (!(error instanceof KlarnaError) || error.status >= 500) throw error;
            log({ event: "klarna-update-refused", order: kept, status: error.status, code: error.code });
          }
        }
        order ??= await deps.client.createCheckout(body);
      } catch (error) {
        // Klarna unreachable: the shopper pays with another method.
        log({ event: "klarna-unavailable", error: loggedError(error).message });
        return { ...none, show: false };
      }
      await deps.repository.save({
        klarnaOrderId: order.order_id,
        cart: result.request,
        deliveryLocation: LOCATION_KINDS.has(chosen.kind) ? input.deliveryLocation : null,
        specialRequest: input.specialRequest,
        customerId: input.customerId,
        paymentMethod: method.slug,
        origin: input.origin,
      });
      return { show: true, kgcoId: order.order_id, snippet: order.html_snippet ?? null, reason: null };
    },

    async validate(klarnaOrderId) {
      const snapshot = await deps.repository.find(klarnaOrderId);
      if (!snapshot) return { accepted: false, location: `${deps.fallbackOrigin}${deps.paymentPath("fi")}` };
      const lang = snapshot.cart.lang;
      const back = `${snapshot.origin}${deps.paymentPath(lang)}?klarna_refused=${encodeURIComponent(klarnaOrderId)}`;
      const refuse = async (messages: string[]): Promise<ValidationAnswer> => {
        await deps.repository.refuse(klarnaOrderId, messages);
        log({ event: "klarna-refused", order: klarnaOrderId, messages });
        return { accepted: false, location: back };
      };
      // Klarna's own copy of the purchase, not the posted body: the address and the amount it will charge.
      const order = await deps.client.readCheckout(klarnaOrderId);
      if (!order) return refuse([translate(lang, "checkout.klarnaChanged")]);
      // The cart is priced again: what Klarna charges must be what the shop sells it for now.
      const now = await deps.checkout.validate(snapshot.cart);
      if (now.errors.length > 0) return refuse(now.errors);
      if (now.priced.dueCents !== order.order_amount || order.purchase_currency !== SHOP_CURRENCY) return refuse([translate(lang, "checkout.klarnaChanged")]);
      const placed = await deps.orders.place({
        cart: snapshot.cart,
        contact: contactFrom(order),
        deliveryLocation: snapshot.deliveryLocation,
        specialRequest: snapshot.specialRequest,
        paymentMethod: snapshot.paymentMethod,
        customsAccepted: false,
        idempotencyKey: `klarna-${klarnaOrderId}-${snapshot.version}`,
        customerId: snapshot.customerId,
      });
      if (!placed.ok) return refuse(placed.errors);
      if (placed.order.dueCents !== order.order_amount) {
        // Priced differently between the check and the order (a price changed that instant): the
        // order's reservation runs out unpaid and gives the stock back.
        return refuse([translate(lang, "checkout.klarnaChanged")]);
      }
      await deps.payments.startSession({
        provider: KLARNA_PROVIDER,
        reference: klarnaOrderId,
        number: placed.order.number,
        amountCents: placed.order.dueCents,
        holdMinutes: RESERVATION_MINUTES,
      });
      return { accepted: true, orderNumber: placed.order.number };
    },

    async confirmationSnippet(klarnaOrderId) {
      const order = await deps.client.readCheckout(klarnaOrderId);
      return order?.html_snippet ?? null;
    },

    async refusal(klarnaOrderId) {
      return (await deps.repository.find(klarnaOrderId))?.refusal ?? [];
    },
  };
}
