import { DomainError, badInput } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";

/**
 * Writing reviews (issue 6; document 3 §3 "Review", §6): a signed-in customer rates a model 0-10 with a
 * text, a name to show and the fit, once per model. A new review waits hidden until the staff set the
 * moderation flag: approved it is shown and counts in the model's rating; rejected it stays hidden.
 */

export const MAX_REVIEW_TEXT = 5000;
export const MAX_VISIBLE_NAME = 60;
export const FIT_VALUES = [2, 4, 6, 8, 10] as const;

export type ReviewField = "rating" | "comment" | "visibleName" | "size";

export interface ReviewInput {
  /** As typed: the form's strings. */
  rating: string;
  comment: string;
  visibleName: string;
  size: string;
}

export interface CleanReview {
  rating: number;
  comment: string;
  visibleName: string;
  size: number | null;
}

/** The review as stored: text trimmed with its line breaks kept, the name on one line. */
export function cleanReview(input: ReviewInput): CleanReview {
  const size = Number(input.size);
  return {
    rating: Number(input.rating),
    comment: input.comment.replace(/\r\n?/g, "\n").trim(),
    visibleName: input.visibleName.trim().replace(/\s+/g, " "),
    size: (FIT_VALUES as readonly number[]).includes(size) && input.size.trim() !== "" ? size : null,
  };
}

/** What is wrong with each field, in the writer's language; empty when nothing. */
export function reviewProblems(input: ReviewInput, lang: Lang): Partial<Record<ReviewField, string>> {
  const problems: Partial<Record<ReviewField, string>> = {};
  const value = cleanReview(input);
  if (!/^\d{1,2}$/.test(input.rating.trim()) || value.rating < 0 || value.rating > 10) problems.rating = translate(lang, "reviewWriting.ratingRequired");
  if (value.comment.length > MAX_REVIEW_TEXT) problems.comment = translate(lang, "reviewWriting.textTooLong", { max: MAX_REVIEW_TEXT });
  if (value.visibleName === "") problems.visibleName = translate(lang, "reviewWriting.nameRequired");
  else if (value.visibleName.length > MAX_VISIBLE_NAME) problems.visibleName = translate(lang, "accounts.nameTooLong", { max: MAX_VISIBLE_NAME });
  if (input.size.trim() !== "" && value.size === null) problems.size = translate(lang, "reviewWriting.fitInvalid");
  return problems;
}

export interface PendingReview {
  id: number;
  modelId: number;
  modelName: string;
  modelPath: string;
  created: string;
  rating: number;
  visibleName: string;
  comment: string;
  size: number | null;
  lang: Lang;
}

export interface ReviewWritingRepository {
  /** The public model's name and path in `lang`, or null. */
  model(modelId: number, lang: Lang): Promise<{ id: number; name: string; path: string } | null>;
  /** Stores a hidden review waiting for moderation; false when the customer has reviewed the model already. */
  create(input: CleanReview & { modelId: number; customerId: number; lang: Lang }): Promise<boolean>;
  pending(lang: Lang, limit: number): Promise<PendingReview[]>;
  /** Sets the moderation flag; the model's rating and listing follow. False for an unknown or already moderated review. */
  moderate(reviewId: number, visible: boolean, now: Date): Promise<boolean>;
}

export interface ReviewWritingService {
  model(modelId: number, lang: Lang): Promise<{ id: number; name: string; path: string } | null>;
  /** BAD_INPUT on the first wrong field (the form shows all through `reviewProblems`); CONFLICT when written before. */
  write(input: { customerId: number; modelId: number; lang: Lang; review: ReviewInput }): Promise<void>;
  /** Staff only: FORBIDDEN for anybody else, whatever the page showed. */
  pending(viewer: { isStaff: boolean } | null, lang: Lang): Promise<PendingReview[]>;
  moderate(viewer: { isStaff: boolean } | null, reviewId: number, visible: boolean): Promise<boolean>;
}

export function createReviewWritingService(repository: ReviewWritingRepository, now: () => Date = () => new Date()): ReviewWritingService {
  const staffOnly = (viewer: { isStaff: boolean } | null) => {
    if (!viewer?.isStaff) throw new DomainError("FORBIDDEN", "Staff only");
  };
  return {
    model: (modelId, lang) => repository.model(modelId, lang),

    async write({ customerId, modelId, lang, review }) {
      const problems = reviewProblems(review, lang);
      const first = (Object.keys(problems) as ReviewField[])[0];
      if (first) throw badInput(first, problems[first]!);
      if (!(await repository.model(modelId, lang))) throw new DomainError("NOT_FOUND", translate(lang, "errors.productNotFound"));
      const created = await repository.create({ ...cleanReview(review), modelId, customerId, lang });
      if (!created) throw new DomainError("CONFLICT", translate(lang, "reviewWriting.alreadyWritten"));
    },

    async pending(viewer, lang) {
      staffOnly(viewer);
      return repository.pending(lang, 200);
    },

    async moderate(viewer, reviewId, visible) {
      staffOnly(viewer);
      return repository.moderate(reviewId, visible, now());
    },
  };
}
