import type { ProductGroupNode } from "#core/catalog/types.ts";

/** One product group as read in one query (translations of one language joined). */
export interface ProductGroupRow {
  id: number;
  parentId: number | null;
  sortOrder: number;
  name: string;
  shortName: string;
  path: string;
  slug: string;
  showInMenu: boolean;
  links: ProductGroupNode["links"];
}

/**
 * Builds the product-group tree from flat rows in one pass. Siblings are ordered by sort order,
 * then name; a row whose parent is missing (not translated, removed) is dropped with its subtree
 * rather than shown at the top level, where it would not belong.
 */
export function buildGroupTree(rows: readonly ProductGroupRow[]): ProductGroupNode[] {
  const nodes = new Map<number, { node: ProductGroupNode; row: ProductGroupRow }>();
  for (const row of rows) {
    nodes.set(row.id, {
      row,
      node: {
        id: row.id,
        name: row.name,
        shortName: row.shortName,
        path: row.path,
        slug: row.slug,
        showInMenu: row.showInMenu,
        children: [],
        links: row.links,
      },
    });
  }
  const roots: Array<{ node: ProductGroupNode; row: ProductGroupRow }> = [];
  const childRows = new Map<number, Array<{ node: ProductGroupNode; row: ProductGroupRow }>>();
  for (const entry of nodes.values()) {
    const parentId = entry.row.parentId;
    if (parentId === null) {
      roots.push(entry);
    } else if (nodes.has(parentId)) {
      const list = childRows.get(parentId) ?? [];
      list.push(entry);
      childRows.set(parentId, list);
    }
  }
  const bySortOrder = (a: { row: ProductGroupRow }, b: { row: ProductGroupRow }) =>
    a.row.sortOrder - b.row.sortOrder || a.row.name.localeCompare(b.row.name) || a.row.id - b.row.id;

  // Attached from the roots down, so a cycle in bad data can never be reached or loop forever.
  const attach = (entries: Array<{ node: ProductGroupNode; row: ProductGroupRow }>, seen: Set<number>): ProductGroupNode[] =>
    entries.sort(bySortOrder).map(({ node, row }) => {
      seen.add(row.id);
      const children = (childRows.get(row.id) ?? []).filter((child) => !seen.has(child.row.id));
      node.children = attach(children, seen);
      return node;
    });
  return attach(roots, new Set());
}

const pathsByTree = new WeakMap<readonly ProductGroupNode[], ReadonlyMap<number, string>>();

/** Every group's localized path by id, for a tree as read (kept per tree: the read cache hands out the same one). */
export function groupPathsById(tree: readonly ProductGroupNode[]): ReadonlyMap<number, string> {
  let paths = pathsByTree.get(tree);
  if (!paths) {
    const found = new Map<number, string>();
    const stack = [...tree];
    while (stack.length > 0) {
      const group = stack.pop()!;
      found.set(group.id, group.path);
      stack.push(...group.children);
    }
    paths = found;
    pathsByTree.set(tree, paths);
  }
  return paths;
}

/** A group page's address: its localized path at the root of the storefront, lower case, with the slash. */
export function groupPagePath(path: string): string {
  const segments = path.toLowerCase().split("/").filter(Boolean).map(encodeURIComponent);
  return `/${segments.join("/")}/`;
}
