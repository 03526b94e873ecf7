import { BANNER_THEMES, isBannerTheme, type BannerTheme } from "./banner-svg.ts";
import { isProductShape } from "./product-svg.ts";
import type { ImageRef } from "./refs.ts";
import type { ParsedImage } from "./urls.ts";
import { parsePicturePath, type PictureFormat } from "./pictures.ts";

/** What the image route needs from the catalogue to draw a stored reference. */
export interface ImageRepository {
  productImage(imageId: number): Promise<{ shape: string; hex: string; accentHex: string } | null>;
  banner(bannerId: number): Promise<{ theme: string | null; hex: string } | null>;
  brand(slug: string): Promise<{ name: string; hex: string } | null>;
  /** The first picture of the reviewed model: a reviewer's photo shows the product. */
  reviewedProductImage(reviewId: number): Promise<{ shape: string; hex: string; accentHex: string } | null>;
  /** One stored size of an uploaded picture. */
  pictureFile(hash: string, format: PictureFormat, width: number): Promise<Uint8Array | null>;
}

export function promoTheme(index: number): BannerTheme {
  return BANNER_THEMES[Math.abs(index) % BANNER_THEMES.length]!;
}

export function createImageService(repository: ImageRepository) {
  return {
    /** The bytes and type of an uploaded picture's address (core/images/pictures.ts), or null. */
    async pictureFile(pathname: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
      const wanted = parsePicturePath(pathname);
      if (!wanted) return null;
      const bytes = await repository.pictureFile(wanted.hash, wanted.format, wanted.width);
      return bytes ? { bytes, contentType: `image/${wanted.format}` } : null;
    },

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
          const brand = await repository.brand(ref.slug);
          return brand === null ? null : { kind: "logo", name: brand.name, hex: brand.hex };
        }
        case "brand-promo": {
          const brand = await repository.brand(ref.slug);
          if (brand === null) return null;
          return { kind: "banner", theme: promoTheme(ref.index), hex: brand.hex, seed: ref.slug.length * 97 + ref.index, width: 720, height: 480 };
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
