import type { Route } from "./+types/order-payment-ok.ts";
import { requestContext } from "../context.ts";
import { OrderResultPage } from "../components/orders/OrderResultPage.tsx";
import { resultPageData } from "../components/orders/order-result.server.ts";
import { routeMeta } from "../components/shell/head.ts";

/** /order/payment_ok/{order number}/{access token}/: see OrderResultPage. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return resultPageData(context.get(requestContext), "order.payment-ok", params["*"], "orders.okTitle");
}

// Personal, and the status changes: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function OrderPaymentOk({ loaderData }: Route.ComponentProps) {
  return <OrderResultPage page="ok" order={loaderData.order} />;
}
