import { builtPathFor } from "#app/pages.ts";
import type { StaticPageLink } from "#core/content/types.ts";
import type { Lang } from "#i18n/languages.ts";
import { staticPageHref } from "#app/components/shell/shell-data.server.ts";

/** The path of a page of the route table when that page is built, else null (app/pages.ts builtPathFor). */
export type BuiltPath = typeof builtPathFor;

/**
 * A store's own page (/stores/{store}/ in the page's language), or null while store pages are not built:
 * the store's name is then plain text, never a link that answers 404.
 */
export function storePageHref(slug: string, lang: Lang, builtPath: BuiltPath = builtPathFor): string | null {
  if (!slug) return null;
  return builtPath("stores.store", lang, { store: slug });
}

/** The static page that explains express pickup, by its language-neutral key (its slug differs per language). */
export const EXPRESS_PICKUP_PAGE_KEY = "pikanouto";

/** The express-pickup information in the page's language, or null when the shop has no such page published. */
export function expressPickupHref(links: readonly StaticPageLink[]): string | null {
  const link = links.find((entry) => entry.key === EXPRESS_PICKUP_PAGE_KEY);
  return link ? staticPageHref(link) : null;
}
