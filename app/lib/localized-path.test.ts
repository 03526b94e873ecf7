import { describe, expect, it } from "vitest";
import { matchPath } from "react-router";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { pathFor, patternFor, type RouteId } from "#i18n/routes.ts";
import { PAGES } from "../pages.ts";
import { localizedRedirect } from "./localized-path.ts";

const pages = ["home", "menu", "page", "accounts.activate"] as const;

describe("localizedRedirect", () => {
  it("leaves this language's own paths alone", () => {
    expect(localizedRedirect("/valikko/", "fi", pages)).toBeNull();
    expect(localizedRedirect("/menu/", "en", pages)).toBeNull();
    expect(localizedRedirect("/menu/", "fr", pages)).toBeNull();
    expect(localizedRedirect("/", "ru", pages)).toBeNull();
  });
  it("sends another storefront's path to this storefront's path of the same page", () => {
    expect(localizedRedirect("/menu/", "fi", pages)).toBe("/valikko/");
    expect(localizedRedirect("/valikko/", "de", pages)).toBe("/menue/");
  });
  it("keeps parameters and rest paths", () => {
    expect(localizedRedirect("/page/delivery/methods/", "fi", pages)).toBe("/sivu/delivery/methods/");
    expect(localizedRedirect("/accounts/activate/abc123/", "sv", pages)).toBe("/konto/aktivera/abc123/");
  });
  it("ignores paths of no built page", () => {
    expect(localizedRedirect("/sopimusehdot/", "fi", pages)).toBeNull();
    expect(localizedRedirect("/kassa/", "en", pages)).toBeNull();
  });
});

/** The plain search the index stands in for: every page's pattern in every language, in page order. */
function plainRedirect(pathname: string, lang: Lang, pageIds: readonly RouteId[]): string | null {
  if (pageIds.some((id) => matchPath({ path: patternFor(id, lang), end: true }, pathname))) return null;
  for (const id of pageIds) {
    for (const other of LANGUAGES) {
      const match = other === lang ? null : matchPath({ path: patternFor(id, other), end: true }, pathname);
      if (!match) continue;
      try {
        return pathFor(id, lang, Object.fromEntries(Object.entries(match.params).filter((e): e is [string, string] => typeof e[1] === "string")));
      } catch {
        return null;
      }
    }
  }
  return null;
}

describe("localizedRedirect's pattern index", () => {
  it("answers as trying every pattern would, for every page in every language and for other paths", () => {
    const pageIds = Object.keys(PAGES) as RouteId[];
    const samples = pageIds.flatMap((id) =>
      LANGUAGES.map((lang) => patternFor(id, lang).replace(/:[a-z_]+/gi, "x1").replace("*", "a/b")),
    );
    samples.push("/", "/skarvheim/asusteet/pipot/", "/MENU/", "/Valikko/", "/x1/", "/page/", "//", "/accounts/activate/");
    let redirects = 0;
    for (const pathname of samples) {
      for (const lang of LANGUAGES) {
        const expected = plainRedirect(pathname, lang, pageIds);
        if (expected) redirects += 1;
        expect(localizedRedirect(pathname, lang, pageIds), `${pathname} in ${lang}`).toBe(expected);
      }
    }
    expect(redirects).toBeGreaterThan(100);
  });
});
