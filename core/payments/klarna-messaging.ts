/**
 * The product page's payment-instalment message: Klarna's On-site messaging, a
 * placement Klarna's web SDK fills with what paying later or in instalments would cost. The page loads the
 * SDK 500 ms after mount, so the message never delays the page; without a client id (KLARNA_CLIENT_ID) the
 * shop shows no message at all.
 */
import type { Lang } from "#i18n/languages.ts";

export interface KlarnaMessagingConfig {
  /** The store's client identifier from Klarna's merchant portal. */
  clientId: string;
  /** Klarna's web SDK (a stand-in's in the tests). */
  sdkUrl: string;
}

/** Klarna's on-site messaging placement for product pages: its logo and the cheapest way to pay. */
export const PLACEMENT_KEY = "credit-promotion-badge";

/** What the page renders: the placement's attributes and the SDK to load. */
export interface InstalmentPlacement {
  clientId: string;
  sdkUrl: string;
  locale: string;
  /** Minor units of the locale's currency. */
  purchaseAmount: number;
}

/**
 * The message's locale by language: fi-FI, sv-SE when the shopper pays in Swedish crowns,
 * otherwise sv-FI, de-DE, fr-FR, and en-FI for the rest.
 */
export function messagingLocale(lang: Lang, currencyCode: string): string {
  switch (lang) {
    case "fi":
      return "fi-FI";
    case "sv":
      return currencyCode.toLowerCase() === "sek" ? "sv-SE" : "sv-FI";
    case "de":
      return "de-DE";
    case "fr":
      return "fr-FR";
    default:
      return "en-FI";
  }
}

/**
 * The placement for a price, or null where the page shows none: no client id, the Russian storefront, a
 * gift campaign (the product is redeemed, not paid) or nothing to pay. Amounts are cents of EUR; for the
 * one market in another currency (sv-SE) they are converted at the shop's rate.
 */
export function instalmentPlacement(
  config: KlarnaMessagingConfig | null,
  input: { lang: Lang; currency: { code: string; rate: number }; activeCents: number | null; giftCampaign: boolean },
): InstalmentPlacement | null {
  if (!config || input.lang === "ru" || input.giftCampaign || input.activeCents === null || input.activeCents <= 0) return null;
  const locale = messagingLocale(input.lang, input.currency.code);
  const rate = Number.isFinite(input.currency.rate) && input.currency.rate > 0 ? input.currency.rate : 1;
  const purchaseAmount = locale === "sv-SE" ? Math.round(input.activeCents * rate) : input.activeCents;
  return { clientId: config.clientId, sdkUrl: config.sdkUrl, locale, purchaseAmount };
}

/** Origins the SDK talks to and draws from, for the page's Content-Security-Policy. */
export function klarnaMessagingOrigins(config: KlarnaMessagingConfig | null): string[] {
  if (!config) return [];
  return [...new Set(["https://*.klarna.com", "https://*.klarnaservices.com", "https://*.klarnacdn.net", new URL(config.sdkUrl).origin])];
}
