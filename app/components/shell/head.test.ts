import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import type { RequestContext } from "#app/context.ts";
import type { Services } from "#core/services.ts";
import { pageHead, routePaths, shareImageOf } from "./head.server.ts";
import { asShellEnv, envFromError, headMeta, receivedShellData, routeMeta, type PageHead } from "./head.ts";
import { messagesFor, textsFor } from "./shell-data.server.ts";

function context(lang: RequestContext["lang"]): RequestContext {
  const originByLang = {
    en: "https://shop.example.com",
    fi: "https://shop.example.fi",
    sv: "https://shop.example.se",
    de: "https://shop.example.de",
    fr: "https://shop.example.fr",
    ru: "https://shop.example.ru",
  };
  return {
    lang,
    nonce: "n",
    origin: originByLang[lang],
    originByLang,
    locale: { countryCode: "fi", currencyCode: "eur" },
    services: {} as Services,
    clientAddress: "127.0.0.1",
    authToken: null,
    user: async () => null,
    contactEmail: "help@example.fi",
    buildVersion: "1",
  };
}

describe("pageHead", () => {
  it("titles the page '{title} - {brand}' and links every storefront", () => {
    const head = pageHead(context("de"), { title: "Menü", paths: routePaths("menu") });
    expect(head.title).toBe("Menü - Kuusikko Outdoor");
    expect(head.canonical).toBe("https://shop.example.de/menue/");
    expect(head.alternates).toContainEqual({ hrefLang: "fi", href: "https://shop.example.fi/valikko/" });
    expect(head.alternates).toContainEqual({ hrefLang: "x-default", href: "https://shop.example.fi/valikko/" });
    expect(head.alternates).toHaveLength(7);
    expect(head.image).toMatch(/^https:\/\/shop\.example\.de\/images\/banners\/.+-1200x630\.svg$/);
  });

  it("cuts the description at 150 characters and leaves out languages without the page", () => {
    const long = `<p>${"Kevyt ja kestävä teltta tunturiin. ".repeat(10)}</p>`;
    const head = pageHead(context("fi"), { title: "Sopimusehdot", description: long, paths: { fi: "/sopimusehdot/", de: "/agb/" } });
    expect(head.description!.length).toBeLessThanOrEqual(150);
    expect(head.description!.endsWith("…")).toBe(true);
    expect(head.alternates.map((alternate) => alternate.hrefLang)).toEqual(["fi", "de", "x-default"]);
  });

  it("draws a banner picture again at the share size", () => {
    expect(shareImageOf("/images/banners/winter-1d4e89-1-758x447.svg")).toBe("/images/banners/winter-1d4e89-1-1200x630.svg");
    expect(shareImageOf("/images/products/tent-2f6b4f-2f6b4f-1-960.svg")).toBe("/images/products/tent-2f6b4f-2f6b4f-1-960.svg");
    expect(shareImageOf("/images/banners/3.svg")).toBe("/images/banners/3-1200x630.svg");
    expect(shareImageOf(null)).toBeNull();
  });
});

describe("headMeta and routeMeta", () => {
  const head: PageHead = {
    title: "Sopimusehdot - Kuusikko Outdoor",
    description: "Ehdot.",
    canonical: "https://shop.example.fi/sopimusehdot/",
    alternates: [{ hrefLang: "de", href: "https://shop.example.de/allgemeine-geschaftsbedingungen/" }],
    image: "https://shop.example.fi/images/x.svg",
  };

  it("describes the whole head", () => {
    const meta = headMeta(head);
    expect(meta).toContainEqual({ title: head.title });
    expect(meta).toContainEqual({ name: "description", content: "Ehdot." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: head.canonical });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "de", href: head.alternates[0]!.href });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
  });

  it("takes the route's head, else the deepest one above it", () => {
    expect(routeMeta({ loaderData: { head }, matches: [], error: null })).toContainEqual({ title: head.title });
    expect(routeMeta({ loaderData: undefined, matches: [{ id: "x", loaderData: { head } }], error: null })).toContainEqual({ title: head.title });
  });

  it("titles an error screen with its localized status and keeps it out of search results", () => {
    const root = { id: "root", loaderData: { lang: "fi", messages: messagesFor("fi"), nonce: "", contactEmail: "" } };
    const meta = routeMeta({ loaderData: undefined, matches: [root], error: new ErrorResponse(404, "", { kind: "not-found", path: "/x/" }) });
    expect(meta).toContainEqual({ title: "Sivua ei löytynyt - Kuusikko Outdoor" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    // A loader's own message names what was missing; any other status its text.
    const brand = routeMeta({ loaderData: undefined, matches: [root], error: new ErrorResponse(404, "", { kind: "message", message: "Valmistajaa ei löytynyt." }) });
    expect(brand).toContainEqual({ title: "Valmistajaa ei löytynyt. - Kuusikko Outdoor" });
    expect(routeMeta({ loaderData: undefined, matches: [root], error: new Error("x") })).toContainEqual({ title: "Palvelinvirhe - Kuusikko Outdoor" });
  });
});

describe("the shell's env of loader data", () => {
  const rootData = structuredClone({ lang: "fi", nonce: "n", contactEmail: "a@b.fi", messages: messagesFor("fi"), origin: "http://x" });

  it("has its texts received, one object per loader answer", () => {
    const env = asShellEnv(rootData);
    expect(env?.messages["shell.brandName"]).toBe(textsFor("fi")["shell.brandName"]);
    expect(asShellEnv(rootData)).toBe(env);
    expect(receivedShellData(rootData as never)).toBe(env);
    expect(receivedShellData(undefined)).toBeNull();
  });

  it("is null for data without sent texts, and found in a thrown error's data", () => {
    expect(asShellEnv({ lang: "fi", messages: { "shell.brandName": "x" } })).toBeNull();
    expect(asShellEnv("fi")).toBeNull();
    const error = { status: 500, statusText: "", internal: false, data: { env: rootData } };
    expect(envFromError(error)?.messages["shell.brandName"]).toBe(textsFor("fi")["shell.brandName"]);
  });
});
