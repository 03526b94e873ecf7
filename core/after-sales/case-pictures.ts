import { MAX_IMAGE_BYTES, MAX_TOTAL_IMAGE_BYTES, MB } from "#core/images/upload-limits.ts";

/**
 * Pictures with a complaint or with the shopper's answer to the shop's question. The same limits and the
 * same cleaning as review pictures: one picture under 50 MB, all of one post under 25 MB, each decoded and
 * drawn again without its metadata (camera, position, time). At most six with one post.
 */
export const MAX_CASE_PICTURES = 6;

export type CasePictureProblem =
  | { code: "tooMany"; max: number }
  | { code: "tooLarge"; name: string; maxMb: number }
  | { code: "tooLargeTogether"; maxMb: number }
  /** A file that is no JPEG, PNG or WebP picture, or one the server could not read now. */
  | { code: "uploadFailed" };


/** What is wrong with the pictures of one post before any is read; null when they may be read. */
export function casePictureLimitProblem(uploads: ReadonlyArray<{ name: string; size: number }>): CasePictureProblem | null {
  if (uploads.length > MAX_CASE_PICTURES) return { code: "tooMany", max: MAX_CASE_PICTURES };
  const large = uploads.find((upload) => upload.size >= MAX_IMAGE_BYTES);
  if (large) return { code: "tooLarge", name: large.name, maxMb: MAX_IMAGE_BYTES / MB };
  if (uploads.reduce((sum, upload) => sum + upload.size, 0) >= MAX_TOTAL_IMAGE_BYTES) return { code: "tooLargeTogether", maxMb: MAX_TOTAL_IMAGE_BYTES / MB };
  return null;
}

/** The address a case's picture is served from. */
export function casePictureUrl(token: string): string {
  return `/images/cases/${token}.webp`;
}

/** The token of a case picture's address, or null for any other path. */
export function casePictureToken(path: string): string | null {
  return /^\/images\/cases\/([A-Za-z0-9_-]{22})\.webp$/.exec(path)?.[1] ?? null;
}
