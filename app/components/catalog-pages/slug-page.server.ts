import { redirect } from "react-router";
import type { RequestContext } from "#app/context.ts";
import { loadStaticContent, notFound, type StaticContentData } from "#app/components/content/static-content.server.ts";
import { brandPagePath, loadBrandPage, type BrandPageData } from "./brand-page.server.ts";
import { loadGroupPage, type GroupPageData } from "./group-page.server.ts";
import { loadProductPage, pageUrlOf, type ProductPageData } from "#app/components/product/product-page.server.ts";
import { notFoundWith } from "#app/components/shell/page-guards.server.ts";
import { stripOld } from "#core/product/page-address.ts";
import type { SlugTarget } from "#core/content/types.ts";
import { tabsPagePath } from "#app/components/content/tab-selection.ts";
import { groupPagePath } from "../../lib/group-paths.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";

/** The first segment of the brands list's paths (plural and singular) in a language: "valmistajat", "valmistaja". */
function brandsListSegments(lang: Lang): string[] {
  return (["manufacturers", "manufacturer"] as const).map((id) => pathFor(id, lang).split("/")[1]!.toLowerCase());
}

export type SlugPageData = StaticContentData | GroupPageData | BrandPageData | ProductPageData;

/** This storefront's address of a page found under another language's slugs or in capitals. */
function movedPath(target: SlugTarget): string | null {
  switch (target.kind) {
    case "static-page":
    case "brand":
      return tabsPagePath(target.slug);
    case "static-page-with-tabs":
      return tabsPagePath(target.slug, target.tabPath);
    case "product-group":
      return groupPagePath(target.path);
    case "product":
      return null; // the product page itself moves to its one address
  }
}

/**
 * What the catch-all shows for a root-level slug path: core says what
 * the path is, in its fixed order, and the page of that kind loads.
 *
 * - A path of another storefront's language, or in capitals, answers 301 to this storefront's path of the
 *   same page, the query kept (the one query of the slug resolution finds it when the path names nothing).
 * - Below a top-level group (a navigation slug) every path is a product-group page, so a missing group
 *   there says "Product group not found." rather than "Page not found".
 * - A product under a brand (/{brand}/{groups...}/{model}/) is the product page.
 * - A brand asked for under the brands list (/valmistajat/{brand}/) moves to the brand's page; a brand
 *   the shop does not have there says "Manufacturer not found." rather than "Page not found".
 */
export async function loadSlugPage(ctx: RequestContext, request: Request, path: string[]): Promise<SlugPageData> {
  const { lang, services } = ctx;
  // /old/{brand}/{groups...}/{model}/ is a product page with the first segment dropped.
  const { segments, old } = stripOld(path);
  const located = await services.content.locateSlugPath(lang, segments);
  if (old) {
    if (located?.target.kind !== "product") notFoundWith(ctx, "errors.productNotFound");
    return loadProductPage(ctx, request, located.target);
  }
  if (located?.moved) {
    const to = movedPath(located.target);
    // The page's own query: a client navigation's data request carries React Router's `_routes` as well.
    if (to !== null) throw redirect(`${to}${pageUrlOf(request).search}`, 301);
  }
  const target = located?.target;
  if (!target) {
    const lower = segments.map((segment) => segment.toLowerCase());
    if (lower.length === 2 && brandsListSegments(lang).includes(lower[0]!)) {
      const brand = await services.content.resolveSlugPath(lang, [lower[1]!]);
      if (brand?.kind === "brand") throw redirect(`${brandPagePath(brand.slug)}${pageUrlOf(request).search}`, 301);
      notFoundWith(ctx, "errors.manufacturerNotFound");
    }
    if (lower.length > 1) {
      const slugs = await services.content.routeSlugs(lang);
      if (slugs.navigationSlugs.includes(lower[0]!)) notFoundWith(ctx, "errors.productGroupNotFound");
      // Below a brand every longer path is a product's: "Product not found.".
      if (slugs.manufacturerSlugs.includes(lower[0]!)) notFoundWith(ctx, "errors.productNotFound");
    }
    notFound(request);
  }
  switch (target.kind) {
    case "static-page":
    case "static-page-with-tabs":
      return loadStaticContent(ctx, request, segments, target);
    case "product-group":
      return loadGroupPage(ctx, request, target.path);
    case "brand":
      return loadBrandPage(ctx, request, target.slug);
    case "product":
      return loadProductPage(ctx, request, target);
  }
}
