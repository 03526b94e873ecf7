import { describe, expect, it } from "vitest";
import { bannerImageUrl, brandLogoUrl, parseImagePath, productImageUrl } from "./urls.ts";

describe("image URLs", () => {
  it("round-trips a product image", () => {
    const url = productImageUrl({ id: 42, shape: "jacket", hex: "#2E5E4E", accentHex: "#f0c419" }, 320);
    expect(url).toBe("/images/products/jacket-2e5e4e-f0c419-42-320.svg");
    expect(parseImagePath(url)).toEqual({ kind: "product", shape: "jacket", hex: "#2e5e4e", accentHex: "#f0c419", seed: 42, width: 320 });
  });
  it("round-trips a banner and a logo with a name that needs escaping", () => {
    expect(parseImagePath(bannerImageUrl({ id: 3, theme: "winter", hex: "#123456" }, "banner"))).toMatchObject({
      kind: "banner",
      width: 758,
      height: 447,
    });
    expect(parseImagePath(brandLogoUrl({ name: "Fjäll & Co", hex: "#123456" }))).toEqual({ kind: "logo", hex: "#123456", name: "Fjäll & Co" });
  });
  it("refuses sizes, shapes and themes that are not on the lists", () => {
    expect(parseImagePath("/images/products/jacket-2e5e4e-f0c419-42-321.svg")).toBeNull();
    expect(parseImagePath("/images/products/spaceship-2e5e4e-f0c419-42-320.svg")).toBeNull();
    expect(parseImagePath("/images/banners/winter-123456-3-4000x4000.svg")).toBeNull();
    expect(parseImagePath("/images/banners/stormy-123456-3-758x447.svg")).toBeNull();
    expect(parseImagePath("/images/logos/123456/%E0%A4%A.svg")).toBeNull();
    expect(parseImagePath("/images/../etc/passwd")).toBeNull();
  });
});
