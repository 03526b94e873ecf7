import { loggedError } from "#core/text/log-safe.ts";
import type { RequestContext } from "#app/context.ts";
import { loadListing, type GridData } from "#app/components/catalog/listing.server.ts";
import type { Crumb } from "#app/components/shell/Breadcrumbs.tsx";
import { pageHead } from "#app/components/shell/head.server.ts";
import type { PageHead } from "#app/components/shell/head.ts";
import type { SentTexts } from "#app/transport/sent-texts.ts";
import { DESCRIPTION_LIMIT_DESKTOP, DESCRIPTION_LIMIT_MOBILE } from "#core/catalog/listing/text.ts";
import { imageAtWidth } from "#core/images/pictures.ts";
import type { ProductGroupDetail } from "#core/catalog/types.ts";
import type { Services } from "#core/services.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { descriptionExcerpt, type DescriptionExcerpt } from "./description.ts";
import { findGroupPath, groupCrumbs, groupPagePath, isOutletPath } from "../../lib/group-paths.ts";
import { notFoundWith } from "#app/components/shell/page-guards.server.ts";
import { catalogPageMessages } from "./page-data.server.ts";

export interface GroupPageData {
  kind: "group";
  head: PageHead;
  breadcrumbs: Crumb[];
  messages: SentTexts;
  group: { id: number; name: string; descriptionHtml: string };
  excerpt: DescriptionExcerpt;
  grid: GridData;
}

/**
 * The group's page path in every storefront that has the group, for hreflang: each language's tree
 * (read once per cache period for the menus anyway) gives the group's localized path by its id.
 */
async function groupPathsByLang(services: Services, groupId: number, own: { lang: Lang; path: string }): Promise<Partial<Record<Lang, string>>> {
  const trees = await Promise.all(LANGUAGES.map((lang) => services.catalog.productGroups(lang)));
  const paths: Partial<Record<Lang, string>> = {};
  LANGUAGES.forEach((lang, index) => {
    const path = lang === own.lang ? own.path : findGroupPath(trees[index] ?? [], groupId);
    if (path) paths[lang] = groupPagePath(path);
  });
  return paths;
}

async function groupAt(ctx: RequestContext, path: string): Promise<ProductGroupDetail | null> {
  try {
    return await ctx.services.catalog.productGroupByPath(ctx.lang, path);
  } catch (error) {
    // A failed group read shows the same 404 as a missing group; the cause is logged.
    console.error(JSON.stringify({ level: 50, msg: "product group could not be read", path, err: loggedError(error) }));
    return null;
  }
}

/**
 * The product-group page: breadcrumbs along the path, the name, the trimmed
 * description and the grid of the group's products, with the group's default sorting and the Outlet
 * ribbon on every card under an /outlet/ path. A missing group is a 404 "Product group not found.".
 */
export async function loadGroupPage(ctx: RequestContext, request: Request, path: string): Promise<GroupPageData> {
  const lowerPath = path.toLowerCase();
  const group = await groupAt(ctx, lowerPath);
  if (!group) notFoundWith(ctx, "errors.productGroupNotFound");

  const [grid, paths] = await Promise.all([
    loadListing(ctx, request, { kind: "group", groupId: group.id }, {
      groupSorting: group.group_sorting,
      forceOutletRibbon: isOutletPath(lowerPath),
    }),
    groupPathsByLang(ctx.services, group.id, { lang: ctx.lang, path: lowerPath }),
  ]);
  const firstImage = grid.page.items.find((card) => card.image)?.image ?? null;

  return {
    kind: "group",
    head: pageHead(ctx, {
      title: group.meta_title?.trim() || group.name,
      description: group.meta_description?.trim() || group.description_html,
      paths,
      image: firstImage ? imageAtWidth(firstImage, 960) : null,
    }),
    breadcrumbs: groupCrumbs(group, group.ancestors),
    messages: catalogPageMessages(ctx),
    group: { id: group.id, name: group.name, descriptionHtml: group.description_html },
    excerpt: descriptionExcerpt(group.description_html, { mobile: DESCRIPTION_LIMIT_MOBILE, desktop: DESCRIPTION_LIMIT_DESKTOP }),
    grid,
  };
}
