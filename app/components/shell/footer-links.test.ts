import { describe, expect, it } from "vitest";
import { pathFor, type RouteId } from "#i18n/routes.ts";
import { isBuilt } from "#app/pages.ts";
import { footerSections } from "./footer-links.ts";

const lists = {
  customerService: [{ href: "/toimitustavat/", label: "Toimitustavat" }],
  stores: [{ href: "/myymalat/helsinki/", label: "Helsinki" }],
};

describe("footerSections", () => {
  it("links the complaint form, the contact page and the stores list once they are built", () => {
    const sections = footerSections("fi", lists, () => true);
    expect(sections.customerService).toEqual([
      { href: "/toimitustavat/", label: "Toimitustavat" },
      { href: "/reklamaatio/", label: "Reklamaatiot" },
      { href: "/kysy/", label: "Ota yhteyttä" },
    ]);
    expect(sections.stores.map((link) => link.href)).toEqual(["/myymalat/helsinki/", "/myymalat/"]);
  });

  it("leaves out the pages that are not built, so a column may end up empty", () => {
    const built = new Set<RouteId>(["ask"]);
    const sections = footerSections("fi", { customerService: lists.customerService, stores: [] }, (id) => built.has(id));
    expect(sections.customerService.map((link) => link.href)).toEqual(["/toimitustavat/", "/kysy/"]);
    expect(sections.stores).toEqual([]);
  });

  it("with the pages built today, links only those of the complaint form, contact page and stores list that exist", () => {
    const sections = footerSections("en", { customerService: [], stores: [] });
    const hrefs = [...sections.customerService, ...sections.stores].map((link) => link.href);
    const expected = (["reclamation", "ask", "stores"] as const).filter((id) => isBuilt(id)).map((id) => pathFor(id, "en"));
    expect(hrefs).toEqual(expected);
  });
});
