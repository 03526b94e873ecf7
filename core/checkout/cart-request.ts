import type { Lang } from "#i18n/languages.ts";
import type { CheckoutBody } from "./checkout-contract.ts";
import type { CheckoutRequest } from "./checkout-types.ts";

/**
 * The service's request from a checked body (./checkout-contract.ts): the API and the payment step's form
 * both read the cart this way. The country defaults to the storefront's; who the shopper is comes from the
 * session, never from the body.
 */
export function checkoutRequestFrom(body: CheckoutBody, context: { lang: Lang; countryCode: string; clientAddress: string }): CheckoutRequest {
  const rowExtra = (extra: Record<string, unknown> | null | undefined) =>
    extra ? Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== null).map(([key, value]) => [key, String(value)])) : null;
  return {
    lang: context.lang,
    countryCode: body.country_code ?? context.countryCode,
    products: body.products.map((row) => ({
      productId: row.productId,
      amount: row.amount,
      frozen: row.frozen,
      extra_data: rowExtra(row.extra_data),
      ...(row.bundleHash ? { bundleHash: row.bundleHash } : {}),
    })),
    giftCardProducts: body.gift_card_products.map((row) => ({ ...row, extra_data: rowExtra(row.extra_data) })),
    codes: body.discount_codes,
    repack: body.repack,
    pikanouto: body.pikanouto,
    partDelivery: body.delivery_extra_data?.part_delivery ?? false,
    giftCampaign: body.giftcampaign_data ?? null,
    deliveryMethod: body.delivery_method ?? null,
    clientAddress: context.clientAddress,
  };
}
