import type { Lang } from "#i18n/languages.ts";

/**
 * The content's shapes: static pages and pages with tabs, banners, keyword popups, the slug lists and what
 * a slug path is. Field names follow the JSON the /api/ routes return them in.
 */

export interface Banner {
  id: number;
  title: string;
  heading: string;
  image: string;
  url: string;
  buttonText: string;
  subText: string;
  cropPoint: string | null;
}

export interface Banners {
  imageBanners: Banner[];
  dynamicPageBanners: Array<Banner & { url: string }>;
  textBanners: Banner[];
}

export interface KeywordPopup {
  id: number;
  keyword: string;
  text: string;
  url: string;
}

export interface StaticPage {
  id: number;
  title: string;
  /** Sanitised HTML (core/content/sanitize-html.ts). */
  content: string;
  slug: string;
  metaDescription: string;
  /** The page's slug in every language, for hreflang alternates and the language switch. */
  slugByLang: Partial<Record<Lang, string>>;
}

export interface StaticPageLink {
  /** Stable language-neutral key of the page (static_pages.key). */
  key: string;
  kind: "page" | "tabs";
  slug: string;
  title: string;
}

export interface StaticTab {
  title: string;
  slug: string;
  content: string;
  tabs: StaticTab[];
}

export interface StaticPageWithTabs {
  id: number;
  title: string;
  slug: string;
  tabs: StaticTab[];
  slugByLang: Partial<Record<Lang, string>>;
}

/** The GET /api/route-slugs/ answer: the slugs the catch-all route resolves. */
export interface RouteSlugs {
  staticPageSlugs: string[];
  staticPageWithTabsSlugs: string[];
  navigationSlugs: string[];
  manufacturerSlugs: string[];
}

/**
 * What a slug path is (one catch-all asks core, in a fixed order:
 * static page, static page with tabs, product group, brand, product under a brand).
 */
export type SlugTarget =
  | { kind: "static-page"; slug: string }
  | { kind: "static-page-with-tabs"; slug: string; tabPath: string[] }
  | { kind: "product-group"; groupId: number; path: string }
  | { kind: "brand"; brandId: number; slug: string }
  | { kind: "product"; modelId: number; brandSlug: string; modelSlug: string };

/**
 * Where a slug path leads: the page it names here, or (`moved`) the page it names in lower case or under
 * another storefront's language, given by this language's slugs, to which the storefront redirects.
 */
export interface SlugLocation {
  target: SlugTarget;
  moved: boolean;
}
