/**
 * The grid-size preference: default or extended, kept in a cookie for one year (31536000 s). The
 * server reads it to render the chosen size at once; the browser writes it when the shopper toggles.
 */
import { readCookieValue } from "#app/lib/api-client.ts";

export type GridSize = "default" | "extended";

export const GRID_SIZE_COOKIE = "grid_size";
export const GRID_SIZE_MAX_AGE_S = 31_536_000;

export function isGridSize(value: unknown): value is GridSize {
  return value === "default" || value === "extended";
}

/** The size a Cookie header (or document.cookie) asks for; "default" when absent or unknown. */
export function gridSizeFromCookies(cookieString: string | null | undefined): GridSize {
  const value = cookieString ? readCookieValue(cookieString, GRID_SIZE_COOKIE) : null;
  return isGridSize(value) ? value : "default";
}

/** The cookie text that keeps a size for a year on every page of the storefront. */
export function gridSizeCookie(size: GridSize): string {
  return `${GRID_SIZE_COOKIE}=${size}; Max-Age=${GRID_SIZE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The no-JavaScript toggle posts these fields to the page (handleGridSizeForm). */
export const GRID_SIZE_INTENT = "grid-size";
export const GRID_SIZE_FIELD = "gridSize";

/** Keeps the choice in the browser's cookie (the server reads it on the next render). */
export function writeGridSizeCookie(size: GridSize, doc: { cookie: string } | undefined = globalThis.document): void {
  if (doc) doc.cookie = gridSizeCookie(size);
}
