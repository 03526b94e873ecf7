import type { ReferenceRule } from "#core/catalog/listing/price-mode.ts";
import type { LocaleCodes } from "#core/locale/defaults.ts";
import { labelsLowestPrice } from "#core/product/price-block.ts";
import type { InitConfig } from "#core/config/config-service.ts";
import type { Lang } from "#i18n/languages.ts";

/** A storefront's language with the delivery country and currency the request settled on. */
export type StorefrontLocale = LocaleCodes & { lang: Lang };

/**
 * How prices are shown to a storefront locale: the tax area whose prices apply, and the display currency
 * prices are converted to only when they are formatted. Every page and API call that shows prices takes
 * them from here, so a grid, a product page and a cart of the same locale agree.
 */
export interface PriceContext {
  taxAreaId: number;
  /** The locale's currency as the browser formats it: its code, units per 1 EUR, and its format. */
  currency: { code: string; rate: number; format: string };
  /** What a reduced price is compared with in the tax area. */
  referenceRule: ReferenceRule;
  /** The struck price is the 30-day lowest price and labelled so (core/product/price-block.ts). */
  lowestPriceLabel: boolean;
}

/**
 * The price context of a locale. An unknown delivery country or currency is refused as initConfig
 * refuses it (400 naming the field); the request's locale only ever holds codes the shop offers.
 */
export async function priceContextFor(
  config: { initConfig(input: { countryCode: string; currencyCode: string; lang: Lang }): Promise<InitConfig> },
  locale: StorefrontLocale,
): Promise<PriceContext> {
  const found = await config.initConfig({ countryCode: locale.countryCode, currencyCode: locale.currencyCode, lang: locale.lang });
  return {
    taxAreaId: found.taxAreaId,
    currency: { code: locale.currencyCode, rate: found.currencyRate, format: found.currencyFormat },
    referenceRule: found.referenceRule,
    lowestPriceLabel: labelsLowestPrice(found.referenceRule),
  };
}
