import { describe, expect, it } from "vitest";
import { PRODUCT_SHAPES } from "./product-svg.ts";
import { normalizeSlug, shapeForProductType } from "./shapes.ts";

describe("shapeForProductType", () => {
  it.each([
    ["hardshell-jackets", "jacket"],
    ["down-jackets", "jacket"],
    ["fleece-jackets", "fleece"],
    ["down-vests", "vest"],
    ["hiking-pants", "trousers"],
    ["shorts", "shorts"],
    ["base-layers", "shirt"],
    ["t-shirts", "shirt"],
    ["beanies", "hat"],
    ["gloves", "gloves"],
    ["hiking-boots", "boot"],
    ["trail-running-shoes", "shoe"],
    ["sandals", "sandal"],
    ["hiking-socks", "sock"],
    ["backpacks", "backpack"],
    ["tents", "tent"],
    ["sleeping-bags", "sleeping-bag"],
    ["sleeping-pads", "sleeping-pad"],
    ["alpine-skis", "ski"],
    ["cross-country-skis", "ski"],
    ["snowboards", "snowboard"],
    ["ski-poles", "ski-pole"],
    ["ski-boots", "ski-boot"],
    ["ski-bindings", "binding"],
    ["ski-helmets", "helmet"],
    ["ski-goggles", "goggles"],
    ["climbing-harnesses", "climbing-harness"],
    ["carabiners", "carabiner"],
    ["climbing", "carabiner"],
    ["climbing-ropes", "rope"],
    ["camping-stoves", "stove"],
    ["cooking", "pot"],
    ["water-bottles", "bottle"],
    ["headlamps", "headlamp"],
    ["knives", "knife"],
    ["maps", "map"],
    ["compasses", "compass"],
    ["gift-cards", "gift-card"],
  ] as const)("%s -> %s", (slug, shape) => {
    expect(shapeForProductType(slug)).toBe(shape);
  });

  it.each([
    ["kuoritakit", "jacket"],
    ["vaelluskengät", "boot"],
    ["laskettelumonot", "ski-boot"],
    ["makuupussit", "sleeping-bag"],
    ["otsalamput", "headlamp"],
    ["lahjakortit", "gift-card"],
    ["regnjackor", "jacket"],
    ["Wanderschuhe", "boot"],
    ["Handschuhe", "gloves"],
    ["sacs-à-dos", "backpack"],
    ["Горнолыжные ботинки", "ski-boot"],
    ["куртки", "jacket"],
  ] as const)("understands compounds and other languages: %s -> %s", (slug, shape) => {
    expect(shapeForProductType(slug)).toBe(shape);
  });

  it.each([
    ["ski-jackets", "jacket"],
    ["ski-pants", "trousers"],
    ["ski-gloves", "gloves"],
    ["ski-socks", "sock"],
    ["camping-mats", "sleeping-pad"],
    ["tent-poles", "tent"],
    ["pullovers", "shirt"],
    ["lightweight-jackets", "jacket"],
    ["short-sleeve-shirts", "shirt"],
  ] as const)("lets the specific word win: %s -> %s", (slug, shape) => {
    expect(shapeForProductType(slug)).toBe(shape);
  });

  it("does not match words inside other words", () => {
    expect(shapeForProductType("pants")).not.toBe("pot"); // "pans"
    expect(shapeForProductType("skirts")).not.toBe("ski");
    expect(shapeForProductType("vastuullisemmin-ulkona")).toBe("generic"); // not a Swedish "väst"
  });

  it("maps a shape name to itself and anything unknown to generic", () => {
    for (const shape of PRODUCT_SHAPES) expect(shapeForProductType(shape)).toBe(shape);
    expect(shapeForProductType("")).toBe("generic");
    expect(shapeForProductType("mystery-items")).toBe("generic");
  });
});

describe("normalizeSlug", () => {
  it("folds case, accents and separators", () => {
    expect(normalizeSlug("  Vaelluskengät / Naiset ")).toBe("vaelluskengat-naiset");
    expect(normalizeSlug("Sacs_à_dos")).toBe("sacs-a-dos");
    expect(normalizeSlug("Ёлки Палки")).toBe("елки-палки");
  });
});
