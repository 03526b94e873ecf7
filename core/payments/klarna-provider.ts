import { cleanReference, type PaymentProvider, type PaymentStatus } from "./payment-provider.ts";

/**
 * Klarna Checkout (KCO v3) and Klarna's Order Management API: the buy-now-pay-later checkout.
 * Unlike a redirect provider, Klarna's checkout is a snippet on the shop's own payment step
 * (./klarna-checkout.ts builds its order): the shopper pays inside it, Klarna asks the shop's
 * validation address before it completes, then sends the shopper to the confirmation page and pushes
 * the order id. Only what Klarna's Order Management API says of the order marks the shop's order
 * paid: an authorised, accepted order is acknowledged and captured at once (decision 0020).
 */

export const KLARNA_PROVIDER = "klarna";

export interface KlarnaConfig {
  /** https://api.klarna.com live, https://api.playground.klarna.com test, or a stand-in in tests. */
  apiUrl: string;
  username: string;
  password: string;
  fetch?: typeof fetch;
}

export interface KlarnaOrderLine {
  type: "physical" | "discount" | "shipping_fee" | "surcharge" | "gift_card";
  reference: string;
  name: string;
  quantity: number;
  /** Minor units, VAT included; tax_rate in basis points (2550 = 25.5 %). */
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

export interface KlarnaAddress {
  given_name?: string;
  family_name?: string;
  email?: string;
  street_address?: string;
  street_address2?: string;
  postal_code?: string;
  city?: string;
  country?: string;
  phone?: string;
}

/** A checkout order as the KCO API answers it (the fields the shop reads). */
export interface KlarnaCheckoutOrder {
  order_id: string;
  status: string;
  purchase_country: string;
  purchase_currency: string;
  order_amount: number;
  order_lines: KlarnaOrderLine[];
  html_snippet?: string;
  billing_address?: KlarnaAddress;
  shipping_address?: KlarnaAddress;
  merchant_reference2?: string;
}

export interface KlarnaCheckoutInput {
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: KlarnaOrderLine[];
  merchant_urls: { terms: string; checkout: string; confirmation: string; push: string; validation: string };
  merchant_reference2?: string;
}

/** The order as Klarna's Order Management API knows it once the shopper has completed the checkout. */
interface KlarnaManagedOrder {
  order_id: string;
  status: string;
  fraud_status: string;
  order_amount: number;
  captured_amount: number;
  refunded_amount: number;
  purchase_currency: string;
  merchant_reference1?: string | null;
}

export class KlarnaError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor(status: number, code: string | null) {
    super(`Klarna answered ${status}${code ? ` ${code}` : ""}`);
    this.status = status;
    this.code = code;
  }
}

/** Klarna's error for a change to a checkout the shopper has completed: the cart became an order. */
export const READ_ONLY_ORDER = "READ_ONLY_ORDER";

export interface KlarnaClient {
  createCheckout(input: KlarnaCheckoutInput): Promise<KlarnaCheckoutOrder>;
  /** Replaces the checkout's lines; throws KlarnaError READ_ONLY_ORDER for a completed one. */
  updateCheckout(orderId: string, input: KlarnaCheckoutInput): Promise<KlarnaCheckoutOrder>;
  /** null for an id Klarna does not know. */
  readCheckout(orderId: string): Promise<KlarnaCheckoutOrder | null>;
}

export interface KlarnaProvider extends PaymentProvider, KlarnaClient {}

/** Klarna's locale for the checkout: the shop's language in the purchase country. */
export function klarnaLocale(lang: string, country: string): string {
  const language = lang === "ru" ? "en" : lang;
  return `${language}-${country.toUpperCase()}`;
}

/** The VAT inside a VAT-included amount, rounded to the cent the way Klarna checks it. */
export function taxOf(totalCents: number, rateBp: number): number {
  return totalCents - Math.round((totalCents * 10000) / (10000 + rateBp));
}

export function createKlarnaProvider(config: KlarnaConfig): KlarnaProvider {
  const http = config.fetch ?? fetch;
  const base = config.apiUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString("base64")}`;

  async function call<T>(method: "GET" | "POST" | "PATCH", path: string, body?: unknown, idempotencyKey?: string): Promise<{ status: number; body: T | null; code: string | null }> {
    const headers: Record<string, string> = { authorization, "content-type": "application/json" };
    if (idempotencyKey) headers["klarna-idempotency-key"] = idempotencyKey;
    const response = await http(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text === "" ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    const code = response.ok ? null : typeof (json as { error_code?: unknown } | null)?.error_code === "string" ? (json as { error_code: string }).error_code : null;
    return { status: response.status, body: response.ok ? (json as T) : null, code };
  }

  const checkoutPath = (id: string) => `/checkout/v3/orders/${encodeURIComponent(id)}`;
  const managedPath = (id: string) => `/ordermanagement/v1/orders/${encodeURIComponent(id)}`;

  function checked(answer: { status: number; body: KlarnaCheckoutOrder | null; code: string | null }): KlarnaCheckoutOrder {
    if (!answer.body || cleanReference(answer.body.order_id) === null) throw new KlarnaError(answer.status, answer.code);
    return answer.body;
  }

  function statusOf(order: KlarnaManagedOrder, state: PaymentStatus["state"]): PaymentStatus {
    return { state, amountCents: order.order_amount, currency: order.purchase_currency, merchantReference: order.merchant_reference1 ?? "" };
  }

  return {
    slug: KLARNA_PROVIDER,

    async createCheckout(input) {
      return checked(await call<KlarnaCheckoutOrder>("POST", "/checkout/v3/orders", input));
    },

    async updateCheckout(orderId, input) {
      return checked(await call<KlarnaCheckoutOrder>("POST", checkoutPath(orderId), input));
    },

    async readCheckout(orderId) {
      const found = await call<KlarnaCheckoutOrder>("GET", checkoutPath(orderId));
      if (found.status === 404) return null;
      return checked(found);
    },

    // The shopper comes back to the confirmation page, and Klarna pushes, with `klarna_order_id`.
    referenceFrom: (query) => cleanReference(query.get("klarna_order_id")),

    async bindReference(reference, orderNumber) {
      // The shop's order number on Klarna's order: the merchant portal and the settlement reports show it.
      const bound = await call<unknown>("PATCH", `${managedPath(reference)}/merchant-references`, { merchant_reference1: orderNumber });
      if (bound.status !== 204 && bound.status !== 200 && bound.status !== 404) throw new KlarnaError(bound.status, bound.code);
    },

    async status(reference) {
      const found = await call<KlarnaManagedOrder>("GET", managedPath(reference));
      if (found.status === 404) {
        // Not an order yet: the shopper is still in the checkout (or never was).
        const checkout = await call<KlarnaCheckoutOrder>("GET", checkoutPath(reference));
        if (!checkout.body) return null;
        return { state: "pending", amountCents: checkout.body.order_amount, currency: checkout.body.purchase_currency, merchantReference: "" };
      }
      if (!found.body) throw new KlarnaError(found.status, found.code);
      const order = found.body;
      if (order.fraud_status === "REJECTED") return statusOf(order, "failed");
      if (order.status === "CANCELLED" || order.status === "EXPIRED") return statusOf(order, "cancelled");
      if (order.fraud_status === "PENDING") return statusOf(order, "pending");
      if (order.status === "CAPTURED" || order.status === "PART_CAPTURED" || order.status === "CLOSED") return statusOf(order, order.captured_amount > order.refunded_amount ? "paid" : "cancelled");
      if (order.status !== "AUTHORIZED") return statusOf(order, "pending");
      // Authorised and accepted: acknowledged (Klarna stops pushing) and captured once, whichever of the
      // return and the push comes first; the idempotency key makes the second capture the first one.
      const acknowledged = await call<unknown>("POST", `${managedPath(reference)}/acknowledge`);
      if (acknowledged.status >= 300) throw new KlarnaError(acknowledged.status, acknowledged.code);
      const captured = await call<unknown>("POST", `${managedPath(reference)}/captures`, { captured_amount: order.order_amount }, `capture-${reference}`);
      if (captured.status >= 300) throw new KlarnaError(captured.status, captured.code);
      return statusOf(order, "paid");
    },

    async refund(reference, amountCents, idempotencyKey) {
      const found = await call<KlarnaManagedOrder>("GET", managedPath(reference));
      if (!found.body) return;
      if (found.body.captured_amount === 0) {
        // Never captured: the authorisation is released instead.
        const cancelled = await call<unknown>("POST", `${managedPath(reference)}/cancel`);
        if (cancelled.status >= 300) throw new KlarnaError(cancelled.status, cancelled.code);
        return;
      }
      const refunded = await call<unknown>("POST", `${managedPath(reference)}/refunds`, { refunded_amount: amountCents }, idempotencyKey ?? `refund-${reference}`);
      if (refunded.status >= 300) throw new KlarnaError(refunded.status, refunded.code);
    },
  };
}
