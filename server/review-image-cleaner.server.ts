import pLimit from "p-limit";
import sharp from "sharp";
import { REVIEW_IMAGE_MAX_SIDE, sniffImageType, type CleanImage, type ImageCleaner } from "#core/reviews/review-images.ts";

// A decompression bomb (a small file that decodes to a huge bitmap) is refused before decoding:
// 60 megapixels is above any phone camera's usual output.
export const MAX_INPUT_PIXELS = 60_000_000;
// libvips keeps recently opened files in memory; uploads are seen once.
sharp.cache(false);

/**
 * How many pictures one process reads at once, and how many may wait for that. A picture at the pixel limit
 * takes about 240 MB while it is read, so the number at once bounds the process's memory; the work runs on
 * libvips' threads, off the event loop, so pages keep being served meanwhile. Past the queue a post is told
 * to try again rather than waiting behind minutes of others' pictures.
 */
export const IMAGE_POOL = { atOnce: 2, waiting: 10 } as const;

/**
 * The review picture cleaner of docs/decisions/0026 with sharp (libvips). `rotate()` without an angle
 * turns the picture by its EXIF orientation; sharp writes no metadata unless asked, so camera data,
 * GPS position, XMP and ICC extras are gone from the result. Everything becomes WebP no wider or
 * taller than the modal's largest size.
 */
export function createReviewImageCleaner(pool: { atOnce: number; waiting: number } = IMAGE_POOL): ImageCleaner {
  const limit = pLimit(pool.atOnce);

  async function clean(bytes: Uint8Array): Promise<CleanImage | null> {
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
        .rotate()
        .resize({ width: REVIEW_IMAGE_MAX_SIDE, height: REVIEW_IMAGE_MAX_SIDE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), contentType: "image/webp", width: info.width, height: info.height };
    } catch {
      return null;
    }
  }

  return {
    async clean(bytes) {
      // The first bytes decide, not the file name: libvips would also open SVG, TIFF, HEIF and others.
      if (!sniffImageType(bytes)) return null;
      if (limit.pendingCount >= pool.waiting) return "busy";
      return limit(() => clean(bytes));
    },
  };
}
