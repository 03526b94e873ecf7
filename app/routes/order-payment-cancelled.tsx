import type { Route } from "./+types/order-payment-cancelled.ts";
import { requestContext } from "../context.ts";
import { OrderResultPage } from "../components/orders/OrderResultPage.tsx";
import { resultPageData, retryPayment } from "../components/orders/order-result.server.ts";
import { routeMeta } from "../components/shell/head.ts";

/** /order/payment_cancelled/{order number}/{access token}/: see OrderResultPage. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return resultPageData(context.get(requestContext), "order.payment-cancelled", params["*"], "orders.cancelledTitle");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return retryPayment(context.get(requestContext), request, params["*"]);
}

// Personal, and the status changes: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function OrderPaymentCancelled({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderResultPage page="cancelled" order={loaderData.order} retryError={actionData?.error} />;
}
