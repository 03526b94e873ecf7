/**
 * Products of the seeded demo catalogue, found through the shop's own API as the browser would ask
 * for them, so that tests need no fixed ids.
 */
import type { Page } from "@playwright/test";
import type { ProductModelDetail, VariantView } from "#core/product/product-service.ts";
import type { Lang } from "#i18n/languages.ts";
import { BRANDS } from "#db/seed/brands.ts";
import { CatalogueGenerator } from "#db/seed/catalogue.ts";
import { DEFAULT_REFERENCE_DATE, DEMO_CATALOGUE_SEED } from "#db/seed/index.ts";
import { urlFor } from "./urls.ts";

/**
 * Models of the catalogue's first cards in a storefront (the answers of
 * GET /api/products/productmodel/{slug}/), bundles and gift cards left out. The browser asks, as it
 * resolves `{lang}.localhost` and the test runner's own requests do not. `M` names the fields a test reads.
 */
export async function catalogueModels<M>(page: Page, lang: Lang, count = 60): Promise<M[]> {
  await page.goto(urlFor(lang, "/api/route-slugs/"));
  const found = await page.evaluate(async (limit) => {
    const listing = (await (await fetch(`/api/listing/?source=catalog&limit=${limit}`)).json()) as { items: Array<{ path: string }> };
    const answers = await Promise.all(
      listing.items.map(async (item) => {
        const slug = item.path.split("/").filter(Boolean).at(-1)!;
        const response = await fetch(`/api/products/productmodel/${slug}/`);
        return response.ok ? ((await response.json()) as { is_bundle: boolean; is_gift_card: boolean }) : null;
      }),
    );
    return answers.filter((answer) => answer !== null && !answer.is_bundle && !answer.is_gift_card);
  }, count);
  return found as M[];
}

/** The page of one variant: its colour and size in the query. */
export function variantUrl(
  lang: Lang,
  model: { model_url: string },
  variant: { color_slug: string | null; size: { slug: string } | null },
): string {
  const params = new URLSearchParams();
  if (variant.color_slug) params.set("color", variant.color_slug);
  if (variant.size) params.set("size", variant.size.slug);
  return urlFor(lang, `${model.model_url}?${params}`);
}

/**
 * The address of the first non-public model of the demo catalogue the browser tests' server seeds. No
 * public call lists a hidden model, so the test computes it as the seed does: the same generator with
 * the same seed, model by model. `/{brand}/{model}/` is enough: the page redirects to its full path.
 */
export function hiddenModelPath(lang: Lang): string {
  const generator = new CatalogueGenerator({ seed: DEMO_CATALOGUE_SEED, referenceDate: DEFAULT_REFERENCE_DATE });
  for (let i = 0; i < 2000; i++) {
    const generated = generator.model(i);
    if (generated.model.isPublic || generated.model.isBundle || generated.model.isGiftCard) continue;
    const brand = BRANDS.find((candidate) => candidate.id === generated.model.brandId);
    const slug = generated.translations.find((translation) => translation.lang === lang)?.slug;
    if (brand && slug) return `/${brand.slug}/${slug}/`;
  }
  throw new Error("the demo catalogue has no hidden model");
}

/**
 * An orderable variant, not on order, whose pieces for sale (its max_amount) are within `range`. Sized,
 * so that its page with colour and size in the query has it chosen.
 */
export async function variantWithStock(page: Page, lang: Lang, range: { min: number; max: number }) {
  for (const model of await catalogueModels<ProductModelDetail>(page, lang)) {
    if (model.on_order) continue;
    const variant = model.products.find(
      (entry: VariantView) => entry.size && entry.is_orderable && entry.stock_data.in_stock >= range.min && entry.stock_data.in_stock <= range.max,
    );
    if (variant) return { model, variant, max: variant.stock_data.in_stock };
  }
  throw new Error(`no orderable variant with ${range.min}-${range.max} pieces in the demo catalogue`);
}

/**
 * `count` orderable variants of different models, with stock within `range`, that may travel to a
 * pick-up point in the storefront's country (GET /api/product/extra/?type=1: no delivery limit keeps them
 * from the `pickup-point` method).
 */
export async function lockerVariants(page: Page, lang: Lang, count: number, range: { min: number; max: number }) {
  const found: Array<{ model: ProductModelDetail; variant: VariantView }> = [];
  for (const model of await catalogueModels<ProductModelDetail>(page, lang)) {
    if (model.on_order) continue;
    const variant = model.products.find(
      (entry: VariantView) => entry.size && entry.is_orderable && entry.stock_data.in_stock >= range.min && entry.stock_data.in_stock <= range.max,
    );
    if (!variant) continue;
    const slug = model.slug;
    const limits = await page.evaluate(async (modelSlug) => {
      const response = await fetch(`/api/product/extra/?type=1&slug=${encodeURIComponent(modelSlug)}`);
      const answer = (await response.json()) as {
        delivery_method_limit: { allowedDeliveryMethods: string[]; extra_data_overrides: Record<string, { allowedDeliveryMethods: string[] }> };
      };
      return answer.delivery_method_limit;
    }, slug);
    const allowed = limits.extra_data_overrides[String(variant.id)]?.allowedDeliveryMethods ?? limits.allowedDeliveryMethods;
    if (!allowed.includes("pickup-point")) continue;
    found.push({ model, variant });
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} orderable variants that may go to a pick-up point`);
}
