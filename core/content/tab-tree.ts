import type { StaticTab } from "#core/content/types.ts";

export interface StaticTabRow {
  id: number;
  parentTabId: number | null;
  sortOrder: number;
  slug: string;
  title: string;
  contentHtml: string;
}

/**
 * Nests the tabs of one page (a tab and its nested tabs) in sort order, with every
 * content passed through `sanitize`. Tabs under a missing parent are left out.
 */
export function buildTabTree(rows: readonly StaticTabRow[], sanitize: (html: string) => string): StaticTab[] {
  const byParent = new Map<number | null, StaticTabRow[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    const parent = row.parentTabId !== null && ids.has(row.parentTabId) ? row.parentTabId : row.parentTabId === null ? null : undefined;
    if (parent === undefined) continue;
    const list = byParent.get(parent) ?? [];
    list.push(row);
    byParent.set(parent, list);
  }
  const build = (parent: number | null, seen: Set<number>): StaticTab[] =>
    (byParent.get(parent) ?? [])
      .filter((row) => !seen.has(row.id))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((row) => {
        seen.add(row.id);
        return { title: row.title, slug: row.slug, content: sanitize(row.contentHtml), tabs: build(row.id, seen) };
      });
  return build(null, new Set());
}
