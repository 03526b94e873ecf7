import type { CheckoutResult } from "./checkout-service.ts";
import { expressReadyText } from "./express-pickup.ts";

/**
 * The answer of POST /api/checkout/ (document 1 §7 "Checkout response fields"), field names as the
 * spec reads them. Money is integer cents of EUR, VAT included, like every price of the API; the
 * browser converts to the display currency when it formats (ARCHITECTURE "Money").
 */
export interface CheckoutAnswer {
  products: Array<{
    productId: string;
    amount: number;
    frozen: boolean;
    name: string;
    extra_data: Record<string, string> | null;
    /** Most pieces the row may hold; null: no limit (on order). */
    max_amount: number | null;
    variant_name: string;
    image: string | null;
    url: string | null;
    unit_price: number | null;
    regular_price: number | null;
    total_price: number;
    /** This row's share of the discount code. */
    discount: number;
    /** False: it cannot be bought now; it stays listed so the shopper can remove it. */
    is_available: boolean;
  }>;
  bundles: unknown[];
  gift_card_products: Array<{ uid: string; productId: string; amount: number; name: string; extra_data: Record<string, string> | null; is_valid: boolean }>;
  cart_discount: { code: string; amount: number } | null;
  payment_events: Array<{ payment_id: string; processor_slug: "giftcard"; amount: number; balance_after: number }>;
  products_price: number;
  total_price: number;
  /** Left to pay with the payment method after gift cards. */
  amount_due: number;
  delivery_cost: number;
  delivery_method: string | null;
  repack_cost: number;
  delivery_methods: Array<{ slug: string; name: string; kind: string; price: number; free_from: number | null }>;
  /** `admin_only` marks the methods only admins are offered (document 3 §6). */
  payment_methods: Array<{ slug: string; name: string; admin_only?: true }>;
  delivery_thresholds: { delivery_threshold: number | null; repack_threshold: number | null };
  shipping_time_str: string | null;
  /** Express pickup (not named by the spec's answer): the stores that hold the whole order; empty, not offered. */
  pikanouto_stores: Array<{ id: number; name: string }>;
  /** The shopper chose it and it is possible: delivery_methods holds only the express method. */
  is_pikanouto_selected: boolean;
  /** When an express pickup placed now is ready, in the shopper's language ("tomorrow after 11:00"). */
  pikanouto_ready: string | null;
  /** Part delivery (not named by the spec's answer): possible for this cart, chosen, and when each part leaves. */
  part_delivery_available: boolean;
  is_part_delivery_selected: boolean;
  part_delivery_times: { first: string; rest: string } | null;
  /** What the second parcel adds to the delivery of the chosen (or cheapest) method; 0 when the shop pays it. */
  part_delivery_cost: number;
  /** The second parcel costs the delivery again (part_delivery_mode optional); false: the shop pays it. */
  part_delivery_charged: boolean;
  customs_acknowledgement_required: boolean;
  show_klarna: boolean;
  paypal_checkout: boolean;
  reason: string | null;
  kgco_id: string | null;
  kco_iframe: string | null;
  giftcampaign_data: { code: string; campaign: string } | null;
  enterprise_order: boolean;
  transfer_request_from: number | null;
  post_delivery: boolean;
  errors: string[];
  /**
   * Codes of `discount_codes` that no change of the cart can make usable (unknown, not valid now, used up,
   * one too many; a gift card unknown, expired or empty), each with its message of `errors`: the browser
   * shows the message once and drops the code from the cart. Not named by the spec's answer.
   */
  invalid_codes: Array<{ code: string; message: string }>;
}

/** Klarna's checkout as the payment step's validation found it (core/payments/klarna-checkout.ts). */
export interface EmbeddedCheckout {
  show: boolean;
  kgcoId: string | null;
  snippet: string | null;
  reason: string | null;
}

/** Providers whose payment happens in a snippet of their own, not through the payment method choice. */
const EMBEDDED_PROVIDERS: ReadonlySet<string> = new Set(["klarna"]);

export function checkoutAnswer(
  result: CheckoutResult,
  echo: { giftCampaign: { code: string; campaign: string } | null; postDelivery: boolean; klarna?: EmbeddedCheckout | null },
): CheckoutAnswer {
  const klarna = echo.klarna ?? null;
  const { priced } = result;
  return {
    products: priced.rows.map(({ row, lineCents, discountCents }) => ({
      productId: row.request.productId,
      amount: row.amount,
      frozen: row.request.frozen,
      name: row.variant?.name ?? "",
      extra_data: row.request.extra_data,
      max_amount: row.variant ? row.variant.maxAmount : 0,
      variant_name: row.variant?.variantName ?? "",
      image: row.variant?.image ?? null,
      url: row.variant?.url ?? null,
      unit_price: row.variant?.unitCents ?? null,
      regular_price: row.variant?.regularCents ?? null,
      total_price: lineCents,
      discount: discountCents,
      is_available: row.counts,
    })),
    bundles: [],
    gift_card_products: result.giftCardRows.map(({ request, counts }) => ({ ...request, is_valid: counts })),
    cart_discount: priced.discount ? { code: priced.discount.code, amount: priced.discount.cents } : null,
    payment_events: priced.giftCardPayments
      .filter((payment) => payment.amountCents > 0)
      .map((payment) => ({ payment_id: payment.code, processor_slug: "giftcard", amount: payment.amountCents, balance_after: payment.balanceAfterCents })),
    products_price: priced.productsCents,
    total_price: priced.totalCents,
    amount_due: priced.dueCents,
    delivery_cost: priced.deliveryCents,
    delivery_method: priced.chosenMethod,
    repack_cost: priced.repackOfferCents,
    delivery_methods: priced.methods.map(({ method, costCents }) => ({
      slug: method.slug,
      name: method.name,
      kind: method.kind,
      price: costCents,
      free_from: method.freeFromCents,
    })),
    payment_methods: result.paymentMethods.filter((method) => !EMBEDDED_PROVIDERS.has(method.provider)).map((method) => ({ slug: method.slug, name: method.name, ...(method.adminOnly ? { admin_only: true as const } : {}) })),
    delivery_thresholds: { delivery_threshold: priced.thresholds.delivery, repack_threshold: priced.thresholds.repack },
    shipping_time_str: result.shippingTime,
    pikanouto_stores: result.express.stores,
    is_pikanouto_selected: result.express.selected,
    pikanouto_ready: result.express.ready ? expressReadyText(result.express.ready, result.request.lang) : null,
    part_delivery_available: result.partDelivery.offered,
    is_part_delivery_selected: result.partDelivery.selected,
    part_delivery_times: result.partDelivery.parts,
    part_delivery_cost: result.partDelivery.extraCents,
    part_delivery_charged: result.partDelivery.charged,
    customs_acknowledgement_required: result.customsAcknowledgement,
    show_klarna: klarna?.show ?? false,
    // PayPal is one of the payment methods of the payment step; no express button on the cart.
    paypal_checkout: false,
    reason: klarna?.reason ?? null,
    kgco_id: klarna?.kgcoId ?? null,
    kco_iframe: klarna?.snippet ?? null,
    giftcampaign_data: echo.giftCampaign,
    enterprise_order: false,
    transfer_request_from: null,
    post_delivery: echo.postDelivery,
    errors: result.errors,
    invalid_codes: result.invalidCodes,
  };
}
