import { productImageRef } from "#core/images/pictures.ts";
import { priceMode, priceReduction, type ReferenceRule } from "#core/catalog/listing/price-mode.ts";
import type { PriceType } from "#core/catalog/listing/types.ts";
import type { Lang } from "#i18n/languages.ts";
import { LOW_STOCK_LIMIT } from "./availability.ts";
import { isOrderable } from "./orderable.ts";
import { rangeString, shippingRange } from "./shipping-time.ts";
import type { ProductVariant } from "./types.ts";

/** The text of the product 404 page, answered by the API as it is. */
export const PRODUCT_NOT_FOUND = "Product not found.";

// ---------------------------------------------------------------------------------------------
// What the repository reads (db/repositories/product.ts): one model in one language and tax area.

export interface StockRow {
  storeId: number;
  /** Quantity less reservations, never below 0. */
  available: number;
  blocked: boolean;
  shelfCode: string | null;
}

export interface VariantPriceRow {
  active: number;
  regular: number;
  club: number | null;
  discountFree: number;
  normal: number;
  original: number;
  discountValue: number;
  lowest30d: number | null;
  type: PriceType;
}

export interface VariantRow {
  id: number;
  colourSlug: string | null;
  colourName: string | null;
  colourHex: string | null;
  colorControl: string;
  sizeName: string;
  sizeSlug: string;
  sizeSortOrder: number;
  type: { slug: string; name: string; title: string; sortOrder: number } | null;
  teksonumber: string;
  shippingTime: number;
  incomingAt: string | null;
  incomingQuantity: number;
  price: VariantPriceRow | null;
  stocks: StockRow[];
}

export interface NamedGroup {
  id: number;
  name: string;
  path: string;
}

export interface ProductModelRow {
  id: number;
  slug: string;
  neutralSlug: string;
  name: string;
  shortDescription: string;
  longDescriptionHtml: string;
  metaDescription: string;
  modelNotice: string;
  quote: { text: string; image: string | null; name: string } | null;
  machineTranslated: boolean;
  original: { lang: string; name: string; shortDescription: string; longDescriptionHtml: string } | null;
  brand: { id: number; name: string; slug: string; logo: string | null };
  isPublic: boolean;
  isBundle: boolean;
  isGiftCard: boolean;
  campaignOnly: boolean;
  isExtendedRange: boolean;
  belongsToOutlet: boolean;
  isMultiColor: boolean;
  showDiscountPercentage: boolean;
  discountsAllowed: boolean;
  promotedColour: string | null;
  taxClass: string;
  modelnumber: string;
  uuid: string;
  priceEnding: string | null;
  ratingAvg: number;
  ratingCount: number;
  skiWizard: { belongsTo: string[]; group: string; sport: string } | null;
  onOrder: boolean;
  mainGroup: NamedGroup | null;
  groups: NamedGroup[];
  variants: VariantRow[];
  images: { id: number; picture: string | null; colourSlug: string | null; sortOrder: number; caption: string; title: string }[];
  properties: { slug: string; name: string; unit: string | null; value: string | null; valueNum: number | null; isForOneItem: boolean }[];
  ribbons: { slug: string; name: string; value: string }[];
  sizeTable: {
    id: number;
    name: string;
    parsed: unknown;
    image: string | null;
    hideImage: boolean;
    images: string[];
    infoText: string;
  } | null;
  giftCardTemplates: { id: number; slug: string; name: string; image: string | null; hex: string }[];
  secondHandParent: { id: number; isActive: boolean; name: string; slug: string; brandName: string; brandSlug: string; groupPath: string | null } | null;
  /** The model's slug in every language that has it (hreflang alternates of its page). */
  slugByLang: Partial<Record<Lang, string>> | null;
  /** The main group's path in every language that has it. */
  mainGroupPathByLang: Partial<Record<Lang, string>> | null;
}

/** A bundle sold on its main model's page, as the repository reads it. */
export interface BundleRow {
  id: number;
  name: string;
  description: string;
  active: number;
  regular: number;
  parts: Array<{
    modelId: number;
    name: string;
    slug: string;
    brandName: string;
    brandSlug: string;
    groupPath: string | null;
    /** The first image's address at card width. */
    image: string | null;
    onOrder: boolean;
    isPublic: boolean;
    variants: Array<{
      id: number;
      colourName: string | null;
      sizeName: string;
      typeName: string | null;
      shippingTime: number;
      inStock: number;
      blockedStock: number;
    }>;
  }> | null;
}

export interface ProductRepository {
  /** The model whose localized slug in `lang` is `slug`, with prices of `taxAreaId`; null when none. */
  modelBySlug(lang: Lang, slug: string, taxAreaId: number): Promise<ProductModelRow | null>;
  /** The active bundles whose main model is `modelId`, priced in `taxAreaId`. */
  bundlesOfModel(lang: Lang, modelId: number, taxAreaId: number): Promise<BundleRow[]>;
}

/** A bundle of the page; the parts are in the order their choices join the id. */
export interface BundleView {
  id: number;
  name: string;
  description: string;
  prices: { active: number; regular: number };
  secondary_product_models: Array<{
    id: number;
    model_url: string;
    image: string | null;
    manufacturer: string;
    name: string;
    products: Array<{ id: number; name: string; is_orderable: boolean }>;
  }>;
}

// ---------------------------------------------------------------------------------------------
// The answer of GET /api/products/productmodel/{slug}/: the product model and its variants.

export interface ImageView {
  caption: string;
  title: string;
  /** The 960-wide picture; `zoom_url` the 1920-wide one the gallery's zoom shows. */
  full_url: string;
  zoom_url: string;
  sort_order: number;
}

export interface PriceView {
  active: number;
  regular: number;
  club: number | null;
  discount_value: number;
  discount_free: number;
  normal: number;
  original: number;
  /** Lowest price of the 30 days before a reduction. */
  lowest_30d: number | null;
  type: PriceType;
  /**
   * The struck reference price of a reduction, by the tax area's rule (priceReduction, the card's rule);
   * null when no reduction is shown.
   */
  reference: number | null;
  /** Percent off `reference`, null when none or when the model shows no percentage (the ribbon shows from 5 %). */
  discount_percent: number | null;
}

export interface VariantView {
  id: number;
  colour: string | null;
  color: string;
  color_slug: string | null;
  color_hex: string | null;
  teksonumber: string;
  size: { name: string; slug: string; sort_order: number } | null;
  product_type: { name: string; title: string; slug: string; sort_order: number } | null;
  images: ImageView[];
  prices: PriceView | null;
  stock_data: {
    /** Pieces that can be sold online (stores not blocked). */
    in_stock: number;
    /** Pieces held only where online purchase is blocked. */
    blocked_stock: number;
    /**
     * Pieces per store id. Shoppers see at most 6 ("more than 5"); staff see the exact count.
     * Stores without stock are left out.
     */
    detailed_stocks: Record<string, number>;
    /** Store ids whose stock is blocked. */
    blocked_stores: number[];
  };
  shipping_time: { number: number; string: string | null };
  /** Date (YYYY-MM-DD) of the next incoming delivery, when one is expected. */
  stock_incoming_str: string | null;
  model_id: number;
  model_name: string;
  is_orderable: boolean;
  /** Staff only: shelf codes by store id; the web store's (20) is the hover text of its pieces. */
  shelf_codes?: Record<string, string>;
}

export interface ProductModelDetail {
  id: number;
  name: string;
  slug: string;
  manufacturer: { name: string; slug: string; image: string | null };
  long_description_html: string;
  short_description: string;
  translated_fields: {
    /** The text was written in this language (not machine translated). */
    manual_input: boolean;
    original: { lang: string; name: string; short_description: string; long_description_html: string } | null;
  };
  groups: NamedGroup[];
  main_group: NamedGroup | null;
  products: VariantView[];
  extra_images: ImageView[];
  model_notice: string;
  model_properties: { slug: string; name: string; value: string; is_for_one_item: boolean; sustainability: boolean }[];
  quote: { text: string; image: string | null; name: string } | null;
  show_discount_percentage: boolean;
  is_extended_range: boolean;
  belongs_to_outlet: boolean;
  ski_wizard: { belongsTo: string[]; group: string; sport: string } | null;
  campaign_only: boolean;
  canonical_url: string;
  meta_description: string;
  is_multi_color: boolean;
  is_public: boolean;
  is_bundle: boolean;
  is_gift_card: boolean;
  promoted_colour: string | null;
  gift_card_templates: { id: number; slug: string; name: string; image: string | null; hex: string }[];
  model_url: string;
  /** The model's price: that of its cheapest variant in the tax area. */
  prices: PriceView | null;
  /** Several variant prices: the page says 'from'. */
  from_price: boolean;
  tax_class: string;
  rating: number;
  rating_count: number;
  sizetable: ProductModelRow["sizeTable"];
  ribbons: { name: string; value: string; slug: string }[];
  modelnumber: string;
  uuid: string;
  price_ending: string | null;
  second_hand_parent: { id: number; is_active: boolean; url: string; name: string; manufacturer: string } | null;
  on_order: boolean;
}

export interface ProductViewer {
  /** Staff see non-public products, exact stock and shelf codes. */
  staff: boolean;
}

export interface ProductModelInput {
  lang: Lang;
  /** The model's slug in `lang` (the last segment of its path). */
  slug: string;
  taxAreaId: number;
  viewer: ProductViewer;
  /** The storefront origin of `lang` ("https://www.example.fi"), for the canonical URL. */
  origin: string;
}

/** The product page's model with its address in every storefront (its hreflang alternates). */
export interface ProductPageModel {
  model: ProductModelDetail;
  /** The model's slug in each language that has it. */
  slugByLang: Partial<Record<Lang, string>>;
  /** `model_url` in each language that has the model: brand, that language's main group path, its slug. */
  modelUrlByLang: Partial<Record<Lang, string>>;
}

export interface ProductService {
  /** The model at its localized slug, or null when there is none or a non-staff viewer may not see it. */
  productModel(input: ProductModelInput): Promise<ProductModelDetail | null>;
  /** The same model with its paths in the other languages, read in the same statement. */
  productPageModel(input: ProductModelInput): Promise<ProductPageModel | null>;
  /**
   * The bundles offered with a model (the Buy bundle modal). A bundle with a part that is not
   * public, or with a part that has no orderable variant, cannot be bought and is left out.
   */
  bundles(input: { lang: Lang; modelId: number; taxAreaId: number }): Promise<BundleView[]>;
}

/** A variant's name in a bundle choice: colour, type and size as far as the variant has them. */
export function bundleVariantName(variant: { colourName: string | null; sizeName: string; typeName: string | null }): string {
  return [variant.colourName, variant.typeName, variant.sizeName].filter((part) => part !== null && part !== "").join(" / ");
}

export function bundleView(row: BundleRow): BundleView | null {
  const parts = row.parts ?? [];
  if (parts.length === 0 || parts.some((part) => !part.isPublic)) return null;
  const models = parts.map((part) => ({
    id: part.modelId,
    model_url: productPath(part.brandSlug, part.groupPath, part.slug),
    image: part.image,
    manufacturer: part.brandName,
    name: part.name,
    products: part.variants.map((variant) => ({
      id: variant.id,
      name: bundleVariantName(variant),
      is_orderable: isOrderable({
        shippingTime: variant.shippingTime,
        onOrder: part.onOrder,
        inStock: variant.inStock > 0 || variant.blockedStock > 0,
        blockedStock: variant.inStock === 0 && variant.blockedStock > 0,
      }),
    })),
  }));
  if (models.some((model) => !model.products.some((product) => product.is_orderable))) return null;
  return { id: row.id, name: row.name, description: row.description, prices: { active: row.active, regular: row.regular }, secondary_product_models: models };
}

/** Property slugs that mark sustainability: those starting vu- or vastuullisemmin-ulkona. */
export function isSustainabilityMark(slug: string): boolean {
  return slug.startsWith("vu-") || slug.startsWith("vastuullisemmin-ulkona");
}

/** Property name with its unit in square brackets, as the product model answer writes it ("Paino [g]"). */
export function propertyLabel(name: string, unit: string | null): string {
  return unit ? `${name} [${unit}]` : name;
}

/** A stored number without trailing zeros: 1.500 -> "1.5", 320.000 -> "320". */
export function propertyNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}

/** The path of a model: brand, main group path, model slug (the cards' `path`). */
export function productPath(brandSlug: string, groupPath: string | null, slug: string): string {
  return `/${brandSlug}/${groupPath ? `${groupPath}/` : ""}${slug}/`;
}

/**
 * The model's path in every language that has a slug for it. A language without a translation of the
 * main group gets the path without groups, as `model_url` in that language would be.
 */
export function modelUrlsByLang(model: Pick<ProductModelRow, "brand" | "slugByLang" | "mainGroupPathByLang">): Partial<Record<Lang, string>> {
  const urls: Partial<Record<Lang, string>> = {};
  for (const [lang, slug] of Object.entries(model.slugByLang ?? {}) as Array<[Lang, string]>) {
    if (slug) urls[lang] = productPath(model.brand.slug, model.mainGroupPathByLang?.[lang] ?? null, slug);
  }
  return urls;
}

function imageView(image: ProductModelRow["images"][number]): ImageView {
  return {
    caption: image.caption,
    title: image.title,
    full_url: productImageRef(image, 960),
    zoom_url: productImageRef(image, 1920),
    sort_order: image.sortOrder,
  };
}

type PricedModel = Pick<ProductModelRow, "belongsToOutlet" | "discountsAllowed" | "showDiscountPercentage">;

function priceView(price: VariantPriceRow, model: PricedModel, rule: ReferenceRule): PriceView {
  const type = priceMode({
    active: price.active,
    regular: price.regular,
    club: price.club,
    discountFree: price.discountFree,
    isOutlet: model.belongsToOutlet,
    discountsAllowed: model.discountsAllowed,
  });
  const reduction = priceReduction({ ...price, type }, rule, { showsPercentage: model.showDiscountPercentage });
  return {
    active: price.active,
    regular: price.regular,
    club: price.club,
    discount_value: price.discountValue,
    discount_free: price.discountFree,
    normal: price.normal,
    original: price.original,
    lowest_30d: price.lowest30d,
    type,
    reference: reduction?.reference ?? null,
    discount_percent: reduction?.percent ?? null,
  };
}

/**
 * The model's price: its cheapest variant's. Where several variants share the lowest price, each other
 * price is the lowest among them, so the model never claims more of a reduction than one of them has; the
 * catalogue's read model takes the cards' prices the same way (db/read-model.ts).
 */
export function cheapestPrice(prices: readonly VariantPriceRow[]): VariantPriceRow | null {
  let first: VariantPriceRow | null = null;
  for (const price of prices) if (!first || price.active < first.active) first = price;
  if (!first) return null;
  const cheapest = first;
  const tied = prices.filter((price) => price.active === cheapest.active);
  const lowest = (values: Array<number | null>) => {
    const known = values.filter((value): value is number => value !== null);
    return known.length > 0 ? Math.min(...known) : null;
  };
  return {
    ...cheapest,
    regular: lowest(tied.map((price) => price.regular))!,
    club: lowest(tied.map((price) => price.club)),
    lowest30d: lowest(tied.map((price) => price.lowest30d)),
    discountFree: lowest(tied.map((price) => price.discountFree))!,
  };
}

function variantView(row: VariantRow, model: ProductModelRow, images: ImageView[], viewer: ProductViewer, rule: ReferenceRule): VariantView {
  let inStock = 0;
  let blocked = 0;
  const detailed: Record<string, number> = {};
  const blockedStores: number[] = [];
  const shelfCodes: Record<string, string> = {};
  for (const stock of row.stocks) {
    if (stock.blocked) {
      blockedStores.push(stock.storeId);
      blocked += stock.available;
    } else {
      inStock += stock.available;
    }
    if (stock.available > 0) detailed[String(stock.storeId)] = viewer.staff ? stock.available : Math.min(stock.available, LOW_STOCK_LIMIT + 1);
    if (viewer.staff && stock.shelfCode) shelfCodes[String(stock.storeId)] = stock.shelfCode;
  }
  const range = shippingRange(row.shippingTime);
  const view: VariantView = {
    id: row.id,
    colour: row.colourName,
    color: row.colorControl,
    color_slug: row.colourSlug,
    color_hex: row.colourHex,
    teksonumber: row.teksonumber,
    size: row.sizeSlug === "" ? null : { name: row.sizeName, slug: row.sizeSlug, sort_order: row.sizeSortOrder },
    product_type: row.type ? { name: row.type.name, title: row.type.title, slug: row.type.slug, sort_order: row.type.sortOrder } : null,
    images,
    prices: row.price ? priceView(row.price, model, rule) : null,
    stock_data: { in_stock: inStock, blocked_stock: blocked, detailed_stocks: detailed, blocked_stores: blockedStores },
    shipping_time: { number: row.shippingTime, string: range ? rangeString(range) : null },
    stock_incoming_str: row.incomingAt,
    model_id: model.id,
    model_name: model.name,
    is_orderable: false,
  };
  // The rules read the same stock figures the answer shows (ruleVariantOfView), so the two cannot disagree.
  view.is_orderable = isOrderable(ruleVariantOfView(view, model.onOrder));
  if (viewer.staff) view.shelf_codes = shelfCodes;
  return view;
}

export interface ProductServiceOptions {
  /** Sanitizer of description HTML (core/content/sanitize-html.ts): staff-written HTML is untrusted. */
  sanitize: (html: string) => string;
  /** The price-indication rule of a tax area (referenceRuleOfTaxArea over the delivery countries). */
  referenceRuleOf: (taxAreaId: number) => Promise<ReferenceRule>;
}

/** Whether a viewer may see the model: non-public models only staff may. */
export function visibleTo(model: Pick<ProductModelRow, "isPublic">, viewer: ProductViewer): boolean {
  return model.isPublic || viewer.staff;
}

export function createProductService(repository: ProductRepository, options: ProductServiceOptions): ProductService {
  const service: ProductService = {
    async bundles({ lang, modelId, taxAreaId }) {
      const rows = await repository.bundlesOfModel(lang, modelId, taxAreaId);
      return rows.map(bundleView).filter((view): view is BundleView => view !== null);
    },
    async productModel(input) {
      return (await service.productPageModel(input))?.model ?? null;
    },
    async productPageModel({ lang, slug, taxAreaId, viewer, origin }) {
      const wanted = slug.trim().toLowerCase();
      if (!/^[\p{L}\p{N}][\p{L}\p{N}-]{0,199}$/u.test(wanted)) return null;
      const [model, rule] = await Promise.all([repository.modelBySlug(lang, wanted, taxAreaId), options.referenceRuleOf(taxAreaId)]);
      if (!model || !visibleTo(model, viewer)) return null;

      const images = model.images.map((image) => ({ image, view: imageView(image) }));
      const imagesOf = (colour: string | null) => images.filter(({ image }) => image.colourSlug === colour).map(({ view }) => view);
      const variants = model.variants.map((row) => variantView(row, model, imagesOf(row.colourSlug), viewer, rule));
      const priced = variants.filter((variant) => variant.prices !== null);
      const cheapest = cheapestPrice(model.variants.flatMap((row) => (row.price ? [row.price] : [])));
      const path = productPath(model.brand.slug, model.mainGroup?.path ?? null, model.slug);
      const parent = model.secondHandParent;

      const detail: ProductModelDetail = {
        id: model.id,
        name: model.name,
        slug: model.slug,
        manufacturer: { name: model.brand.name, slug: model.brand.slug, image: model.brand.logo },
        long_description_html: options.sanitize(model.longDescriptionHtml),
        short_description: model.shortDescription,
        translated_fields: {
          manual_input: !model.machineTranslated,
          original: model.original
            ? {
                lang: model.original.lang,
                name: model.original.name,
                short_description: model.original.shortDescription,
                long_description_html: options.sanitize(model.original.longDescriptionHtml),
              }
            : null,
        },
        groups: model.groups,
        main_group: model.mainGroup,
        products: variants,
        extra_images: imagesOf(null),
        model_notice: model.modelNotice,
        model_properties: model.properties.map((property) => ({
          slug: property.slug,
          name: propertyLabel(property.name, property.unit),
          value: property.value ?? (property.valueNum === null ? "" : propertyNumber(property.valueNum)),
          is_for_one_item: property.isForOneItem,
          sustainability: isSustainabilityMark(property.slug),
        })),
        quote: model.quote,
        show_discount_percentage: model.showDiscountPercentage,
        is_extended_range: model.isExtendedRange,
        belongs_to_outlet: model.belongsToOutlet,
        ski_wizard: model.skiWizard,
        campaign_only: model.campaignOnly,
        canonical_url: `${origin}${path}`,
        meta_description: model.metaDescription || model.shortDescription,
        is_multi_color: model.isMultiColor,
        is_public: model.isPublic,
        is_bundle: model.isBundle,
        is_gift_card: model.isGiftCard,
        promoted_colour: model.promotedColour,
        gift_card_templates: model.giftCardTemplates,
        model_url: path,
        prices: cheapest ? priceView(cheapest, model, rule) : null,
        from_price: new Set(priced.map((variant) => variant.prices!.active)).size > 1,
        tax_class: model.taxClass,
        rating: model.ratingAvg,
        rating_count: model.ratingCount,
        sizetable: model.sizeTable,
        ribbons: model.ribbons.map(({ name, value, slug: ribbonSlug }) => ({ name, value, slug: ribbonSlug })),
        modelnumber: model.modelnumber,
        uuid: model.uuid,
        price_ending: model.priceEnding,
        second_hand_parent: parent
          ? { id: parent.id, is_active: parent.isActive, url: productPath(parent.brandSlug, parent.groupPath, parent.slug), name: parent.name, manufacturer: parent.brandName }
          : null,
        on_order: model.onOrder,
      };
      return { model: detail, slugByLang: model.slugByLang ?? {}, modelUrlByLang: modelUrlsByLang(model) };
    },
  };
  return service;
}

/** The rules' view of a variant of the API answer (the page works from the answer, as the browser would). */
export function ruleVariantOfView(view: VariantView, modelOnOrder: boolean): ProductVariant {
  const { in_stock: inStock, blocked_stock: blocked } = view.stock_data;
  return {
    id: view.id,
    colorSlug: view.color_slug,
    colorControl: view.color,
    sizeSlug: view.size?.slug ?? null,
    typeSlug: view.product_type?.slug ?? null,
    shippingTime: view.shipping_time.number,
    onOrder: modelOnOrder,
    inStock: inStock > 0 || blocked > 0,
    blockedStock: inStock === 0 && blocked > 0,
  };
}
