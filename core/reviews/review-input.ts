/**
 * The review form's fields and limits: the page's form and the service's checks read the same numbers
 * (core/reviews/review-writing.server.ts keeps the rest).
 */

export const MAX_REVIEW_TEXT = 5000;
export const MAX_VISIBLE_NAME = 60;
/** The fit a writer may give, small to large (core/reviews/reviews.ts shows it as a position 1-5). */
export const FIT_VALUES = [2, 4, 6, 8, 10] as const;

export type ReviewField = "rating" | "comment" | "visibleName" | "size" | "images";

export interface ReviewInput {
  /** As typed: the form's strings. */
  rating: string;
  comment: string;
  visibleName: string;
  size: string;
}
