import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import type { StaticPageLink } from "#core/content/types.ts";
import type { StoreSummary } from "#core/catalog/types.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { patternFor, ROUTES, type RouteId } from "#i18n/routes.ts";
import { isBuilt } from "#app/pages.ts";
import { buildMenu, type MenuInput, type MenuView } from "./menu-model.ts";
import type { MenuGroup } from "./shell-types.ts";

const group = (id: number, name: string, href: string, children: MenuGroup[] = []): MenuGroup => ({ id, name, href, image: null, children });

const GROUPS: MenuGroup[] = [
  group(1, "Takit", "/takit/", [
    group(11, "Kuoritakit", "/takit/kuoritakit/", [group(111, "Gore-Tex", "/takit/kuoritakit/gore-tex/")]),
    group(12, "Untuvatakit", "/takit/untuvatakit/"),
  ]),
  group(2, "Teltat", "/teltat/"),
];

const store = (id: number, slug: string, name: string, isMain = false): StoreSummary => ({
  id,
  slug,
  name,
  shortName: name,
  type: isMain ? "web" : "retail",
  pikanouto: false,
  nouto: false,
  stock_display_order: id,
  isMain,
});

const STORES = [store(20, "verkkokauppa", "Verkkokauppa", true), store(1, "helsinki", "Helsinki"), store(2, "tampere", "Tampere")];
const PAGES: StaticPageLink[] = [
  { key: "terms", kind: "page", slug: "sopimusehdot", title: "Sopimusehdot" },
  { key: "delivery-methods", kind: "page", slug: "toimitustavat", title: "Toimitustavat" },
  { key: "member-benefits", kind: "page", slug: "kanta-asiakasedut", title: "Kanta-asiakasedut" },
];

function input(lang: Lang, query: string, overrides: Partial<MenuInput> = {}): MenuInput {
  return {
    lang,
    menuPath: "/valikko/",
    search: new URLSearchParams(query),
    groups: GROUPS,
    stores: STORES,
    pages: PAGES,
    loggedIn: false,
    t: (key: MessageKey, values) => translate(lang, key, values),
    // The whole menu, as it will be once every page of the route table is built.
    built: () => true,
    ...overrides,
  };
}

function view(result: ReturnType<typeof buildMenu>): MenuView {
  if (result.kind !== "view") throw new Error(`expected a view, got a redirect to ${result.to}`);
  return result.view;
}

describe("buildMenu: main level", () => {
  it("lists the product groups with Brands, and groups with children open a level", () => {
    const main = view(buildMenu(input("fi", "")));
    if (main.level !== "main") throw new Error("not main");
    const products = main.sections.find((section) => section.id === "products")!;
    expect(products.entries).toEqual([
      { label: "Takit", href: "/valikko/?group=1", opensLevel: true },
      { label: "Teltat", href: "/teltat/" },
      { label: "Merkit", href: "/valmistajat/" },
    ]);
  });

  it("lists every store except the main one", () => {
    const main = view(buildMenu(input("fi", "")));
    if (main.level !== "main") throw new Error("not main");
    expect(main.sections.find((section) => section.id === "stores")!.entries.map((entry) => entry.href)).toEqual([
      "/myymalat/helsinki/",
      "/myymalat/tampere/",
    ]);
  });

  it("shows circular economy, corporate deals and the fi-only service pages only in fi", () => {
    const fi = view(buildMenu(input("fi", "")));
    const en = view(buildMenu(input("en", "", { menuPath: "/menu/" })));
    if (fi.level !== "main" || en.level !== "main") throw new Error("not main");
    expect(fi.sections.map((section) => section.id)).toEqual(["products", "circular-economy", "stores", "customer-service", "corporate", "life-outdoors"]);
    expect(en.sections.map((section) => section.id)).toEqual(["products", "stores", "customer-service", "life-outdoors"]);
    const fiService = fi.sections.find((section) => section.id === "customer-service")!.entries.map((entry) => entry.href);
    const enService = en.sections.find((section) => section.id === "customer-service")!.entries.map((entry) => entry.href);
    expect(fiService).toEqual(["/toimitustavat/", "/reklamaatio/", "/kanta-asiakasedut/", "/sopimusehdot/"]);
    expect(enService).toEqual(["/toimitustavat/", "/sopimusehdot/"]);
  });

  it("offers the account to a signed-in shopper and the club to others", () => {
    const hrefs = (loggedIn: boolean) => {
      const main = view(buildMenu(input("fi", "", { loggedIn })));
      if (main.level !== "main") throw new Error("not main");
      return main.sections.find((section) => section.id === "life-outdoors")!.entries.at(-1);
    };
    expect(hrefs(false)).toEqual({ label: "Liity kanta-asiakkaaksi", href: "/kanta-asiakasedut/" });
    expect(hrefs(true)).toEqual({ label: "Oma tili", href: "/tili/" });
    const withoutClubPage = view(buildMenu(input("fi", "", { pages: [] })));
    if (withoutClubPage.level !== "main") throw new Error("not main");
    expect(withoutClubPage.sections.find((section) => section.id === "life-outdoors")!.entries.at(-1)?.href).toBe("/tili/kirjaudu/");
  });
});

describe("buildMenu: corporate deals", () => {
  it("links the corporate pages, falling back to their campaign pages", () => {
    const main = view(buildMenu(input("fi", "", { pages: [...PAGES, { key: "summer-shop", kind: "page", slug: "kesa", title: "Kesä" }] })));
    if (main.level !== "main") throw new Error("not main");
    expect(main.sections.find((section) => section.id === "corporate")!.entries.map((entry) => entry.href)).toEqual([
      "/kampanjat/henkilostolahjat/",
      "/kampanjat/asiakaslahjat/",
      "/kesa/",
      "/kampanjat/joulukauppa/",
      "/yritysmyynti/",
      "/ulkoilmaelamaa/asiakastarinat/",
      "/yritystietolomake/",
    ]);
  });
});

describe("buildMenu: group levels", () => {
  it("shows a group's sub groups with a back link and a show-all link", () => {
    const level = view(buildMenu(input("fi", "group=1")));
    expect(level).toEqual({
      level: "group",
      title: "Takit",
      backHref: "/valikko/?group=back",
      showAll: { label: "Näytä kaikki: Takit", href: "/takit/" },
      entries: [
        { label: "Kuoritakit", href: "/valikko/?group=1&sub=11", opensLevel: true },
        { label: "Untuvatakit", href: "/takit/untuvatakit/" },
      ],
    });
  });

  it("shows the third level", () => {
    const level = view(buildMenu(input("fi", "group=1&sub=11")));
    expect(level).toMatchObject({
      level: "sub",
      title: "Kuoritakit",
      backHref: "/valikko/?group=1&sub=back",
      entries: [{ label: "Gore-Tex", href: "/takit/kuoritakit/gore-tex/" }],
    });
  });

  it("goes one level up for back", () => {
    expect(buildMenu(input("fi", "group=1&sub=back"))).toEqual({ kind: "redirect", to: "/valikko/?group=1" });
    expect(buildMenu(input("fi", "group=back"))).toEqual({ kind: "redirect", to: "/valikko/" });
  });

  it("sends unknown or malformed levels up to a level that exists", () => {
    expect(buildMenu(input("fi", "group=999"))).toEqual({ kind: "redirect", to: "/valikko/" });
    expect(buildMenu(input("fi", "group=<script>"))).toEqual({ kind: "redirect", to: "/valikko/" });
    expect(buildMenu(input("fi", "group=1&sub=12345"))).toEqual({ kind: "redirect", to: "/valikko/?group=1" });
    expect(buildMenu(input("fi", "sub=11"))).toEqual({ kind: "redirect", to: "/valikko/" });
  });
});

/** The route ids whose page is not built, and the path patterns of each language they answer. */
const UNBUILT = (Object.keys(ROUTES) as RouteId[]).filter((id) => !isBuilt(id));

function unbuiltPageOf(href: string, lang: Lang): RouteId | undefined {
  const pathname = new URL(href, "http://shop.test").pathname;
  return UNBUILT.find((id) => matchPath({ path: patternFor(id, lang), end: true }, pathname.replace(/\/$/, "") || "/"));
}

describe("buildMenu: only pages that exist", () => {
  const mainOf = (lang: Lang, overrides: Partial<MenuInput> = {}) => {
    const main = view(buildMenu(input(lang, "", { menuPath: lang === "fi" ? "/valikko/" : "/menu/", ...overrides })));
    if (main.level !== "main") throw new Error("not main");
    return main;
  };

  it("leaves out the entries whose page is not built, and a section left empty", () => {
    const built = new Set<RouteId>(["manufacturers", "accounts.login", "rental"]);
    const main = mainOf("fi", { built: (id) => built.has(id) });
    expect(main.sections.map((section) => section.id)).toEqual(["products", "circular-economy", "customer-service", "life-outdoors"]);
    expect(main.sections.find((section) => section.id === "circular-economy")!.entries.map((entry) => entry.href)).toEqual(["/vuokraus/"]);
    // Complaints is a page of the route table: only the static pages stay.
    expect(main.sections.find((section) => section.id === "customer-service")!.entries.map((entry) => entry.href)).toEqual([
      "/toimitustavat/",
      "/kanta-asiakasedut/",
      "/sopimusehdot/",
    ]);
    // A static page the shop has stands in for a campaign page that is not built; the others go.
    const corporate = mainOf("fi", { built: (id) => built.has(id), pages: [...PAGES, { key: "summer-shop", kind: "page", slug: "kesa", title: "Kesä" }] });
    expect(corporate.sections.find((section) => section.id === "corporate")!.entries.map((entry) => entry.href)).toEqual(["/kesa/"]);
  });

  it("drops the stores while the store pages are not built, however many stores there are", () => {
    const main = mainOf("fi", { built: (id) => id !== "stores.store" });
    expect(main.sections.some((section) => section.id === "stores")).toBe(false);
  });

  it("falls back to the log-in page for joining the club only when that page is built", () => {
    const without = mainOf("fi", { pages: [], built: (id) => id !== "accounts.login" });
    expect(without.sections.find((section) => section.id === "life-outdoors")!.entries.map((entry) => entry.href)).not.toContain("/tili/kirjaudu/");
  });

  it("with the pages built today, links no page of the route table that would answer 404, in any language", () => {
    for (const lang of LANGUAGES) {
      for (const loggedIn of [false, true]) {
        const main = mainOf(lang, { built: undefined, loggedIn });
        const dead = main.sections.flatMap((section) =>
          section.entries.flatMap((entry) => {
            const id = unbuiltPageOf(entry.href, lang);
            return id ? [`${lang} ${section.id}: ${entry.href} (${id})`] : [];
          }),
        );
        expect(dead).toEqual([]);
        expect(main.sections.every((section) => section.entries.length > 0)).toBe(true);
      }
    }
  });
});
