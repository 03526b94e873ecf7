import { groupPagePath } from "#core/catalog/group-tree.ts";
import type { ProductGroupNode } from "#core/catalog/types.ts";

export { groupPagePath };

/** A path with an `outlet` segment puts the Outlet ribbon on every card. */
export function isOutletPath(path: string): boolean {
  return path.toLowerCase().split("/").includes("outlet");
}

/** The localized path of a group in one language's tree, or null when that storefront has no such group. */
export function findGroupPath(tree: readonly ProductGroupNode[], groupId: number): string | null {
  const stack = [...tree];
  while (stack.length > 0) {
    const group = stack.pop()!;
    if (group.id === groupId) return group.path;
    stack.push(...group.children);
  }
  return null;
}

/**
 * Breadcrumbs of a group page: the groups along the path from the top, each a link,
 * and the group itself last, without one. `ancestors` may or may not end with the group itself.
 */
export function groupCrumbs(
  group: { id: number; name: string },
  ancestors: ReadonlyArray<{ id: number; name: string; path: string }>,
): Array<{ label: string; href?: string }> {
  const above = ancestors.filter((ancestor) => ancestor.id !== group.id);
  return [...above.map((ancestor) => ({ label: ancestor.name, href: groupPagePath(ancestor.path) })), { label: group.name }];
}
