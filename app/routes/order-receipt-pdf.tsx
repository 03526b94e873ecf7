import type { Route } from "./+types/order-receipt-pdf.ts";
import { requestContext } from "../context.ts";
import { receiptPdf } from "#core/orders/receipt-pdf.server.ts";
import { WEB_STORE_ID } from "#core/product/availability.ts";
import { translate } from "#i18n/messages.ts";

/**
 * An order's receipt as a PDF download (/view-order/receipt/?order=&token=): the same key as the order's own
 * page (its number and access token, which the confirmation mail and the owner's order history carry), in the
 * page's language. Anything else is "not found".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const query = new URL(request.url).searchParams;
  const number = query.get("order")?.slice(0, 40) ?? "";
  const token = query.get("token")?.slice(0, 80) ?? "";
  const [order, stores] = await Promise.all([
    number && token ? ctx.services.orders.byAccessToken({ number, token, lang: ctx.lang }) : null,
    ctx.services.catalog.stores(ctx.lang),
  ]);
  if (!order) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  const web = stores.find((store) => store.id === WEB_STORE_ID);
  const pdf = await receiptPdf(order, ctx.lang, {
    name: translate(ctx.lang, "shell.brandName"),
    detail: web ? web.name : "",
    email: ctx.contactEmail,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      // An ASCII name for every client, and the receipt's own name in the shopper's language for those that read it.
      "content-disposition": `attachment; filename="receipt-${order.number}.pdf"; filename*=UTF-8''${encodeURIComponent(`${translate(ctx.lang, "orders.receiptTitle", { number: order.number })}.pdf`)}`,
      "cache-control": "private, no-store",
    },
  });
}
