/**
 * Colour cycling on a product card: swiping left or right cycles through its colours.
 */

/** A finger must travel at least this far sideways for a swipe. */
export const SWIPE_TOLERANCE_PX = 30;

export interface Point {
  x: number;
  y: number;
}

export type SwipeDirection = "left" | "right";

/**
 * The swipe a touch made, or null for a tap or a mostly vertical move (the shopper scrolling the
 * page must not change colours).
 */
export function swipeDirection(start: Point, end: Point, tolerance: number = SWIPE_TOLERANCE_PX): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < tolerance || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "left" : "right";
}

/**
 * The colour shown after a swipe: left brings the next colour (as a carousel moves), right the
 * previous one, wrapping around at both ends. `current` is the colour shown now.
 */
export function cycleColour(current: number, count: number, direction: SwipeDirection): number {
  if (count <= 0) return 0;
  const from = Number.isInteger(current) && current >= 0 && current < count ? current : 0;
  return direction === "left" ? (from + 1) % count : (from - 1 + count) % count;
}

/** The colour a card shows before any preview: the one whose picture is the card's own, else the first. */
export function defaultColourIndex(colours: ReadonlyArray<{ image: string | null }>, cardImage: string | null): number {
  if (!cardImage) return 0;
  const index = colours.findIndex((colour) => colour.image === cardImage);
  return index < 0 ? 0 : index;
}
