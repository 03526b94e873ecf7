import type { Lang } from "#i18n/languages.ts";
import { pathFor, type RouteId } from "#i18n/routes.ts";

/**
 * The pages built so far, by route id of the route table (i18n/routes.ts), with their modules.
 * A page not listed here has no route and answers 404 through the catch-all; links to it may
 * already be built by id.
 */
export const PAGES: Partial<Record<RouteId, string>> = {
  home: "routes/home.tsx",
  menu: "routes/menu.tsx",
  locale: "routes/locale.tsx",
  page: "routes/page.tsx",
  "style-guide": "routes/style-guide.tsx",
  "dev.outbox": "routes/dev-outbox.tsx",
  catalog: "routes/catalog.tsx",
  newest: "routes/newest.tsx",
  search: "routes/search.tsx",
  manufacturers: "routes/manufacturers.tsx",
  manufacturer: "routes/manufacturers.tsx",
  campaign: "routes/campaign.tsx",
  "campaigns.club-offers": "routes/club-offers.tsx",
  giftcampaigns: "routes/gift-campaign.tsx",
  "giftcampaigns.product": "routes/gift-campaign-product.tsx",
  accounts: "routes/account.tsx",
  "accounts.data": "routes/account-data.tsx",
  "accounts.delete": "routes/delete-account.tsx",
  "accounts.stop-reminders": "routes/stop-reminders.tsx",
  "accounts.login": "routes/login.tsx",
  "accounts.social-login": "routes/social-login.tsx",
  "accounts.social-callback": "routes/social-login-callback.tsx",
  "accounts.activate": "routes/activate.tsx",
  "accounts.reset-password": "routes/reset-password.tsx",
  "accounts.reset-confirm": "routes/reset-confirm.tsx",
  checkout: "routes/cart.tsx",
  "checkout.club-info": "routes/checkout-club-info.tsx",
  "checkout.payment": "routes/checkout-payment.tsx",
  "checkout.klarna-confirm": "routes/checkout-klarna-confirm.tsx",
  "order.process": "routes/order-process.tsx",
  "order.payment-ok": "routes/order-payment-ok.tsx",
  "order.payment-cancelled": "routes/order-payment-cancelled.tsx",
  "order.payment-error": "routes/order-payment-error.tsx",
  "order.payment-address": "routes/order-payment-address.tsx",
  "payment.test": "routes/test-payment.tsx",
  "view-order": "routes/view-order.tsx",
  "view-order.receipt": "routes/order-receipt-pdf.tsx",
  wishlist: "routes/wishlist.tsx",
  history: "routes/history.tsx",
  returns: "routes/returns.tsx",
  "returns.case": "routes/return-case.tsx",
  reclamation: "routes/reclamation.tsx",
  "reclamation.case": "routes/return-case.tsx",
  ask: "routes/ask.tsx",
  "corporate-info-form": "routes/corporate-info-form.tsx",
  "corporate-newsletter": "routes/corporate-newsletter.tsx",
  "forest-newsletter": "routes/forest-newsletter.tsx",
  "newsletter.unsubscribe": "routes/newsletter-unsubscribe.tsx",
  enterprise: "routes/enterprise.tsx",
  "reviews.write": "routes/write-review.tsx",
  "accounts.reviews": "routes/my-reviews.tsx",
  "staff.reviews": "routes/staff-reviews.tsx",
  admin: "routes/admin-home.tsx",
  "admin.products": "routes/admin-products.tsx",
  "admin.products.new": "routes/admin-product-new.tsx",
  "admin.product": "routes/admin-product.tsx",
  "admin.product.section": "routes/admin-product.tsx",
  "admin.audit": "routes/admin-audit.tsx",
  "admin.tokens": "routes/admin-tokens.tsx",
  "admin.import": "routes/admin-import.tsx",
  "admin.import.run": "routes/admin-import-run.tsx",
  "admin.import.report": "routes/admin-import-report.tsx",
  "admin.export": "routes/admin-export.tsx",
  "admin.groups": "routes/admin-groups.tsx",
  "admin.group": "routes/admin-group.tsx",
  "admin.brands": "routes/admin-brands.tsx",
  "admin.brand": "routes/admin-brand.tsx",
  "admin.stores": "routes/admin-stores.tsx",
  "admin.store": "routes/admin-store.tsx",
  "admin.pages": "routes/admin-pages.tsx",
  "admin.page": "routes/admin-page.tsx",
  "admin.page.tab": "routes/admin-page-tab.tsx",
  "admin.banners": "routes/admin-banners.tsx",
  "admin.banner": "routes/admin-banner.tsx",
  "admin.settings": "routes/admin-settings.tsx",
  "admin.keywords": "routes/admin-keywords.tsx",
  "admin.keyword": "routes/admin-keyword.tsx",
  "admin.searches": "routes/admin-searches.tsx",
  "admin.searchWords": "routes/admin-search-words.tsx",
  "admin.searchWord": "routes/admin-search-word.tsx",
  "staff.returns": "routes/staff-returns.tsx",
  "staff.returns.case": "routes/staff-return-case.tsx",
  "staff.companies": "routes/staff-companies.tsx",
  "accounts.giftCampaigns": "routes/company-campaigns.tsx",
  "accounts.giftCampaignCodes": "routes/company-campaign-codes.tsx",
};

/** Whether a page of the route table is built: a link to a page that is not would answer 404. */
export function isBuilt(id: RouteId): boolean {
  return Object.hasOwn(PAGES, id);
}

/**
 * The path of a page that is built, or null while it is not: links are made only to pages that exist, so a
 * menu, footer or product page never offers a dead end.
 */
export function builtPathFor(id: RouteId, lang: Lang, params?: Record<string, string>): string | null {
  return isBuilt(id) ? pathFor(id, lang, params) : null;
}
