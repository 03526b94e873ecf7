import { BANNER_SIZES } from "./banner-svg.ts";
import { PRODUCT_IMAGE_WIDTHS } from "./product-svg.ts";

/**
 * Stored picture references: the catalogue keeps `/images/products/{imageId}-{width}.svg`,
 * `/images/banners/{bannerId}.svg`, `/images/brands/{slug}.svg` (logo), `/images/brands/{slug}-promo-{n}.svg`
 * and `/images/reviews/{reviewId}-{n}.svg`, as a shop keeps uploaded files by id. The image route
 * reads the row the reference names and draws it; the drawing never changes for one reference.
 */
export type ImageRef =
  | { kind: "product"; imageId: number; width: number }
  | { kind: "banner"; bannerId: number; width: number; height: number }
  | { kind: "brand-logo"; slug: string }
  | { kind: "brand-promo"; slug: string; index: number }
  | { kind: "review"; reviewId: number; index: number };

const PRODUCT = /^\/images\/products\/(\d{1,9})-(\d{3,4})\.svg$/;
const BANNER = /^\/images\/banners\/(\d{1,9})(?:-(\d{3,4})x(\d{3,4}))?\.svg$/;
const BRAND = /^\/images\/brands\/([a-z0-9]+(?:-[a-z0-9]+)*?)(?:-promo-(\d{1,2}))?\.svg$/;
const REVIEW = /^\/images\/reviews\/(\d{1,9})-(\d{1,2})\.svg$/;

export function parseImageRef(pathname: string): ImageRef | null {
  const product = PRODUCT.exec(pathname);
  if (product) {
    const width = Number(product[2]);
    if (!(PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
    return { kind: "product", imageId: Number(product[1]), width };
  }
  const banner = BANNER.exec(pathname);
  if (banner) {
    const [defaultWidth, defaultHeight] = BANNER_SIZES.banner;
    const width = banner[2] ? Number(banner[2]) : defaultWidth;
    const height = banner[3] ? Number(banner[3]) : defaultHeight;
    if (!Object.values(BANNER_SIZES).some(([w, h]) => w === width && h === height)) return null;
    return { kind: "banner", bannerId: Number(banner[1]), width, height };
  }
  const brand = BRAND.exec(pathname);
  if (brand) {
    return brand[2] === undefined
      ? { kind: "brand-logo", slug: brand[1]! }
      : { kind: "brand-promo", slug: brand[1]!, index: Number(brand[2]) };
  }
  const review = REVIEW.exec(pathname);
  if (review) return { kind: "review", reviewId: Number(review[1]), index: Number(review[2]) };
  return null;
}

/** A stored banner picture at one of the banner sizes (grid 758x447, promo 720x480, share 1200x630). */
export function withBannerSize(ref: string, size: keyof typeof BANNER_SIZES): string {
  const [width, height] = BANNER_SIZES[size];
  return ref.replace(/^(\/images\/banners\/\d{1,9})(?:-\d{3,4}x\d{3,4})?\.svg$/, `$1-${width}x${height}.svg`);
}
