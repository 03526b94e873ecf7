import { z } from "zod";

/**
 * Schemas of the product page's calls. The answer mirrors ProductModelDetail of
 * core/product/product-service.ts; the serializer checks every answer against it outside production.
 */

const INT_MAX = 2_147_483_647;

export const ProductModelParams = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N}-]*$/u, "expected a product slug: letters, digits and hyphens")
    .describe("The model's slug in the storefront's language (the last segment of its path)"),
});

/** A query flag: present as `1`, `true` or empty means on. */
const Flag = z
  .enum(["", "1", "true", "0", "false"])
  .optional()
  .transform((value) => value === "" || value === "1" || value === "true");

export const ProductModelQuery = z.object({
  taxAreaId: z.coerce
    .number({ error: "expected a whole number" })
    .int("expected a whole number")
    .positive("expected a tax area id")
    .max(INT_MAX, "expected a tax area id")
    .optional()
    .describe("Prices of this tax area (a delivery country's); the storefront's delivery country's when left out"),
  preview: Flag.describe("Preview mode: staff see the product as customers will; no effect for others"),
  giftcampaign: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9-]*$/, "expected a campaign slug")
    .optional()
    .describe("Opened from this gift campaign; the answer is the same without it (blocked stock counts only when the variant ships later, everywhere)"),
});

const NamedGroup = z.object({ id: z.number().int(), name: z.string(), path: z.string() }).strict();

const Image = z
  .object({ caption: z.string(), title: z.string(), full_url: z.string(), zoom_url: z.string(), sort_order: z.number().int() })
  .strict();

const Price = z
  .object({
    active: z.number().int(),
    regular: z.number().int(),
    club: z.number().int().nullable(),
    discount_value: z.number().int(),
    discount_free: z.number().int(),
    normal: z.number().int(),
    original: z.number().int(),
    lowest_30d: z.number().int().nullable(),
    type: z.enum(["outdoor", "outlet", "discount", "club", "normal"]),
    reference: z
      .number()
      .int()
      .nullable()
      .describe("The struck price of a reduction: the 30-day lowest price in a tax area of the EU, else the list price; null when none shows"),
    discount_percent: z.number().int().nullable().describe("Percent off `reference`; null when none or the model shows no percentage"),
  })
  .strict()
  .describe("Cents of the shop currency (EUR), VAT included, in the requested tax area");

const Variant = z
  .object({
    id: z.number().int(),
    colour: z.string().nullable(),
    color: z.string(),
    color_slug: z.string().nullable(),
    color_hex: z.string().nullable(),
    teksonumber: z.string(),
    size: z.object({ name: z.string(), slug: z.string(), sort_order: z.number().int() }).strict().nullable(),
    product_type: z.object({ name: z.string(), title: z.string(), slug: z.string(), sort_order: z.number().int() }).strict().nullable(),
    images: z.array(Image),
    prices: Price.nullable(),
    stock_data: z
      .object({
        in_stock: z.number().int(),
        blocked_stock: z.number().int(),
        detailed_stocks: z.record(z.string(), z.number().int()),
        blocked_stores: z.array(z.number().int()),
      })
      .strict(),
    shipping_time: z.object({ number: z.number().int(), string: z.string().nullable() }).strict(),
    stock_incoming_str: z.string().nullable(),
    model_id: z.number().int(),
    model_name: z.string(),
    is_orderable: z.boolean(),
    shelf_codes: z.record(z.string(), z.string()).optional(),
  })
  .strict();

export const SizeTable = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parsed: z.unknown(),
    image: z.string().nullable(),
    hideImage: z.boolean(),
    images: z.array(z.string()),
    infoText: z.string(),
  })
  .strict();

export const ProductModelResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    manufacturer: z.object({ name: z.string(), slug: z.string(), image: z.string().nullable() }).strict(),
    long_description_html: z.string(),
    short_description: z.string(),
    translated_fields: z
      .object({
        manual_input: z.boolean(),
        original: z
          .object({ lang: z.string(), name: z.string(), short_description: z.string(), long_description_html: z.string() })
          .strict()
          .nullable(),
      })
      .strict(),
    groups: z.array(NamedGroup),
    main_group: NamedGroup.nullable(),
    products: z.array(Variant),
    extra_images: z.array(Image),
    model_notice: z.string(),
    model_properties: z.array(
      z.object({ slug: z.string(), name: z.string(), value: z.string(), is_for_one_item: z.boolean(), sustainability: z.boolean() }).strict(),
    ),
    quote: z.object({ text: z.string(), image: z.string().nullable(), name: z.string() }).strict().nullable(),
    show_discount_percentage: z.boolean(),
    is_extended_range: z.boolean(),
    belongs_to_outlet: z.boolean(),
    ski_wizard: z.object({ belongsTo: z.array(z.string()), group: z.string(), sport: z.string() }).passthrough().nullable(),
    campaign_only: z.boolean(),
    canonical_url: z.string(),
    meta_description: z.string(),
    is_multi_color: z.boolean(),
    is_public: z.boolean(),
    is_bundle: z.boolean(),
    is_gift_card: z.boolean(),
    promoted_colour: z.string().nullable(),
    gift_card_templates: z.array(
      z.object({ id: z.number().int(), slug: z.string(), name: z.string(), image: z.string().nullable(), hex: z.string() }).strict(),
    ),
    model_url: z.string(),
    prices: Price.nullable(),
    from_price: z.boolean(),
    tax_class: z.string(),
    rating: z.number(),
    rating_count: z.number().int(),
    sizetable: SizeTable.nullable(),
    ribbons: z.array(z.object({ name: z.string(), value: z.string(), slug: z.string() }).strict()),
    modelnumber: z.string(),
    uuid: z.string(),
    price_ending: z.string().nullable(),
    second_hand_parent: z
      .object({ id: z.number().int(), is_active: z.boolean(), url: z.string(), name: z.string(), manufacturer: z.string() })
      .strict()
      .nullable(),
    on_order: z.boolean(),
  })
  .strict();

/** A bundle offered with a model; `products` are the part's variants. */
export const Bundle = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    prices: z.object({ active: z.number().int(), regular: z.number().int() }).strict(),
    secondary_product_models: z.array(
      z
        .object({
          id: z.number().int(),
          model_url: z.string(),
          image: z.string().nullable(),
          manufacturer: z.string(),
          name: z.string(),
          products: z.array(z.object({ id: z.number().int(), name: z.string(), is_orderable: z.boolean() }).strict()),
        })
        .strict(),
    ),
  })
  .strict();
