import { BANNER_THEMES, isBannerTheme, type BannerTheme } from "./banner-svg.ts";
import { isProductShape } from "./product-svg.ts";
import type { ImageRef } from "./refs.ts";
import type { ParsedImage } from "./urls.ts";

/** What the image route needs from the catalogue to draw a stored reference. */
export interface ImageRepository {
  productImage(imageId: number): Promise<{ shape: string; hex: string; accentHex: string } | null>;
  banner(bannerId: number): Promise<{ theme: string | null; hex: string } | null>;
  brandName(slug: string): Promise<string | null>;
  /** The first picture of the reviewed model: a reviewer's photo shows the product. */
  reviewedProductImage(reviewId: number): Promise<{ shape: string; hex: string; accentHex: string } | null>;
}

/** Calm earth and forest tones for brand marks; a brand always gets the same one. */
const BRAND_COLOURS = ["#1e5a3a", "#2b4c6f", "#7a3b1d", "#4a4a3a", "#5b3a6b", "#8a5a00", "#23545b", "#6b2f2f"];

export function brandColour(slug: string): string {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return BRAND_COLOURS[hash % BRAND_COLOURS.length]!;
}

export function promoTheme(index: number): BannerTheme {
  return BANNER_THEMES[Math.abs(index) % BANNER_THEMES.length]!;
}

export function createImageService(repository: ImageRepository) {
  return {
    /** The drawing a stored reference names, or null when the row does not exist. */
    async drawingFor(ref: ImageRef): Promise<ParsedImage | null> {
      switch (ref.kind) {
        case "product": {
          const image = await repository.productImage(ref.imageId);
          if (!image || !isProductShape(image.shape)) return null;
          return { kind: "product", shape: image.shape, hex: image.hex, accentHex: image.accentHex, seed: ref.imageId, width: ref.width };
        }
        case "banner": {
          const banner = await repository.banner(ref.bannerId);
          if (!banner) return null;
          const theme = isBannerTheme(banner.theme) ? banner.theme : promoTheme(ref.bannerId);
          return { kind: "banner", theme, hex: banner.hex, seed: ref.bannerId, width: ref.width, height: ref.height };
        }
        case "brand-logo": {
          const name = await repository.brandName(ref.slug);
          return name === null ? null : { kind: "logo", name, hex: brandColour(ref.slug) };
        }
        case "brand-promo": {
          const name = await repository.brandName(ref.slug);
          if (name === null) return null;
          return { kind: "banner", theme: promoTheme(ref.index), hex: brandColour(ref.slug), seed: `${ref.slug}-${ref.index}`.length * 97 + ref.index, width: 720, height: 480 };
        }
        case "review": {
          const image = await repository.reviewedProductImage(ref.reviewId);
          if (!image || !isProductShape(image.shape)) return null;
          return { kind: "product", shape: image.shape, hex: image.hex, accentHex: image.accentHex, seed: ref.reviewId * 10 + ref.index, width: 960 };
        }
      }
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
