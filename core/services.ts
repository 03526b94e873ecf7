import type { AccountAreaService } from "./accounts/account-area-service.ts";
import type { AccountService } from "./accounts/account-service.ts";
import type { AuthService } from "./accounts/auth-service.ts";
import type { CompanyAccountService } from "./accounts/company-accounts.ts";
import type { SocialLoginService } from "./accounts/social-login.ts";
import type { StorefrontHandoffService } from "./accounts/storefront-handoff.ts";
import type { BackgroundRunner } from "./background.ts";
import type { CatalogService } from "./catalog/catalog-service.ts";
import type { ListingQueries } from "./catalog/listing/listing-query.ts";
import type { ListingService } from "./catalog/listing/types.ts";
import type { SuggestFn } from "./catalog/search/suggestions.ts";
import type { SearchStatistics } from "./catalog/search/search-statistics.ts";
import type { CheckoutService } from "./checkout/checkout-service.ts";
import type { ClientErrorService } from "./client-errors/client-error-service.ts";
import type { ConfigService } from "./config/config-service.ts";
import type { PriceContext } from "./config/price-context.ts";
import type { ContentService } from "./content/content-service.ts";
import type { DeliveryService } from "./delivery/delivery-service.ts";
import type { ImageService } from "./images/image-service.ts";
import type { JobRunner } from "./jobs/scheduler.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { OutboxService } from "./mail/outbox.ts";
import type { OrderHistoryService } from "./orders/history.ts";
import type { ReturnsService } from "./after-sales/returns-service.server.ts";
import type { FormsService } from "./forms/forms-service.server.ts";
import type { CampaignsService } from "./campaigns/campaigns.ts";
import type { OrderService } from "./orders/order-service.server.ts";
import type { KlarnaCheckoutService } from "./payments/klarna-checkout.ts";
import type { InstalmentPlacement } from "./payments/klarna-messaging.ts";
import type { PaymentService } from "./payments/payment-service.ts";
import type { TestProvider } from "./payments/test-provider.server.ts";
import type { CompanyCampaignService } from "./product/company-campaigns.server.ts";
import type { GiftCampaignService } from "./product/gift-campaign.ts";
import type { ProductExtrasService } from "./product/product-extras.ts";
import type { ProductService } from "./product/product-service.ts";
import type { StockNotificationService } from "./product/stock-notifications.ts";
import type { RateLimitService } from "./rate-limits/rate-limit-service.ts";
import type { ReviewReminderService } from "./reviews/review-reminders.ts";
import type { ReviewWritingService } from "./reviews/review-writing.server.ts";
import type { ReviewService } from "./reviews/reviews.ts";
import type { WishlistService } from "./wishlist/wishlist.ts";
import type { Lang } from "#i18n/languages.ts";
import type { BackOfficeService } from "./admin/back-office.server.ts";
import type { TaxonomyService } from "./admin/taxonomy.ts";
import type { BannerAdminService } from "./admin/banners.ts";
import type { KeywordPopupAdminService } from "./admin/keyword-popups.ts";
import type { SearchSynonymAdminService } from "./admin/search-synonyms.ts";
import type { SettingsAdminService } from "./admin/settings.ts";
import type { StaticPageAdminService } from "./admin/static-pages.ts";
import type { StoreAdminService } from "./admin/stores.ts";
import type { DataChanges } from "./cache/data-changes.ts";

/**
 * The composition root's shape: every core service the server builds (server/services.server.ts) and hands
 * to the /api/ routes and, through the request context (app/context.ts), to the storefront's loaders. Each
 * feature owns its service's interface and data types in its own folder; this file only gathers them, and
 * no core module imports it (the layer rules check that), so it cannot close a loop.
 */
export interface Services {
  /** Draws stored picture references (core/images/refs.ts). */
  images: ImageService;
  health: { check(): Promise<boolean> };
  /** Delivery countries, currencies, general settings and the visitor's locale (core/config/config-service.ts). */
  config: ConfigService;
  /** Product groups, brands, stores and the resources answer (core/catalog/catalog-service.ts). */
  catalog: CatalogService;
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
  /** Returns and exchanges started by shoppers, and what they see of them (core/after-sales/returns-service.server.ts). */
  returns: ReturnsService;
  /** The contact forms and the newsletters' double opt-in (core/forms/forms-service.server.ts). */
  forms: FormsService;
  /** Campaign landing pages (core/campaigns/campaigns.ts). */
  campaigns: CampaignsService;
  /** Customers writing reviews and the staff's moderation (core/reviews/review-writing.server.ts). */
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
  /** Placing orders, paying them, releasing unpaid ones (core/orders/order-service.server.ts). */
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
  /** The built-in test provider's page: its payments and the shopper's choice (core/payments/test-provider.server.ts). */
  testPayments: TestProvider;
  /** Gift campaign pages and codes (core/product/gift-campaign.ts). */
  giftCampaigns: GiftCampaignService;
  /** Delivery methods, a product's delivery limits and the delivery estimator (core/delivery/delivery-service.ts). */
  delivery: DeliveryService;
  /**
   * The catalogue grid (core/catalog/listing/types.ts), and a grid URL's request and page for the catalogue
   * pages and GET /api/listing/ alike (core/catalog/listing/listing-query.ts).
   */
  listing: ListingService & ListingQueries<PriceContext>;
  /** Suggestions as the shopper types into the search (core/catalog/search/suggestions.ts). */
  searchSuggestions: SuggestFn;
  /** What shoppers search and what finds nothing, counted for staff (core/catalog/search/search-statistics.ts). */
  searchStatistics: SearchStatistics;
  /** Periodic jobs: `tick` runs those due that no other process runs (core/jobs/scheduler.ts). */
  jobs: JobRunner;
  /** Static pages, banners and what a slug path is (core/content/content-service.ts). */
  content: ContentService;
  /** Error reports sent by browsers (core/client-errors/client-error-service.ts). */
  clientErrors: ClientErrorService;
  /** Fixed-window counters in the database, shared by every server process (core/rate-limits/rate-limit-service.ts). */
  rateLimits: RateLimitService;
  /** The back office: the catalogue's editing, the audit log and integration tokens (core/admin/back-office.server.ts). */
  backOffice: BackOfficeService;
  taxonomy: TaxonomyService;
  storesAdmin: StoreAdminService;
  pagesAdmin: StaticPageAdminService;
  bannersAdmin: BannerAdminService;
  settingsAdmin: SettingsAdminService;
  keywordsAdmin: KeywordPopupAdminService;
  /** The staff's search words: shoppers' phrases and what they mean in the catalogue. */
  searchWordsAdmin: SearchSynonymAdminService;
  /** Drops this process's caches when any process changed the shop's data (core/cache/data-changes.ts). */
  dataChanges: DataChanges;
  /** The one mailer: SMTP when SMTP_URL is set, else the outbox table (docs/decisions/0008-one-mailer.md). */
  mail: Mailer;
  /** Every message the mailer took, newest first (the /dev/outbox/ page and `npm run outbox`). */
  outbox: OutboxService;
}
