import { parseGeneralSettings } from "#core/settings/general-settings.ts";
import type { ProductGroupNode, StoreSummary } from "#core/catalog/types.ts";
import type { Services } from "#core/services.ts";
import type { StaticPageLink } from "#core/content/types.ts";
import type { Lang } from "#i18n/languages.ts";
import { MESSAGE_KEYS, messageText } from "#i18n/messages.ts";
import { pathFor, type RouteId } from "#i18n/routes.ts";
import type { RequestContext } from "#app/context.ts";
import { isBuilt } from "#app/pages.ts";
import { footerSections, type FooterSections } from "./footer-links.ts";
import { imageSrc } from "./images.ts";
import { sendTexts, type SentTexts } from "#app/transport/sent-texts.ts";
import type { LocaleChoices, MenuGroup, SentShellData, SentShellEnv, ShellLink, TopGroup } from "./shell-types.ts";
import type { MessageTexts } from "./translator.ts";

/**
 * Which texts a page sends to the browser. A selector without a dot is a whole namespace
 * ("shell"); one with a dot is a key prefix ("errors.status" takes every status text). The shell
 * sends only what the header, footer, menu drawer, locale modal and error screen use; a page that
 * needs more returns `messages: messagesFor(lang, [...])` from its loader and the root merges them,
 * so the browser gets only the texts of this language that the page uses (docs/decisions/0004), as
 * one text each (sent-texts.ts, docs/decisions/0034).
 */
export const SHELL_MESSAGES = [
  "shell",
  "menu",
  "errors.status",
  "errors.pageNotFound",
  "errors.resourcesFailed",
  "errors.errorCode",
  "errors.goToFrontPage",
  "errors.continueShopping",
  "errors.contactEmail",
  "pages.footer",
  "pages.allStores",
  "pages.otherStorefronts",
  "pages.locale",
  // The wishlist heart is on cards of every grid and on product pages; its failure names a code.
  "product.wishlist",
  "errors.unexpectedError",
  // The header's search suggestions price a product "from" when its variants' prices differ.
  "catalog.fromPrice",
] as const;

// Texts per language and selector list, built once: catalogue data only, no request state.
const textsCache = new Map<string, MessageTexts>();

function selects(selector: string, key: string): boolean {
  return selector.includes(".") ? key.startsWith(selector) : key.startsWith(`${selector}.`);
}

/** The messages of one language picked by the selectors, as a loader sends them to the browser. */
export function messagesFor(lang: Lang, selectors: readonly string[] = SHELL_MESSAGES): SentTexts {
  return sendTexts(textsFor(lang, selectors));
}

/** The messages of one language picked by the selectors. */
export function textsFor(lang: Lang, selectors: readonly string[] = SHELL_MESSAGES): MessageTexts {
  const cacheKey = `${lang}:${selectors.join(",")}`;
  let texts = textsCache.get(cacheKey);
  if (!texts) {
    const entries: Array<[string, string]> = [];
    for (const key of MESSAGE_KEYS) {
      if (!selectors.some((selector) => selects(selector, key))) continue;
      const text = messageText(lang, key);
      if (text !== undefined) entries.push([key, text]);
    }
    texts = Object.freeze(Object.fromEntries(entries));
    textsCache.set(cacheKey, texts);
  }
  return texts;
}

export function shellEnv(ctx: RequestContext): SentShellEnv {
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
    // Three levels are all the menu page shows.
    children: depth < 2 ? group.children.filter((child) => child.showInMenu).map((child) => toMenuGroup(child, depth + 1)) : [],
  };
}

export function menuGroupsOf(tree: readonly ProductGroupNode[]): MenuGroup[] {
  return tree.filter((group) => group.showInMenu).map((group) => toMenuGroup(group, 0));
}

/** The top level only: all the header and the front page show, so all every page carries. */
export function topGroupsOf(tree: readonly ProductGroupNode[]): TopGroup[] {
  return tree
    .filter((group) => group.showInMenu)
    .map((group) => ({ id: group.id, name: group.name, href: groupHref(group), image: groupImage(group) }));
}

/** Keys of the static pages the footer links, in this order (when the shop has them). */
export const FOOTER_PAGE_KEYS = ["delivery-methods", "payment-methods", "return-policy", "terms", "privacy"] as const;

/** A static page lives at the root of the storefront (its canonical path); /page/{slug}/ also serves it. */
export function staticPageHref(link: Pick<StaticPageLink, "slug">): string {
  const path = link.slug.split("/").filter(Boolean).map(encodeURIComponent).join("/");
  return `/${path}/`;
}

export function pageLinksByKey(links: readonly StaticPageLink[]): Map<string, ShellLink> {
  return new Map(links.map((link) => [link.key, { href: staticPageHref(link), label: link.title }]));
}

/** The stores except the main (web) one, once the store pages are built; none before, as they would answer 404. */
export function storeLinks(lang: Lang, stores: readonly StoreSummary[], built: (id: RouteId) => boolean = isBuilt): ShellLink[] {
  if (!built("stores.store")) return [];
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
 * The result of `derive(source)`, kept as long as `source` itself lives. The read cache hands every
 * request of its time to live the same answer object, so the menu, footer and settings built from it
 * are built once per answer instead of once per request.
 */
function memoizedByIdentity<S extends object, R>(derive: (source: S) => R): (source: S) => R {
  const results = new WeakMap<S, R>();
  return (source) => {
    if (results.has(source)) return results.get(source) as R;
    const result = derive(source);
    results.set(source, result);
    return result;
  };
}

const settingsOf = memoizedByIdentity(parseGeneralSettings);
const topGroupsMemo = memoizedByIdentity(topGroupsOf);
const footerPagesOf = memoizedByIdentity((links: readonly StaticPageLink[]) => {
  const byKey = pageLinksByKey(links);
  return FOOTER_PAGE_KEYS.flatMap((key) => byKey.get(key) ?? []);
});
/** The footer's columns per language, kept as long as the read cache's answers they are built from. */
const footerByLang = new Map<Lang, (pageLinks: readonly StaticPageLink[]) => (stores: readonly StoreSummary[]) => FooterSections>();
function footerOf(lang: Lang, pageLinks: readonly StaticPageLink[], stores: readonly StoreSummary[]): FooterSections {
  let derive = footerByLang.get(lang);
  if (!derive) {
    derive = memoizedByIdentity((links: readonly StaticPageLink[]) =>
      memoizedByIdentity((list: readonly StoreSummary[]) => footerSections(lang, { customerService: footerPagesOf(links), stores: storeLinks(lang, list) })),
    );
    footerByLang.set(lang, derive);
  }
  return derive(pageLinks)(stores);
}

/**
 * The shell's data for one request: settings, menu groups, footer links and the visitor's locale.
 * The locale modal's country and currency lists are not part of it: the modal loads them from the
 * locale page's loader when it opens. Throws when the database cannot answer; the root loader turns
 * that into the resource error page.
 */
export async function loadShellData(ctx: RequestContext): Promise<SentShellData> {
  const { lang, services } = ctx;
  const [rawSettings, groups, countries, stores, pageLinks, palette] = await Promise.all([
    services.config.generalSettings(lang),
    services.catalog.productGroups(lang),
    services.config.countries(lang),
    services.catalog.stores(lang),
    staticPageLinksOf(services, lang),
    services.catalog.palette(),
  ]);
  const settings = settingsOf(rawSettings);
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
    searchPlaceholder: settings.searchBarPlaceholder,
    featureFlags: settings.featureFlags,
    // Read only with a sign-in cookie: a guest's page (the only kind the page cache keeps) costs no read.
    signedIn: ctx.authToken !== null && (await ctx.user()) !== null,
    menuGroups: topGroupsMemo(groups),
    footer: footerOf(lang, pageLinks, stores),
    palette,
  };
}

/** The locale modal's lists: every delivery country with its currency, and the currencies. */
export async function loadLocaleChoices(ctx: RequestContext): Promise<LocaleChoices> {
  const [countries, currencies] = await Promise.all([ctx.services.config.countries(ctx.lang), ctx.services.config.currencies()]);
  return {
    countries: countries.map((option) => ({ code: option.code, name: option.name, currencyCode: option.currencyCode })),
    currencies: currencies.map((option) => ({ code: option.code, name: option.code.toUpperCase() })),
  };
}
