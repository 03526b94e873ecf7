import { imageAtWidth } from "#core/images/pictures.ts";

/** Thumbnails shown before '+N' when a model has more than 10 pictures. */
export const GALLERY_THUMBS = 9;
export const GALLERY_ALL_THUMBS_UP_TO = 10;

/** The picture after (1) or before (-1) `current`, wrapping around at both ends. */
export function stepIndex(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** How many thumbnails show and how many hide behind '+N' (all when 10 or fewer, or when expanded). */
export function thumbnailSplit(count: number, expanded: boolean): { shown: number; more: number } {
  if (expanded || count <= GALLERY_ALL_THUMBS_UP_TO) return { shown: count, more: 0 };
  return { shown: GALLERY_THUMBS, more: count - GALLERY_THUMBS };
}

/** The step an arrow key asks for in the zoomed gallery, or null for other keys. */
export function keyStep(key: string): 1 | -1 | null {
  if (key === "ArrowRight") return 1;
  if (key === "ArrowLeft") return -1;
  return null;
}

/** The 320-wide picture of a gallery picture (960 wide): thumbnails and the added-to-cart modal's card image. */
export function cardImageUrl(url: string): string {
  return imageAtWidth(url, 320);
}
