import { withBannerSize } from "#core/images/refs.ts";
import { bannerImageUrl, parseImagePath } from "#core/images/urls.ts";
import { metaDescription, pageTitle } from "#core/seo/meta.ts";
import { DEFAULT_LANG, LANGUAGES, type Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor, type RouteId } from "#i18n/routes.ts";
import type { RequestContext } from "#app/context.ts";
import type { PageHead } from "./head.ts";

export interface PageHeadInput {
  /** The page's own title; the brand is added ("{title} - {brand}"). Empty for the brand alone. */
  title: string;
  /** Plain text or HTML; cut at 150 characters at a word boundary. */
  description?: string | null;
  /** The page's path in each storefront that has it (hreflang alternates); this language's is the canonical. */
  paths: Partial<Record<Lang, string>>;
  /** An absolute or root-relative 1200x630 image; the shop's default share image otherwise. */
  image?: string | null;
  noindex?: boolean;
}

/** The share image of pages without their own: a generated 1200x630 landscape in the brand green. */
export const DEFAULT_SHARE_IMAGE = bannerImageUrl({ id: 1970, theme: "summer", hex: "#1e5a3a" }, "share");

/** A banner picture (stored or drawn) redrawn at the 1200x630 share size; other images are used as they are. */
export function shareImageOf(image: string | null | undefined): string | null {
  if (!image) return null;
  const parsed = parseImagePath(image);
  if (parsed?.kind === "banner") return bannerImageUrl({ id: parsed.seed, theme: parsed.theme, hex: parsed.hex }, "share");
  return withBannerSize(image, "share");
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** Every storefront's path of a page of the route table. */
export function routePaths(id: RouteId, params: Record<string, string> = {}): Record<Lang, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, pathFor(id, lang, params)])) as Record<Lang, string>;
}

/** The head of a page: title, description, canonical, hreflang alternates, share image. */
export function pageHead(ctx: RequestContext, input: PageHeadInput): PageHead {
  const brand = translate(ctx.lang, "shell.brandName");
  const own = input.paths[ctx.lang];
  const alternates: PageHead["alternates"] = [];
  for (const lang of LANGUAGES) {
    const path = input.paths[lang];
    if (path) alternates.push({ hrefLang: lang, href: absolute(ctx.originByLang[lang], path) });
  }
  const fallback = input.paths[DEFAULT_LANG];
  if (fallback) alternates.push({ hrefLang: "x-default", href: absolute(ctx.originByLang[DEFAULT_LANG], fallback) });
  const description = input.description ? metaDescription(input.description) : "";
  return {
    title: pageTitle(input.title, brand),
    description: description || null,
    canonical: own ? absolute(ctx.origin, own) : null,
    alternates,
    image: absolute(ctx.origin, shareImageOf(input.image) ?? DEFAULT_SHARE_IMAGE),
    ...(input.noindex ? { noindex: true } : {}),
  };
}
