/**
 * Uploaded product pictures: their addresses, the sizes kept of each, and the srcset a page gives the browser.
 * A picture is stored once under the hash of its uploaded file and served as AVIF and WebP in the widths
 * below; a name made of the hash never shows other bytes, so its answers are cached for good. Models without
 * an uploaded picture keep their drawings (`/images/products/{imageId}-{width}.svg`).
 *
 * No drawing code here: the browser's components use this module.
 */

/** The widths kept of every picture: a card (320, 640 on dense screens), the product page (960, 1440) and zoom (1920). */
export const PICTURE_WIDTHS = [320, 640, 960, 1440, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export const PICTURE_FORMATS = ["avif", "webp"] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The stored name of a picture: the first 128 bits of its file's SHA-256, in hex. */
export const PICTURE_HASH = /^[0-9a-f]{32}$/;

/** Pictures one post may carry; the byte limits are every upload's (core/images/upload-limits.ts). */
export const MAX_PICTURES_PER_POST = 10;

export function pictureUrl(hash: string, width: PictureWidth, format: PictureFormat): string {
  return `/images/pictures/${hash}-${width}.${format}`;
}

const PICTURE_PATH = /^\/images\/pictures\/([0-9a-f]{32})-(\d{3,4})\.(avif|webp)$/;

/** A picture address read back; null for anything else, a width not kept included. */
export function parsePicturePath(pathname: string): { hash: string; width: PictureWidth; format: PictureFormat } | null {
  const match = PICTURE_PATH.exec(pathname);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  return { hash: match[1]!, width: width as PictureWidth, format: match[3] as PictureFormat };
}

/**
 * The address of a model's image at one of the widths the pages use: its uploaded picture as WebP (which every
 * browser the shop supports shows; pages offer AVIF beside it), else its drawing.
 */
export function productImageRef(image: { id: number; picture: string | null }, width: 320 | 960 | 1920): string {
  return image.picture ? pictureUrl(image.picture, width, "webp") : `/images/products/${image.id}-${width}.svg`;
}

/** The hash of a picture address of either format, or null for a drawing or anything else. */
export function pictureHashOf(url: string): string | null {
  return parsePicturePath(url.split("?")[0] ?? "")?.hash ?? null;
}

/** The same image at another width: a picture's other size, a drawing's other drawing. */
export function imageAtWidth(url: string, width: 320 | 960 | 1920): string {
  const hash = pictureHashOf(url);
  if (hash) return pictureUrl(hash, width, "webp");
  return url.replace(/^(\/images\/products\/\d{1,9})-\d{3,4}\.svg$/, `$1-${width}.svg`);
}

export interface PictureSources {
  avif: string;
  webp: string;
}

/**
 * The srcset of both formats for a picture address, in the widths a place may use (a card 320 and 640, the
 * product page 640 to 1920); null for a drawing, which is one SVG at every size.
 */
export function pictureSources(url: string, widths: readonly PictureWidth[]): PictureSources | null {
  const hash = pictureHashOf(url);
  if (!hash) return null;
  const set = (format: PictureFormat) => widths.map((width) => `${pictureUrl(hash, width, format)} ${width}w`).join(", ");
  return { avif: set("avif"), webp: set("webp") };
}

/**
 * The kind of an uploaded picture by its first bytes, whatever its name says: JPEG, PNG, WebP or AVIF (an ISO
 * media file whose `ftyp` box names the avif or avis brand). Anything else (SVG, TIFF, HEIC...) is refused
 * before a decoder sees it.
 */
export function sniffPictureType(bytes: Uint8Array): "jpeg" | "png" | "webp" | "avif" | null {
  const at = (offset: number, ...expected: number[]) => expected.every((byte, index) => bytes[offset + index] === byte);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  if (at(4, 0x66, 0x74, 0x79, 0x70)) {
    const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
    const end = Math.min(boxSize, bytes.length, 256);
    // The major brand (offset 8), then the compatible brands after the minor version (offset 16 onwards).
    for (let offset = 8; offset + 4 <= end; offset += offset === 8 ? 8 : 4) {
      if (at(offset, 0x61, 0x76, 0x69, 0x66) || at(offset, 0x61, 0x76, 0x69, 0x73)) return "avif";
    }
  }
  return null;
}
