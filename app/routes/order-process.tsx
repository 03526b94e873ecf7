import { data, redirect } from "react-router";
import type { Route } from "./+types/order-process.ts";
import { requestContext } from "../context.ts";
import { orderResultPath, type OrderResultRoute } from "../lib/order-paths.ts";
import { messageData } from "../components/shell/error-data.ts";
import type { PaymentState } from "#core/payments/payment-provider.ts";
import { translate } from "#i18n/messages.ts";

const RESULT_PAGE: Record<PaymentState, OrderResultRoute> = {
  paid: "order.payment-ok",
  // Not decided yet: the confirmation page says the payment is awaited and shows the order as it is.
  pending: "order.payment-ok",
  cancelled: "order.payment-cancelled",
  failed: "order.payment-error",
};

/**
 * Order processing (document 1 §2 /order/process/): where a payment provider sends the shopper back.
 * The provider is asked what became of the payment (core/payments/payment-service.ts); the order is
 * marked paid at most once, and the shopper goes on to the result page of the outcome. A query that
 * names no payment of this shop answers 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const query = new URL(request.url).searchParams;
  const provider = query.get("provider") ?? "";
  const completed = /^[a-z0-9-]{1,40}$/.test(provider) ? await ctx.services.payments.complete({ provider, query }) : null;
  if (!completed) throw data(messageData(translate(ctx.lang, "orders.viewNotFound")), { status: 404 });
  return redirect(orderResultPath(RESULT_PAGE[completed.outcome], ctx.lang, { number: completed.number, accessToken: completed.accessToken }), {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
}
