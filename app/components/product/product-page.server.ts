import { loggedError } from "#core/text/log-safe.ts";
import { redirect } from "react-router";
import type { RequestContext } from "#app/context.ts";
import type { Crumb } from "#app/components/shell/Breadcrumbs.tsx";
import { pageHead } from "#app/components/shell/head.server.ts";
import type { PageHead } from "#app/components/shell/head.ts";
import { messagesFor } from "#app/components/shell/shell-data.server.ts";
import type { SentTexts } from "#app/transport/sent-texts.ts";
import { refusalOf } from "#app/lib/action-refusal.ts";
import { SELECT_COLOR_PARAM } from "#core/catalog/colour-link.ts";
import { groupPagePath } from "#app/lib/group-paths.ts";
import { notFoundWith } from "#app/components/shell/page-guards.server.ts";
import { CARD_MESSAGES } from "#app/components/catalog/listing.server.ts";
import {
  WEB_STORE_ID,
  availabilityState,
  buyableOnline,
  inStockStoreOrder,
  shownPieces,
  shownStores,
  storeIcon,
  type AvailabilityState,
  type StoreIcon,
} from "#core/product/availability.ts";
import { addButtonDisabled, addButtonLabel, showsAddArea, type AddButtonLabel } from "#core/product/add-to-cart.ts";
import { productPageAddress } from "#core/product/page-address.ts";
import type { InstalmentPlacement } from "#core/payments/klarna-messaging.ts";
import { reviewSortOf, type ReviewPage, type ReviewSort } from "#core/reviews/reviews.ts";
import { vatLine, type VatLine } from "#core/product/price-block.ts";
import { priceContextFor } from "#core/config/price-context.ts";
import { formatPriceEnding, PRICE_ENDING_MAX_DAYS_DEFAULT, showsPriceEnding } from "#core/product/price-ending.ts";
import { ruleVariantOfView, type BundleView, type ProductModelDetail, type ProductPageModel, type VariantView } from "#core/product/product-service.ts";
import { isGiftCardModel, takesRecipientName } from "#core/product/gift-card.ts";
import { deliveryRange, shippingIcon, shippingRange, showsTextInDeliverySection, rangeString, type ShippingIcon } from "#core/product/shipping-time.ts";
import { limitOfVariant } from "#core/delivery/delivery-limits.ts";
import { deliveryThreshold } from "#core/checkout/cart-delivery.ts";
import { keywordsIn, type Keyword } from "#core/product/keywords.ts";
import { MAX_IMAGE_BANNERS, toBannerView, type BannerView } from "#app/components/content/Banners.tsx";
import type { DeliveryOption } from "#core/delivery/delivery-service.ts";
import type { VariantChoice } from "#core/product/types.ts";
import {
  dimensionValues,
  initialChoice,
  optionViews,
  orderColours,
  selectedVariantId,
} from "#core/product/variant-selection.ts";
import { DISPLAY_TIME_ZONE, formatDate } from "#i18n/format.ts";
import { LANGUAGES, LOCALE_BY_LANG, type Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { staticPageLinksOf } from "#app/components/shell/shell-data.server.ts";
import { expressPickupHref, storePageHref } from "./store-links.server.ts";


export interface OptionData {
  slug: string;
  name: string;
  /** Colour swatch background. */
  hex?: string | null;
  unavailable: boolean;
  selected: boolean;
  /** The page's URL with this option chosen (the others kept). */
  href: string;
}

/**
 * Gift cards and package models (is_bundle) have layouts of their own: a gift card is
 * bought by amount and design, a package by one choice per part.
 */
export type ProductLayout = "standard" | "gift-card" | "package";

/** "Load more" without JavaScript renders at most this many pages of reviews at once. */
const MAX_REVIEW_PAGES = 20;

/** What the product page sends to the browser besides the shell's texts (docs/decisions/0004). */
export const PRODUCT_PAGE_MESSAGES = [
  "product",
  ...CARD_MESSAGES,
  "catalogPages.slideLabel",
  "catalogPages.previousSlide",
  "catalogPages.nextSlide",
  "catalog.quantity",
  "catalog.availablePcs",
  "club.joinForPrice",
  "reviewWriting.title",
  "reviewWriting.editTitle",
] as const;

export interface ProductPageData {
  kind: "product";
  layout: ProductLayout;
  /** Signed-in staff: the admin data of the page (route, model id); null for everybody else. */
  staff: { route: string; modelId: number; modelNumber: string | null } | null;
  /** Bundles offered with the model; a package's own bundle is its content. */
  bundles: BundleView[];
  giftCard: { variantId: number; takesRecipientName: boolean } | null;
  /** Opened in a gift campaign: the shopper redeems a code instead of adding to the cart. */
  campaign: { slug: string; name: string } | null;
  head: PageHead;
  breadcrumbs: Crumb[];
  messages: SentTexts;
  model: ProductModelDetail;
  colours: OptionData[];
  sizes: OptionData[];
  types: OptionData[];
  choice: VariantChoice;
  /** Sizes the chosen colour and type come in (a remembered size is taken only from these). */
  sizesOffered: string[];
  /** 0 while a choice is open, -1 for a combination that does not exist, else the variant's id. */
  selectedId: number;
  /** The variant shown: the selected one, else the first of the chosen colour, else the first. */
  shown: VariantView | null;
  button: { label: AddButtonLabel; disabled: boolean; showsAddArea: boolean };
  currency: { code: string; rate: number; format: string };
  lowestPriceLabel: boolean;
  vat: VatLine | null;
  /** The offer's end as DD.MM.YYYY HH:mm when the notice shows. */
  priceEnding: string | null;
  /**
   * The Reviews tab (only when the rating count is above 0): the first `pages` pages of ten in
   * the address's order (`review_sort`, `review_pages`), so sorting and "load more" work before JavaScript.
   */
  reviews: {
    modelId: number;
    sort: ReviewSort;
    pages: number;
    page: Omit<ReviewPage, "images">;
    /** The signed-in customer's votes on the model's reviews (review id -> up); empty for a guest. */
    myVotes: Record<number, boolean>;
  } | null;
  /** The wishlist heart: whether the model is on the signed-in customer's list; null for a guest (no heart). */
  wishlist: { added: boolean } | null;
  /**
   * The signed-in customer's own review of the model (shown or waiting), or null: its votes are not theirs to
   * give, and "Write a review" becomes "Edit your review".
   */
  ownReviewId: number | null;
  /** The signed-in user's id for the add-to-cart events; null for a guest. */
  userId: number | null;
  /** The signed-in customer's address: the back-in-stock form starts with it. */
  userEmail: string | null;
  /** Signed in: the price block offers the club (members pay its price, others may join). */
  signedIn: boolean;
  clubMember: boolean;
  /** Klarna's instalment message for the price shown; null where the page has none. */
  instalments: InstalmentPlacement | null;
  availability: {
    /**
     * The selected variant's one availability message (core/product/availability.ts): its state, with the
     * names of the stores it names; null while no variant is selected.
     */
    state: { kind: AvailabilityState["kind"]; stores: string[] } | null;
    /** The general setting blocked_stock_text in the page's language; null: the catalogue's text. */
    blockedText: string | null;
    shipping: { icon: ShippingIcon; days: string | null; number: number } | null;
    /** The availability table of the selected variant: the web store first when it holds it. */
    storeRows: StoreRow[];
    /** The express-pickup information page in the page's language; null when the shop has none. */
    expressPickupHref: string | null;
  };
  delivery: DeliveryData;
  /** The glossary terms found in the product's texts. */
  keywords: Keyword[];
  /** The shop's first image banners, up to 4. */
  banners: BannerView[];
}

/** One store of the availability table. */
export interface StoreRow {
  id: number;
  name: string;
  /** The store's page; null while store pages are not built (the name is then text). */
  href: string | null;
  icon: StoreIcon;
  /** A physical store holds it but its online sale is blocked: it can be bought in that store only. */
  storeOnly: boolean;
  /** Pieces held, as shoppers see them (exact up to 5, then "more than 5"; staff: exact); null: none. */
  pieces: { count: number; more: boolean } | null;
  /** The store hands out express pickups and holds pieces that sell online. */
  expressPickup: boolean;
  /** Staff only: the store's id beside its name, the shelf code as hover text on store 20. */
  staff?: { quantity: number; shelfCode: string | null };
}

/** The delivery section: time to the delivery country, limits and the estimator. */
export interface DeliveryData {
  countryName: string;
  /** The shown variant is not shipped to the delivery country. */
  blocked: boolean;
  /**
   * The selected variant can be bought online: only then are its delivery time, supplier text, method
   * limits and the estimator shown.
   */
  buyable: boolean;
  /** Held nowhere and a delivery expected: its date (DD.MM.YYYY) as the restock date; else null. */
  restock: string | null;
  blockInfoText: string;
  /** Working days as 'min-max' with the country's extra days; null while nothing can be promised. */
  days: string | null;
  /** 30 or 60 days: the supplier text shows in the section. */
  supplierDays: 30 | 60 | null;
  /** The methods the product may use, when it may not use them all. */
  limitedMethods: string[] | null;
  perInternationalPackage: boolean;
  /**
   * The order value from which delivery is free, the cart's `delivery_threshold` rule applied to the methods
   * this variant may use in the delivery country; null when none of them becomes free.
   */
  freeFromCents: number | null;
  /** The estimator's answer for a postal code posted without JavaScript (GET `postal_code`). */
  estimator: { postalCode: string; options: DeliveryOption[] | null; error: string | null };
}

/**
 * The address of the page itself: a client navigation fetches its data from `/x/_.data?..&_routes=`,
 * and the loader sees that URL; option links and the canonical redirect need the page's own.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else if (url.pathname.endsWith(".data")) url.pathname = `${url.pathname.slice(0, -".data".length)}/`;
  url.searchParams.delete("_routes");
  return url;
}

function withParam(url: URL, updates: Record<string, string | null>): string {
  const params = new URLSearchParams(url.search);
  for (const [name, value] of Object.entries(updates)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/**
 * The product page: the model at `/{brand}/{groups...}/{model}/`, the variant
 * chosen by the query (`color`, `size`, `type`, `select-color`), prices in the delivery country's
 * tax area, availability and the add button's state. Every choice is a URL the server renders, so
 * the page works before JavaScript loads.
 */
export async function loadProductPage(
  ctx: RequestContext,
  request: Request,
  target: { modelId: number; brandSlug: string; modelSlug: string },
  place: { campaign?: { slug: string; name: string; modelIds: number[] } } = {},
): Promise<ProductPageData> {
  const url = pageUrlOf(request);
  const { lang, services } = ctx;
  const price = await priceContextFor(services.config, { lang, ...ctx.locale });
  const { campaign } = place;
  const giftCampaign = campaign !== undefined || url.searchParams.has("giftcampaign");
  const user = await ctx.user();
  const staff = user?.isStaff ?? false;
  const found = await services.product.productPageModel({
    lang,
    slug: target.modelSlug,
    taxAreaId: price.taxAreaId,
    viewer: { staff },
    origin: ctx.origin,
  });
  const model = found?.model;
  if (!found || !model || (campaign ? !campaign.modelIds.includes(model.id) : model.manufacturer.slug !== target.brandSlug)) {
    notFoundWith(ctx, "errors.productNotFound");
  }
  // A model reached by another group path, or with /old where it has none (or without it where it has),
  // is shown at its one address. There are no enterprise orders yet, hence `enterpriseOrder: false`.
  const address = campaign
    ? pathFor("giftcampaigns.product", lang, { category: campaign.slug, product: model.slug })
    : productPageAddress(model, { enterpriseOrder: false });
  if (url.pathname !== address) throw redirect(`${address}${url.search}`, 301);

  // A view of the page feeds the "Recommended" order (docs/decisions/0011); a failure to count it must
  // not cost the shopper the page. Data requests of the page's own option links are not new views.
  if (!new URL(request.url).pathname.endsWith(".data")) {
    void services.listing.recordView(model.id).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 40, msg: "product view not counted", modelId: model.id, err: loggedError(error) }));
    });
  }
  const reviewSort = reviewSortOf(url.searchParams.get("review_sort"));
  const reviewPages = Math.min(MAX_REVIEW_PAGES, Math.max(1, Number.parseInt(url.searchParams.get("review_pages") ?? "1", 10) || 1));
  const [resources, settings, group, bundles, { limits, country: deliveryCountry, methods }, glossary, banners, reviewPage, myVotes, wishlistIds, pageLinks, ownReview] = await Promise.all([
    services.catalog.resources(lang),
    services.config.generalSettings(lang),
    model.main_group ? services.catalog.productGroupByPath(lang, model.main_group.path) : null,
    services.product.bundles({ lang, modelId: model.id, taxAreaId: price.taxAreaId }),
    services.delivery.deliveryOfModel({ lang, modelId: model.id, countryCode: ctx.locale.countryCode }),
    services.content.keywordPopups(lang),
    services.content.banners(lang),
    model.rating_count > 0 ? services.reviews.firstPages({ modelId: model.id, sort: reviewSort, pages: reviewPages }) : null,
    model.rating_count > 0 && user ? services.reviews.votesOnModel(user.id, model.id) : [],
    user ? services.wishlist.modelIds(user.id) : null,
    // The shell reads the same cached list for its footer: no read of its own.
    staticPageLinksOf(services, lang),
    user ? services.reviews.ownReview(user.id, model.id) : null,
  ]);
  const giftCard = model.is_gift_card || isGiftCardModel(model.id);
  const layout: ProductLayout = giftCard ? "gift-card" : model.is_bundle ? "package" : "standard";
  // The breadcrumb runs through the groups of the model's path, then the model.
  const breadcrumbs: Crumb[] = campaign
    ? [{ label: campaign.name, href: pathFor("giftcampaigns", lang, { category: campaign.slug }) }, { label: model.name }]
    : [
        ...(group?.ancestors ?? []).filter((ancestor) => ancestor.id !== group?.id).map((ancestor) => ({ label: ancestor.name, href: groupPagePath(ancestor.path) })),
        ...(group ? [{ label: group.name, href: groupPagePath(group.path) }] : []),
        { label: model.name },
      ];
  const rules = model.products.map((view) => ruleVariantOfView(view, model.on_order));
  const colourNames = new Map(model.products.filter((v) => v.color_slug).map((v) => [v.color_slug!, v.colour ?? v.color_slug!]));
  const orderedColours = orderColours(rules, colourNames, LOCALE_BY_LANG[lang]);
  const choice = initialChoice(rules, orderedColours, {
    colorQuery: url.searchParams.get("color"),
    selectColorQuery: url.searchParams.get(SELECT_COLOR_PARAM),
    promotedColour: model.promoted_colour,
    typeQuery: url.searchParams.get("type"),
    sizeQuery: url.searchParams.get("size"),
  });
  const selectedId = selectedVariantId(rules, choice);
  const selectedRule = rules.find((rule) => rule.id === selectedId) ?? null;
  const shown =
    model.products.find((view) => view.id === selectedId) ??
    model.products.find((view) => view.color_slug === choice.color) ??
    model.products[0] ??
    null;

  const sizeNames = new Map(model.products.filter((v) => v.size).map((v) => [v.size!.slug, v.size!.name]));
  const sizeOrder = [...new Map(model.products.filter((v) => v.size).map((v) => [v.size!.slug, v.size!.sort_order])).entries()]
    .sort((a, b) => a[1] - b[1])
    .map(([slug]) => slug);
  const typeNames = new Map(model.products.filter((v) => v.product_type).map((v) => [v.product_type!.slug, v.product_type!.name]));
  const colourHex = new Map(model.products.filter((v) => v.color_slug).map((v) => [v.color_slug!, v.color_hex]));
  const options = (dimension: keyof VariantChoice, ordered: string[], names: Map<string, string>): OptionData[] =>
    optionViews(rules, dimension, ordered, choice).map(({ slug, unavailable }) => ({
      slug,
      name: names.get(slug) ?? slug,
      ...(dimension === "color" ? { hex: colourHex.get(slug) ?? null } : {}),
      unavailable,
      selected: choice[dimension] === slug,
      href: withParam(url, { [dimension]: slug, ...(dimension === "color" ? { [SELECT_COLOR_PARAM]: null } : {}) }),
    }));

  const optionCounts = {
    color: dimensionValues(rules, "color").length,
    size: dimensionValues(rules, "size").length,
    type: dimensionValues(rules, "type").length,
  };
  // A variant's own limits stand in for the model's (`extra_data_overrides`).
  const limit = limitOfVariant(limits, selectedId > 0 ? selectedId : (shown?.id ?? 0));
  const buttonInput = { optionCounts, choice, variant: selectedRule, giftCampaign, deliveryCountryBlocked: limit.isDeliveryCountryBlocked };
  const countryCode = ctx.locale.countryCode.toUpperCase();
  const rate = resources.taxRates.find((entry) => entry.taxAreaId === price.taxAreaId && entry.taxClass === model.tax_class);
  const maxDays = Number.parseInt(settings["priceEndingMaxDays"] ?? "", 10);
  const ending = model.price_ending ? new Date(model.price_ending) : null;
  const range = shown ? shippingRange(shown.shipping_time.number) : null;
  const displayStores = resources.stores.map((store) => ({
    id: store.id,
    name: store.name,
    slug: store.slug,
    stockDisplayOrder: store.stock_display_order,
    pikanouto: store.pikanouto,
  }));
  const listed = shownStores(displayStores);
  const storeNames = new Map(displayStores.map((store) => [store.id, store.name]));
  // The stores that hold pieces of the variant; pieces in the web warehouse whose online sale is blocked
  // are held by nobody a shopper can reach, so they count only for the availability state.
  const stock = shown
    ? Object.keys(shown.stock_data.detailed_stocks).map((id) => ({ storeId: Number(id), blocked: shown.stock_data.blocked_stores.includes(Number(id)) }))
    : [];
  const blockedIds = new Set(stock.filter((entry) => entry.blocked).map((entry) => entry.storeId));
  const holding = new Set(stock.filter((entry) => !(entry.blocked && entry.storeId === WEB_STORE_ID)).map((entry) => entry.storeId));
  const state =
    shown && selectedRule && selectedId > 0
      ? availabilityState({
          variant: selectedRule,
          stock,
          incomingDate: shown.stock_incoming_str,
          today: todayInShop(),
          storeDetail: countryCode === "FI",
          listedStoreIds: listed.map((store) => store.id),
        })
      : null;
  const buyable = state ? buyableOnline(state) : false;
  const storeRows: StoreRow[] =
    shown && selectedRule
      ? [...inStockStoreOrder(displayStores, holding), ...listed.filter((store) => !holding.has(store.id))].map((store) => {
          const quantity = shown.stock_data.detailed_stocks[String(store.id)] ?? 0;
          const held = holding.has(store.id);
          return {
            id: store.id,
            name: store.name,
            href: store.id === WEB_STORE_ID ? null : storePageHref(store.slug, lang),
            icon: storeIcon(selectedRule, { id: store.id, inStock: held }),
            storeOnly: held && blockedIds.has(store.id),
            pieces: held ? shownPieces(quantity, { staff }) : null,
            expressPickup: store.pikanouto && held && !blockedIds.has(store.id) && store.id !== WEB_STORE_ID,
            ...(staff
              ? { staff: { quantity, shelfCode: store.id === WEB_STORE_ID ? (shown.shelf_codes?.[String(store.id)] ?? null) : null } }
              : {}),
          };
        })
      : [];

  const deliveryDays = shown && buyable ? deliveryRange(shown.shipping_time.number, { extraDays: deliveryCountry?.extraDays ?? {} }) : null;
  const shippingNumber = shown?.shipping_time.number ?? 0;
  const methodName = new Map(methods.map((method) => [method.slug, method.name]));
  const delivery: DeliveryData = {
    countryName: deliveryCountry?.name ?? countryCode,
    blocked: limit.isDeliveryCountryBlocked,
    blockInfoText: limit.blockInfoText,
    buyable,
    restock: state?.kind === "incoming" ? formatDate(`${state.date}T12:00:00Z`) : null,
    days: deliveryDays ? rangeString(deliveryDays) : null,
    supplierDays: buyable && showsTextInDeliverySection(shippingNumber) ? (shippingNumber as 30 | 60) : null,
    limitedMethods: limit.isDeliveryMethodLimitations ? limit.allowedDeliveryMethods.map((slug) => methodName.get(slug) ?? slug) : null,
    perInternationalPackage: limit.perInternationalPackage,
    // From the delivery methods the page has read already (the read cache): no read of its own.
    freeFromCents: deliveryThreshold(methods.filter((method) => limit.allowedDeliveryMethods.includes(method.slug))),
    estimator: await estimatorAnswer(ctx, url, buyable ? shown : null),
  };

  const keywords = keywordsIn(glossary, [
    model.short_description ?? "",
    model.long_description_html,
    ...model.model_properties.map((property) => `${property.name} ${property.value}`),
  ]);

  return {
    kind: "product",
    staff: staff ? { route: address, modelId: model.id, modelNumber: model.modelnumber || null } : null,
    delivery,
    keywords,
    banners: banners.imageBanners.slice(0, MAX_IMAGE_BANNERS).map(toBannerView),
    layout,
    bundles,
    campaign: campaign ? { slug: campaign.slug, name: campaign.name } : null,
    giftCard: giftCard && model.products[0] ? { variantId: model.products[0].id, takesRecipientName: takesRecipientName(model.id) } : null,
    head: pageHead(ctx, {
      title: `${model.manufacturer.name} ${model.name}`,
      description: model.meta_description,
      paths: productPaths(found, campaign ?? null, { [lang]: address }),
      image: shown?.images[0]?.full_url ?? model.extra_images[0]?.full_url ?? null,
    }),
    breadcrumbs,
    // The strips' cards and the banner row use the catalogue's texts, as do the added-to-cart modal's field
    // name and 'Available N pcs'; the grid's filter, sort and search texts are not sent.
    messages: messagesFor(lang, PRODUCT_PAGE_MESSAGES),
    model,
    colours: options("color", orderedColours, colourNames),
    sizes: options("size", sizeOrder, sizeNames),
    types: options("type", dimensionValues(rules, "type"), typeNames),
    choice,
    sizesOffered: dimensionValues(
      rules.filter((rule) => (choice.color === null || rule.colorSlug === choice.color) && (choice.type === null || rule.typeSlug === choice.type)),
      "size",
    ),
    selectedId,
    shown,
    button: { label: addButtonLabel(buttonInput), disabled: addButtonDisabled(buttonInput), showsAddArea: showsAddArea(buttonInput) },
    currency: price.currency,
    lowestPriceLabel: price.lowestPriceLabel,
    vat: rate ? vatLine(rate.rateBp / 100, countryCode) : null,
    priceEnding:
      ending && showsPriceEnding(ending, new Date(), Number.isFinite(maxDays) ? maxDays : PRICE_ENDING_MAX_DAYS_DEFAULT) ? formatPriceEnding(ending) : null,
    reviews: reviewPage
      ? { modelId: model.id, sort: reviewSort, pages: reviewPages, page: reviewPage, myVotes: Object.fromEntries(myVotes.map((entry) => [entry.id, entry.vote])) }
      : null,
    wishlist: wishlistIds ? { added: wishlistIds.includes(model.id) } : null,
    ownReviewId: ownReview?.id ?? null,
    userId: user?.id ?? null,
    userEmail: user?.email ?? null,
    signedIn: user !== null,
    clubMember: user?.isClubMember === true,
    instalments:
      layout === "gift-card"
        ? null
        : services.instalmentMessage({
            lang,
            currency: { code: price.currency.code, rate: price.currency.rate },
            activeCents: ((selectedId > 0 ? shown?.prices : null) ?? model.prices)?.active ?? null,
            giftCampaign,
          }),
    availability: {
      state: state
        ? { kind: state.kind, stores: "storeIds" in state ? state.storeIds.map((id) => storeNames.get(id) ?? String(id)) : [] }
        : null,
      blockedText: settings["blocked_stock_text"]?.trim() || null,
      shipping:
        shown && buyable ? { icon: shippingIcon(shown.shipping_time.number), days: range ? rangeString(range) : null, number: shown.shipping_time.number } : null,
      storeRows,
      expressPickupHref: expressPickupHref(pageLinks),
    },
  };
}

/**
 * The page's address in every storefront that has the model (hreflang, the footer's language links): the
 * same one address rule in each language, or the campaign's product path when opened in a gift campaign.
 */
function productPaths(
  found: ProductPageModel,
  campaign: { slug: string } | null,
  own: Partial<Record<Lang, string>>,
): Partial<Record<Lang, string>> {
  const paths: Partial<Record<Lang, string>> = {};
  for (const other of LANGUAGES) {
    const slug = found.slugByLang[other];
    const modelUrl = found.modelUrlByLang[other];
    if (!slug || !modelUrl) continue;
    paths[other] = campaign
      ? pathFor("giftcampaigns.product", other, { category: campaign.slug, product: slug })
      : productPageAddress({ ...found.model, model_url: modelUrl }, { enterpriseOrder: false });
  }
  return { ...paths, ...own };
}

/**
 * The estimator posted without JavaScript: a GET of the page with `postal_code`. The page stays the
 * same; a wrong code comes back as the form's message in the shopper's language.
 */
async function estimatorAnswer(ctx: RequestContext, url: URL, variant: VariantView | null): Promise<DeliveryData["estimator"]> {
  const postalCode = (url.searchParams.get("postal_code") ?? "").trim().slice(0, 20);
  if (!postalCode || !variant) return { postalCode, options: null, error: null };
  try {
    const options = await ctx.services.delivery.fastShipping({
      lang: ctx.lang,
      postalCode,
      priceCents: variant.prices?.active ?? 0,
      variantId: variant.id,
      countryCode: ctx.locale.countryCode,
    });
    return { postalCode, options, error: null };
  } catch (error) {
    return { postalCode, options: null, error: refusalOf(error, ["BAD_INPUT"]).message };
  }
}

const shopDay = new Intl.DateTimeFormat("sv-SE", { timeZone: DISPLAY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today in the shop's time zone as YYYY-MM-DD (the form of stock_incoming_str). */
function todayInShop(): string {
  return shopDay.format(new Date());
}
