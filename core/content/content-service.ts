import type {
  Banner,
  Banners,
  KeywordPopup,
  RouteSlugs,
  SlugLocation,
  SlugTarget,
  StaticPage,
  StaticPageLink,
  StaticPageWithTabs,
} from "./types.ts";
import type { Lang } from "#i18n/languages.ts";
import { cleanSegments, pickSlugTarget, slugLookups, translateTabPath, type SlugLookups, type SlugMatches, type TabSlugRow } from "./slug-resolution.ts";
import { buildTabTree, type StaticTabRow } from "./tab-tree.ts";

export interface StaticPageRow {
  id: number;
  slug: string;
  title: string;
  contentHtml: string;
  metaDescription: string;
  slugByLang: Partial<Record<Lang, string>>;
}

export interface BannerRow extends Banner {
  kind: "image" | "dynamic" | "text";
}

/** What the content service reads; implemented by db/repositories/content.ts. */
export interface ContentRepository {
  /** A published page of kind `page` (plain) or `tabs` by its slug in `lang`. */
  staticPage(lang: Lang, slug: string, kind: "page" | "tabs"): Promise<StaticPageRow | null>;
  staticPageTabs(lang: Lang, pageId: number): Promise<StaticTabRow[]>;
  /** The slugs of a page's tabs in every language. */
  staticPageTabSlugs(pageId: number): Promise<Array<TabSlugRow & { lang: Lang }>>;
  routeSlugs(lang: Lang): Promise<RouteSlugs>;
  /** Active banners of every kind in display order. */
  banners(lang: Lang): Promise<BannerRow[]>;
  keywordPopups(lang: Lang): Promise<KeywordPopup[]>;
  /** Published pages of both kinds with their slug and title in `lang`, in menu order. */
  staticPageLinks(lang: Lang): Promise<StaticPageLink[]>;
  /**
   * Answers every lookup of a slug path in one round trip; when they name nothing, also the `lower` lookups
   * under every language's slugs (`elsewhere`).
   */
  slugMatches(lang: Lang, lookups: SlugLookups, lower: SlugLookups): Promise<SlugMatches>;
}

/** Static pages, banners, keyword popups and what a slug path is. */
export interface ContentService {
  staticPage(lang: Lang, slug: string): Promise<StaticPage | null>;
  staticPageWithTabs(lang: Lang, slug: string): Promise<StaticPageWithTabs | null>;
  /** A tab path of a page with tabs written in `lang`, as each language that has those tabs writes it (hreflang). */
  tabPathsByLang(lang: Lang, pageId: number, tabPath: string[]): Promise<Partial<Record<Lang, string[]>>>;
  routeSlugs(lang: Lang): Promise<RouteSlugs>;
  banners(lang: Lang): Promise<Banners>;
  keywordPopups(lang: Lang): Promise<KeywordPopup[]>;
  resolveSlugPath(lang: Lang, segments: string[]): Promise<SlugTarget | null>;
  /** resolveSlugPath, or else the page the path names in lower case or in another language (one query for both). */
  locateSlugPath(lang: Lang, segments: string[]): Promise<SlugLocation | null>;
  /**
   * Published static pages by their stable key (`terms`, `delivery-methods`...) with slug and title
   * in `lang`, so the footer and the menu page link them without knowing localized slugs.
   */
  staticPageLinks(lang: Lang): Promise<StaticPageLink[]>;
}

export interface ContentServiceDeps {
  repository: ContentRepository;
  /** Static page HTML sanitiser (./sanitize-html.ts), bound to the shop's own hosts. */
  sanitize: (html: string) => string;
}

export function createContentService({ repository, sanitize }: ContentServiceDeps): ContentService {
  /**
   * A path as it stands in this language; else the same path in lower case or under another language's
   * slugs, named by this language's slugs (`moved`: the storefront redirects there). Both in one query.
   */
  async function locate(lang: Lang, segments: string[]): Promise<SlugLocation | null> {
    const clean = cleanSegments(segments);
    if (!clean) return null;
    const lower = clean.map((segment) => segment.toLowerCase());
    const found = await repository.slugMatches(lang, slugLookups(clean), slugLookups(lower));
    const here = pickSlugTarget(clean, found);
    if (here) return { target: here, moved: false };
    const elsewhere = found.elsewhere;
    const moved = elsewhere ? pickSlugTarget(lower, elsewhere) : null;
    if (!elsewhere || !moved) return null;
    if (moved.kind === "static-page-with-tabs" && elsewhere.tabsPage) {
      const { pageId, foundLang } = elsewhere.tabsPage;
      const tabPath =
        moved.tabPath.length === 0 || foundLang === lang
          ? moved.tabPath
          : translateTabPath(moved.tabPath, await repository.staticPageTabs(foundLang, pageId), await repository.staticPageTabs(lang, pageId));
      return { target: { ...moved, tabPath }, moved: true };
    }
    return { target: moved, moved: true };
  }

  return {
    async staticPage(lang, slug): Promise<StaticPage | null> {
      const row = await repository.staticPage(lang, slug, "page");
      if (!row) return null;
      return {
        id: row.id,
        title: row.title,
        content: sanitize(row.contentHtml),
        slug: row.slug,
        metaDescription: row.metaDescription,
        slugByLang: row.slugByLang,
      };
    },
    async staticPageWithTabs(lang, slug): Promise<StaticPageWithTabs | null> {
      const row = await repository.staticPage(lang, slug, "tabs");
      if (!row) return null;
      const tabs = buildTabTree(await repository.staticPageTabs(lang, row.id), sanitize);
      return { id: row.id, title: row.title, slug: row.slug, tabs, slugByLang: row.slugByLang };
    },
    async tabPathsByLang(lang, pageId, tabPath) {
      const rows = await repository.staticPageTabSlugs(pageId);
      const own = rows.filter((row) => row.lang === lang);
      const paths: Partial<Record<Lang, string[]>> = {};
      for (const other of new Set(rows.map((row) => row.lang))) {
        const translated = translateTabPath(tabPath, own, rows.filter((row) => row.lang === other));
        // Only the whole path names the same tab; a language that lacks one of its tabs is not offered.
        if (translated.length === tabPath.length) paths[other] = translated;
      }
      return paths;
    },
    routeSlugs: (lang) => repository.routeSlugs(lang),
    async banners(lang): Promise<Banners> {
      const rows = await repository.banners(lang);
      const strip = ({ kind: _kind, ...banner }: BannerRow): Banner => banner;
      return {
        imageBanners: rows.filter((row) => row.kind === "image").map(strip),
        dynamicPageBanners: rows.filter((row) => row.kind === "dynamic").map(strip),
        textBanners: rows.filter((row) => row.kind === "text").map(strip),
      };
    },
    keywordPopups: (lang) => repository.keywordPopups(lang),
    staticPageLinks: (lang) => repository.staticPageLinks(lang),
    async resolveSlugPath(lang, segments) {
      const located = await locate(lang, segments);
      return located && !located.moved ? located.target : null;
    },
    locateSlugPath: locate,
  };
}
