import type { Lang } from "#i18n/languages.ts";

/**
 * One interface for every payment provider (docs/decisions/0018). The shop
 * starts a payment and sends the shopper to the provider; the shopper comes back to /order/process/ with
 * the provider's reference in the query, and the shop then asks the provider what became of it. Nothing
 * in the return URL is believed: only the provider's own answer to `status` marks an order paid.
 */

export interface StartPayment {
  /** The order number, given to the provider as the merchant's reference. */
  orderNumber: string;
  amountCents: number;
  /** ISO 4217, upper case. The shop charges in EUR. */
  currency: string;
  lang: Lang;
  email: string;
  /**
   * Where the provider sends the shopper back, whatever the outcome. The adapter adds its own reference
   * parameter (the test provider `reference`, PayPal `token`) unless it is already there.
   */
  returnUrl: string;
}

export interface StartedPayment {
  /** The provider's id of this payment. */
  reference: string;
  /** The provider's page where the shopper pays. */
  redirectUrl: string;
}

/** paid: the money is ours. pending: not decided yet (the shopper may still be paying). */
export type PaymentState = "paid" | "cancelled" | "failed" | "pending";

export interface PaymentStatus {
  state: PaymentState;
  amountCents: number;
  currency: string;
  /** The order number the payment was started for, as the provider keeps it. */
  merchantReference: string;
}

export interface PaymentProvider {
  /** As in payment_methods.provider. */
  readonly slug: string;
  /** Absent for a checkout embedded in the shop's page (Klarna), which starts its payments itself. */
  start?(input: StartPayment): Promise<StartedPayment>;
  /** The provider's reference from the query of the shopper's return; null when it is not there. */
  referenceFrom(query: URLSearchParams): string | null;
  /**
   * What the provider says became of the payment; null for a reference it does not know. A provider that
   * needs a separate capture (PayPal) captures an approved payment here.
   */
  status(reference: string): Promise<PaymentStatus | null>;
  /**
   * Gives the provider's payment the shop's order number, for a provider whose payment began before the
   * order existed (Klarna); `status` then reports it as the merchant reference.
   */
  bindReference?(reference: string, orderNumber: string): Promise<void>;
  /**
   * Gives `amountCents` of a captured payment back: all of it for a payment that came when its order could
   * no longer take it, a part for a return. `idempotencyKey` names this refund: asked again with the same
   * key (a retry after a lost answer), the provider makes it once. Without a key, the payment's one whole refund.
   */
  refund(reference: string, amountCents: number, idempotencyKey?: string): Promise<void>;
  /**
   * A server-to-server notification (webhook) from the provider: whether the provider vouches for it, and
   * the payment it is about (null: about nothing the shop acts on). Absent: the provider sends none.
   */
  verifyNotification?(notification: ProviderNotification): Promise<{ verified: false } | { verified: true; reference: string | null }>;
}

export interface ProviderNotification {
  /** Request headers, lower-case names. */
  headers: Record<string, string | undefined>;
  /** The parsed JSON body. */
  body: Record<string, unknown>;
}

/** Reads an address-safe provider reference: letters, digits, '-' and '_', at most 100. */
export function cleanReference(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  return /^[A-Za-z0-9_-]{1,100}$/.test(trimmed) ? trimmed : null;
}
