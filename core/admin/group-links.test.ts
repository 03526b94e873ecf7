import { describe, expect, it } from "vitest";
import { formFields } from "./model-form.ts";
import { linksInOrder, parseGroupLinkForm, shownLink, type AdminGroupLink } from "./group-links.ts";
import { parseCarouselForm } from "./brand-carousel.ts";
import { groupDeleteRefusal } from "./taxonomy.ts";

const form = (values: Array<[string, string]>) => formFields(new URLSearchParams(values));

describe("a link tile's form", () => {
  it("takes a shop path or a web address, a title and a whole order number", () => {
    expect(parseGroupLinkForm(form([["linkTitle", "  Uutuudet  "], ["linkUrl", "/uutuudet/"], ["linkOrder", ""]]))).toEqual({ ok: true, value: { title: "Uutuudet", link: "/uutuudet/", sortOrder: 0, removePicture: false } });
    expect(parseGroupLinkForm(form([["linkTitle", "Opas"], ["linkUrl", "https://example.com/a"], ["linkOrder", "12"], ["linkPictureRemove", "on"]]))).toMatchObject({ ok: true, value: { sortOrder: 12, removePicture: true } });
    expect(parseGroupLinkForm(form([["linkTitle", ""], ["linkUrl", "//evil.example/"], ["linkOrder", "-1"]]))).toEqual({ ok: false, problems: { linkTitle: "required", linkUrl: "invalid", linkOrder: "invalid" } });
    expect(parseGroupLinkForm(form([["linkTitle", "x"], ["linkUrl", `/${"a".repeat(500)}`]]))).toEqual({ ok: false, problems: { linkUrl: "tooLong" } });
  });

  it("shows the demo catalogue's group paths as the shop paths they are", () => {
    expect(shownLink("takit/kuoritakit")).toBe("/takit/kuoritakit/");
    expect(shownLink("/talvi/")).toBe("/talvi/");
    expect(shownLink("https://example.com/")).toBe("https://example.com/");
  });

  it("orders one language's tiles by number, then oldest first", () => {
    const tile = (id: number, lang: "fi" | "en", sortOrder: number): AdminGroupLink => ({ id, lang, sortOrder, title: String(id), link: "/", image: null });
    expect(linksInOrder([tile(3, "fi", 1), tile(1, "en", 0), tile(2, "fi", 1), tile(4, "fi", 0)], "fi").map((link) => link.id)).toEqual([4, 2, 3]);
  });
});

describe("a group's deletion", () => {
  it("waits for the groups below it and the models whose main group it is", () => {
    expect(groupDeleteRefusal({ subgroups: 0, models: 0 })).toBeNull();
    expect(groupDeleteRefusal({ subgroups: 1, models: 0 })).toEqual({ subgroups: 1, models: 0 });
    expect(groupDeleteRefusal({ subgroups: 0, models: 3 })).toEqual({ subgroups: 0, models: 3 });
  });
});

describe("a brand's carousel form", () => {
  const current = ["/a.webp", "/b.webp", "/c.webp"];
  it("orders by number, keeps an empty number's place and drops the ticked pictures", () => {
    const posted = form([["promo", "/a.webp"], ["promo", "/b.webp"], ["promo", "/c.webp"], ["promoOrder_0", "3"], ["promoOrder_1", ""], ["promoOrder_2", "1"], ["promoRemove", "/b.webp"]]);
    expect(parseCarouselForm(posted, current)).toEqual({ ok: true, value: ["/c.webp", "/a.webp"] });
  });

  it("names a bad number and keeps a picture added meanwhile at the end", () => {
    expect(parseCarouselForm(form([["promo", "/a.webp"], ["promoOrder_0", "x"]]), current)).toEqual({ ok: false, problems: { promoOrder_0: "invalid" } });
    expect(parseCarouselForm(form([["promo", "/b.webp"], ["promo", "/gone.webp"], ["promoOrder_0", "1"], ["promoOrder_1", "0"]]), current)).toEqual({ ok: true, value: ["/b.webp", "/a.webp", "/c.webp"] });
  });
});
