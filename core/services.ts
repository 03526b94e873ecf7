import type { CompanyCampaignService } from "./product/company-campaigns.ts";
import type { CompanyAccountService } from "./accounts/company-accounts.ts";
import type { KlarnaCheckoutService } from "./payments/klarna-checkout.ts";
import type { InstalmentPlacement } from "./payments/klarna-messaging.ts";
import type { AuthService } from "./accounts/auth-service.ts";
import type { AccountService } from "./accounts/account-service.ts";
import type { AccountAreaService } from "./accounts/account-area-service.ts";
import type { OrderHistoryService } from "./orders/history.ts";
import type { ReviewWritingService } from "./reviews/review-writing.ts";
import type { SocialLoginService } from "./accounts/social-login.ts";
import type { StorefrontHandoffService } from "./accounts/storefront-handoff.ts";
import type { ReviewReminderService } from "./reviews/review-reminders.ts";
import type { BackgroundRunner } from "./background.ts";
import type { CheckoutService } from "./checkout/checkout-service.ts";
import type { OrderService } from "./orders/order-service.ts";
import type { PaymentService } from "./payments/payment-service.ts";
import type { TestProvider } from "./payments/test-provider.ts";
import type { DeliveryService } from "./delivery/delivery-service.ts";
import type { GiftCampaignService } from "./product/gift-campaign.ts";
import type { ProductExtrasService } from "./product/product-extras.ts";
import type { ProductService } from "./product/product-service.ts";
import type { ReviewService } from "./reviews/reviews.ts";
import type { WishlistService } from "./wishlist/wishlist.ts";
import type { StockNotificationService } from "./product/stock-notifications.ts";
import type { Lang } from "../i18n/languages.ts";
import type { ImageService } from "./images/image-service.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { OutboxService } from "./mail/outbox.ts";
import type { GridCard, ListingPage, ListingRequest, ProductCard, RelatedCards, RelatedRequest } from "./catalog/listing/types.ts";
import type { ReferenceRule } from "./catalog/listing/price-mode.ts";
import type { ListingQueries } from "./catalog/listing/listing-query.ts";
import type { JobRunner } from "./jobs/scheduler.ts";

/** The product-list request of document 2 §7. */
export interface ProductModelListRequest {
  source: "ProductGroup" | "Manufacturer";
  id?: number;
  slug?: string;
  language: Lang;
  taxAreaId: number;
  sortIds?: number[];
}

/**
 * The core services the HTTP layer and the storefront call, bound to repositories by the server
 * (server/services.server.ts). Each service is a plain object of functions, so tests can build
 * one on a test database and route handlers stay thin. The /api/ routes and the storefront
 * loaders call the same functions, so a rule lives in one place.
 *
 * Field names of the types below follow the spec's JSON (document 1 §3 and §7) where the API
 * returns them as they are.
 */

/** GET /api/init-config/ answer (document 1 §7). */
export interface InitConfig {
  currencyFormat: string;
  currencyRate: number;
  deliveryCountryName: string;
  taxAreaId: number;
  isEuMember: boolean;
  /** What a reduced price of the tax area is compared with (core/catalog/listing/price-mode.ts). */
  referenceRule: ReferenceRule;
}

export interface CountryOption {
  code: string;
  name: string;
  currencyCode: string;
  taxAreaId: number;
  isEuMember: boolean;
}

export interface CurrencyOption {
  code: string;
  /** Units of this currency per 1 EUR. */
  rate: number;
  symbol: string;
  format: string;
  roundWhole: boolean;
}

/** A product group as in /api/product-groups/ and resources (document 1 §3). */
export interface ProductGroupNode {
  id: number;
  name: string;
  shortName: string;
  /** Localized full path without slashes at the ends, e.g. `takit/kuoritakit`. */
  path: string;
  slug: string;
  showInMenu: boolean;
  children: ProductGroupNode[];
  links: Array<{ slug: string; image: string | null; title: string }>;
}

/** GET /api/products/productgroup/?path= item (document 2 §3 "Product group"). */
export interface ProductGroupDetail {
  id: number;
  name: string;
  shortName: string;
  path: string;
  meta_title: string | null;
  meta_description: string | null;
  /** Sanitized HTML. */
  description_html: string;
  /** Property slugs offered as filters on this group's grid. */
  filterable_properties: string[];
  /** The group's default sorting: a sort value or its backend form (document 2 §4), or null. */
  group_sorting: string | null;
  children: Array<{ id: number; name: string; path: string }>;
  showInMenu: boolean;
  /** The groups from the top down to this one, for breadcrumbs. */
  ancestors: Array<{ id: number; name: string; path: string }>;
}

/** GET /api/brand/?slug= (document 2 §3 "Brand"). */
export interface BrandDetail {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  title: string | null;
  /** Sanitized HTML. */
  description: string;
  metaDescription: string | null;
  /** Promo images, 720x480. */
  promoImages: string[];
}

export interface BrandSummary {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
}

export interface StoreSummary {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  type: string;
  pikanouto: boolean;
  nouto: boolean;
  stock_display_order: number;
  isMain: boolean;
}

export interface Banner {
  id: number;
  title: string;
  heading: string;
  image: string;
  url: string;
  buttonText: string;
  subText: string;
  cropPoint: string | null;
}

export interface Banners {
  imageBanners: Banner[];
  dynamicPageBanners: Array<Banner & { url: string }>;
  textBanners: Banner[];
}

export interface KeywordPopup {
  id: number;
  keyword: string;
  text: string;
  url: string;
}

export interface StaticPage {
  id: number;
  title: string;
  /** Sanitised HTML (document 1 §2 "Static content page"). */
  content: string;
  slug: string;
  metaDescription: string;
  /** The page's slug in every language, for hreflang alternates and the language switch. */
  slugByLang: Partial<Record<Lang, string>>;
}

export interface StaticPageLink {
  /** Stable language-neutral key of the page (static_pages.key). */
  key: string;
  kind: "page" | "tabs";
  slug: string;
  title: string;
}

export interface StaticTab {
  title: string;
  slug: string;
  content: string;
  tabs: StaticTab[];
}

export interface StaticPageWithTabs {
  id: number;
  title: string;
  slug: string;
  tabs: StaticTab[];
  slugByLang: Partial<Record<Lang, string>>;
}

/** GET /api/route-slugs/ answer (document 1 §7). */
export interface RouteSlugs {
  staticPageSlugs: string[];
  staticPageWithTabsSlugs: string[];
  navigationSlugs: string[];
  manufacturerSlugs: string[];
}

/**
 * What a slug path is (ARCHITECTURE: one catch-all asks core, in a fixed order:
 * static page, static page with tabs, product group, brand, product under a brand).
 */
export type SlugTarget =
  | { kind: "static-page"; slug: string }
  | { kind: "static-page-with-tabs"; slug: string; tabPath: string[] }
  | { kind: "product-group"; groupId: number; path: string }
  | { kind: "brand"; brandId: number; slug: string }
  | { kind: "product"; modelId: number; brandSlug: string; modelSlug: string };

/**
 * Where a slug path leads: the page it names here, or (`moved`) the page it names in lower case or under
 * another storefront's language, given by this language's slugs, to which the storefront redirects.
 */
export interface SlugLocation {
  target: SlugTarget;
  moved: boolean;
}

/** A colour of the colour filter (resources.colors). */
export interface ColorResource {
  slug: string;
  name: string;
  hex: string;
  /** Basic colour family the filter groups by. */
  family: string;
}

/** A filterable property (resources.propertyFilters): range (numbers) or checkbox (named values). */
export interface PropertyFilterResource {
  slug: string;
  name: string;
  filter: "range" | "checkbox";
  unit: string | null;
  values: Array<{ slug: string; name: string }>;
}

/** resources.propertyTypes (document 1 §3: slug, name, bgColor, textColor). */
export interface PropertyTypeResource {
  slug: string;
  name: string;
  bgColor: string;
  textColor: string;
}

export interface TaxRateResource {
  taxAreaId: number;
  taxClass: string;
  /** Basis points: 2550 = 25.5 %. */
  rateBp: number;
}

/** GET /api/resources/ answer (document 1 §3 "Resources"). */
export interface Resources {
  colors: ColorResource[];
  manufacturers: BrandSummary[];
  productGroups: ProductGroupNode[];
  propertyFilters: PropertyFilterResource[];
  propertyTypes: PropertyTypeResource[];
  stores: StoreSummary[];
  taxRates: TaxRateResource[];
}

/** A client error report as stored: capped texts, the client address only as a hash. */
export interface ClientErrorReport {
  message: string;
  url: string | null;
  userAgent: string | null;
  ipHash: string;
}

/** The general settings of document 1 §3, parsed (core/settings/general-settings.ts). */
export type GeneralSettingsMap = Record<string, string>;

export interface Services {
  /** Draws stored picture references (core/images/refs.ts). */
  images: ImageService;
  health: { check(): Promise<boolean> };
  config: {
    initConfig(input: { countryCode: string; currencyCode: string; lang: Lang }): Promise<InitConfig>;
    countries(lang: Lang): Promise<CountryOption[]>;
    currencies(): Promise<CurrencyOption[]>;
    /** Raw key/value general settings in this language (values may be JSON strings). */
    generalSettings(lang: Lang): Promise<GeneralSettingsMap>;
    /** Country from the client address, or null when unknown (GET /api/locale_by_ip/). */
    countryByIp(ip: string): string | null;
    /**
     * GET /api/locale_by_ip/: the trusted proxy's country header, else the address's country,
     * else the language default (document 1 §9); always a country the shop delivers to. Lower case.
     */
    localeByIp(input: { lang: Lang; proxyCountry: string | null; ip: string | null }): Promise<{
      countryCode: string;
      currencyCode: string;
    }>;
  };
  catalog: {
    productGroups(lang: Lang): Promise<ProductGroupNode[]>;
    brands(lang: Lang): Promise<BrandSummary[]>;
    stores(lang: Lang): Promise<StoreSummary[]>;
    /** GET /api/resources/ answer: colors, manufacturers, productGroups, propertyFilters, propertyTypes, stores, taxRates. */
    resources(lang: Lang): Promise<Resources>;
    /** The group at a localized path (`vaatteet/takit`, no slashes at the ends, lower case), or null. */
    productGroupByPath(lang: Lang, path: string): Promise<ProductGroupDetail | null>;
    /** A public brand by its slug (lower case), or null. */
    brandBySlug(lang: Lang, slug: string): Promise<BrandDetail | null>;
  };
  /** The product page (core/product/product-service.ts). */
  product: ProductService;
  /** The product page's bundles, "also bought", recommendations and size tables (core/product/product-extras.ts). */
  productExtras: ProductExtrasService;
  /** Reviews of a product model (core/reviews/reviews.ts). */
  reviews: ReviewService;
  /** A signed-in customer's wishlist (core/wishlist/wishlist.ts). */
  wishlist: WishlistService;
  /** Back-in-stock requests and their mail (core/product/stock-notifications.ts). */
  stockNotifications: StockNotificationService;
  /** Sign-in, sessions and the signed-in user (core/accounts/auth-service.ts). */
  auth: AuthService;
  /** Registration, activation and the forgotten password (core/accounts/account-service.ts). */
  accounts: AccountService;
  /** The signed-in person's own details, password, reminders and data (core/accounts/account-area-service.ts). */
  accountArea: AccountAreaService;
  /** A signed-in customer's web orders and store receipts (core/orders/history.ts). */
  orderHistory: OrderHistoryService;
  /** Customers writing reviews and the staff's moderation (core/reviews/review-writing.ts). */
  reviewWriting: ReviewWritingService;
  /** Company accounts and their verification (organisation users). */
  companyAccounts: CompanyAccountService;
  /** Gift campaigns and codes made by organisation users. */
  companyCampaigns: CompanyCampaignService;
  /** Log-in through the configured OpenID Connect provider (core/accounts/social-login.ts). */
  socialLogin: SocialLoginService;
  /** The cart and sign-in carried to another language's storefront (core/accounts/storefront-handoff.ts). */
  storefrontHandoff: StorefrontHandoffService;
  /** The review reminder mail after a dispatched order (core/reviews/review-reminders.ts). */
  reviewReminders: ReviewReminderService;
  /** Work started by requests that runs after their answer (core/background.ts). */
  background: BackgroundRunner;
  /** The server's answer to a cart: POST /api/checkout/ (core/checkout/checkout-service.ts). */
  checkout: CheckoutService;
  /** Placing orders, paying them, releasing unpaid ones (core/orders/order-service.ts). */
  orders: OrderService;
  /** Starting payments at providers and completing them on return (core/payments/payment-service.ts). */
  payments: PaymentService;
  /** Klarna's checkout on the payment step; null where Klarna is not configured (core/payments/klarna-checkout.ts). */
  klarna: KlarnaCheckoutService | null;
  /**
   * The product page's instalment message for a price (core/payments/klarna-messaging.ts); null where the
   * page shows none (Klarna's on-site messaging not configured, the ru storefront, a gift campaign).
   */
  instalmentMessage(input: { lang: Lang; currency: { code: string; rate: number }; activeCents: number | null; giftCampaign: boolean }): InstalmentPlacement | null;
  /** The built-in test provider's page: its payments and the shopper's choice (core/payments/test-provider.ts). */
  testPayments: TestProvider;
  /** Gift campaign pages and codes (core/product/gift-campaign.ts). */
  giftCampaigns: GiftCampaignService;
  /** Delivery methods, a product's delivery limits and the delivery estimator (document 2 §7). */
  delivery: DeliveryService;
  /** The catalogue grid (core/catalog/listing/types.ts). */
  listing: {
    /** One page of cards with the total and every filter section's counts. */
    page(request: ListingRequest): Promise<ListingPage>;
    /** A grid URL's request, for the catalogue pages and GET /api/listing/ alike (core/catalog/listing/listing-query.ts). */
    requestFor: ListingQueries<InitConfig>["requestFor"];
    /** A grid URL's page of cards, for the catalogue pages and GET /api/listing/ alike. */
    pageFor: ListingQueries<InitConfig>["pageFor"];
    /**
     * GET and POST /api/products/productmodellist/ (document 2 §7): every public card of a group or a
     * brand, re-ordered by `sortIds` (unknown ids last).
     */
    productModelList(input: ProductModelListRequest): Promise<ProductCard[]>;
    /** Grid cards of these models in this order, the ones not listable (hidden, not in the language) left out. */
    cardsOf(input: { lang: Lang; ids: readonly number[]; taxAreaId: number }): Promise<GridCard[]>;
    /** The cards of a product page's "also bought" and recommendation strips. */
    related(input: RelatedRequest): Promise<RelatedCards>;
    /** One more view of a product page today: with sales, the data of the "Recommended" order. */
    recordView(modelId: number): Promise<void>;
    /** Writes the views counted so far (they are written in batches every few seconds; shutdown and tests flush). */
    flushViews(): Promise<void>;
    /** Recomputes every model's "Recommended" score (the daily job). */
    refreshPopularity(): Promise<void>;
  };
  /** Periodic jobs: `tick` runs those due that no other process runs (core/jobs/scheduler.ts). */
  jobs: JobRunner;
  content: {
    staticPage(lang: Lang, slug: string): Promise<StaticPage | null>;
    staticPageWithTabs(lang: Lang, slug: string): Promise<StaticPageWithTabs | null>;
    /** A tab path of a page with tabs written in `lang`, as each language that has those tabs writes it (hreflang). */
    tabPathsByLang(lang: Lang, pageId: number, tabPath: string[]): Promise<Partial<Record<Lang, string[]>>>;
    routeSlugs(lang: Lang): Promise<RouteSlugs>;
    banners(lang: Lang): Promise<Banners>;
    keywordPopups(lang: Lang): Promise<KeywordPopup[]>;
    resolveSlugPath(lang: Lang, segments: string[]): Promise<SlugTarget | null>;
    /** resolveSlugPath, or else the page the path names in lower case or in another language (one query for both). */
    locateSlugPath(lang: Lang, segments: string[]): Promise<SlugLocation | null>;
    /**
     * Published static pages by their stable key (`terms`, `delivery-methods`...) with slug and title
     * in `lang`, so the footer and the menu page link them without knowing localized slugs.
     */
    staticPageLinks(lang: Lang): Promise<StaticPageLink[]>;
  };
  clientErrors: {
    /** GET /api/?err=: a client error report, stored and logged; rate limited by the caller's key. */
    report(input: { message: string; url?: string; userAgent?: string; ipHash: string }): Promise<ClientErrorReport>;
  };
  /** Fixed-window counters in the database, shared by every server process. */
  rateLimits: {
    hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
    /** The count of a key's running window without adding to it (0 when none runs). */
    peek(key: string): Promise<number>;
  };
  /** The one mailer: SMTP when SMTP_URL is set, else the outbox table (docs/decisions/0008-one-mailer.md). */
  mail: Mailer;
  /** Every message the mailer took, newest first (the /dev/outbox/ page and `npm run outbox`). */
  outbox: OutboxService;
}
