import type { Route } from "./+types/cart.ts";
import { requestContext } from "../context.ts";
import { CartPage } from "../components/checkout/CartPage.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { priceContextFor } from "#core/config/price-context.ts";
import { translate } from "#i18n/messages.ts";

/**
 * The shopping cart (/checkout/; docs/behaviour.md "The cart page"). The cart lives in this browser's
 * local storage, so the server sends the page and its texts; the browser reads the cart and asks
 * POST /api/checkout/ for the prices, limits and messages, which replace it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const price = await priceContextFor(ctx.services.config, { lang: ctx.lang, ...ctx.locale });
  return {
    countryCode: ctx.locale.countryCode,
    currency: price.currency,
    messages: messagesFor(ctx.lang, ["checkout", "catalog.quantity", "catalog.availablePcs"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "checkout.cartTitle"), paths: routePaths("checkout"), noindex: true }),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage countryCode={loaderData.countryCode} currency={loaderData.currency} />;
}
