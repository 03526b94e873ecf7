import { randomBytes } from "node:crypto";
import { cleanReference, type PaymentProvider, type PaymentStatus } from "./payment-provider.ts";

/**
 * The built-in test provider: a payment service played by the shop itself, so the whole
 * journey runs offline. Its "remote" books are the test_payments table; its payment page is
 * /payment/test/{reference}/ where the shopper pays, cancels or fails. No money moves.
 */

export type TestPaymentStatus = "created" | "paid" | "cancelled" | "failed" | "refunded";

export interface TestPayment {
  reference: string;
  merchantReference: string;
  amountCents: number;
  currency: string;
  returnUrl: string;
  status: TestPaymentStatus;
}

export interface TestPaymentRepository {
  create(payment: Omit<TestPayment, "status">): Promise<void>;
  byReference(reference: string): Promise<TestPayment | null>;
  /** created to the shopper's choice; a decided payment keeps its first decision. Returns the payment after. */
  decide(reference: string, status: "paid" | "cancelled" | "failed"): Promise<TestPayment | null>;
  /**
   * A paid payment given back, all of it or `amountCents` of it; a refund under a key already used is not
   * made again. All of it given back makes the payment refunded.
   */
  refund(reference: string, refund: { amountCents: number; key: string } | null): Promise<void>;
}

export const TEST_PROVIDER = "test";
/** The test provider's payment page; the storefront serves it at this path in every language. */
export const TEST_PAYMENT_PATH = "/payment/test";

// A refunded payment is no payment: asked again, the provider says it was cancelled.
const STATE: Record<TestPaymentStatus, PaymentStatus["state"]> = { created: "pending", paid: "paid", cancelled: "cancelled", failed: "failed", refunded: "cancelled" };

/** The return URL with the reference added the way this provider adds it. */
export function testReturnUrl(returnUrl: string, reference: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("reference", reference);
  return url.toString();
}

export interface TestProvider extends PaymentProvider {
  /** The page's view of a payment. */
  payment(reference: string): Promise<TestPayment | null>;
  /** The shopper's choice on the page; answers where the shopper goes next (the shop's return URL). */
  decide(reference: string, status: "paid" | "cancelled" | "failed"): Promise<string | null>;
}

export function createTestProvider(deps: { repository: TestPaymentRepository }): TestProvider {
  const { repository } = deps;
  return {
    slug: TEST_PROVIDER,

    async start(input) {
      const reference = `tp_${randomBytes(18).toString("base64url")}`;
      await repository.create({
        reference,
        merchantReference: input.orderNumber,
        amountCents: input.amountCents,
        currency: input.currency,
        returnUrl: testReturnUrl(input.returnUrl, reference),
      });
      // The page is served by the shop that started the payment, on the host the shopper came from.
      return { reference, redirectUrl: `${new URL(input.returnUrl).origin}${TEST_PAYMENT_PATH}/${reference}/` };
    },

    referenceFrom: (query) => cleanReference(query.get("reference")),

    async status(reference) {
      const payment = await repository.byReference(reference);
      if (!payment) return null;
      return { state: STATE[payment.status], amountCents: payment.amountCents, currency: payment.currency, merchantReference: payment.merchantReference };
    },

    refund: (reference, amountCents, idempotencyKey) =>
      repository.refund(reference, idempotencyKey === undefined ? null : { amountCents, key: idempotencyKey }),

    payment: (reference) => (cleanReference(reference) === null ? Promise.resolve(null) : repository.byReference(reference)),

    async decide(reference, status) {
      if (cleanReference(reference) === null) return null;
      const payment = await repository.decide(reference, status);
      return payment ? payment.returnUrl : null;
    },
  };
}
