/**
 * When a click on a link of this site may become a client-side navigation instead of a page load:
 * the main button, no modifier key (those open a new tab or window, or download), not already
 * handled, and a link that opens in this window and is not a download.
 */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  target?: string | null;
  download?: boolean;
}

export function isClientNavigationClick(event: ClickLike, anchor: AnchorLike = {}): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if (anchor.download) return false;
  const target = anchor.target ?? "";
  return target === "" || target === "_self";
}

/** A path of this site ("/x/"), not a protocol-relative address ("//host/") or another site's URL. */
export function isInternalPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * Whether a navigation link points at the current page or one below it (a product group link stays
 * marked on its sub-groups). The front page "/" only matches itself.
 */
export function isCurrentPath(href: string, pathname: string, end = false): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  if (path === pathname) return true;
  if (end || path === "/") return false;
  const base = path.endsWith("/") ? path : `${path}/`;
  return pathname.startsWith(base);
}
