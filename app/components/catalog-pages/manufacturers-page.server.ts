import type { RequestContext } from "#app/context.ts";
import type { Crumb } from "#app/components/shell/Breadcrumbs.tsx";
import { pageHead, routePaths } from "#app/components/shell/head.server.ts";
import type { PageHead } from "#app/components/shell/head.ts";
import { imageSrc } from "#app/components/shell/images.ts";
import { messagesFor } from "#app/components/shell/shell-data.server.ts";
import type { SentTexts } from "#app/transport/sent-texts.ts";
import { translate } from "#i18n/messages.ts";
import { brandsByInitial } from "./brand-index.ts";
import { brandPagePath } from "./brand-page.server.ts";

export interface ManufacturersPageData {
  head: PageHead;
  breadcrumbs: Crumb[];
  messages: SentTexts;
  title: string;
  total: number;
  groups: Array<{ letter: string | null; brands: Array<{ id: number; name: string; href: string; logo: string | null }> }>;
}

/**
 * The brands list (/manufacturers/, and the singular /manufacturer/ too, whose canonical
 * address is the plural one): every public brand, alphabetical under letter headings, each linking to
 * its brand page.
 */
export async function loadManufacturersPage(ctx: RequestContext): Promise<ManufacturersPageData> {
  const brands = await ctx.services.catalog.brands(ctx.lang);
  const title = translate(ctx.lang, "catalogPages.brandsTitle");
  const groups = brandsByInitial(brands, ctx.lang).map((group) => ({
    letter: group.letter,
    brands: group.brands.map((brand) => ({ id: brand.id, name: brand.name, href: brandPagePath(brand.slug), logo: imageSrc(brand.logo) })),
  }));
  return {
    head: pageHead(ctx, {
      title,
      description: brands.map((brand) => brand.name).join(", "),
      paths: routePaths("manufacturers"),
    }),
    breadcrumbs: [{ label: title }],
    messages: messagesFor(ctx.lang, ["catalogPages"]),
    title,
    total: brands.length,
    groups,
  };
}
