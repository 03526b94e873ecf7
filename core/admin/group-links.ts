import type { Lang } from "#i18n/languages.ts";
import { isShopOrWebLink } from "./link.ts";
import type { FormFields, Parsed, Problems } from "./model-form.ts";

/**
 * A product group's link tiles (the menu's extra links), per language: a title, where it leads and a picture.
 *
 * - A tile needs a title (at most 120 characters) and a link: the shop's own path (`/takit/`) or a web address
 *   (`https://…`), at most 500 characters.
 * - Tiles are shown smallest order number first (a whole number, 0 when left empty), then oldest first.
 * - A picture is an upload kept as product pictures are, shown 320 pixels wide (the tile's size); a tile may have
 *   none. A new upload replaces the picture; the remove tick drops it.
 * - The demo catalogue keeps a tile's link as a group's path without slashes (`takit/kuoritakit`); the editor
 *   shows it as the shop path it is (`/takit/kuoritakit/`), which is what a save then keeps.
 */

export interface AdminGroupLink {
  id: number;
  lang: Lang;
  sortOrder: number;
  title: string;
  /** As stored: a shop path, a web address, or (the demo catalogue's) a group path without slashes. */
  link: string;
  image: string | null;
}

export interface GroupLinkInput {
  sortOrder: number;
  title: string;
  link: string;
  removePicture: boolean;
}

export const GROUP_LINK_LIMITS = { title: 120, link: 500 } as const;

/** The link as the editor shows it: a group path without slashes as the shop path it stands for. */
export function shownLink(stored: string): string {
  if (stored === "" || isShopOrWebLink(stored)) return stored;
  const path = stored.replace(/^\/+|\/+$/g, "");
  return path === "" ? "/" : `/${path}/`;
}

export function parseGroupLinkForm(fields: FormFields): Parsed<GroupLinkInput> {
  const problems: Problems = {};
  const title = fields.get("linkTitle").trim().replace(/\s+/g, " ");
  if (title === "") problems.linkTitle = "required";
  else if (title.length > GROUP_LINK_LIMITS.title) problems.linkTitle = "tooLong";
  const link = fields.get("linkUrl").trim();
  if (link === "") problems.linkUrl = "required";
  else if (link.length > GROUP_LINK_LIMITS.link) problems.linkUrl = "tooLong";
  else if (!isShopOrWebLink(link)) problems.linkUrl = "invalid";
  const orderText = fields.get("linkOrder").trim();
  if (orderText !== "" && !/^\d{1,4}$/.test(orderText)) problems.linkOrder = "invalid";
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { title, link, sortOrder: orderText === "" ? 0 : Number(orderText), removePicture: fields.get("linkPictureRemove") === "on" } };
}

/** The tiles of one language in the order the shop shows them. */
export function linksInOrder(links: readonly AdminGroupLink[], lang: Lang): AdminGroupLink[] {
  return links.filter((link) => link.lang === lang).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}
