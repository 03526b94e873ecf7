import type { SlugTarget } from "#core/content/types.ts";
import type { Lang } from "#i18n/languages.ts";

/**
 * The catch-all route asks which kind of thing a slug path is (docs/decisions/0003).
 * The order is fixed, so a slug shared by two kinds always means the same page:
 *   1. static page: one segment, the page slug;
 *   2. static page with tabs: first segment the page slug, the rest tab slugs (at most two levels);
 *   3. product group: the whole path is a group's localized path;
 *   4. brand: one segment, the brand slug;
 *   5. product under a brand: first segment the brand slug, last segment the model slug.
 * `slugLookups` says what to look up for a path; the repository answers all of it in one query;
 * `pickSlugTarget` applies the order.
 */

/** Paths longer than this cannot be any page; they are refused before any query. */
export const MAX_SLUG_SEGMENTS = 8;
export const MAX_SEGMENT_LENGTH = 200;
/** A page with tabs takes a tab slug and a nested tab slug, no deeper. */
export const MAX_TAB_DEPTH = 2;

// No slug holds control characters, and PostgreSQL text cannot hold NUL at all.
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface SlugLookups {
  staticPageSlug: string | null;
  tabsPageSlug: string | null;
  groupPath: string;
  brandSlug: string | null;
  product: { brandSlug: string; modelSlug: string } | null;
}

/** What the repository found for the lookups; absent kinds are null. */
export interface SlugMatches {
  staticPage: { slug: string } | null;
  tabsPage: { slug: string } | null;
  group: { id: number; path: string } | null;
  brand: { id: number; slug: string } | null;
  product: { modelId: number; brandSlug: string; modelSlug: string } | null;
  /**
   * Only when the path as it stands names nothing: what its lower-case lookups name under any language's
   * slugs (this language's first), each given by this language's slugs and paths.
   */
  elsewhere?: SlugElsewhere | null;
}

/** A page found under another language's slugs (or in lower case), with this language's slug and where it was found. */
export interface SlugElsewhere extends Omit<SlugMatches, "elsewhere" | "tabsPage"> {
  tabsPage: { slug: string; pageId: number; foundLang: Lang } | null;
}

/**
 * A static page's tab path in another language, by the tabs' ids: each segment is looked up among the tabs
 * of the language it was written in and replaced by the same tab's slug here. Stops at the first segment
 * that names no tab (the page then shows its nearest known tab, as for any unknown tab).
 */
export function translateTabPath(path: readonly string[], from: readonly TabSlugRow[], to: readonly TabSlugRow[]): string[] {
  const translated: string[] = [];
  let parent: number | null = null;
  for (const segment of path) {
    const tab = from.find((row) => row.parentTabId === parent && row.slug === segment);
    const here = tab ? to.find((row) => row.id === tab.id) : undefined;
    if (!tab || !here) break;
    translated.push(here.slug);
    parent = tab.id;
  }
  return translated;
}

export interface TabSlugRow {
  id: number;
  parentTabId: number | null;
  slug: string;
}

/** Path segments without empty ones, or null when the path cannot name a page. */
export function cleanSegments(segments: readonly string[]): string[] | null {
  const clean = segments.filter((segment) => segment !== "");
  if (clean.length === 0 || clean.length > MAX_SLUG_SEGMENTS) return null;
  if (clean.some((segment) => segment.length > MAX_SEGMENT_LENGTH || segment.includes("/") || CONTROL.test(segment))) return null;
  return clean;
}

export function slugLookups(segments: readonly string[]): SlugLookups {
  const [first = ""] = segments;
  const last = segments[segments.length - 1] ?? "";
  const single = segments.length === 1;
  return {
    staticPageSlug: single ? first : null,
    tabsPageSlug: segments.length <= 1 + MAX_TAB_DEPTH ? first : null,
    groupPath: segments.join("/"),
    brandSlug: single ? first : null,
    product: segments.length >= 2 ? { brandSlug: first, modelSlug: last } : null,
  };
}

export function pickSlugTarget(segments: readonly string[], found: SlugMatches): SlugTarget | null {
  if (found.staticPage) return { kind: "static-page", slug: found.staticPage.slug };
  if (found.tabsPage) return { kind: "static-page-with-tabs", slug: found.tabsPage.slug, tabPath: segments.slice(1) };
  if (found.group) return { kind: "product-group", groupId: found.group.id, path: found.group.path };
  if (found.brand) return { kind: "brand", brandId: found.brand.id, slug: found.brand.slug };
  if (found.product) return { kind: "product", ...found.product };
  return null;
}
