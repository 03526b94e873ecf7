import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { MAX_IMAGE_BYTES, MAX_TOTAL_IMAGE_BYTES, MB } from "#core/images/upload-limits.ts";

export { MAX_IMAGE_BYTES, MAX_TOTAL_IMAGE_BYTES };

/**
 * Pictures with a written review (docs/decisions/0026). There are two limits, one picture under 50 MB
 * and all under 25 MB; both are checked, so in effect the total
 * decides. The pictures are decoded and drawn again before they are kept: that drops every piece of
 * metadata (camera, GPS position, time) and anything hidden in the file, and turns the picture
 * upright by its orientation tag.
 */

export const MAX_REVIEW_IMAGES = 5;
/** Longest side of a kept picture: the image modal shows at most this. */
export const REVIEW_IMAGE_MAX_SIDE = 1920;
/** A page post that carries pictures may be this long: one picture at the single limit still reaches its message. */
export const REVIEW_UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 2 * MB;
/** A kept upload whose review was never sent is removed after this. */
export const KEPT_UPLOAD_HOURS = 24;

/**
 * What one writer may make the server read and keep. Reading a picture costs seconds of CPU and hundreds of
 * megabytes for a large one, so the pictures of a post are counted before any is read, per account and per
 * client address in an hour; and uploads kept for a form not yet sent are capped per account, the oldest
 * going first.
 */
export const REVIEW_UPLOAD_LIMITS = {
  perAccountHour: 30,
  perAddressHour: 60,
  keptPerAccount: 2 * MAX_REVIEW_IMAGES,
} as const;

export interface UploadedImage {
  /** The file name the browser sent, only to name it in a message. */
  name: string;
  bytes: Uint8Array;
}

/** A picture decoded and drawn again without metadata. */
export interface CleanImage {
  bytes: Uint8Array;
  contentType: "image/webp";
  width: number;
  height: number;
}

/**
 * Decodes JPEG, PNG and WebP; null for anything else or a broken file, "busy" when the process reads as many
 * pictures as it may at once and a queue of them waits already.
 */
export interface ImageCleaner {
  clean(bytes: Uint8Array): Promise<CleanImage | null | "busy">;
}

/** An upload kept for its writer while the form still has a problem. */
export interface KeptImage {
  token: string;
  url: string;
  /** Bytes as uploaded: they count in the total. */
  uploadedBytes: number;
}

/** The kind of a file by its first bytes, whatever its name or declared type says. */
export function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "webp" | null {
  const at = (offset: number, ...expected: number[]) => expected.every((byte, index) => bytes[offset + index] === byte);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return null;
}

/**
 * What is wrong with the pictures of one post, in the writer's language: too many (with those kept
 * from before), one too large, or all too large together. Null when they may be read.
 */
export function imageLimitProblem(uploads: ReadonlyArray<{ name: string; size: number }>, kept: ReadonlyArray<{ uploadedBytes: number }>, lang: Lang): string | null {
  if (uploads.length + kept.length > MAX_REVIEW_IMAGES) return translate(lang, "reviewWriting.imagesTooMany", { max: MAX_REVIEW_IMAGES });
  const large = uploads.find((upload) => upload.size >= MAX_IMAGE_BYTES);
  if (large) return translate(lang, "reviewWriting.imageTooLarge", { name: large.name, max: MAX_IMAGE_BYTES / MB });
  const total = uploads.reduce((sum, upload) => sum + upload.size, 0) + kept.reduce((sum, image) => sum + image.uploadedBytes, 0);
  if (total >= MAX_TOTAL_IMAGE_BYTES) return translate(lang, "reviewWriting.imagesTooLargeTogether", { max: MAX_TOTAL_IMAGE_BYTES / MB });
  return null;
}

/** The address a kept picture is served from; the token is random, so the address cannot be guessed. */
export function reviewUploadUrl(token: string): string {
  return `/images/reviews/uploads/${token}.webp`;
}

/** The token of an upload address, or null for any other path. */
export function reviewUploadToken(path: string): string | null {
  return /^\/images\/reviews\/uploads\/([A-Za-z0-9_-]{22})\.webp$/.exec(path)?.[1] ?? null;
}

export function isUploadToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}
