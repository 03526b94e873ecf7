import { describe, expect, it } from "vitest";
import { parseImageRef, withBannerSize } from "./refs.ts";

describe("stored image references", () => {
  it("reads every kind the catalogue stores", () => {
    expect(parseImageRef("/images/products/300200-320.svg")).toEqual({ kind: "product", imageId: 300200, width: 320 });
    expect(parseImageRef("/images/banners/3.svg")).toEqual({ kind: "banner", bannerId: 3, width: 758, height: 447 });
    expect(parseImageRef("/images/banners/3-1200x630.svg")).toEqual({ kind: "banner", bannerId: 3, width: 1200, height: 630 });
    expect(parseImageRef("/images/brands/fjall-co.svg")).toEqual({ kind: "brand-logo", slug: "fjall-co" });
    expect(parseImageRef("/images/brands/fjall-co-promo-2.svg")).toEqual({ kind: "brand-promo", slug: "fjall-co", index: 2 });
    expect(parseImageRef("/images/reviews/77-1.svg")).toEqual({ kind: "review", reviewId: 77, index: 1 });
  });
  it("refuses sizes that are not on the lists and anything else", () => {
    expect(parseImageRef("/images/products/300200-321.svg")).toBeNull();
    expect(parseImageRef("/images/banners/3-4000x4000.svg")).toBeNull();
    expect(parseImageRef("/images/brands/../x.svg")).toBeNull();
    expect(parseImageRef("/images/products/abc-320.svg")).toBeNull();
  });
  it("changes the size of a reference and leaves other strings alone", () => {
    expect(withBannerSize("/images/banners/4.svg", "share")).toBe("/images/banners/4-1200x630.svg");
    expect(withBannerSize("/images/banners/4-758x447.svg", "promo")).toBe("/images/banners/4-720x480.svg");
  });
});
