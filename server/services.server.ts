import { loggedError } from "#core/text/log-safe.ts";
import { sql } from "drizzle-orm";
import { createReadCache, withCachedReads, type ReadCache } from "#core/cache/read-cache.ts";
import { createPerItemCache } from "#core/cache/per-item-cache.ts";
import { createCatalogService } from "#core/catalog/catalog-service.ts";
import { createListingQueries } from "#core/catalog/listing/listing-query.ts";
import { priceContextFor } from "#core/config/price-context.ts";
import { createListingService } from "#core/catalog/listing/listing-service.ts";
import { referenceRuleOfTaxArea } from "#core/catalog/listing/price-mode.ts";
import { createFullTextSearch } from "#core/catalog/search/full-text-search.ts";
import { createJobRunner } from "#core/jobs/scheduler.ts";
import { createSearch } from "#core/catalog/search/search-service.ts";
import { createSuggestions } from "#core/catalog/search/suggestions.ts";
import { createSearchStatistics } from "#core/catalog/search/search-statistics.ts";
import { createSearchStatisticsRepository } from "#db/repositories/search-statistics.ts";
import { groupPagePath, groupPathsById } from "#core/catalog/group-tree.ts";
import { createClientErrorService } from "#core/client-errors/client-error-service.ts";
import { createConfigService } from "#core/config/config-service.ts";
import { createContentService } from "#core/content/content-service.ts";
import { createImageService } from "#core/images/image-service.ts";
import type { Mailer } from "#core/mail/mailer.ts";
import { createOutboxService } from "#core/mail/outbox.ts";
import { instalmentPlacement, type KlarnaMessagingConfig } from "#core/payments/klarna-messaging.ts";
import { createReviewService } from "#core/reviews/reviews.ts";
import { createWishlistService } from "#core/wishlist/wishlist.ts";
import { createProductExtrasService } from "#core/product/product-extras.ts";
import { createProductService } from "#core/product/product-service.ts";
import { createGiftCampaignService } from "#core/product/gift-campaign.ts";
import { createGiftCampaignRepository } from "#db/repositories/gift-campaigns.ts";
import { createAuthService } from "#core/accounts/auth-service.ts";
import { createAccountService } from "#core/accounts/account-service.ts";
import { createAccountAreaService } from "#core/accounts/account-area-service.ts";
import { createOrderHistoryService } from "#core/orders/history.ts";
import { createReturnsService } from "#core/after-sales/returns-service.server.ts";
import { createFormsService } from "#core/forms/forms-service.server.ts";
import { createCampaignsService } from "#core/campaigns/campaigns.ts";
import { createCampaignsRepository } from "#db/repositories/campaigns.ts";
import { createFormsRepository } from "#db/repositories/forms.ts";
import { createReturnsRepository } from "#db/repositories/returns.ts";
import { createOrderHistoryRepository } from "#db/repositories/order-history.ts";
import { createReviewWritingService } from "#core/reviews/review-writing.server.ts";
import { createCompanyAccountService } from "#core/accounts/company-accounts.ts";
import { createCompanyAccountRepository } from "#db/repositories/company-accounts.ts";
import { createCompanyCampaignService } from "#core/product/company-campaigns.server.ts";
import { createCompanyCampaignRepository } from "#db/repositories/company-campaigns.ts";
import { createReviewImageCleaner } from "./review-image-cleaner.server.ts";
import { createPictureEncoder } from "./picture-encoder.server.ts";
import { createTaxonomyService } from "#core/admin/taxonomy.ts";
import { createBannerAdminService } from "#core/admin/banners.ts";
import { createKeywordPopupAdminService } from "#core/admin/keyword-popups.ts";
import { createSearchSynonymAdminService } from "#core/admin/search-synonyms.ts";
import { createSettingsAdminService } from "#core/admin/settings.ts";
import { createStaticPageAdminService } from "#core/admin/static-pages.ts";
import { createStoreAdminService } from "#core/admin/stores.ts";
import { createBannerAdminRepository } from "#db/repositories/banners-admin.ts";
import { createKeywordPopupAdminRepository } from "#db/repositories/keyword-popups-admin.ts";
import { createSearchSynonymRepository } from "#db/repositories/search-synonyms.ts";
import { createSettingsAdminRepository } from "#db/repositories/settings-admin.ts";
import { createStaticPageAdminRepository } from "#db/repositories/static-pages-admin.ts";
import { createStoreAdminRepository } from "#db/repositories/stores-admin.ts";
import { createTaxonomyRepository } from "#db/repositories/taxonomy.ts";
import { pictureUrl } from "#core/images/pictures.ts";
import { WEB_STORE_ID } from "#core/product/availability.ts";
import { createReviewWritingRepository } from "#db/repositories/review-writing.ts";
import { createSocialLoginService } from "#core/accounts/social-login.ts";
import { createStorefrontHandoffService } from "#core/accounts/storefront-handoff.ts";
import { createSocialLoginRepository } from "#db/repositories/social-login.ts";
import { createStorefrontHandoffRepository } from "#db/repositories/storefront-handoffs.ts";
import { createOidcProvider } from "./oidc-provider.server.ts";
import { createReviewReminderService } from "#core/reviews/review-reminders.ts";
import { createReviewReminderRepository } from "#db/repositories/review-reminders.ts";

/** The review reminders' job (core/reviews/review-reminders.ts): hourly, a batch each run. */
export const REVIEW_REMINDER_JOB = "review-reminders";
const HOUR_MS = 60 * 60 * 1000;
import { createBackgroundRunner, type BackgroundRunner } from "#core/background.ts";
import { createAccountLifecycleRepository } from "#db/repositories/account-lifecycle.ts";
import { createAccountAreaRepository } from "#db/repositories/account-area.ts";
import { createAccountRepository } from "#db/repositories/accounts.ts";
import { createCheckoutService, type CartVariantFacts, type CheckoutDependencies, type CheckoutRepository } from "#core/checkout/checkout-service.ts";
import { repackSettingsFrom } from "#core/checkout/cart-delivery.ts";
import { partDeliveryModeOf } from "#core/checkout/part-delivery.ts";
import { createCheckoutRepository } from "#db/repositories/checkout.ts";
import { createOrderService } from "#core/orders/order-service.server.ts";
import { createOrderRepository } from "#db/repositories/orders.ts";
import { createPaymentService } from "#core/payments/payment-service.ts";
import { createTestProvider } from "#core/payments/test-provider.server.ts";
import { createPayPalProvider, type PayPalConfig } from "#core/payments/paypal-provider.ts";
import { createKlarnaProvider, type KlarnaConfig } from "#core/payments/klarna-provider.ts";
import { createKlarnaCheckoutService } from "#core/payments/klarna-checkout.ts";
import { pathFor } from "#i18n/routes.ts";
import { createKlarnaCheckoutRepository } from "#db/repositories/klarna-checkouts.ts";
import { createPaymentRepository, createTestPaymentRepository } from "#db/repositories/payments.ts";
import { createDeliveryService } from "#core/delivery/delivery-service.ts";
import { createDeliveryRepository } from "#db/repositories/delivery.ts";
import { createStockNotificationService } from "#core/product/stock-notifications.ts";
import { originForLang, parseHostMap } from "#core/locale/host-language.ts";
import { sanitizeStaticPageHtml } from "#core/content/sanitize-html.ts";
import { defaultLocaleFor } from "#core/locale/defaults.ts";
import { createRateLimitService } from "#core/rate-limits/rate-limit-service.ts";
import type { Services } from "#core/services.ts";
import type { Db } from "#db/client.server.ts";
import { createCatalogRepository } from "#db/repositories/catalog.ts";
import { createClientErrorRepository } from "#db/repositories/client-errors.ts";
import { createConfigRepository } from "#db/repositories/config.ts";
import { createContentRepository } from "#db/repositories/content.ts";
import { createImageRepository } from "#db/repositories/images.ts";
import { createJobStore } from "#db/repositories/jobs.ts";
import { createListingRepository, POPULARITY_JOB } from "#db/repositories/listing.ts";
import { createProductRepository } from "#db/repositories/product.ts";
import { createProductExtrasRepository } from "#db/repositories/product-extras.ts";
import { createReviewRepository } from "#db/repositories/reviews.ts";
import { createWishlistRepository } from "#db/repositories/wishlist.ts";
import { createStockNotificationRepository } from "#db/repositories/stock-notifications.ts";
import { createSearchRepository } from "#db/repositories/search.ts";
import { createMailOutboxRepository } from "#db/repositories/mail-outbox.ts";
import { createBackOfficeRepository } from "#db/repositories/back-office.ts";
import { createBackOfficeService } from "#core/admin/back-office.server.ts";
import { createDataChanges } from "#core/cache/data-changes.ts";
import { createRateLimitRepository } from "#db/repositories/rate-limits.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { lookupCountryByIp } from "./geoip.server.ts";
import { createOutboxMailer } from "./mail/outbox-mailer.server.ts";

/** The "Recommended" scores are recomputed once a day. */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Back-in-stock mail goes out within this long of the stock coming in. */
const STOCK_NOTIFY_EVERY_MS = 5 * 60 * 1000;
export const STOCK_NOTIFICATION_JOB = "stock-notifications";
/** Unpaid orders give their stock back within a minute of their reservation ending. */
const ORDER_RELEASE_EVERY_MS = 60 * 1000;
export const ORDER_RELEASE_JOB = "order-reservations";
/** Derives prices again when a planned sale starts or ends. */
export const PRICE_SCHEDULE_JOB = "price-schedule";
const PRICE_SCHEDULE_EVERY_MS = 60_000;
/** Exchanges' held pieces go back on sale once three weeks pass without the return (core/after-sales/exchange-hold.ts). */
export const EXCHANGE_HOLD_JOB = "exchange-holds";
const EXCHANGE_HOLD_EVERY_MS = 60 * 60 * 1000;
/** Returns' refunds a provider did not confirm are asked again (core/after-sales/returns-service.server.ts). */
export const RETURN_REFUND_JOB = "return-refunds";
const RETURN_REFUND_EVERY_MS = 10 * 60 * 1000;
/** Confirmation mail a process could not send goes out within this long. */
const CONFIRMATION_RETRY_EVERY_MS = 60 * 1000;
export const ORDER_CONFIRMATION_JOB = "order-confirmations";

export interface ServiceOptions {
  /**
   * The shop's own hosts: absolute links to them in static page HTML become relative.
   * Defaults to the local development hosts; production passes `ownHostsFromConfig(env.LANG_HOSTS)`.
   */
  ownHosts?: readonly string[];
  /** IP-to-country lookup; the bundled GeoLite2 data by default. */
  lookupCountry?: (ip: string) => string | null;
  /** The process's mailer (`createMailer(env, db)`); without it mail only goes into the outbox table. */
  mailer?: Mailer;
  /**
   * How long public catalogue reads (groups, stores, settings, static pages...) are reused by this
   * process; 0 (the default, used by tests) reads the database every time. main.ts passes READ_CACHE_MS.
   */
  readCacheMs?: number;
  /**
   * The storefront origin of a language for links in mail, where no request tells the host.
   * main passes one from LANG_HOSTS and PORT; the default is the local development hosts on port 3000.
   */
  originOf?: (lang: Lang) => string;
  /** PayPal's adapter settings (`paypalConfigFrom(env)`); without them PayPal is not offered. */
  paypal?: PayPalConfig | null;
  /** Klarna's adapter settings (`klarnaConfigFrom(env)`); without them Klarna's checkout is not offered. */
  klarna?: KlarnaConfig | null;
  /** Klarna's on-site messaging (`klarnaMessagingFrom(env)`); without it product pages show no instalment message. */
  klarnaMessaging?: KlarnaMessagingConfig | null;
  /** Runs work after a request's answer; by default in this process, failures logged as JSON lines. */
  background?: BackgroundRunner;
  /** The social log-in's OpenID Connect provider (`oidcConfigFrom(env)`); without it there is no social log-in. */
  oidc?: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  /** Customer service's address (CONTACT_EMAIL): the contact forms' messages go there. */
  customerServiceEmail?: string;
  /** Who is offered the built-in test provider's payment methods (TEST_PAYMENTS); everyone by default. */
  testPayments?: "everyone" | "admins";
  /**
   * Freeze the objects services share between requests (the listing's cards and filter sections), so code
   * that changes one throws. On by default (development, tests); production turns it off for speed.
   */
  freezeShared?: boolean;
}

/** Storefront origins from the LANG_HOSTS setting, else `{lang}.localhost:{port}` over http. */
export function originsFromConfig(langHosts: string | undefined, port: number): (lang: Lang) => string {
  const map = parseHostMap(langHosts);
  return (lang) => originForLang(lang, { protocol: "http", host: `localhost:${port}` }, map);
}

const LOCAL_HOSTS = ["localhost", ...LANGUAGES.map((lang) => `${lang}.localhost`)];

/** The storefront hosts of the LANG_HOSTS setting plus the local development hosts. */
export function ownHostsFromConfig(langHosts: string | undefined): string[] {
  const configured = Object.values(parseHostMap(langHosts)).map((host) => host.replace(/^[a-z]+:\/\//i, "").replace(/\/.*$/, ""));
  return [...new Set([...configured, ...LOCAL_HOSTS])];
}

/**
 * How long a process reuses a cart variant's facts (names, prices, VAT, delivery limits) when validating
 * carts. Short, because the cart shows prices: an edit shows in carts within this time, and an order is
 * always priced from the database (the placing service reads without this cache).
 */
const CART_FACTS_TTL_MS = 5_000;

/**
 * The cart validation's reads: the shop's setup (payment methods) through the read cache, and the
 * variants' and bundles' facts kept for a few seconds; stock and codes are read for every cart.
 */
function cachedCheckoutRepository(repository: CheckoutRepository, cache: ReadCache, readCacheMs: number, clearables: Array<{ clear(): void }> = []): CheckoutRepository {
  const factsTtlMs = Math.min(readCacheMs, CART_FACTS_TTL_MS);
  const facts = createPerItemCache<CartVariantFacts>({ ttlMs: factsTtlMs });
  const bundles = createReadCache({ ttlMs: factsTtlMs });
  clearables.push(facts, bundles);
  return {
    ...repository,
    ...withCachedReads(cache, "checkout", { paymentMethods: repository.paymentMethods.bind(repository) }, ["paymentMethods"]),
    cartVariantFacts: ({ ids, lang, taxAreaId }) =>
      facts.get(`${lang}|${taxAreaId}`, ids, (missing) => repository.cartVariantFacts({ ids: missing, lang, taxAreaId })),
    bundles: (input) =>
      bundles.get(`${input.lang}|${input.taxAreaId}|${[...input.mainModelIds].sort((a, b) => a - b).join(",")}`, () => repository.bundles(input)),
  };
}

/** Binds the core services to this process's database. */
export function createServices(db: Db, options: ServiceOptions = {}): Services {
  const ownHosts = options.ownHosts ?? LOCAL_HOSTS;
  const cache = createReadCache({ ttlMs: options.readCacheMs ?? 0 });
  // Every cache of this process that a back-office change can make wrong: dropped when the data version moves.
  const clearables: Array<{ clear(): void }> = [cache];
  const sanitize = (html: string) => sanitizeStaticPageHtml(html, { ownHosts });
  const searchReads = createSearchRepository(db);
  const fullText = createFullTextSearch(searchReads, { maxStaleMs: options.readCacheMs ?? 0 });
  clearables.push({ clear: () => fullText.expireIndex() });
  const search = createSearch(
    {
      ...searchReads,
      ...fullText,
    },
    Date.now,
    { versionTtlMs: Math.min(options.readCacheMs ?? 0, 1000) },
  );
  clearables.push({ clear: () => search.expire() });
  // Not through the read cache: the service keeps its own filter index, rebuilt when the read model
  // changes; within readCacheMs a page may still come from the previous index while the new one builds.
  const listing = createListingService({
    repository: createListingRepository(db),
    search,
    maxStaleMs: options.readCacheMs ?? 0,
    freezeShared: options.freezeShared ?? true,
  });
  clearables.push({ clear: () => listing.expireIndexes() });
  const rateLimits = createRateLimitService(createRateLimitRepository(db));
  const deliveryRepository = createDeliveryRepository(db);
  // Delivery methods and countries are the shop's setup; every product page and cart reads them.
  const cachedDeliveryMethods = withCachedReads(
    cache,
    "delivery",
    {
      methods: (lang: Lang) => deliveryRepository.methods(lang),
      country: (lang: Lang, code: string) => deliveryRepository.country(lang, code),
    },
    ["methods", "country"],
  );
  const config = withCachedReads(
    cache,
    "config",
    createConfigService({
      repository: createConfigRepository(db),
      lookupCountry: options.lookupCountry ?? lookupCountryByIp,
      languageDefaults: defaultLocaleFor,
    }),
    ["initConfig", "countries", "currencies", "generalSettings"],
  );
  const catalog = withCachedReads(cache, "catalog", createCatalogService(createCatalogRepository(db), { sanitize }), [
    "productGroups",
    "brands",
    "stores",
    "resources",
    "productGroupByPath",
    "brandBySlug",
    "palette",
  ]);
  const testPayments = createTestProvider({ repository: createTestPaymentRepository(db) });
  const klarnaProvider = options.klarna ? createKlarnaProvider(options.klarna) : null;
  const paymentProviders = [testPayments, ...(options.paypal ? [createPayPalProvider(options.paypal)] : []), ...(klarnaProvider ? [klarnaProvider] : [])];
  const checkoutRepository = createCheckoutRepository(db);
  // Tax areas and EU membership do not depend on the language: any one language's (cached) list tells.
  const referenceRuleOf = async (taxAreaId: number) => referenceRuleOfTaxArea(taxAreaId, await config.countries("fi"));
  const checkoutDeps: CheckoutDependencies = {
    // Payment and delivery methods change with the shop's setup, not with every sale: read through the cache.
    repository: cachedCheckoutRepository(checkoutRepository, cache, options.readCacheMs ?? 0, clearables),
    deliveryMethods: (lang) => cachedDeliveryMethods.methods(lang),
    referenceRuleOf: (taxAreaId) => referenceRuleOf(taxAreaId),
    // The delivery countries are the countries the shop lists; one not listed is not delivered to.
    async country(lang, code) {
      const found = (await config.countries(lang)).find((country) => country.code === code);
      return found ? { taxAreaId: found.taxAreaId, isEnabled: true, name: found.name } : null;
    },
    repackSettings: async () => repackSettingsFrom(await config.generalSettings("fi")),
    partDeliveryMode: async () => partDeliveryModeOf((await config.generalSettings("fi")).part_delivery_mode),
    // A payment method is offered only when its provider is set up in this deployment.
    paymentProviders: paymentProviders.map((provider) => provider.slug),
    adminOnlyProviders: options.testPayments === "admins" ? [testPayments.slug] : [],
    expressStores: async (lang) =>
      (await catalog.stores(lang)).filter((store) => store.pikanouto && store.type !== "web").map(({ id, name }) => ({ id, name })),
    hitRateLimit: (key, windowMs) => rateLimits.hit(key, windowMs),
    peekRateLimit: (key) => rateLimits.peek(key),
  };
  // Orders and Klarna's checkout are priced from the database as it is now, without the facts cache.
  const placingCheckout = createCheckoutService({ ...checkoutDeps, repository: cachedCheckoutRepository(checkoutRepository, cache, 0) });
  const mailer = options.mailer ?? createOutboxMailer(createMailOutboxRepository(db));
  const originOf = options.originOf ?? originsFromConfig(undefined, 3000);
  const delivery = createDeliveryService({ ...deliveryRepository, methods: cachedDeliveryMethods.methods, country: cachedDeliveryMethods.country });
  const orders = createOrderService({
    checkout: placingCheckout,
    repository: createOrderRepository(db),
    locationExists: (input) => delivery.locationExists(input),
    mailer,
    originOf,
    hitRateLimit: (key, windowMs) => rateLimits.hit(key, windowMs),
  });
  const paymentRepository = createPaymentRepository(db);
  // One pool of picture readers per process, for review and complaint pictures alike.
  const imageCleaner = createReviewImageCleaner();
  const returns = createReturnsService({
    repository: createReturnsRepository(db),
    hitRateLimit: (key, windowMs) => rateLimits.hit(key, windowMs),
    providers: paymentProviders,
    log: (line) => console.log(JSON.stringify(line)),
    mailer,
    caseLink: (lang, kind, number, token) => `${originOf(lang)}${pathFor(kind === "complaint" ? "reclamation.case" : "returns.case", lang, { number })}?t=${token}`,
    images: imageCleaner,
    complaintStores: async () => {
      const stores = await catalog.stores("fi");
      return { webStoreId: WEB_STORE_ID, storeIds: stores.filter((store) => store.id !== WEB_STORE_ID).map((store) => store.id) };
    },
  });
  const forms = createFormsService({
    repository: createFormsRepository(db),
    mailer,
    customerServiceEmail: options.customerServiceEmail ?? "asiakaspalvelu@kuusikko.example",
    images: imageCleaner,
    hitRateLimit: (key, windowMs) => rateLimits.hit(key, windowMs),
    links: {
      confirm: (lang, list, token) => `${originOf(lang)}${pathFor(list === "forest" ? "forest-newsletter" : "corporate-newsletter", lang)}?confirm=${token}`,
      unsubscribe: (lang, token) => `${originOf(lang)}${pathFor("newsletter.unsubscribe", lang, { token })}`,
      attachment: (token) => `${originOf("fi")}/images/contact/${token}.webp`,
    },
    log: (line) => console.log(JSON.stringify(line)),
  });
  const payments = createPaymentService({
    providers: paymentProviders,
    repository: paymentRepository,
    orders,
    log: (line) => console.log(JSON.stringify(line)),
  });
  const klarna = klarnaProvider
    ? createKlarnaCheckoutService({
        client: klarnaProvider,
        repository: createKlarnaCheckoutRepository(db),
        checkout: placingCheckout,
        orders,
        payments: paymentRepository,
        paymentPath: (lang) => pathFor("checkout.payment", lang),
        fallbackOrigin: originOf("fi"),
        log: (line) => console.log(JSON.stringify(line)),
      })
    : null;
  const content = withCachedReads(
    cache,
    "content",
    createContentService({
      repository: createContentRepository(db),
      sanitize,
    }),
    ["staticPage", "staticPageWithTabs", "tabPathsByLang", "routeSlugs", "banners", "keywordPopups", "resolveSlugPath", "locateSlugPath", "staticPageLinks"],
  );
  // The cart's validation opens Klarna's checkout on the payment step, which links to the terms page.
  const checkout = createCheckoutService({ ...checkoutDeps, embeddedCheckout: klarna, staticPageLinks: (lang) => content.staticPageLinks(lang) });
  // Not through the read cache: stock and prices must be current on the page that sells.
  const product = createProductService(createProductRepository(db), {
    sanitize,
    referenceRuleOf,
  });
  const stockNotifications = createStockNotificationService({
    repository: createStockNotificationRepository(db),
    mailer,
    originOf,
  });
  const background =
    options.background ??
    createBackgroundRunner((error) =>
      console.log(JSON.stringify({ level: 50, msg: "background task failed", err: loggedError(error) })),
    );
  const accounts = createAccountService({
    repository: createAccountLifecycleRepository(db),
    mailer,
    originOf,
    hitRateLimit: (key, windowMs) => rateLimits.hit(key, windowMs),
    background: (task) => background.run(task),
  });
  const accountArea = createAccountAreaService({
    repository: createAccountAreaRepository(db),
    hitRateLimit: (key, windowMs) => rateLimits.hit(key, windowMs),
  });
  const pictures = createPictureEncoder();
  const backOffice = createBackOfficeService({ repository: createBackOfficeRepository(db), background: (task) => background.run(task), pictures });
  // A brand's uploaded logo is shown at most 320 wide.
  const taxonomy = createTaxonomyService({ repository: createTaxonomyRepository(db), pictures, logoUrl: (hash) => pictureUrl(hash, 320, "webp") });
  const reviewReminders = createReviewReminderService({
    repository: createReviewReminderRepository(db),
    mailer,
    originOf,
    stopLink: (email, lang, origin) => accountArea.stopRemindersLink(email, lang, origin),
    log: (line) => console.log(JSON.stringify(line)),
  });
  return {
    health: {
      async check() {
        await db.execute(sql`select 1`);
        return true;
      },
    },
    config,
    catalog,
    product,
    productExtras: createProductExtrasService({ repository: createProductExtrasRepository(db), product, listing }),
    reviews: createReviewService(createReviewRepository(db)),
    wishlist: createWishlistService(createWishlistRepository(db)),
    searchStatistics: createSearchStatistics({
      repository: createSearchStatisticsRepository(db),
      search,
      onError: (error) => console.error(JSON.stringify({ level: 40, msg: "search statistics not written", err: loggedError(error) })),
    }),
    searchSuggestions: createSuggestions({
      search,
      resultShares: (lang, ids, limit) => fullText.resultShares(lang, ids, limit),
      cardsOf: (input) => listing.cardsOf(input),
      prices: async (locale) => {
        const { taxAreaId, currency } = await priceContextFor(config, locale);
        return { taxAreaId, currency: { code: currency.code, rate: currency.rate } };
      },
      groupPath: async (lang, groupId) => {
        const path = groupPathsById(await catalog.productGroups(lang)).get(groupId);
        return path === undefined ? null : groupPagePath(path);
      },
    }),
    listing: {
      ...listing,
      ...createListingQueries({ prices: (locale) => priceContextFor(config, locale), resources: (lang) => catalog.resources(lang), page: listing.page }),
    },
    stockNotifications,
    auth: createAuthService({
      repository: createAccountRepository(db),
      hitRateLimit: (key, windowMs) => rateLimits.hit(key, windowMs),
      releaseRateLimit: (key) => rateLimits.release(key),
      onPendingAccount: (account) => accounts.resendActivation(account.id, account.email),
    }),
    accounts,
    accountArea,
    reviewReminders,
    orderHistory: createOrderHistoryService(createOrderHistoryRepository(db)),
    returns,
    forms,
    campaigns: createCampaignsService(createCampaignsRepository(db)),
    companyAccounts: createCompanyAccountService(createCompanyAccountRepository(db)),
    companyCampaigns: createCompanyCampaignService(createCompanyCampaignRepository(db)),
    reviewWriting: createReviewWritingService(createReviewWritingRepository(db), {
      images: imageCleaner,
      hitRateLimit: (key, windowMs, amount) => rateLimits.hit(key, windowMs, amount),
    }),
    socialLogin: createSocialLoginService({ repository: createSocialLoginRepository(db), provider: options.oidc ? createOidcProvider(options.oidc) : null }),
    storefrontHandoff: createStorefrontHandoffService({ repository: createStorefrontHandoffRepository(db) }),
    background,
    checkout,
    orders,
    payments,
    klarna,
    instalmentMessage: (input) => instalmentPlacement(options.klarnaMessaging ?? null, input),
    testPayments,
    giftCampaigns: createGiftCampaignService(createGiftCampaignRepository(db)),
    delivery,
    jobs: createJobRunner(
      createJobStore(db),
      [
        { name: POPULARITY_JOB, everyMs: DAY_MS, run: () => listing.refreshPopularity() },
        { name: STOCK_NOTIFICATION_JOB, everyMs: STOCK_NOTIFY_EVERY_MS, run: async () => void (await stockNotifications.sendDue()) },
        { name: ORDER_RELEASE_JOB, everyMs: ORDER_RELEASE_EVERY_MS, run: async () => void (await orders.releaseExpired()) },
        { name: PRICE_SCHEDULE_JOB, everyMs: PRICE_SCHEDULE_EVERY_MS, run: async () => void (await backOffice.applyDuePrices()) },
        { name: ORDER_CONFIRMATION_JOB, everyMs: CONFIRMATION_RETRY_EVERY_MS, run: async () => void (await orders.sendMissedConfirmations()) },
        { name: REVIEW_REMINDER_JOB, everyMs: HOUR_MS, run: async () => void (await reviewReminders.sendDue()) },
        { name: EXCHANGE_HOLD_JOB, everyMs: EXCHANGE_HOLD_EVERY_MS, run: async () => void (await returns.releaseDueHolds()) },
        { name: RETURN_REFUND_JOB, everyMs: RETURN_REFUND_EVERY_MS, run: async () => void (await returns.retryPendingRefunds()) },
      ],
      (line) => console.log(JSON.stringify(line)),
    ),
    images: createImageService(createImageRepository(db)),
    content,
    clientErrors: createClientErrorService(createClientErrorRepository(db)),
    rateLimits,
    backOffice,
    taxonomy,
    storesAdmin: createStoreAdminService({ repository: createStoreAdminRepository(db) }),
    pagesAdmin: createStaticPageAdminService({ repository: createStaticPageAdminRepository(db), sanitize }),
    bannersAdmin: createBannerAdminService({ repository: createBannerAdminRepository(db), pictures }),
    settingsAdmin: createSettingsAdminService({ repository: createSettingsAdminRepository(db) }),
    keywordsAdmin: createKeywordPopupAdminService({ repository: createKeywordPopupAdminRepository(db) }),
    searchWordsAdmin: createSearchSynonymAdminService({ repository: createSearchSynonymRepository(db) }),
    dataChanges: createDataChanges(() => backOffice.dataVersion(), clearables),
    mail: mailer,
    outbox: createOutboxService(createMailOutboxRepository(db)),
  };
}
