import { createHash } from "node:crypto";
import pLimit from "p-limit";
import sharp from "sharp";
import type { EncodedPicture, PictureEncoder } from "#core/admin/model-pictures.ts";
import { PICTURE_FORMATS, PICTURE_WIDTHS, sniffPictureType } from "#core/images/pictures.ts";
import { MAX_INPUT_PIXELS } from "./review-image-cleaner.server.ts";

/**
 * Pictures staff upload, drawn again with sharp (libvips) as AVIF and WebP in every kept width. The file is
 * decoded once, turned upright by its EXIF orientation and cut to the largest width; each size is made from
 * that. sharp writes no metadata unless asked, so camera data and GPS positions are gone. A picture smaller
 * than a width is not enlarged: that width's file is the picture at its own size.
 *
 * One picture at a time per process (a large one takes a few seconds of CPU and a few hundred megabytes);
 * ten may wait, past that an upload is told to try again.
 */
export function createPictureEncoder(pool: { atOnce: number; waiting: number } = { atOnce: 1, waiting: 10 }): PictureEncoder {
  const limit = pLimit(pool.atOnce);
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;

  async function encode(bytes: Uint8Array): Promise<EncodedPicture | null> {
    try {
      const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false }).rotate();
      const { data, info } = await upright
        .clone()
        .resize({ width: largest, height: largest, fit: "inside", withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).metadata();
      // EXIF orientations 5 to 8 turn the picture a quarter: its upright size is the stored one turned.
      const turned = (metadata.orientation ?? 1) >= 5;
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
      const files: EncodedPicture["files"] = [];
      for (const width of PICTURE_WIDTHS) {
        for (const format of PICTURE_FORMATS) {
          const sized = sharp(data, raw).resize({ width, height: width, fit: "inside", withoutEnlargement: true });
          const output = await (format === "avif" ? sized.avif({ quality: 55, effort: 2 }) : sized.webp({ quality: 80 })).toBuffer();
          files.push({ format, width, bytes: new Uint8Array(output.buffer, output.byteOffset, output.byteLength) });
        }
      }
      return {
        hash: createHash("sha256").update(bytes).digest("hex").slice(0, 32),
        width: (turned ? metadata.height : metadata.width) ?? info.width,
        height: (turned ? metadata.width : metadata.height) ?? info.height,
        uploadedBytes: bytes.byteLength,
        files,
      };
    } catch {
      return null;
    }
  }

  return {
    async encode(bytes) {
      // The first bytes decide, not the file name: libvips would also open SVG, TIFF, HEIC and others.
      if (!sniffPictureType(bytes)) return null;
      if (limit.pendingCount >= pool.waiting) return "busy";
      return limit(() => encode(bytes));
    },
  };
}
