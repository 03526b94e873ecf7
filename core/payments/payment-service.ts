import { loggedError } from "../text/log-safe.ts";
import type { Lang } from "#i18n/languages.ts";
import { RESERVATION_MINUTES, sameToken, type OrderService } from "../orders/order-service.server.ts";
import type { PaymentProvider, PaymentState, ProviderNotification } from "./payment-provider.ts";

/**
 * Starting and completing payments. A payment is started only for an
 * order waiting for one, and only a payment this shop started (a payment session) can pay an order.
 * Completing asks the provider, checks the provider's answer against the session (order number, amount,
 * currency) and marks the order paid once: the shopper's return and the provider's notification may both
 * arrive, in any order, as often as they like.
 */

export interface OrderToPay {
  number: string;
  accessToken: string;
  status: string;
  dueCents: number;
  lang: Lang;
  email: string;
  reservedUntil: Date;
  /** The provider of the order's payment method; null when the method is gone. */
  provider: string | null;
}

export interface PaymentSession {
  number: string;
  accessToken: string;
  lang: Lang;
  amountCents: number;
  state: "started" | Exclude<PaymentState, "pending">;
}

export interface PaymentRepository {
  orderToPay(number: string): Promise<OrderToPay | null>;
  /**
   * Records a payment started for the order, and lengthens an unpaid order's hold to `holdMinutes` after it
   * was placed (never shortens it, never revives an order that let go of its stock).
   */
  startSession(input: { provider: string; reference: string; number: string; amountCents: number; holdMinutes: number }): Promise<void>;
  session(provider: string, reference: string): Promise<PaymentSession | null>;
  settleSession(provider: string, reference: string, state: Exclude<PaymentState, "pending">): Promise<void>;
}

export type StartResult = { ok: true; redirectUrl: string } | { ok: false; reason: "not-found" | "not-payable" | "expired" | "unavailable" };

/** Where the shopper goes after the return: the result page of the outcome. */
export interface CompletedPayment {
  outcome: PaymentState;
  number: string;
  accessToken: string;
  lang: Lang;
}

export interface PaymentService {
  /**
   * Starts a payment of the order's amount due at the provider of its payment method. The shopper comes
   * back to `returnUrl` (/order/process/) with `provider` added, and the provider's own reference.
   */
  start(input: { number: string; token: string; returnUrl: string }): Promise<StartResult>;
  /** The shopper's return or the provider's notification; null when the query names no payment of ours. */
  complete(input: { provider: string; query: URLSearchParams }): Promise<CompletedPayment | null>;
  /**
   * A provider's webhook: completed like a return when the provider vouches for it. "unknown" for a
   * provider that is not set up or sends no notifications.
   */
  notify(input: { provider: string; notification: ProviderNotification }): Promise<"unknown" | "unverified" | "accepted">;
  provider(slug: string): PaymentProvider | null;
}

export const SHOP_CURRENCY = "EUR";

function withProvider(returnUrl: string, slug: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("provider", slug);
  return url.toString();
}

export function createPaymentService(deps: {
  providers: readonly PaymentProvider[];
  repository: PaymentRepository;
  orders: Pick<OrderService, "markPaid" | "sendConfirmation">;
  log?: (line: Record<string, unknown>) => void;
  now?: () => Date;
}): PaymentService {
  const providers = new Map(deps.providers.map((provider) => [provider.slug, provider]));
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});

  return {
    provider: (slug) => providers.get(slug) ?? null,

    async start({ number, token, returnUrl }) {
      const order = await deps.repository.orderToPay(number);
      if (!order || !sameToken(order.accessToken, token)) return { ok: false, reason: "not-found" };
      if (order.status !== "awaiting_payment" || order.dueCents <= 0) return { ok: false, reason: "not-payable" };
      if (order.reservedUntil.getTime() <= now().getTime()) return { ok: false, reason: "expired" };
      const provider = order.provider ? providers.get(order.provider) : undefined;
      if (!provider?.start) return { ok: false, reason: "unavailable" };
      const started = await provider.start({
        orderNumber: order.number,
        amountCents: order.dueCents,
        currency: SHOP_CURRENCY,
        lang: order.lang,
        email: order.email,
        returnUrl: withProvider(returnUrl, provider.slug),
      });
      await deps.repository.startSession({
        provider: provider.slug,
        reference: started.reference,
        number: order.number,
        amountCents: order.dueCents,
        holdMinutes: RESERVATION_MINUTES,
      });
      return { ok: true, redirectUrl: started.redirectUrl };
    },

    async notify({ provider: slug, notification }) {
      const provider = providers.get(slug);
      if (!provider?.verifyNotification) return "unknown";
      const verified = await provider.verifyNotification(notification);
      if (!verified.verified) {
        log({ event: "notification-unverified", provider: slug });
        return "unverified";
      }
      if (verified.reference !== null) await completeReference(provider, verified.reference);
      return "accepted";
    },

    async complete({ provider: slug, query }) {
      const provider = providers.get(slug);
      const reference = provider?.referenceFrom(query) ?? null;
      if (!provider || reference === null) return null;
      return completeReference(provider, reference);
    },
  };

  async function completeReference(provider: PaymentProvider, reference: string): Promise<CompletedPayment | null> {
    const slug = provider.slug;
    const session = await deps.repository.session(slug, reference);
    if (!session) return null;
    const done = (outcome: PaymentState): CompletedPayment => ({ outcome, number: session.number, accessToken: session.accessToken, lang: session.lang });

    if (provider.bindReference && session.state === "started") await provider.bindReference(reference, session.number);
    const status = await provider.status(reference);
    if (!status) {
      log({ event: "payment-unknown", provider: slug, reference });
      return done("failed");
    }
    // The provider's answer must be about the payment this shop started, for the amount it asked.
    if (status.merchantReference !== session.number || status.amountCents !== session.amountCents || status.currency !== SHOP_CURRENCY) {
      log({ event: "payment-mismatch", provider: slug, reference, order: session.number });
      return done("failed");
    }
    if (status.state === "pending") return done("pending");
    if (status.state !== "paid") {
      if (session.state === "started") await deps.repository.settleSession(slug, reference, status.state);
      return done(status.state);
    }
    const order = await deps.orders.markPaid({ number: session.number, provider: slug, reference, amountCents: status.amountCents });
    if (!order) {
      // Paid, but the order could not take it (cancelled when its reservation ended, or paid already
      // by another payment): the money goes back.
      if (session.state !== "failed") {
        await provider.refund(reference, status.amountCents);
        await deps.repository.settleSession(slug, reference, "failed");
        log({ event: "payment-refunded", provider: slug, reference, order: session.number });
      }
      return done("failed");
    }
    if (session.state !== "paid") await deps.repository.settleSession(slug, reference, "paid");
    try {
      await deps.orders.sendConfirmation(session.number);
    } catch (error) {
      // The order is paid; the job sends the mail later.
      log({ event: "confirmation-failed", order: session.number, error: loggedError(error).message });
    }
    return done("paid");
  }
}
