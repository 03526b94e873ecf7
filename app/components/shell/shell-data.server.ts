import { parseGeneralSettings } from "#core/settings/general-settings.ts";
import type { ProductGroupNode, Services, StaticPageLink, StoreSummary } from "#core/services.ts";
import type { Lang } from "#i18n/languages.ts";
import { MESSAGE_KEYS, messageText } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import type { RequestContext } from "#app/context.ts";
import { imageSrc } from "./images.ts";
import type { MenuGroup, ShellData, ShellEnv, ShellLink } from "./shell-types.ts";
import type { MessageTexts } from "./translator.ts";

/**
 * The namespaces every page needs (header, footer, menu, error screen, the shell's pages). A page
 * that needs another namespace returns `messages: messagesFor(lang, ["catalog"])` from its loader;
 * the root merges them, so the browser gets only the texts of this language that the page uses.
 */
export const SHELL_NAMESPACES = ["shell", "menu", "errors", "pages"] as const;

// Texts per language and namespace list, built once: catalogue data only, no request state.
const textsCache = new Map<string, MessageTexts>();

/** The messages of one language in the given namespaces, as the browser gets them (docs/decisions/0004). */
export function messagesFor(lang: Lang, namespaces: readonly string[] = SHELL_NAMESPACES): MessageTexts {
  const cacheKey = `${lang}:${namespaces.join(",")}`;
  let texts = textsCache.get(cacheKey);
  if (!texts) {
    const prefixes = namespaces.map((namespace) => `${namespace}.`);
    const entries: Array<[string, string]> = [];
    for (const key of MESSAGE_KEYS) {
      if (!prefixes.some((prefix) => key.startsWith(prefix))) continue;
      const text = messageText(lang, key);
      if (text !== undefined) entries.push([key, text]);
    }
    texts = Object.freeze(Object.fromEntries(entries));
    textsCache.set(cacheKey, texts);
  }
  return texts;
}

export function shellEnv(ctx: RequestContext): ShellEnv {
  return { lang: ctx.lang, nonce: ctx.nonce, messages: messagesFor(ctx.lang), contactEmail: ctx.contactEmail };
}

/** Link to a product group page: its localized path at the root of the storefront. */
export function groupHref(group: Pick<ProductGroupNode, "path">): string {
  const path = group.path.split("/").filter(Boolean).map(encodeURIComponent).join("/");
  return `/${path}/`;
}

// The contract's group node has no image yet; the row's own image is used when the service adds it.
function groupImage(group: ProductGroupNode): string | null {
  const own = (group as ProductGroupNode & { image?: string | null }).image;
  return imageSrc(own ?? group.links.find((link) => link.image)?.image ?? null);
}

function toMenuGroup(group: ProductGroupNode, depth: number): MenuGroup {
  return {
    id: group.id,
    name: group.name,
    href: groupHref(group),
    image: depth === 0 ? groupImage(group) : null,
    // Three levels are all the menu page shows (document 1 §2).
    children: depth < 2 ? group.children.filter((child) => child.showInMenu).map((child) => toMenuGroup(child, depth + 1)) : [],
  };
}

export function menuGroupsOf(tree: readonly ProductGroupNode[]): MenuGroup[] {
  return tree.filter((group) => group.showInMenu).map((group) => toMenuGroup(group, 0));
}

/** Keys of the static pages the footer links, in this order (when the shop has them). */
export const FOOTER_PAGE_KEYS = ["delivery-methods", "payment-methods", "return-policy", "terms", "privacy"] as const;

/** A static page lives at the root of the storefront (its canonical path); /page/{slug}/ also serves it. */
export function staticPageHref(link: Pick<StaticPageLink, "slug">): string {
  const path = link.slug.split("/").filter(Boolean).map(encodeURIComponent).join("/");
  return `/${path}/`;
}

export function pageLinksByKey(lang: Lang, links: readonly StaticPageLink[]): Map<string, ShellLink> {
  return new Map(links.map((link) => [link.key, { href: staticPageHref(link), label: link.title }]));
}

export function storeLinks(lang: Lang, stores: readonly StoreSummary[]): ShellLink[] {
  return stores
    .filter((store) => !store.isMain)
    .map((store) => ({ href: pathFor("stores.store", lang, { store: store.slug }), label: store.name }));
}

/**
 * The static pages by key. Tolerates a content service that does not offer the call yet, so the
 * shell still renders (without those links) while the services are being completed.
 */
export async function staticPageLinksOf(services: Services, lang: Lang): Promise<StaticPageLink[]> {
  const offered = typeof (services.content as Partial<Services["content"]>).staticPageLinks === "function";
  return offered ? services.content.staticPageLinks(lang) : [];
}

/**
 * The shell's data for one request: settings, menu groups, the locale modal's lists, footer links.
 * Throws when the database cannot answer; the root loader turns that into the resource error page.
 */
export async function loadShellData(ctx: RequestContext): Promise<ShellData> {
  const { lang, services } = ctx;
  const [rawSettings, groups, countries, currencies, stores, pageLinks] = await Promise.all([
    services.config.generalSettings(lang),
    services.catalog.productGroups(lang),
    services.config.countries(lang),
    services.config.currencies(),
    services.catalog.stores(lang),
    staticPageLinksOf(services, lang),
  ]);
  const settings = parseGeneralSettings(rawSettings);
  const byKey = pageLinksByKey(lang, pageLinks);
  const country = countries.find((option) => option.code === ctx.locale.countryCode);
  return {
    ...shellEnv(ctx),
    origin: ctx.origin,
    buildVersion: ctx.buildVersion,
    locale: {
      countryCode: ctx.locale.countryCode,
      currencyCode: ctx.locale.currencyCode,
      countryName: country?.name ?? ctx.locale.countryCode.toUpperCase(),
    },
    countries: countries.map((option) => ({ code: option.code, name: option.name, currencyCode: option.currencyCode })),
    currencies: currencies.map((option) => ({ code: option.code, name: option.code.toUpperCase() })),
    searchPlaceholder: settings.searchBarPlaceholder,
    featureFlags: settings.featureFlags,
    menuGroups: menuGroupsOf(groups),
    footer: {
      customerService: FOOTER_PAGE_KEYS.flatMap((key) => byKey.get(key) ?? []),
      stores: storeLinks(lang, stores),
    },
  };
}
