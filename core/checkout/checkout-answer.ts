import type { CheckoutAnswer } from "./checkout-contract.ts";
import type { CheckoutResult, EmbeddedCheckout } from "./checkout-types.ts";
import { expressReadyText } from "./express-pickup.ts";

/** Providers whose payment happens in a snippet of their own, not through the payment method choice. */
const EMBEDDED_PROVIDERS: ReadonlySet<string> = new Set(["klarna"]);

/** The answer of POST /api/checkout/ (./checkout-contract.ts) to a validated cart. */
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
