import type { RequestContext } from "#app/context.ts";
import { loadListing, type GridData } from "#app/components/catalog/listing.server.ts";
import type { Crumb } from "#app/components/shell/Breadcrumbs.tsx";
import { pageHead } from "#app/components/shell/head.server.ts";
import type { PageHead } from "#app/components/shell/head.ts";
import { imageSrc } from "#app/components/shell/images.ts";
import type { SentTexts } from "#app/transport/sent-texts.ts";
import { DESCRIPTION_LIMIT_BRAND, DESCRIPTION_LIMIT_MOBILE } from "#core/catalog/listing/text.ts";
import type { BrandDetail } from "#core/catalog/types.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { descriptionExcerpt, type DescriptionExcerpt } from "./description.ts";
import { notFoundWith } from "#app/components/shell/page-guards.server.ts";
import { catalogPageMessages } from "./page-data.server.ts";

export interface BrandPageData {
  kind: "brand";
  head: PageHead;
  breadcrumbs: Crumb[];
  messages: SentTexts;
  brand: { id: number; name: string; slug: string; logo: string | null; descriptionHtml: string; promoImages: string[] };
  excerpt: DescriptionExcerpt;
  grid: GridData;
}

/** A brand's page address: its slug at the root of the storefront. */
export function brandPagePath(slug: string): string {
  return `/${encodeURIComponent(slug.toLowerCase())}/`;
}

/**
 * The brand page: breadcrumb Brands > brand, the promo carousel, the logo or the
 * name, the description (700 characters on desktops) and the grid of the brand's products. Brand
 * slugs are the same in every language, so each storefront has the page at the same path.
 * A missing brand is a 404 "Manufacturer not found.".
 */
export async function loadBrandPage(ctx: RequestContext, request: Request, slug: string): Promise<BrandPageData> {
  const brand: BrandDetail | null = await ctx.services.catalog.brandBySlug(ctx.lang, slug.toLowerCase());
  if (!brand) notFoundWith(ctx, "errors.manufacturerNotFound");

  const grid = await loadListing(ctx, request, { kind: "brand", brandId: brand.id });
  const promoImages = brand.promoImages.flatMap((image) => imageSrc(image) ?? []);
  const paths = Object.fromEntries(LANGUAGES.map((lang) => [lang, brandPagePath(brand.slug)])) as Record<Lang, string>;
  const firstProductImage = grid.page.items.find((card) => card.image)?.image ?? null;

  return {
    kind: "brand",
    head: pageHead(ctx, {
      title: brand.title?.trim() || brand.name,
      description: brand.metaDescription?.trim() || brand.description,
      paths,
      image: promoImages[0] ?? firstProductImage,
    }),
    breadcrumbs: [
      { label: translate(ctx.lang, "catalogPages.brandsTitle"), href: pathFor("manufacturers", ctx.lang) },
      { label: brand.name },
    ],
    messages: catalogPageMessages(ctx),
    brand: {
      id: brand.id,
      name: brand.name,
      slug: brand.slug,
      logo: imageSrc(brand.logo),
      descriptionHtml: brand.description,
      promoImages,
    },
    excerpt: descriptionExcerpt(brand.description, { mobile: DESCRIPTION_LIMIT_MOBILE, desktop: DESCRIPTION_LIMIT_BRAND }),
    grid,
  };
}
