import { data, redirect } from "react-router";
import type { RequestContext } from "#app/context.ts";
import { messageData } from "#app/components/shell/error-data.ts";
import { pageHead, routePaths } from "#app/components/shell/head.server.ts";
import { messagesFor } from "#app/components/shell/shell-data.server.ts";
import { isCrossSitePost } from "#app/lib/same-origin.ts";
import { orderResultPath, parseOrderRest, type OrderResultRoute } from "#app/lib/order-paths.ts";
import type { OrderView } from "#core/orders/order-view.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const ORDER_MESSAGES = ["orders", "checkout.discountLine", "checkout.deliveryLine", "checkout.repackLine", "checkout.totalLine", "checkout.giftCardPaymentLine", "checkout.productsTotal", "checkout.dueLine", "checkout.free"];

/** The order of a result page's link, or the 404 'Order not found' page. */
export async function orderOfResultPage(ctx: RequestContext, rest: string | undefined): Promise<OrderView> {
  const parsed = parseOrderRest(rest);
  const order = parsed ? await ctx.services.orders.byAccessToken({ number: parsed.number, token: parsed.token, lang: ctx.lang }) : null;
  if (!order) throw data(messageData(translate(ctx.lang, "orders.viewNotFound")), { status: 404 });
  return order;
}

/** The loader of a payment result page: the order, or on to the page its status belongs to. */
export async function resultPageData(ctx: RequestContext, page: OrderResultRoute, rest: string | undefined, title: MessageKey) {
  const order = await orderOfResultPage(ctx, rest);
  // A paid order's cancelled or failed page (an old tab, the back button) shows its confirmation instead.
  if (page !== "order.payment-ok" && order.paidAt !== null) throw redirect(orderResultPath("order.payment-ok", ctx.lang, order));
  return {
    order,
    currency: { code: "EUR", rate: 1 },
    messages: messagesFor(ctx.lang, ORDER_MESSAGES),
    head: pageHead(ctx, { title: translate(ctx.lang, title), paths: routePaths(page, { "*": `${order.number}/${order.accessToken}` }), noindex: true }),
  };
}

/**
 * The payment error page without an order (/order/payment_error/): where a shopper lands who comes back from a
 * payment provider with a reference that names no payment of this shop (none, a stale or a mistyped one), or
 * whose payment the provider could not tell about. It offers the cart and the order lookup.
 */
export function unconfirmedPageData(ctx: RequestContext) {
  return {
    order: null,
    currency: { code: "EUR", rate: 1 },
    messages: messagesFor(ctx.lang, ORDER_MESSAGES),
    head: pageHead(ctx, { title: translate(ctx.lang, "orders.unconfirmedTitle"), paths: routePaths("order.payment-error"), noindex: true }),
  };
}

/** Where a return from a provider goes when it names no payment of ours: this storefront's payment error page. */
export function unconfirmedPath(ctx: RequestContext): string {
  return pathFor("order.payment-error", ctx.lang);
}

/** "Try the payment again" on the cancelled and failed pages: a new payment of the same order. */
export async function retryPayment(ctx: RequestContext, request: Request, rest: string | undefined) {
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const order = await orderOfResultPage(ctx, rest);
  const started = await ctx.services.payments.start({
    number: order.number,
    token: order.accessToken,
    returnUrl: `${ctx.origin}${pathFor("order.process", ctx.lang)}`,
  });
  if (started.ok) return redirect(started.redirectUrl, { status: 303 });
  return data({ error: translate(ctx.lang, "orders.paymentNotStarted") }, { status: 409 });
}
