import { z } from "zod";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { MAX_ROW_PIECES } from "./cart-rows.ts";
import type { CheckoutRequest } from "./checkout-service.ts";

/**
 * The cart as the browser keeps it and sends it (document 1 §3, §7 POST /api/checkout/), checked: the API
 * and the payment step's form both read it with this schema, so both refuse the same bad input.
 */

/** Rows a cart may hold; more is refused with 400 rather than priced (issue 5 "Bad input"). */
export const MAX_CART_ROWS = 100;
const MAX_PIECES = MAX_ROW_PIECES;

const ProductId = z
  .union([z.string().trim().min(1).max(120).regex(/^[^\u0000-\u001f\u007f]*$/, "control characters are not allowed"), z.number().int().positive()])
  .transform(String);
const ExtraData = z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).nullable().optional();

const CartRow = z.object({
  productId: ProductId,
  amount: z.number().int().min(1).max(MAX_PIECES),
  frozen: z.boolean().optional().default(false),
  name: z.string().max(300).optional(),
  extra_data: ExtraData,
  bundleHash: z.string().max(40).optional().describe("A bundle row's bundle id, as the product page added it"),
});

const GiftCardRow = z.object({
  uid: z.string().min(1).max(80),
  productId: ProductId,
  amount: z.number().describe("Whole euros, 10-10000 in steps of 10"),
  name: z.string().max(300).default(""),
  extra_data: ExtraData,
});

export const CheckoutBody = z
  .object({
    products: z.array(CartRow).max(MAX_CART_ROWS, `at most ${MAX_CART_ROWS} rows`).default([]),
    gift_card_products: z.array(GiftCardRow).max(20, "at most 20 gift cards").default([]),
    bundles: z.array(z.unknown()).max(MAX_CART_ROWS).default([]),
    discount_codes: z
      .array(z.string().max(60).regex(/^[^\u0000-\u001f\u007f]*$/, "control characters are not allowed"))
      .max(20, "at most 20 codes")
      .default([]),
    country_code: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, "expected a two-letter country code").optional(),
    language_code: z.enum(LANGUAGES).optional(),
    customer_id: z.number().int().nullable().optional().describe("Ignored: the signed-in user comes from the session"),
    repack: z.boolean().default(false),
    pikanouto: z.boolean().default(false),
    delivery_extra_data: z.object({ part_delivery: z.boolean().optional(), giosg_chatter: z.string().max(200).nullable().optional() }).optional(),
    delivery_method: z.string().max(60).nullable().optional().describe("The delivery method chosen on the payment step"),
    klarna_global_checkout_id: z.string().max(200).nullable().optional(),
    payment_method: z.string().max(60).nullable().optional().describe("The payment step's choice; Klarna's opens its checkout"),
    delivery_location: z.string().max(60).nullable().optional().describe("The store or pick-up point chosen on the payment step"),
    special_request: z.string().max(1000).nullable().optional(),
    pageName: z.enum(["checkout", "cart"]).optional(),
    giftcampaign_data: z.object({ code: z.string().max(60), campaign: z.string().max(120) }).nullable().optional(),
    enterprise_order: z.boolean().nullable().optional(),
    transfer_request_from: z.number().int().nullable().optional(),
    transfer_request_to: z.number().int().nullable().optional(),
    post_delivery: z.boolean().nullable().optional(),
  })
  .describe("The cart of document 1 §3 as the browser keeps it");

export type CheckoutBodyInput = z.infer<typeof CheckoutBody>;

/** The service's request from a checked body; the country defaults to the storefront's. */
export function checkoutRequestFrom(body: CheckoutBodyInput, context: { lang: Lang; countryCode: string; clientAddress: string }): CheckoutRequest {
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
