import type { Route } from "./+types/order-payment-error.ts";
import { requestContext } from "../context.ts";
import { OrderResultPage, PaymentUnconfirmed } from "../components/orders/OrderResultPage.tsx";
import { resultPageData, retryPayment, unconfirmedPageData } from "../components/orders/order-result.server.ts";
import { routeMeta } from "../components/shell/head.ts";

/**
 * /order/payment_error/{order number}/{access token}/: see OrderResultPage. Without the two,
 * the page of a return that names no payment of this shop (order-process, Klarna's confirmation).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!params["*"]) return unconfirmedPageData(ctx);
  return resultPageData(ctx, "order.payment-error", params["*"], "orders.errorTitle");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return retryPayment(context.get(requestContext), request, params["*"]);
}

// Personal, and the status changes: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function OrderPaymentError({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.order ? <OrderResultPage page="error" order={loaderData.order} retryError={actionData?.error} /> : <PaymentUnconfirmed />;
}
