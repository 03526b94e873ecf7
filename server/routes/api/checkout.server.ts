import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkoutAnswer } from "#core/checkout/checkout-answer.ts";
import { MAX_ROW_PIECES } from "#core/checkout/cart-rows.ts";
import { LANGUAGES } from "#i18n/languages.ts";
import type { ApiOptions } from "./index.server.ts";
import { ErrorResponse } from "./schemas.server.ts";

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

const CheckoutBody = z
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
    special_request: z.string().max(1000).nullable().optional(),
    pageName: z.enum(["checkout", "cart"]).optional(),
    giftcampaign_data: z.object({ code: z.string().max(60), campaign: z.string().max(120) }).nullable().optional(),
    enterprise_order: z.boolean().nullable().optional(),
    transfer_request_from: z.number().int().nullable().optional(),
    transfer_request_to: z.number().int().nullable().optional(),
    post_delivery: z.boolean().nullable().optional(),
  })
  .describe("The cart of document 1 §3 as the browser keeps it");

const Cents = z.number().int();

const CheckoutResponse = z
  .object({
    products: z.array(
      z.object({
        productId: z.string(),
        amount: z.number().int(),
        frozen: z.boolean(),
        name: z.string(),
        extra_data: z.record(z.string(), z.unknown()).nullable(),
        max_amount: z.number().int().nullable(),
        variant_name: z.string(),
        image: z.string().nullable(),
        url: z.string().nullable(),
        unit_price: Cents.nullable(),
        regular_price: Cents.nullable(),
        total_price: Cents,
        discount: Cents,
        is_available: z.boolean(),
      }),
    ),
    bundles: z.array(z.unknown()),
    gift_card_products: z.array(
      z.object({ uid: z.string(), productId: z.string(), amount: z.number(), name: z.string(), extra_data: z.record(z.string(), z.unknown()).nullable(), is_valid: z.boolean() }),
    ),
    cart_discount: z.object({ code: z.string(), amount: Cents }).nullable(),
    payment_events: z.array(z.object({ payment_id: z.string(), processor_slug: z.literal("giftcard"), amount: Cents, balance_after: Cents })),
    products_price: Cents,
    total_price: Cents,
    amount_due: Cents,
    delivery_cost: Cents,
    delivery_method: z.string().nullable(),
    repack_cost: Cents,
    delivery_methods: z.array(z.object({ slug: z.string(), name: z.string(), kind: z.string(), price: Cents, free_from: Cents.nullable() })),
    payment_methods: z.array(z.object({ slug: z.string(), name: z.string() })),
    delivery_thresholds: z.object({ delivery_threshold: Cents.nullable(), repack_threshold: Cents.nullable() }),
    shipping_time_str: z.string().nullable(),
    customs_acknowledgement_required: z.boolean(),
    show_klarna: z.boolean(),
    paypal_checkout: z.boolean(),
    reason: z.string().nullable(),
    kgco_id: z.string().nullable(),
    kco_iframe: z.string().nullable(),
    giftcampaign_data: z.object({ code: z.string(), campaign: z.string() }).nullable(),
    enterprise_order: z.boolean(),
    transfer_request_from: z.number().int().nullable(),
    post_delivery: z.boolean(),
    errors: z.array(z.string()),
  })
  .meta({ id: "CheckoutAnswer" });

/** POST /api/checkout/ (document 1 §7): the server's answer to a cart, the only source of prices and limits. */
const checkoutRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.post(
    "/checkout/",
    {
      schema: {
        tags: ["checkout"],
        summary: "Validate a cart: prices, stock limits, codes, delivery and payment methods",
        description:
          "Takes the cart as the browser keeps it and answers it as the shop sells it now: each row's price and max_amount, " +
          "the one discount code, gift cards as payment (a gift card's code in `discount_codes` pays), the delivery methods " +
          "every row allows with their cost, RePack, thresholds, payment methods and every problem in `errors` in the " +
          "storefront's language. Money in cents of EUR. Prices in the request are ignored. At most 100 rows.",
        body: CheckoutBody,
        response: { 200: CheckoutResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const rowExtra = (extra: Record<string, unknown> | null | undefined) =>
        extra ? Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== null).map(([key, value]) => [key, String(value)])) : null;
      const result = await services.checkout.validate({
        lang: request.lang,
        countryCode: body.country_code ?? request.storefrontLocale().countryCode,
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
        deliveryMethod: body.delivery_method ?? null,
        clientAddress: request.ip,
      });
      // The answer depends on stock and the shopper's cart: never stored by a cache.
      reply.header("cache-control", "no-store");
      return checkoutAnswer(result, { giftCampaign: body.giftcampaign_data ?? null, postDelivery: body.post_delivery ?? false });
    },
  );
};

export default checkoutRoutes;
