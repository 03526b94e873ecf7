import { translate, type MessageKey } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { formatPrice } from "../money/format-price.ts";

/** An order as the shopper sees it: the confirmation page, /view-order/ and the confirmation mail. */
export interface OrderView {
  number: string;
  /** A status of core ORDER_STATUSES (db/schema/orders.ts): awaiting_payment, cancelled or one of the delivery statuses. */
  status: string;
  lang: Lang;
  countryCode: string;
  createdAt: Date;
  paidAt: Date | null;
  /** An unpaid order holds its stock until then. */
  reservedUntil: Date;
  accessToken: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  deliveryMethod: { slug: string; name: string } | null;
  /** The store or pick-up point, with its address; null for home delivery. */
  deliveryLocation: { id: string; name: string; address: string } | null;
  specialRequest: string;
  paymentMethod: { slug: string; name: string } | null;
  discountCode: string | null;
  /** The gift campaign code that paid the product and its delivery. */
  giftCampaignCode: string | null;
  repack: boolean;
  partDelivery: boolean;
  productsCents: number;
  discountCents: number;
  giftCardProductsCents: number;
  deliveryCents: number;
  repackCents: number;
  totalCents: number;
  dueCents: number;
  rows: Array<{ kind: "product" | "bundle" | "gift-card"; productId: string; name: string; variantName: string; amount: number; totalCents: number }>;
  /** Gift cards that paid, their codes shortened to the last four characters. */
  giftCardPayments: Array<{ code: string; amountCents: number }>;
}

/** What a status is called to the shopper: the shipping statuses, plus the shop's own two. */
export const STATUS_LABEL: Record<string, MessageKey> = {
  awaiting_payment: "orders.statusAwaitingPayment",
  cancelled: "orders.statusCancelled",
  processing: "orders.statusProcessing",
  ready_for_packing: "orders.statusReadyForPacking",
  ready_for_pick_up: "orders.statusReadyForPickUp",
  transported_to_pickuplocation: "orders.statusTransportedToPickup",
  skis_in_installation: "orders.statusSkisInInstallation",
  transfer_to_packing: "orders.statusTransferToPacking",
  shipped: "orders.statusDispatched",
  delivered: "orders.statusDispatched",
  manual_cancellation: "orders.statusCancellationPending",
};

export function statusLabel(lang: Lang, status: string): string {
  const key = STATUS_LABEL[status];
  return key ? translate(lang, key) : status;
}

/** A gift card's code as shown after the order: only its last four characters. */
export function maskCode(code: string): string {
  return code.length <= 4 ? code : `…${code.slice(-4)}`;
}

/** The confirmation mail's plain text, in the order's language; prices in euros as charged. */
export function confirmationMail(order: OrderView, links: { order: string }): { subject: string; text: string } {
  const { lang } = order;
  const euros = (cents: number) => formatPrice(cents, { code: "EUR", rate: 1 }, lang);
  const lines: string[] = [];
  lines.push(translate(lang, "orders.mailGreeting", { name: order.firstName }));
  lines.push("");
  lines.push(translate(lang, "orders.mailIntro", { number: order.number }));
  lines.push("");
  for (const row of order.rows) {
    const name = [row.name, row.variantName].filter(Boolean).join(", ");
    lines.push(`${row.amount} × ${name}  ${euros(row.totalCents)}`);
  }
  lines.push("");
  if (order.discountCents > 0) lines.push(`${discountLabel(order, lang)}: −${euros(order.discountCents)}`);
  if (order.deliveryMethod) {
    const parts = order.partDelivery ? ` (${translate(lang, "orders.inTwoParts")})` : "";
    lines.push(`${order.deliveryMethod.name}${parts}: ${euros(order.deliveryCents)}`);
  }
  if (order.repack) lines.push(`${translate(lang, "checkout.repackLine")}: ${euros(order.repackCents)}`);
  lines.push(`${translate(lang, "checkout.totalLine")}: ${euros(order.totalCents)}`);
  for (const card of order.giftCardPayments) lines.push(`${translate(lang, "checkout.giftCardPaymentLine", { code: card.code })}: −${euros(card.amountCents)}`);
  if (order.paymentMethod) lines.push(`${order.paymentMethod.name}: ${euros(order.dueCents)}`);
  lines.push("");
  lines.push(translate(lang, "orders.mailDeliveryTo"));
  if (order.deliveryLocation) lines.push(order.deliveryLocation.name, order.deliveryLocation.address);
  else lines.push(`${order.firstName} ${order.lastName}`, order.address, `${order.postalCode} ${order.city}`);
  lines.push("");
  lines.push(translate(lang, "orders.mailFollow", { url: links.order }));
  return { subject: translate(lang, "orders.mailSubject", { number: order.number }), text: lines.join("\n") };
}

/** The discount line's label: the gift campaign's code, or the discount code. */
export function discountLabel(order: Pick<OrderView, "discountCode" | "giftCampaignCode">, lang: Lang): string {
  return order.giftCampaignCode
    ? translate(lang, "orders.giftCampaignLine", { code: order.giftCampaignCode })
    : translate(lang, "checkout.discountLine", { code: order.discountCode ?? "" });
}
