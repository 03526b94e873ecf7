import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "./languages.ts";
import { pathFor, patternFor, patternsOf, ROUTES, type RouteId } from "./routes.ts";

const IDS = Object.keys(ROUTES) as RouteId[];

function paramNames(pattern: string): string[] {
  return pattern
    .split("/")
    .filter((segment) => segment.startsWith(":") || segment === "*")
    .map((segment) => (segment === "*" ? "*" : segment.slice(1)));
}

/** Parameter names do not matter for matching: "/a/:x" and "/a/:y" claim the same URLs. */
function matchShape(pattern: string): string {
  return pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? ":" : segment))
    .join("/");
}

function sampleParams(id: RouteId, lang: Lang): Record<string, string> {
  return Object.fromEntries(paramNames(patternFor(id, lang)).map((name) => [name, name === "*" ? "x/y" : "value"]));
}

describe("pathFor", () => {
  it("gives the front page as /", () => {
    for (const lang of LANGUAGES) expect(pathFor("home", lang)).toBe("/");
  });

  it("ends every path with a slash", () => {
    expect(pathFor("menu", "fi")).toBe("/valikko/");
    expect(pathFor("accounts.login", "de")).toBe("/konto/anmelden/");
    expect(pathFor("checkout.klarna-confirm", "sv")).toBe("/checkout/klarna/confirm/");
  });

  it("fills named parameters, encoded", () => {
    expect(pathFor("stores.store", "fi", { store: "helsinki" })).toBe("/myymalat/helsinki/");
    expect(pathFor("stores.store", "en", { store: "a b/c" })).toBe("/stores/a%20b%2Fc/");
    expect(pathFor("accounts.stop-reminders", "en", { email: "anna@example.fi" })).toBe(
      "/accounts/stop_reminders/anna%40example.fi/",
    );
    expect(pathFor("life-outdoors.blogger", "ru", { blogger: "ольга" })).toBe(
      `/zhizn-na-prirode/blogery/${encodeURIComponent("ольга")}/`,
    );
    expect(pathFor("accounts.reset-confirm", "fr", { hash: "abc123" })).toBe(
      "/compte/mot-de-passe/reinitialiser/confirmer/abc123/",
    );
  });

  it("fills a rest parameter segment by segment", () => {
    expect(pathFor("page", "fi", { "*": "toimitustavat" })).toBe("/sivu/toimitustavat/");
    expect(pathFor("page", "de", { "*": "/hilfe/versand/" })).toBe("/seite/hilfe/versand/");
    expect(pathFor("page", "en", { "*": "a b/c?d" })).toBe("/page/a%20b/c%3Fd/");
    expect(pathFor("order.payment-ok", "sv", { "*": "123" })).toBe("/order/betalning_ok/123/");
    expect(pathFor("page", "fi")).toBe("/sivu/");
  });

  it("ignores parameters the route does not have", () => {
    expect(pathFor("search", "fi", { q: "teltta" })).toBe("/haku/");
  });

  it("refuses a missing, empty or dot parameter instead of linking elsewhere", () => {
    expect(() => pathFor("stores.store", "fi")).toThrow(/missing parameter :store/);
    expect(() => pathFor("stores.store", "fi", { store: "" })).toThrow(/missing parameter :store/);
    expect(() => pathFor("stores.store", "fi", { store: ".." })).toThrow(/missing parameter :store/);
    expect(() => pathFor("accounts.activate", "en", { token: "x" })).toThrow(/missing parameter :hash/);
  });

  it("builds a clean path for every route in every language", () => {
    for (const id of IDS) {
      for (const lang of LANGUAGES) {
        const path = pathFor(id, lang, sampleParams(id, lang));
        expect(path, `${id} ${lang}`).toMatch(/^\/(?:[^/]+\/)*$/);
        expect(path, `${id} ${lang}`).not.toMatch(/[:*]/);
      }
    }
  });
});

describe("route table", () => {
  it("gives every route a path in every language", () => {
    for (const id of IDS) {
      for (const lang of LANGUAGES) {
        const pattern = patternFor(id, lang);
        expect(typeof pattern, `${id} ${lang}`).toBe("string");
        // lower-case Latin letters (Russian transliterated), digits, - and _; no trailing slash (pathFor adds it)
        if (id !== "home") {
          expect(pattern, `${id} ${lang}`).toMatch(/^(?:\/(?:[a-z0-9][a-z0-9_-]*|:[a-zA-Z]+|\*))+$/);
        }
      }
    }
    expect(patternFor("home", "fi")).toBe("/");
  });

  it("takes the same parameters in every language", () => {
    for (const id of IDS) {
      const english = paramNames(patternFor(id, "en"));
      for (const lang of LANGUAGES) expect(paramNames(patternFor(id, lang)), `${id} ${lang}`).toEqual(english);
    }
  });

  it("never gives one path to two pages, in any pair of languages", () => {
    const owner = new Map<string, RouteId>();
    for (const id of IDS) {
      for (const lang of LANGUAGES) {
        const shape = matchShape(patternFor(id, lang));
        const claimed = owner.get(shape);
        expect(claimed === undefined || claimed === id, `${shape} is ${claimed} and ${id} (${lang})`).toBe(true);
        owner.set(shape, id);
      }
    }
    // the check itself can fail: two ids with the same shape in different languages
    expect(matchShape("/konto/:a")).toBe(matchShape("/konto/:b"));
  });

  it("localizes the account area's routes", () => {
    const localized: RouteId[] = [
      "accounts",
      "accounts.login",
      "accounts.activate",
      "accounts.delete",
      "accounts.reset-password",
      "accounts.reset-confirm",
      "accounts.stop-reminders",
      "campaign",
      "campaigns.club-offers",
      "corporate-info-form",
      "corporate-newsletter",
      "experiences",
      "faq",
      "giftcampaigns",
      "history",
      "life-outdoors",
      "life-outdoors.blog",
      "life-outdoors.blog-post",
      "life-outdoors.bloggers",
      "life-outdoors.blogger",
      "life-outdoors.post",
      "manufacturers",
      "newest",
      "order.process",
      "order.payment-ok",
      "order.payment-cancelled",
      "order.payment-error",
      "order.payment-address",
      "page",
      "reclamation",
      "rental",
      "rental.rentle",
      "responsibility",
      "search",
      "giftcards",
      "shoe-wizard",
      "ski-wizard",
      "ski-wizard.sport",
      "stores",
      "stores.store",
      "wishlist",
      "womens-and-mens-shoes",
      "returns",
      "view-order",
    ];
    for (const id of localized) {
      expect(patternFor(id, "fi"), id).not.toBe(patternFor(id, "en"));
      expect(patternsOf(id).length, id).toBeGreaterThan(2);
    }
  });

  it("keeps the fixed English paths", () => {
    expect(patternFor("accounts.stop-reminders", "en")).toBe("/accounts/stop_reminders/:email");
    expect(patternFor("accounts.reset-confirm", "en")).toBe("/accounts/password/reset/confirm/:hash");
    expect(patternFor("giftcards", "en")).toBe("/service-products/giftcards");
    expect(patternFor("order.payment-address", "en")).toBe("/order/payment_address/*");
    expect(patternFor("rental.rentle", "en")).toBe("/rental/rentle");
  });

  it("leaves the terms page to the static pages of the database", () => {
    for (const id of IDS) {
      for (const lang of LANGUAGES) {
        expect(patternFor(id, lang), `${id} ${lang}`).not.toMatch(/sopimusehdot|allgemeine-geschaftsbedingungen|terms/);
      }
    }
  });
});

describe("patternsOf", () => {
  it("lists each distinct pattern once with the languages using it", () => {
    expect(patternsOf("home")).toEqual([{ pattern: "/", langs: [...LANGUAGES] }]);
    expect(patternsOf("menu")).toEqual([
      { pattern: "/menu", langs: ["en", "fr"] },
      { pattern: "/valikko", langs: ["fi"] },
      { pattern: "/meny", langs: ["sv"] },
      { pattern: "/menue", langs: ["de"] },
      { pattern: "/menyu", langs: ["ru"] },
    ]);
    for (const id of IDS) {
      const langs = patternsOf(id).flatMap((entry) => entry.langs);
      expect(langs.sort(), id).toEqual([...LANGUAGES].sort());
    }
  });
});
