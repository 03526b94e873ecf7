import type { StaticTab } from "#core/content/types.ts";

/**
 * Which tab of a static page with tabs a path shows: the
 * first path segment is the page, the second a tab, the third a nested tab. No tab means the first
 * tab, and a tab with nested tabs opens its first nested tab; both are redirects, so every tab has
 * one address. A tab that does not exist sends the shopper to the page root.
 */
export type TabSelection =
  | { kind: "show"; tab: StaticTab | null; nested: StaticTab | null }
  | { kind: "redirect"; tabPath: string[] };

export function selectTab(tabs: readonly StaticTab[], tabPath: readonly string[]): TabSelection {
  const [tabSlug, nestedSlug, ...rest] = tabPath;
  if (tabs.length === 0) return tabPath.length === 0 ? { kind: "show", tab: null, nested: null } : { kind: "redirect", tabPath: [] };
  if (rest.length > 0) return { kind: "redirect", tabPath: [] };
  if (tabSlug === undefined) {
    const first = tabs[0]!;
    const firstNested = first.tabs[0];
    return { kind: "redirect", tabPath: firstNested ? [first.slug, firstNested.slug] : [first.slug] };
  }
  const tab = tabs.find((candidate) => candidate.slug === tabSlug);
  if (!tab) return { kind: "redirect", tabPath: [] };
  if (nestedSlug === undefined) {
    const firstNested = tab.tabs[0];
    return firstNested ? { kind: "redirect", tabPath: [tab.slug, firstNested.slug] } : { kind: "show", tab, nested: null };
  }
  const nested = tab.tabs.find((candidate) => candidate.slug === nestedSlug);
  return nested ? { kind: "show", tab, nested } : { kind: "redirect", tabPath: [] };
}

/** The root-level address of a page with tabs, or of one of its tabs. */
export function tabsPagePath(pageSlug: string, tabPath: readonly string[] = []): string {
  return `/${[pageSlug, ...tabPath].map(encodeURIComponent).join("/")}/`;
}
