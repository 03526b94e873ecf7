import { cleanReference, type PaymentProvider, type PaymentStatus } from "./payment-provider.ts";

/**
 * PayPal through its REST API (Orders v2, Payments v2, OAuth 2 client credentials). The shop
 * creates a PayPal order for the amount due with the order number as `custom_id`, sends the shopper to
 * PayPal's approval page, and on the return (or PayPal's webhook) captures the approved order. Only the
 * capture PayPal reports, for the amount and currency the shop asked, marks the shop's order paid
 * (core/payments/payment-service.ts). Every write carries a PayPal-Request-Id, so a retried call is
 * not a second charge.
 */

export const PAYPAL_PROVIDER = "paypal";

export interface PayPalConfig {
  /** https://api-m.paypal.com live, https://api-m.sandbox.paypal.com sandbox, or a stand-in in tests. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The webhook's id in the PayPal dashboard, for verifying notifications; null: notifications refused. */
  webhookId: string | null;
  brandName: string;
  fetch?: typeof fetch;
  now?: () => number;
}

interface PayPalMoney {
  currency_code: string;
  value: string;
}

interface PayPalCapture {
  id: string;
  status: string;
  amount: PayPalMoney;
  custom_id?: string;
}

interface PayPalOrder {
  id: string;
  status: string;
  links?: Array<{ href: string; rel: string }>;
  purchase_units?: Array<{ custom_id?: string; amount?: PayPalMoney; payments?: { captures?: PayPalCapture[] } }>;
}

export class PayPalError extends Error {
  readonly status: number;
  readonly issue: string | null;

  constructor(status: number, issue: string | null) {
    super(`PayPal answered ${status}${issue ? ` ${issue}` : ""}`);
    this.status = status;
    this.issue = issue;
  }
}

/** Cents to PayPal's decimal string ("12.30"). */
export function paypalValue(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** PayPal's decimal string to cents; NaN for anything that is not a plain amount. */
export function centsOf(value: string): number {
  return /^\d{1,10}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}

/** PayPal's locale for the approval page: the shop's language with the delivery country PayPal knows best. */
const LOCALES: Record<string, string> = { en: "en-GB", fi: "fi-FI", sv: "sv-SE", de: "de-DE", fr: "fr-FR", ru: "ru-RU" };

export function createPayPalProvider(config: PayPalConfig): PaymentProvider {
  const http = config.fetch ?? fetch;
  const now = config.now ?? Date.now;
  const base = config.apiUrl.replace(/\/+$/, "");
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    // Each process keeps its own token: losing it costs one more token call, nothing else.
    if (token && token.until > now()) return token.value;
    const response = await http(`${base}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    if (!response.ok) throw new PayPalError(response.status, "token");
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== "string") throw new PayPalError(response.status, "token");
    const seconds = typeof body.expires_in === "number" ? body.expires_in : 300;
    token = { value: body.access_token, until: now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown, requestId?: string): Promise<{ status: number; body: T | null; issue: string | null }> {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}`, "content-type": "application/json", prefer: "return=representation" };
    if (requestId) headers["paypal-request-id"] = requestId;
    const response = await http(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (response.status === 401) token = null;
    const json = (await response.json().catch(() => null)) as (T & { details?: Array<{ issue?: string }>; name?: string }) | null;
    const issue = response.ok ? null : (json?.details?.[0]?.issue ?? json?.name ?? null);
    return { status: response.status, body: response.ok ? json : null, issue };
  }

  const orderPath = (reference: string) => `/v2/checkout/orders/${encodeURIComponent(reference)}`;

  function captureOf(order: PayPalOrder): PayPalCapture | null {
    return order.purchase_units?.[0]?.payments?.captures?.[0] ?? null;
  }

  function statusOf(order: PayPalOrder): PaymentStatus {
    const unit = order.purchase_units?.[0];
    const capture = captureOf(order);
    const money = capture?.amount ?? unit?.amount ?? { currency_code: "", value: "" };
    const merchantReference = capture?.custom_id ?? unit?.custom_id ?? "";
    let state: PaymentStatus["state"];
    // A capture partly given back (a return) still paid its order.
    if (order.status === "COMPLETED") {
      state = capture?.status === "COMPLETED" || capture?.status === "PARTIALLY_REFUNDED" ? "paid" : capture?.status === "PENDING" ? "pending" : "failed";
    }
    else if (order.status === "VOIDED") state = "cancelled";
    else if (order.status === "APPROVED") state = "pending";
    // Not approved: the shopper came back through the cancel address (PayPal notifies only approved
    // orders), so no money moved; a new attempt starts a new PayPal order.
    else state = "cancelled";
    return { state, amountCents: centsOf(money.value), currency: money.currency_code, merchantReference };
  }

  return {
    slug: PAYPAL_PROVIDER,

    async start(input) {
      // Both ways back lead to /order/process/: what PayPal then says of the order decides, not the address.
      const returnUrl = new URL(input.returnUrl).toString();
      const answer = await call<PayPalOrder>(
        "POST",
        "/v2/checkout/orders",
        {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: input.orderNumber,
              custom_id: input.orderNumber,
              invoice_id: input.orderNumber,
              amount: { currency_code: input.currency, value: paypalValue(input.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              email_address: input.email || undefined,
              experience_context: {
                brand_name: config.brandName,
                locale: LOCALES[input.lang] ?? "en-GB",
                // The shop knows where the order goes; PayPal asks for no address.
                shipping_preference: "NO_SHIPPING",
                user_action: "PAY_NOW",
                return_url: returnUrl,
                cancel_url: returnUrl,
              },
            },
          },
        },
        // One PayPal order per start: a retried request returns the order the first one made.
        `start-${input.orderNumber}-${now()}`,
      );
      const approve = answer.body?.links?.find((link) => link.rel === "payer-action" || link.rel === "approve")?.href;
      if (!answer.body || !cleanReference(answer.body.id) || !approve) throw new PayPalError(answer.status, answer.issue ?? "no approval link");
      return { reference: answer.body.id, redirectUrl: approve };
    },

    // PayPal adds its order id to both return addresses as `token`.
    referenceFrom: (query) => cleanReference(query.get("token")),

    async status(reference) {
      const found = await call<PayPalOrder>("GET", orderPath(reference));
      if (found.status === 404) return null;
      if (!found.body) throw new PayPalError(found.status, found.issue);
      if (found.body.status !== "APPROVED") return statusOf(found.body);
      // Approved by the shopper: take the money now. The same request id makes a second capture (the
      // return and the webhook at once) answer the first one's result.
      const captured = await call<PayPalOrder>("POST", `${orderPath(reference)}/capture`, {}, `capture-${reference}`);
      if (captured.body) return statusOf(captured.body);
      if (captured.issue === "ORDER_ALREADY_CAPTURED") {
        const again = await call<PayPalOrder>("GET", orderPath(reference));
        if (again.body) return statusOf(again.body);
      }
      // Declined by the funding source, or the approval expired: the shopper may pay again.
      if (captured.status === 422) return { ...statusOf(found.body), state: "failed" };
      throw new PayPalError(captured.status, captured.issue);
    },

    async refund(reference, amountCents, idempotencyKey) {
      const found = await call<PayPalOrder>("GET", orderPath(reference));
      const capture = found.body ? captureOf(found.body) : null;
      if (!capture || (capture.status !== "COMPLETED" && capture.status !== "PARTIALLY_REFUNDED")) return;
      const refunded = await call<unknown>(
        "POST",
        `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
        { amount: { currency_code: capture.amount.currency_code, value: paypalValue(amountCents) } },
        idempotencyKey ?? `refund-${capture.id}`,
      );
      if (!refunded.body) throw new PayPalError(refunded.status, refunded.issue);
    },

    async verifyNotification({ headers, body: event }) {
      if (!config.webhookId) return { verified: false };
      const header = (name: string) => headers[name] ?? "";
      // PayPal checks its own signature over the event as it was sent (verify-webhook-signature).
      const verified = await call<{ verification_status?: string }>("POST", "/v1/notifications/verify-webhook-signature", {
        auth_algo: header("paypal-auth-algo"),
        cert_url: header("paypal-cert-url"),
        transmission_id: header("paypal-transmission-id"),
        transmission_sig: header("paypal-transmission-sig"),
        transmission_time: header("paypal-transmission-time"),
        webhook_id: config.webhookId,
        webhook_event: event,
      });
      if (verified.body?.verification_status !== "SUCCESS") return { verified: false };
      const type = typeof event.event_type === "string" ? event.event_type : "";
      const resource = (event.resource ?? {}) as { id?: unknown; supplementary_data?: { related_ids?: { order_id?: unknown } } };
      const id = type.startsWith("CHECKOUT.ORDER.") ? resource.id : type.startsWith("PAYMENT.CAPTURE.") ? resource.supplementary_data?.related_ids?.order_id : null;
      return { verified: true, reference: typeof id === "string" ? cleanReference(id) : null };
    },
  };
}
