import type { SortValue } from "./types.ts";

/**
 * Stars of a 0-10 rating: rating / 2 rounded to halves, where a half star starts at .25:
 * 3.2 stars shows 3, 3.25 shows 3.5, 3.75 shows 4.
 */
export function starsOf(rating: number): number {
  if (!Number.isFinite(rating) || rating <= 0) return 0;
  const stars = Math.min(5, rating / 2);
  const whole = Math.floor(stars);
  const rest = stars - whole;
  // A little tolerance so 6.5 / 2 = 3.25 counts as .25 despite binary fractions.
  if (rest >= 0.75 - 1e-9) return whole + 1;
  if (rest >= 0.25 - 1e-9) return whole + 0.5;
  return whole;
}

/** A card shows its stars only when the grid is sorted by stars and the rating is 1 or more. */
export function showsCardRating(sort: SortValue, rating: number): boolean {
  return sort === "stars" && rating >= 1;
}
