import { BANNER_SIZES, BANNER_THEMES, type BannerTheme } from "./banner-svg.ts";
import { normalizeHex } from "./color.ts";
import { PRODUCT_IMAGE_WIDTHS, PRODUCT_SHAPES, type ProductShape } from "./product-svg.ts";

/**
 * URLs of the generated pictures. Everything the drawing needs is in the URL, so serving one needs
 * no database read and the answer can be cached forever; widths and sizes come from short lists so
 * nobody can make the server draw arbitrary sizes.
 */
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];
export type BannerSizeName = keyof typeof BANNER_SIZES;

const hexPart = (hex: string) => (normalizeHex(hex) ?? "#888888").slice(1);

export function productImageUrl(
  image: { id: number; shape: string; hex: string; accentHex?: string | null },
  width: ProductImageWidth,
): string {
  const accent = image.accentHex ? hexPart(image.accentHex) : hexPart(image.hex);
  return `/images/products/${image.shape}-${hexPart(image.hex)}-${accent}-${image.id}-${width}.svg`;
}

export function bannerImageUrl(banner: { id: number; theme: string; hex: string }, size: BannerSizeName): string {
  const [width, height] = BANNER_SIZES[size];
  return `/images/banners/${banner.theme}-${hexPart(banner.hex)}-${banner.id}-${width}x${height}.svg`;
}

export function brandLogoUrl(brand: { name: string; hex: string }): string {
  return `/images/logos/${hexPart(brand.hex)}/${encodeURIComponent(brand.name)}.svg`;
}

export type ParsedImage =
  | { kind: "product"; shape: ProductShape; hex: string; accentHex: string; seed: number; width: number }
  | { kind: "banner"; theme: BannerTheme; hex: string; seed: number; width: number; height: number }
  | { kind: "logo"; hex: string; name: string };

const PRODUCT = /^\/images\/products\/([a-z-]+)-([0-9a-f]{6})-([0-9a-f]{6})-(\d{1,9})-(\d{3,4})\.svg$/;
const BANNER = /^\/images\/banners\/([a-z]+)-([0-9a-f]{6})-(\d{1,9})-(\d{3,4})x(\d{3,4})\.svg$/;
const LOGO = /^\/images\/logos\/([0-9a-f]{6})\/([^/]{1,200})\.svg$/;

/** Reads an image URL path back; null for anything that is not a picture we draw. */
export function parseImagePath(pathname: string): ParsedImage | null {
  const product = PRODUCT.exec(pathname);
  if (product) {
    const [, shape, hex, accent, seed, width] = product;
    if (!(PRODUCT_SHAPES as readonly string[]).includes(shape!)) return null;
    if (!(PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(Number(width))) return null;
    return { kind: "product", shape: shape as ProductShape, hex: `#${hex}`, accentHex: `#${accent}`, seed: Number(seed), width: Number(width) };
  }
  const banner = BANNER.exec(pathname);
  if (banner) {
    const [, theme, hex, seed, width, height] = banner;
    if (!(BANNER_THEMES as readonly string[]).includes(theme!)) return null;
    const known = Object.values(BANNER_SIZES).some(([w, h]) => w === Number(width) && h === Number(height));
    if (!known) return null;
    return { kind: "banner", theme: theme as BannerTheme, hex: `#${hex}`, seed: Number(seed), width: Number(width), height: Number(height) };
  }
  const logo = LOGO.exec(pathname);
  if (logo) {
    let name: string;
    try {
      name = decodeURIComponent(logo[2]!);
    } catch {
      return null;
    }
    if (name.trim() === "" || name.length > 60) return null;
    return { kind: "logo", hex: `#${logo[1]}`, name };
  }
  return null;
}
