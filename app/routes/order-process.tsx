import { loggedError } from "#core/text/log-safe.ts";
import { redirect } from "react-router";
import type { Route } from "./+types/order-process.ts";
import { requestContext } from "../context.ts";
import { orderResultPath, type OrderResultRoute } from "../lib/order-paths.ts";
import { unconfirmedPath } from "../components/orders/order-result.server.ts";
import type { CompletedPayment, PaymentService } from "#core/payments/payment-service.ts";
import type { PaymentState } from "#core/payments/payment-provider.ts";

const RESULT_PAGE: Record<PaymentState, OrderResultRoute> = {
  paid: "order.payment-ok",
  // Not decided yet: the confirmation page says the payment is awaited and shows the order as it is.
  pending: "order.payment-ok",
  cancelled: "order.payment-cancelled",
  failed: "order.payment-error",
};

/**
 * Order processing (/order/process/): where a payment provider sends the shopper back.
 * The provider is asked what became of the payment (core/payments/payment-service.ts); the order is
 * marked paid at most once, and the shopper goes on to the result page of the outcome. This route has no
 * page of its own, so every return ends on a page of the shop: one that names no payment of ours (no
 * provider, no reference, a stale one), or whose provider cannot be asked just now, goes to the payment
 * error page without an order, which offers the cart and the order lookup.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const query = new URL(request.url).searchParams;
  const completed = await completeReturn(ctx.services.payments, query);
  const to = completed
    ? orderResultPath(RESULT_PAGE[completed.outcome], ctx.lang, { number: completed.number, accessToken: completed.accessToken })
    : unconfirmedPath(ctx);
  return redirect(to, { status: 303, headers: { "Cache-Control": "no-store" } });
}

/** The payment a return names, completed; null when it names none of ours or the provider could not be asked. */
async function completeReturn(payments: PaymentService, query: URLSearchParams): Promise<CompletedPayment | null> {
  const provider = query.get("provider") ?? "";
  if (!/^[a-z0-9-]{1,40}$/.test(provider)) return null;
  try {
    return await payments.complete({ provider, query });
  } catch (error) {
    // The provider's notification (or the shopper's next look at the order) completes it later.
    console.error(JSON.stringify({ level: 50, msg: "payment return not completed", provider, err: loggedError(error) }));
    return null;
  }
}
