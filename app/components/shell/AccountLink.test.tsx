import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Lang } from "#i18n/languages.ts";
import { Header } from "./Header.tsx";
import { ShellProvider } from "./ShellContext.tsx";
import { textsFor } from "./shell-data.server.ts";
import type { ShellData } from "./shell-types.ts";

function render(lang: Lang, signedIn: boolean): string {
  const env = { lang, nonce: "n", messages: textsFor(lang), contactEmail: "" };
  const data: ShellData = {
    ...env,
    origin: "https://shop.example",
    buildVersion: "1",
    locale: { countryCode: "fi", currencyCode: "eur", countryName: "Suomi" },
    searchPlaceholder: null,
    featureFlags: {},
    signedIn,
    menuGroups: [],
    footer: { customerService: [], stores: [] },
    palette: "",
  };
  const Stub = createRoutesStub([{ path: "/", Component: () => <ShellProvider env={env} data={data}><Header /></ShellProvider> }]);
  const html = renderToStaticMarkup(<Stub initialEntries={["/"]} />);
  // The header's link to the account area.
  return /<a [^>]*href="\/(accounts|tili)\/"[^>]*>.*?<\/a>/.exec(html)?.[0] ?? "";
}

/** The link's accessible name: its text, the icons being hidden. */
const nameOf = (html: string) => html.replace(/<svg.*?<\/svg>/g, "").replace(/<[^>]+>/g, "").trim();

describe("the header's account link", () => {
  it("says the visitor is signed in when the page is rendered for a signed-in request, and offers a guest to log in", () => {
    const signedIn = render("en", true);
    expect(nameOf(signedIn)).toBe("My account");
    expect(signedIn).toContain('class="account-mark" aria-hidden="true"');
    expect(signedIn).not.toContain("aria-label");
    const guest = render("en", false);
    expect(nameOf(guest)).toBe("Log in");
    expect(guest).not.toContain("account-mark");
    expect(nameOf(render("fi", true))).toBe("Oma tili");
    expect(nameOf(render("fi", false))).toBe("Kirjaudu sisään");
  });
});
