import { and, asc, eq, sql } from "drizzle-orm";
import type { SlugMatches } from "#core/content/slug-resolution.ts";
import type { BannerRow, ContentRepository, StaticPageRow } from "#core/content/content-service.ts";
import type { StaticTabRow } from "#core/content/tab-tree.ts";
import type { RouteSlugs } from "#core/content/types.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { preparedRows, queryRows, type Db } from "../client.server.ts";
import { textArray } from "../read-model.ts";
import {
  bannerTranslations,
  banners,
  brands,
  keywordPopups,
  keywordPopupTranslations,
  productGroups,
  productGroupTranslations,
  productModels,
  productModelTranslations,
  staticPages,
  staticPageTabs,
  staticPageTabTranslations,
  staticPageTranslations,
} from "../schema/index.ts";

type RouteSlugKind = "page" | "tabs" | "navigation" | "manufacturer";

export function createContentRepository(db: Db): ContentRepository {
  return {
    async staticPage(lang, slug, kind): Promise<StaticPageRow | null> {
      const other = sql.raw(`"slug_by_lang_t"`);
      const [row] = await db
        .select({
          id: staticPages.id,
          slug: staticPageTranslations.slug,
          title: staticPageTranslations.title,
          contentHtml: staticPageTranslations.contentHtml,
          metaDescription: staticPageTranslations.metaDescription,
          slugByLang: sql<StaticPageRow["slugByLang"]>`(
            select json_object_agg(${other}.lang, ${other}.slug) from ${staticPageTranslations} as ${other}
            where ${other}.page_id = ${staticPages.id}
          )`,
        })
        .from(staticPageTranslations)
        .innerJoin(staticPages, eq(staticPages.id, staticPageTranslations.pageId))
        .where(
          and(
            eq(staticPageTranslations.lang, lang),
            eq(staticPageTranslations.slug, slug),
            eq(staticPages.kind, kind),
            eq(staticPages.isPublished, true),
          ),
        )
        .limit(1);
      return row ? { ...row, slugByLang: row.slugByLang ?? {} } : null;
    },

    async staticPageTabs(lang, pageId): Promise<StaticTabRow[]> {
      return db
        .select({
          id: staticPageTabs.id,
          parentTabId: staticPageTabs.parentTabId,
          sortOrder: staticPageTabs.sortOrder,
          slug: staticPageTabTranslations.slug,
          title: staticPageTabTranslations.title,
          contentHtml: staticPageTabTranslations.contentHtml,
        })
        .from(staticPageTabs)
        .innerJoin(
          staticPageTabTranslations,
          and(eq(staticPageTabTranslations.tabId, staticPageTabs.id), eq(staticPageTabTranslations.lang, lang)),
        )
        .where(eq(staticPageTabs.pageId, pageId));
    },

    async staticPageTabSlugs(pageId) {
      return db
        .select({
          id: staticPageTabs.id,
          parentTabId: staticPageTabs.parentTabId,
          lang: staticPageTabTranslations.lang,
          slug: staticPageTabTranslations.slug,
        })
        .from(staticPageTabs)
        .innerJoin(staticPageTabTranslations, eq(staticPageTabTranslations.tabId, staticPageTabs.id))
        .where(eq(staticPageTabs.pageId, pageId)) as Promise<Array<{ id: number; parentTabId: number | null; lang: Lang; slug: string }>>;
    },

    async routeSlugs(lang): Promise<RouteSlugs> {
      // One round trip for the four lists; each part reads by an index on (lang, slug/path) or a small table.
      const rows = await queryRows<{ kind: RouteSlugKind; slug: string }>(
        db,
        sql`
          select case ${staticPages.kind} when 'tabs' then 'tabs' else 'page' end as kind, ${staticPageTranslations.slug} as slug,
                 ${staticPages.sortOrder} as ord
            from ${staticPages} join ${staticPageTranslations} on ${staticPageTranslations.pageId} = ${staticPages.id}
           where ${staticPageTranslations.lang} = ${lang} and ${staticPages.isPublished}
          union all
          select 'navigation', ${productGroupTranslations.path}, ${productGroups.sortOrder}
            from ${productGroups} join ${productGroupTranslations}
              on ${productGroupTranslations.groupId} = ${productGroups.id} and ${productGroupTranslations.lang} = ${lang}
           where ${productGroups.parentId} is null
          union all
          select 'manufacturer', ${brands.slug}, 0 from ${brands} where ${brands.isPublic}
          order by 1, 3, 2`,
      );
      const slugs: RouteSlugs = { staticPageSlugs: [], staticPageWithTabsSlugs: [], navigationSlugs: [], manufacturerSlugs: [] };
      const list: Record<RouteSlugKind, string[]> = {
        page: slugs.staticPageSlugs,
        tabs: slugs.staticPageWithTabsSlugs,
        navigation: slugs.navigationSlugs,
        manufacturer: slugs.manufacturerSlugs,
      };
      for (const row of rows) list[row.kind].push(row.slug);
      return slugs;
    },

    async banners(lang): Promise<BannerRow[]> {
      const rows = await db
        .select({
          id: banners.id,
          kind: banners.kind,
          title: bannerTranslations.title,
          heading: bannerTranslations.heading,
          image: banners.image,
          url: bannerTranslations.url,
          buttonText: bannerTranslations.buttonText,
          subText: bannerTranslations.subText,
          cropPoint: banners.cropPoint,
        })
        .from(banners)
        .innerJoin(bannerTranslations, and(eq(bannerTranslations.bannerId, banners.id), eq(bannerTranslations.lang, lang)))
        .where(
          and(
            eq(banners.isActive, true),
            sql`(${banners.startsAt} is null or ${banners.startsAt} <= now())`,
            sql`(${banners.endsAt} is null or ${banners.endsAt} > now())`,
          ),
        )
        .orderBy(asc(banners.sortOrder), asc(banners.id));
      return rows.map((row) => ({ ...row, image: row.image ?? "" }));
    },

    async keywordPopups(lang) {
      return db
        .select({
          id: keywordPopups.id,
          keyword: keywordPopupTranslations.keyword,
          text: keywordPopupTranslations.text,
          url: keywordPopupTranslations.url,
        })
        .from(keywordPopups)
        .innerJoin(
          keywordPopupTranslations,
          and(eq(keywordPopupTranslations.popupId, keywordPopups.id), eq(keywordPopupTranslations.lang, lang)),
        )
        .orderBy(asc(keywordPopups.sortOrder), asc(keywordPopups.id));
    },

    async staticPageLinks(lang) {
      return db
        .select({
          key: staticPages.key,
          kind: staticPages.kind,
          slug: staticPageTranslations.slug,
          title: staticPageTranslations.title,
        })
        .from(staticPages)
        .innerJoin(
          staticPageTranslations,
          and(eq(staticPageTranslations.pageId, staticPages.id), eq(staticPageTranslations.lang, lang)),
        )
        .where(eq(staticPages.isPublished, true))
        .orderBy(asc(staticPages.sortOrder), asc(staticPages.id));
    },

    async slugMatches(lang, lookups, lower): Promise<SlugMatches> {
      const page = (slug: string | null, kind: "page" | "tabs") => sql`(
        select ${staticPageTranslations.slug} from ${staticPageTranslations}
          join ${staticPages} on ${staticPages.id} = ${staticPageTranslations.pageId}
         where ${staticPageTranslations.lang} = ${lang} and ${staticPageTranslations.slug} = ${slug}
           and ${staticPages.kind} = ${kind} and ${staticPages.isPublished}
         limit 1)`;
      const product = lookups.product;
      // The same lookups in lower case and under every language's slugs, answered with this language's slugs of
      // what they name: the point reads of the (lang, slug)/(lang, path) indexes once per language. Looked up
      // only when the path as it stands names nothing (the subqueries of a CASE branch not taken never run), so
      // a page found here costs nothing more, and a path of another storefront or in capitals no second query.
      const langs = sql`${textArray([...LANGUAGES])}`;
      const ownFirst = (column: unknown) => sql`(${column} = ${lang}) desc`;
      const elsewherePage = (slug: string | null, kind: "page" | "tabs") => sql`coalesce((
        select json_build_object('slug', here.slug, 'pageId', p.id, 'foundLang', found.lang)
          from static_page_translations found
          join static_pages p on p.id = found.page_id and p.kind = ${kind} and p.is_published
          join static_page_translations here on here.page_id = p.id and here.lang = ${lang}
         where found.lang = any(${langs}) and found.slug = ${slug}
         order by ${ownFirst(sql`found.lang`)}
         limit 1),
        -- The page's slug before staff changed it.
        (select json_build_object('slug', here.slug, 'pageId', p.id, 'foundLang', h.lang)
          from slug_history h
          join static_pages p on p.id = h.entity_id and p.kind = ${kind} and p.is_published
          join static_page_translations here on here.page_id = p.id and here.lang = ${lang}
         where h.kind = 'page' and h.lang = any(${langs}) and h.old = ${slug}
         order by ${ownFirst(sql`h.lang`)}
         limit 1))`;
      const lowerProduct = lower.product;
      // A brand by its slug today, else by one it had before staff changed it.
      const brandIdOf = (slug: string | null) => sql`coalesce(
        (select id from brands where slug = ${slug}),
        (select entity_id from slug_history where kind = 'brand' and lang = '' and old = ${slug}))`;
      // Every lookup is a point read on a (lang, slug) or (lang, path) index; absent lookups compare with null and match nothing.
      // A non-public model resolves too: its page decides, showing it to staff and 'Product not found.' to others.
      // A named statement (db/client.server.ts preparedRows): the same text for every path, run for each new one.
      const [row] = await preparedRows<{
        static_slug: string | null;
        tabs_slug: string | null;
        group_match: { id: number; path: string } | null;
        brand_match: { id: number; slug: string } | null;
        product_match: { modelId: number; brandSlug: string; modelSlug: string } | null;
        elsewhere: {
          staticPage: { slug: string; pageId: number; foundLang: Lang } | null;
          tabsPage: { slug: string; pageId: number; foundLang: Lang } | null;
          group: { id: number; path: string } | null;
          brand: { id: number; slug: string } | null;
          product: { modelId: number; brandSlug: string; modelSlug: string } | null;
        } | null;
      }>(
        db,
        "slug-matches",
        sql`select own.*,
          case when own.static_slug is null and own.tabs_slug is null and own.group_match is null
                and own.brand_match is null and own.product_match is null then json_build_object(
            'staticPage', ${elsewherePage(lower.staticPageSlug, "page")},
            'tabsPage', ${elsewherePage(lower.tabsPageSlug, "tabs")},
            'group', coalesce((select json_build_object('id', found.group_id, 'path', here.path)
               from product_group_translations found
               join product_group_translations here on here.group_id = found.group_id and here.lang = ${lang}
              where found.lang = any(${langs}) and found.path = ${lower.groupPath}
              order by ${ownFirst(sql`found.lang`)}
              limit 1),
              -- A group's path before staff changed a slug on it.
              (select json_build_object('id', h.entity_id, 'path', here.path)
               from slug_history h
               join product_group_translations here on here.group_id = h.entity_id and here.lang = ${lang}
              where h.kind = 'group' and h.lang = any(${langs}) and h.old = ${lower.groupPath}
              order by ${ownFirst(sql`h.lang`)}
              limit 1)),
            'brand', (select json_build_object('id', b.id, 'slug', b.slug) from brands b
              where b.id = ${brandIdOf(lower.brandSlug)} and b.is_public
              limit 1),
            'product', (select json_build_object('modelId', m.id, 'brandSlug', b.slug, 'modelSlug', here.slug)
               from brands b
               join product_models m on m.brand_id = b.id
               join product_model_translations here on here.model_id = m.id and here.lang = ${lang}
              where b.id = ${brandIdOf(lowerProduct?.brandSlug ?? null)} and b.is_public
                and m.id in (
                  select found.model_id from product_model_translations found
                   where found.lang = any(${langs}) and found.slug = ${lowerProduct?.modelSlug ?? null}
                  union all
                  -- The model's slug (or brand) before staff changed it.
                  select h.entity_id from slug_history h
                   where h.kind = 'model' and h.lang = any(${langs}) and h.old = b.id || '/' || ${lowerProduct?.modelSlug ?? null})
              order by m.id
              limit 1)
          ) end as elsewhere
        from (select
          ${page(lookups.staticPageSlug, "page")} as static_slug,
          ${page(lookups.tabsPageSlug, "tabs")} as tabs_slug,
          (select json_build_object('id', ${productGroupTranslations.groupId}, 'path', ${productGroupTranslations.path})
             from ${productGroupTranslations}
            where ${productGroupTranslations.lang} = ${lang} and ${productGroupTranslations.path} = ${lookups.groupPath}
            limit 1) as group_match,
          (select json_build_object('id', ${brands.id}, 'slug', ${brands.slug}) from ${brands}
            where ${brands.slug} = ${lookups.brandSlug} and ${brands.isPublic}
            limit 1) as brand_match,
          (select json_build_object('modelId', ${productModels.id}, 'brandSlug', ${brands.slug}, 'modelSlug', ${productModelTranslations.slug})
             from ${productModelTranslations}
             join ${productModels} on ${productModels.id} = ${productModelTranslations.modelId}
             join ${brands} on ${brands.id} = ${productModels.brandId}
            where ${productModelTranslations.lang} = ${lang} and ${productModelTranslations.slug} = ${product?.modelSlug ?? null}
              and ${brands.slug} = ${product?.brandSlug ?? null} and ${brands.isPublic}
            order by ${productModels.id}
            limit 1) as product_match
          -- A fence: pulled up into the outer query, each lookup above ran twice (once more for the CASE).
          offset 0) own`,
      );
      return {
        staticPage: row?.static_slug ? { slug: row.static_slug } : null,
        tabsPage: row?.tabs_slug ? { slug: row.tabs_slug } : null,
        group: row?.group_match ?? null,
        brand: row?.brand_match ?? null,
        product: row?.product_match ?? null,
        elsewhere: row?.elsewhere ?? null,
      };
    },
  };
}
