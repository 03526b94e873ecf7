import { redirect } from "react-router";
import type { RequestContext } from "#app/context.ts";
import { loadStaticContent, notFound, type StaticContentData } from "#app/components/content/static-content.server.ts";
import { brandPagePath, loadBrandPage, type BrandPageData } from "./brand-page.server.ts";
import { loadGroupPage, type GroupPageData } from "./group-page.server.ts";
import { loadProductPage, type ProductPageData } from "#app/components/product/product-page.server.ts";
import { notFoundWith } from "./page-data.server.ts";
import { stripOld } from "#core/product/page-address.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";

/** The first segment of the brands list's paths (plural and singular) in a language: "valmistajat", "valmistaja". */
function brandsListSegments(lang: Lang): string[] {
  return (["manufacturers", "manufacturer"] as const).map((id) => pathFor(id, lang).split("/")[1]!.toLowerCase());
}

export type SlugPageData = StaticContentData | GroupPageData | BrandPageData | ProductPageData;

/**
 * What the catch-all shows for a root-level slug path (document 1 §2, ARCHITECTURE): core says what
 * the path is, in its fixed order, and the page of that kind loads.
 *
 * - Group and brand paths are lower case (document 2 §2): a path found only in lower case moves there.
 * - Below a top-level group (a navigation slug) every path is a product-group page, as in the spec's
 *   route table, so a missing group there says "Product group not found." rather than "Page not found".
 * - A product under a brand (/{brand}/{groups...}/{model}/) is the product page.
 * - A brand asked for under the brands list (/valmistajat/{brand}/) moves to the brand's page; a brand
 *   the shop does not have there says "Manufacturer not found." rather than "Page not found".
 */
export async function loadSlugPage(ctx: RequestContext, request: Request, path: string[]): Promise<SlugPageData> {
  const { lang, services } = ctx;
  // Document 2 §2: /old/{brand}/{groups...}/{model}/ is a product page with the first segment dropped.
  const { segments, old } = stripOld(path);
  if (old) {
    const target = await services.content.resolveSlugPath(lang, segments);
    if (target?.kind !== "product") notFoundWith(ctx, "errors.productNotFound");
    return loadProductPage(ctx, request, target);
  }
  const target = await services.content.resolveSlugPath(lang, segments);
  const lower = segments.map((segment) => segment.toLowerCase());
  if (!target && lower.some((segment, index) => segment !== segments[index])) {
    const found = await services.content.resolveSlugPath(lang, lower);
    if (found?.kind === "product-group" || found?.kind === "brand") {
      throw redirect(`/${lower.map(encodeURIComponent).join("/")}/${new URL(request.url).search}`, 301);
    }
  }
  if (!target) {
    if (lower.length === 2 && brandsListSegments(lang).includes(lower[0]!)) {
      const brand = await services.content.resolveSlugPath(lang, [lower[1]!]);
      if (brand?.kind === "brand") throw redirect(`${brandPagePath(brand.slug)}${new URL(request.url).search}`, 301);
      notFoundWith(ctx, "errors.manufacturerNotFound");
    }
    if (lower.length > 1) {
      const slugs = await services.content.routeSlugs(lang);
      if (slugs.navigationSlugs.includes(lower[0]!)) notFoundWith(ctx, "errors.productGroupNotFound");
      // Below a brand every longer path is a product's (document 2 §2): "Product not found.".
      if (slugs.manufacturerSlugs.includes(lower[0]!)) notFoundWith(ctx, "errors.productNotFound");
    }
    notFound(request);
  }
  switch (target.kind) {
    case "static-page":
    case "static-page-with-tabs":
      return loadStaticContent(ctx, request, segments);
    case "product-group":
      return loadGroupPage(ctx, request, target.path);
    case "brand":
      return loadBrandPage(ctx, request, target.slug);
    case "product":
      return loadProductPage(ctx, request, target);
  }
}
