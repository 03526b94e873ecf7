import type { StaticPageLink } from "#core/content/types.ts";
import type { StoreSummary } from "#core/catalog/types.ts";
import type { Lang } from "#i18n/languages.ts";
import type { MessageKey } from "#i18n/messages.ts";
import { pathFor, type RouteId } from "#i18n/routes.ts";
import { isBuilt } from "#app/pages.ts";
import type { MenuGroup } from "./shell-types.ts";

/**
 * The three-level menu page: main → product group → sub group. The
 * level is in the query (`?group={id}` and `?sub={id}`); the value `back` returns one level, so
 * the back link and a right swipe both go to `…=back` and the server answers with the level above.
 */
export const GROUP_QUERY = "group";
export const SUB_QUERY = "sub";
export const BACK_VALUE = "back";

export interface MenuEntry {
  label: string;
  href: string;
  /** Opens a deeper level of the menu rather than a page. */
  opensLevel?: boolean;
}

export interface MenuSection {
  id: string;
  title: string;
  entries: MenuEntry[];
}

export type MenuView =
  | { level: "main"; sections: MenuSection[] }
  | { level: "group" | "sub"; title: string; backHref: string; showAll: MenuEntry; entries: MenuEntry[] };

export type MenuResult = { kind: "view"; view: MenuView } | { kind: "redirect"; to: string };

export interface MenuInput {
  lang: Lang;
  menuPath: string;
  search: URLSearchParams;
  groups: readonly MenuGroup[];
  stores: readonly StoreSummary[];
  pages: readonly StaticPageLink[];
  loggedIn: boolean;
  t: (key: MessageKey, values?: Record<string, string>) => string;
  /** Which pages of the route table exist (app/pages.ts); given in tests. */
  built?: (id: RouteId) => boolean;
}

/**
 * Corporate-deal pages (fi only) that the shop may not have as static pages yet: their campaign
 * page by its Finnish slug, linked once the campaign page is built.
 */
const CORPORATE_CAMPAIGNS: Record<"staff-gifts" | "client-gifts" | "summer-shop" | "christmas-shop", string> = {
  "staff-gifts": "henkilostolahjat",
  "client-gifts": "asiakaslahjat",
  "summer-shop": "kesakauppa",
  "christmas-shop": "joulukauppa",
};

/** Life-outdoors sections by their localized slug (the blog section's categories). */
const LIFE_OUTDOORS_SECTIONS: Record<"guides" | "productTests" | "events", Record<Lang, string>> = {
  guides: { en: "guides", fi: "oppaat", sv: "guider", de: "ratgeber", fr: "conseils", ru: "sovety" },
  productTests: { en: "product-tests", fi: "tuotetestit", sv: "produkttester", de: "produkttests", fr: "tests-produits", ru: "testy" },
  events: { en: "events", fi: "tapahtumat", sv: "evenemang", de: "veranstaltungen", fr: "evenements", ru: "sobytiya" },
};

function levelHref(menuPath: string, group?: number | string, sub?: number | string): string {
  const params = new URLSearchParams();
  if (group !== undefined) params.set(GROUP_QUERY, String(group));
  if (sub !== undefined) params.set(SUB_QUERY, String(sub));
  const query = params.toString();
  return query ? `${menuPath}?${query}` : menuPath;
}

function groupEntry(menuPath: string, group: MenuGroup, parentId?: number): MenuEntry {
  if (group.children.length === 0) return { label: group.name, href: group.href };
  return {
    label: group.name,
    href: parentId === undefined ? levelHref(menuPath, group.id) : levelHref(menuPath, parentId, group.id),
    opensLevel: true,
  };
}

/**
 * The main level. A page of the route table is linked only once it is built: an entry whose page is not
 * is left out, and a section left with no entries is not shown, so the menu never leads to a 404.
 * Static pages come from the database and exist whenever they are listed.
 */
function mainSections(input: MenuInput): MenuSection[] {
  const { lang, t, menuPath } = input;
  const built = input.built ?? isBuilt;
  const pageByKey = new Map(input.pages.map((page) => [page.key, page]));
  const page = (key: string, label: MessageKey): MenuEntry[] => {
    const found = pageByKey.get(key);
    return found ? [{ label: t(label), href: `/${found.slug.split("/").map(encodeURIComponent).join("/")}/` }] : [];
  };
  const route = (id: RouteId, label: MessageKey, params?: Record<string, string>): MenuEntry[] =>
    built(id) ? [{ label: t(label), href: pathFor(id, lang, params) }] : [];
  /** The static page when the shop has one, otherwise the given page of the route table. */
  const pageOr = (key: string, label: MessageKey, fallback: MenuEntry[]): MenuEntry[] => {
    const found = page(key, label);
    return found.length > 0 ? found : fallback;
  };
  const campaign = (key: keyof typeof CORPORATE_CAMPAIGNS, label: MessageKey): MenuEntry[] =>
    pageOr(key, label, route("campaign", label, { campaignSlug: CORPORATE_CAMPAIGNS[key] }));
  const fi = lang === "fi";

  const sections: MenuSection[] = [
    {
      id: "products",
      title: t("menu.products"),
      entries: [...input.groups.map((group) => groupEntry(menuPath, group)), ...route("manufacturers", "menu.brands")],
    },
  ];
  if (fi) {
    sections.push({
      id: "circular-economy",
      title: t("menu.circularEconomy"),
      entries: [
        ...route("second-hand", "menu.secondHand"),
        ...route("rental", "menu.rental"),
        ...page("repair-service", "menu.repairService"),
        ...route("responsibility", "menu.sustainability"),
      ],
    });
  }
  sections.push({
    id: "stores",
    title: t("menu.stores"),
    entries: built("stores.store")
      ? input.stores.filter((store) => !store.isMain).map((store) => ({ label: store.name, href: pathFor("stores.store", lang, { store: store.slug }) }))
      : [],
  });
  sections.push({
    id: "customer-service",
    title: t("menu.customerService"),
    entries: [
      ...page("payment-methods", "menu.paymentMethods"),
      ...page("delivery-methods", "menu.deliveryMethods"),
      ...page("return-policy", "menu.returnPolicy"),
      ...(fi ? route("reclamation", "menu.complaints") : []),
      ...(fi ? page("member-benefits", "menu.memberDiscounts") : []),
      ...page("terms", "menu.terms"),
    ],
  });
  if (fi) {
    sections.push({
      id: "corporate",
      title: t("menu.corporateDeals"),
      entries: [
        ...campaign("staff-gifts", "menu.staffGifts"),
        ...campaign("client-gifts", "menu.clientGifts"),
        ...campaign("summer-shop", "menu.summerShop"),
        ...campaign("christmas-shop", "menu.christmasShop"),
        ...route("enterprise", "menu.corporateProducts"),
        ...pageOr("customer-stories", "menu.customerStories", route("life-outdoors.post", "menu.customerStories", { post: "asiakastarinat" })),
        ...route("corporate-info-form", "menu.contacts"),
      ],
    });
  }
  sections.push({
    id: "life-outdoors",
    title: t("menu.lifeOutdoors"),
    entries: [
      ...route("life-outdoors.post", "menu.guides", { post: LIFE_OUTDOORS_SECTIONS.guides[lang] }),
      ...route("life-outdoors.post", "menu.productTests", { post: LIFE_OUTDOORS_SECTIONS.productTests[lang] }),
      ...route("life-outdoors.post", "menu.events", { post: LIFE_OUTDOORS_SECTIONS.events[lang] }),
      ...route("life-outdoors.blog", "menu.blogs"),
      ...route("campaigns.club-offers", "menu.clubOffers"),
      ...(input.loggedIn ? route("accounts", "menu.account") : pageOr("member-benefits", "menu.joinClub", route("accounts.login", "menu.joinClub"))),
    ],
  });
  return sections.filter((section) => section.entries.length > 0);
}

function parseId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export function buildMenu(input: MenuInput): MenuResult {
  const { menuPath, search, t } = input;
  const groupParam = search.get(GROUP_QUERY);
  const subParam = search.get(SUB_QUERY);
  const redirectTo = (to: string): MenuResult => ({ kind: "redirect", to });

  if (groupParam === null) {
    return subParam === null ? { kind: "view", view: { level: "main", sections: mainSections(input) } } : redirectTo(menuPath);
  }
  if (groupParam === BACK_VALUE) return redirectTo(menuPath);
  const groupId = parseId(groupParam);
  const group = input.groups.find((candidate) => candidate.id === groupId);
  if (!group) return redirectTo(menuPath);
  if (subParam === BACK_VALUE) return redirectTo(levelHref(menuPath, group.id));

  if (subParam === null) {
    return {
      kind: "view",
      view: {
        level: "group",
        title: group.name,
        backHref: levelHref(menuPath, BACK_VALUE),
        showAll: { label: t("menu.showAllIn", { group: group.name }), href: group.href },
        entries: group.children.map((child) => groupEntry(menuPath, child, group.id)),
      },
    };
  }
  const subId = parseId(subParam);
  const sub = group.children.find((candidate) => candidate.id === subId);
  if (!sub) return redirectTo(levelHref(menuPath, group.id));
  return {
    kind: "view",
    view: {
      level: "sub",
      title: sub.name,
      backHref: levelHref(menuPath, group.id, BACK_VALUE),
      showAll: { label: t("menu.showAllIn", { group: sub.name }), href: sub.href },
      entries: sub.children.map((child) => ({ label: child.name, href: child.href })),
    },
  };
}
