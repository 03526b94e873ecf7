import type {
  Banner,
  Banners,
  KeywordPopup,
  RouteSlugs,
  Services,
  StaticPage,
  StaticPageLink,
  StaticPageWithTabs,
} from "#core/services.ts";
import type { Lang } from "#i18n/languages.ts";
import { cleanSegments, pickSlugTarget, slugLookups, type SlugLookups, type SlugMatches } from "./slug-resolution.ts";
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
  routeSlugs(lang: Lang): Promise<RouteSlugs>;
  /** Active banners of every kind in display order. */
  banners(lang: Lang): Promise<BannerRow[]>;
  keywordPopups(lang: Lang): Promise<KeywordPopup[]>;
  /** Published pages of both kinds with their slug and title in `lang`, in menu order. */
  staticPageLinks(lang: Lang): Promise<StaticPageLink[]>;
  /** Answers every lookup of a slug path in one round trip. */
  slugMatches(lang: Lang, lookups: SlugLookups): Promise<SlugMatches>;
}

export interface ContentServiceDeps {
  repository: ContentRepository;
  /** Static page HTML sanitiser (document 1 §2), bound to the shop's own hosts. */
  sanitize: (html: string) => string;
}

export function createContentService({ repository, sanitize }: ContentServiceDeps): Services["content"] {
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
      const clean = cleanSegments(segments);
      if (!clean) return null;
      return pickSlugTarget(clean, await repository.slugMatches(lang, slugLookups(clean)));
    },
  };
}
