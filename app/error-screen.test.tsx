/**
 * The full-page error screens as the server renders them (Vitest has no DOM; the browser tests check
 * the 404 screens of the running shop, this the screens it cannot easily be made to show): a failure of
 * the shell's own data (the database down) and an unhandled error, through the root's error boundary.
 * Both keep the shop's header (logo, menu, search, account, wishlist, cart) and footer, in the page's
 * language, with the status text once and the message once.
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { resourcesFailedData } from "./components/shell/error-data.ts";
import { loadShellData, shellEnv } from "./components/shell/shell-data.server.ts";
import type { RequestContext } from "./context.ts";
import type { Services } from "#core/services.ts";
import { ErrorBoundary } from "./root.tsx";

function context(lang: RequestContext["lang"], services: Services = {} as Services): RequestContext {
  return {
    lang,
    nonce: "nonce-of-the-test",
    origin: "https://shop.example",
    originByLang: { en: "https://en.shop.example", fi: "https://shop.example", sv: "https://sv.shop.example", de: "https://de.shop.example", fr: "https://fr.shop.example", ru: "https://ru.shop.example" },
    locale: { countryCode: "fi", currencyCode: "eur" },
    services,
    clientAddress: "127.0.0.1",
    authToken: null,
    user: async () => null,
    contactEmail: "apu@example.fi",
    buildVersion: "1",
  };
}

/** The page the root renders for `error` thrown by its loader (rootData null) or below it. */
function render(error: unknown, rootData: unknown = null): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/*",
      Component: () => null,
      // Without the document's Layout: its scripts need the build's manifest, which a test does not have.
      ErrorBoundary: () => <ErrorBoundary error={error} params={{}} loaderData={rootData as never} />,
    },
  ]);
  return renderToString(<Stub initialEntries={["/ei-ole/"]} hydrationData={{ loaderData: { root: rootData }, errors: { root: error } }} />);
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
const count = (text: string, part: string) => text.split(part).length - 1;

describe("the root's error screen", () => {
  it("keeps the header and footer when the shell's own data failed, without what needed the database", () => {
    const ctx = context("de");
    const html = render(new ErrorResponse(500, "", { ...resourcesFailedData(), env: shellEnv(ctx) }));
    const t = (key: Parameters<typeof translate>[1]) => translate("de", key);
    // In the page's language: the texts came with the error, as the shell's data could not.
    expect(html).toContain(t("shell.skipToContent"));
    // Header: logo, the menu page, the search form with the catalogue's placeholder, account, wishlist and cart.
    expect(html).toMatch(/<header class="site-header">/);
    expect(html).toContain(`href="${pathFor("menu", "de")}"`);
    expect(html).toMatch(new RegExp(`<form[^>]*role="search"[^>]*action="${pathFor("search", "de")}"`));
    expect(html).toContain(`placeholder="${t("shell.searchPlaceholder")}"`);
    for (const id of ["accounts", "wishlist", "checkout"] as const) expect(html).toContain(`href="${pathFor(id, "de")}"`);
    // The delivery country and the product groups come from the database: left out, not broken.
    expect(html).not.toContain("locale-control");
    expect(html).not.toContain("group-nav");
    // Footer with the shop's facts and contact address.
    expect(html).toMatch(/<footer class="site-footer">/);
    expect(html).toContain(t("shell.footerDelivery"));
    expect(html).toContain('href="mailto:apu@example.fi"');

    const text = textOf(html);
    expect(count(text, t("errors.status500"))).toBe(1);
    expect(count(text, t("errors.resourcesFailed"))).toBe(1);
    expect(text).toContain(translate("de", "errors.errorCode", { status: 500 }));
  });

const SERVICES = {
      config: {
        generalSettings: async () => [{ key: "search_bar_placeholder", value: "Etsi retkivarusteita" }],
        countries: async () => [{ code: "fi", name: "Suomi", currencyCode: "eur" }],
      },
      catalog: {
        productGroups: async () => [{ id: 1, name: "Takit", shortName: "Takit", path: "takit", slug: "takit", showInMenu: true, children: [], links: [] }],
        stores: async () => [],
        palette: async () => ".c-1f5d3a{--swatch:#1f5d3a}",
      },
      content: { staticPageLinks: async () => [{ key: "terms", kind: "page", slug: "sopimusehdot", title: "Sopimusehdot" }] },
    } as unknown as Services;

  it("keeps the whole header for an error below the shell, with every part of the shell's data", async () => {
    const rootData = await loadShellData(context("fi", SERVICES));
    const html = render(new Error("a render failed"), rootData);
    expect(html).toContain('placeholder="Etsi retkivarusteita"');
    expect(html).toContain("locale-control");
    expect(html).toMatch(/<nav class="group-nav"[^>]*>.*href="\/takit\/"/);
    expect(html).toContain('href="/sopimusehdot/"');
    const text = textOf(html);
    expect(count(text, translate("fi", "errors.status500"))).toBe(1);
    // An unhandled error's own message never reaches the page.
    expect(text).not.toContain("a render failed");
  });

  it("says a missing page's status text once and its message with the path once", async () => {
    const rootData = await loadShellData(context("fi", SERVICES));
    const html = render(new ErrorResponse(404, "", { kind: "not-found", path: "/ei-ole/" }), rootData);
    const text = textOf(html);
    expect(count(text, translate("fi", "errors.pageNotFoundTitle"))).toBe(1);
    expect(text).toContain(translate("fi", "errors.pageNotFound", { path: "/ei-ole/" }));
    expect(count(text, translate("fi", "errors.status404"))).toBe(1);
  });
});
