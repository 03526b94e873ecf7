import { describe, expect, it } from "vitest";
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
