import { describe, expect, it } from "vitest";
import { createImageService, promoTheme, type ImageRepository } from "./image-service.ts";

const repository: ImageRepository = {
  async productImage(id) {
    return id === 1 ? { shape: "tent", hex: "#2e5e4e", accentHex: "#f0c419" } : id === 2 ? { shape: "spaceship", hex: "#000000", accentHex: "#000000" } : null;
  },
  async banner(id) {
    return id === 1 ? { theme: "winter", hex: "#123456" } : id === 2 ? { theme: null, hex: "#123456" } : null;
  },
  async brand(slug) {
    return slug === "fjall" ? { name: "Fjäll", hex: "#7a3b1d" } : null;
  },
  async reviewedProductImage(id) {
    return id === 5 ? { shape: "boot", hex: "#443322", accentHex: "#ddccbb" } : null;
  },
  async pictureFile(hash, format, width) {
    return hash === HASH && format === "avif" && width === 640 ? new Uint8Array([1, 2, 3]) : null;
  },
};
const HASH = "00112233445566778899aabbccddeeff";
const service = createImageService(repository);

describe("image service", () => {
  it("serves a stored size of an uploaded picture with its format's type, and nothing for other addresses", async () => {
    expect(await service.pictureFile(`/images/pictures/${HASH}-640.avif`)).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: "image/avif" });
    expect(await service.pictureFile(`/images/pictures/${HASH}-640.webp`)).toBeNull();
    expect(await service.pictureFile(`/images/pictures/${HASH}-641.avif`)).toBeNull();
  });
  it("draws a product image from its row at the requested width", async () => {
    expect(await service.drawingFor({ kind: "product", imageId: 1, width: 960 })).toMatchObject({ kind: "product", shape: "tent", width: 960 });
  });
  it("gives null for a missing row or a shape it cannot draw", async () => {
    expect(await service.drawingFor({ kind: "product", imageId: 3, width: 320 })).toBeNull();
    expect(await service.drawingFor({ kind: "product", imageId: 2, width: 320 })).toBeNull();
    expect(await service.drawingFor({ kind: "brand-logo", slug: "nobody" })).toBeNull();
    expect(await service.drawingFor({ kind: "review", reviewId: 9, index: 1 })).toBeNull();
  });
  it("uses the banner's theme, or a theme by id when it has none", async () => {
    expect(await service.drawingFor({ kind: "banner", bannerId: 1, width: 758, height: 447 })).toMatchObject({ theme: "winter" });
    expect(await service.drawingFor({ kind: "banner", bannerId: 2, width: 758, height: 447 })).toMatchObject({ theme: promoTheme(2) });
  });
  it("draws brand logos and promos in the brand's colour", async () => {
    expect(await service.drawingFor({ kind: "brand-logo", slug: "fjall" })).toEqual({ kind: "logo", name: "Fjäll", hex: "#7a3b1d" });
    expect(await service.drawingFor({ kind: "brand-promo", slug: "fjall", index: 1 })).toMatchObject({ kind: "banner", hex: "#7a3b1d", width: 720, height: 480 });
  });
});
