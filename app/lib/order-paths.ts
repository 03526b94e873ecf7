import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";

export type OrderResultRoute = "order.payment-ok" | "order.payment-cancelled" | "order.payment-error" | "order.payment-address";

/** A payment result page of an order: /order/payment_ok/{number}/{access token}/ and the others. */
export function orderResultPath(id: OrderResultRoute, lang: Lang, order: { number: string; accessToken: string }): string {
  return pathFor(id, lang, { "*": `${order.number}/${order.accessToken}` });
}

/** The order number and access token from a result page's rest path; null for anything else. */
export function parseOrderRest(rest: string | undefined): { number: string; token: string } | null {
  const match = /^(W\d{1,12})\/([0-9a-f]{64})\/?$/.exec(rest ?? "");
  return match ? { number: match[1]!, token: match[2]! } : null;
}
