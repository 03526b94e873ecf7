/**
 * Card, product page and cart tell the same price story for every model of the seeded test catalogue, in
 * every storefront language with its default delivery country (EU countries and the United States): the
 * same active price, the same struck reference price and the same percentage, by the one rule of
 * core/catalog/listing/price-mode.ts (`priceReduction`). Under the EU rule no reduction shows unless the
 * 30-day lowest price is above today's price.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadListing } from "#app/components/catalog/listing.server.ts";
import { loadProductPage } from "#app/components/product/product-page.server.ts";
import { emptyFilters } from "#core/catalog/listing/query-params.ts";
import { isGiftCardModel } from "#core/product/gift-card.ts";
import type { GridCard } from "#core/catalog/listing/types.ts";
import { DEFAULT_LOCALE_BY_LANG } from "#core/locale/defaults.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, pageContext } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;

const ORIGIN = "http://localhost:3000";

function storefront(lang: Lang) {
  const locale = DEFAULT_LOCALE_BY_LANG[lang];
  return { ...pageContext(services, lang, ORIGIN), locale: { countryCode: locale.countryCode, currencyCode: locale.currencyCode.toUpperCase() } };
}

async function allCards(lang: Lang): Promise<GridCard[]> {
  const ctx = storefront(lang);
  const config = await services.config.initConfig({ ...ctx.locale, lang });
  const page = await services.listing.page({
    lang,
    source: { kind: "catalog" },
    filters: emptyFilters(),
    sort: null,
    taxAreaId: config.taxAreaId,
    currencyRate: config.currencyRate,
    offset: 0,
    limit: 600,
  });
  expect(page.items.length).toBe(page.total);
  return page.items;
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe("card, product page and cart agree on the price", () => {
  for (const lang of LANGUAGES) {
    it(`in the ${lang} storefront (delivery to ${DEFAULT_LOCALE_BY_LANG[lang].countryCode})`, async () => {
      const ctx = storefront(lang);
      const cards = await allCards(lang);
      expect(cards.length).toBeGreaterThan(40);
      const grid = await loadListing(ctx, new Request(`${ORIGIN}/`), { kind: "catalog" });
      let reduced = 0;
      let checked = 0;
      // The page's price block shows the product call's prices (no variant chosen yet: the model's price).
      const first = cards[0]!;
      const firstPage = await loadProductPage(ctx, new Request(`${ORIGIN}${first.path}`), {
        modelId: first.id,
        brandSlug: first.manufacturerSlug,
        modelSlug: first.path.split("/").filter(Boolean).at(-1)!,
      });
      expect(firstPage.lowestPriceLabel).toBe(grid.lowestPriceLabel);
      const { taxAreaId } = await services.config.initConfig({ ...ctx.locale, lang });
      // Each priced variant's struck price as the product page shows it once the variant is chosen.
      const pageReference = new Map<number, number | null>();
      for (const card of cards) {
        const slug = card.path.split("/").filter(Boolean).at(-1)!;
        const model = await services.product.productModel({ lang, slug, taxAreaId, viewer: { staff: false }, origin: ORIGIN });
        const where = `model ${card.id} (${lang})`;
        expect(model?.id, where).toBe(card.id);
        // Gift cards and packages have no price block: they are bought by amount, or at the package's price.
        if (model!.is_gift_card || isGiftCardModel(model!.id) || model!.is_bundle) continue;
        checked++;
        const prices = model!.prices;
        expect(prices, where).not.toBeNull();
        expect(prices!.active, where).toBe(card.price.active);
        // The card strikes its reference when it is above the active price; the page has it or null.
        const cardReference = card.price.reference > card.price.active ? card.price.reference : null;
        expect(prices!.reference, where).toBe(cardReference);
        expect(prices!.discount_percent, where).toBe(card.price.discountPercent);
        if (cardReference !== null) reduced++;
        for (const variant of model!.products) if (variant.prices && variant.is_orderable) pageReference.set(variant.id, variant.prices.reference);
        // A percentage is measured against the struck price, and there is none without one.
        if (card.price.discountPercent !== null) {
          expect(cardReference, where).not.toBeNull();
          expect(card.price.discountPercent, where).toBe(Math.round(((cardReference! - card.price.active) * 100) / cardReference!));
        }
      }
      expect(checked).toBeGreaterThan(40);
      // The catalogue has reductions to compare, under either rule.
      expect(reduced).toBeGreaterThan(0);

      // The cart strikes the same price beside each row as the product page beside the chosen variant.
      const ids = [...pageReference.keys()];
      let struck = 0;
      for (let at = 0; at < ids.length; at += 50) {
        const result = await services.checkout.validate({
          lang,
          countryCode: ctx.locale.countryCode,
          products: ids.slice(at, at + 50).map((id) => ({ productId: String(id), amount: 1, frozen: false, extra_data: null })),
          giftCardProducts: [],
          codes: [],
          repack: false,
          pikanouto: false,
          partDelivery: false,
          deliveryMethod: null,
          clientAddress: "192.0.2.90",
        });
        for (const row of result.rows) {
          if (!row.variant) continue;
          const where = `variant ${row.variant.variantId} (${lang})`;
          expect(row.variant.regularCents, where).toBe(pageReference.get(row.variant.variantId));
          if (row.variant.regularCents !== null) struck++;
        }
      }
      expect(struck).toBeGreaterThan(0);
    }, 120_000);
  }
});
