import { loggedError } from "#core/text/log-safe.ts";
import { useEffect } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/checkout-klarna-confirm.ts";
import { requestContext } from "../context.ts";
import { OrderResultPage } from "../components/orders/OrderResultPage.tsx";
import { ORDER_MESSAGES, unconfirmedPath } from "../components/orders/order-result.server.ts";
import { KlarnaSnippet } from "../components/checkout/KlarnaSnippet.tsx";
import { messageData } from "../components/shell/error-data.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { clearCheckout, readCart, writeCart } from "../lib/cart-storage.ts";
import { orderResultPath } from "../lib/order-paths.ts";
import { KLARNA_PROVIDER } from "#core/payments/klarna-provider.ts";
import { cleanReference } from "#core/payments/payment-provider.ts";
import { translate } from "#i18n/messages.ts";

/**
 * The confirmation of a buy-now-pay-later checkout (/checkout/klarna/confirm, query
 * klarna_order_id): where Klarna sends the shopper after the purchase, and where the payment step goes
 * when the cart's Klarna checkout turns out completed (READ_ONLY_ORDER). Klarna is asked about the order
 * (core/payments/payment-service.ts), which marks it paid once; the page shows the order with Klarna's
 * confirmation snippet.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const notFound = () => data(messageData(translate(ctx.lang, "orders.viewNotFound")), { status: 404 });
  const query = new URL(request.url).searchParams;
  const id = cleanReference(query.get("klarna_order_id"));
  // Like every return from a provider (routes/order-process.tsx), one that names no checkout of ours, or
  // that Klarna cannot tell about just now, ends on the payment error page with the cart and the lookup.
  const unconfirmed = () => redirect(unconfirmedPath(ctx), { status: 303, headers: { "Cache-Control": "no-store" } });
  if (!ctx.services.klarna || id === null) throw unconfirmed();
  let completed: Awaited<ReturnType<typeof ctx.services.payments.complete>>;
  try {
    completed = await ctx.services.payments.complete({ provider: KLARNA_PROVIDER, query: new URLSearchParams({ klarna_order_id: id }) });
  } catch (error) {
    console.error(JSON.stringify({ level: 50, msg: "payment return not completed", provider: KLARNA_PROVIDER, err: loggedError(error) }));
    throw unconfirmed();
  }
  if (!completed) throw unconfirmed();
  if (completed.outcome === "failed" || completed.outcome === "cancelled") {
    throw redirect(orderResultPath(completed.outcome === "failed" ? "order.payment-error" : "order.payment-cancelled", ctx.lang, completed), 303);
  }
  const [order, snippet] = await Promise.all([
    ctx.services.orders.byAccessToken({ number: completed.number, token: completed.accessToken, lang: ctx.lang }),
    ctx.services.klarna.confirmationSnippet(id),
  ]);
  if (!order) throw notFound();
  return {
    order,
    klarnaOrderId: id,
    snippet,
    currency: { code: "EUR", rate: 1 },
    messages: messagesFor(ctx.lang, ORDER_MESSAGES),
    head: pageHead(ctx, { title: translate(ctx.lang, "orders.okTitle"), paths: routePaths("checkout.klarna-confirm"), noindex: true }),
  };
}

// Personal, and the status changes: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CheckoutKlarnaConfirm({ loaderData }: Route.ComponentProps) {
  const { order, klarnaOrderId, snippet } = loaderData;
  const paid = order.paidAt !== null;
  // The cart that opened this checkout was bought: it is emptied (a cart filled since stays).
  useEffect(() => {
    if (paid && readCart().klarnaGlobalCheckoutId === klarnaOrderId) writeCart(clearCheckout());
  }, [paid, klarnaOrderId]);
  return (
    <>
      <OrderResultPage page="ok" order={order} />
      {snippet ? (
        <div className="container">
          <KlarnaSnippet html={snippet} label="Klarna" />
        </div>
      ) : null}
    </>
  );
}
