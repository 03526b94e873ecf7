import { z } from "zod";
import { LANGUAGES } from "#i18n/languages.ts";
import { MAX_ROW_PIECES } from "../product/cart-amount.ts";

/**
 * The wire contract of POST /api/checkout/: the cart as the browser keeps and sends it, and the server's
 * answer, field names exactly as on the wire (a public contract). Each shape is written once, here: the API and the payment
 * step's form check requests with `CheckoutBody`, the route declares its answer with `CheckoutAnswer`, and
 * the browser takes its types from both (type imports only, so no schema code reaches the browser).
 * Money is integer cents of EUR, VAT included, like every price of the API; the browser converts to the
 * display currency when it formats.
 */

/** Rows a cart may hold; more is refused with 400 rather than priced. */
export const MAX_CART_ROWS = 100;

const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

const ProductId = z
  .union([z.string().trim().min(1).max(120).regex(NO_CONTROL_CHARACTERS, "control characters are not allowed"), z.number().int().positive()])
  .transform(String);
const ExtraData = z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).nullable().optional();

const CartRow = z.object({
  productId: ProductId,
  amount: z.number().int().min(1).max(MAX_ROW_PIECES),
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

/** The request: what the shopper chose, never a price (prices in it are ignored). */
export const CheckoutBody = z
  .object({
    products: z.array(CartRow).max(MAX_CART_ROWS, `at most ${MAX_CART_ROWS} rows`).default([]),
    gift_card_products: z.array(GiftCardRow).max(20, "at most 20 gift cards").default([]),
    bundles: z.array(z.unknown()).max(MAX_CART_ROWS).default([]),
    discount_codes: z
      .array(z.string().max(60).regex(NO_CONTROL_CHARACTERS, "control characters are not allowed"))
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
  .describe("The cart as the browser keeps it");

/** A request as a client may send it (defaults not yet applied). */
export type CheckoutBodyInput = z.input<typeof CheckoutBody>;
/** A request as the server reads it, checked and with its defaults. */
export type CheckoutBody = z.output<typeof CheckoutBody>;

const Cents = z.number().int();
/** A row's extra data as the server keeps it: strings only (null values are dropped). */
const RowExtraData = z.record(z.string(), z.string()).nullable();

/** The answer: the cart as the shop sells it now, the only source of prices and limits. */
export const CheckoutAnswer = z.object({
  products: z.array(
    z.object({
      productId: z.string(),
      amount: z.number().int(),
      frozen: z.boolean(),
      name: z.string(),
      extra_data: RowExtraData,
      // Most pieces the row may hold; null: no limit (made on order).
      max_amount: z.number().int().nullable(),
      variant_name: z.string(),
      image: z.string().nullable(),
      url: z.string().nullable(),
      unit_price: Cents.nullable(),
      regular_price: Cents.nullable(),
      total_price: Cents,
      // This row's share of the discount code.
      discount: Cents,
      // False: it cannot be bought now; it stays listed so the shopper can remove it.
      is_available: z.boolean(),
    }),
  ),
  bundles: z.array(z.unknown()),
  gift_card_products: z.array(
    z.object({ uid: z.string(), productId: z.string(), amount: z.number(), name: z.string(), extra_data: RowExtraData, is_valid: z.boolean() }),
  ),
  cart_discount: z.object({ code: z.string(), amount: Cents }).nullable(),
  payment_events: z.array(z.object({ payment_id: z.string(), processor_slug: z.literal("giftcard"), amount: Cents, balance_after: Cents })),
  products_price: Cents,
  total_price: Cents,
  // Left to pay with the payment method after gift cards.
  amount_due: Cents,
  delivery_cost: Cents,
  delivery_method: z.string().nullable(),
  repack_cost: Cents,
  delivery_methods: z.array(z.object({ slug: z.string(), name: z.string(), kind: z.string(), price: Cents, free_from: Cents.nullable() })),
  // `admin_only` marks the methods only admins are offered.
  payment_methods: z.array(z.object({ slug: z.string(), name: z.string(), admin_only: z.literal(true).optional() })),
  delivery_thresholds: z.object({ delivery_threshold: Cents.nullable(), repack_threshold: Cents.nullable() }),
  shipping_time_str: z.string().nullable(),
  pikanouto_stores: z.array(z.object({ id: z.number().int(), name: z.string() })).describe("Express pickup: the stores that hold the whole order; empty when not offered"),
  is_pikanouto_selected: z.boolean().describe("Express pickup chosen and possible: delivery_methods holds only its method"),
  pikanouto_ready: z.string().nullable().describe("When an express pickup placed now is ready, in the shopper's language"),
  part_delivery_available: z.boolean().describe("The cart mixes products that leave at once with ones that come later"),
  is_part_delivery_selected: z.boolean(),
  part_delivery_times: z.object({ first: z.string(), rest: z.string() }).nullable().describe("Shipping ranges of the two parts, in days"),
  part_delivery_cost: Cents.describe("What the second parcel adds to the delivery; 0 when the shop pays it"),
  part_delivery_charged: z.boolean().describe("The second parcel costs the delivery again (general setting part_delivery_mode)"),
  customs_acknowledgement_required: z.boolean(),
  show_klarna: z.boolean(),
  paypal_checkout: z.boolean(),
  // READ_ONLY_ORDER: the embedded checkout of kgco_id was completed; the browser goes to its confirmation.
  reason: z.string().nullable(),
  kgco_id: z.string().nullable(),
  kco_iframe: z.string().nullable(),
  giftcampaign_data: z.object({ code: z.string(), campaign: z.string() }).nullable(),
  enterprise_order: z.boolean(),
  transfer_request_from: z.number().int().nullable(),
  post_delivery: z.boolean(),
  // Every problem, in the storefront's language, in the order of the cart.
  errors: z.array(z.string()),
  // Codes no change of the cart can make usable (unknown, not valid now, used up, one too many; a gift card
  // unknown, expired or empty), each with its message of `errors`.
  invalid_codes: z
    .array(z.object({ code: z.string(), message: z.string() }))
    .describe("Codes no change of the cart can make usable, with their message of `errors`: the browser shows it once and drops the code"),
});

export type CheckoutAnswer = z.output<typeof CheckoutAnswer>;
