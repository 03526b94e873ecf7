/**
 * Reviews on the product page: GET /api/product_reviews/
 * and the page's Reviews tab read the same pages. Only reviews the staff have not hidden are shown; every
 * language's reviews count, as the model's rating does, each marked with its language.
 */
import { DomainError } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import { formatDate } from "#i18n/format.ts";
import { translate, type Translator } from "#i18n/messages.ts";
import { voteOf, type StoredVote, type VoteChoice } from "./votes.ts";

export const REVIEW_SORTS = ["date", "votes", "stars"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Reviews per page on the product page; a call may ask up to 1000. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 1000;
/** Texts longer than this are cut... */
export const REVIEW_CUT_ABOVE = 300;
/** ...to about this many characters, at a word boundary. */
export const REVIEW_CUT_TO = 200;

/** One review as GET /api/product_reviews/ answers it. */
export interface ReviewView {
  id: number;
  /** ISO 8601; shown as DD.MM.YYYY. */
  created: string;
  /** 0-10; stars = rating / 2 rounded to halves. */
  rating: number;
  visible_name: string;
  comment: string;
  /** The reviewer's fit: 2, 4, 6, 8, 10 from small to large; null when not given. */
  size: number | null;
  images: Array<{ url: string }>;
  votes_up: number;
  votes_down: number;
  votes_total: number;
  /** The language the review was written in. */
  lang: Lang;
}

export interface ReviewPage {
  results: ReviewView[];
  max_pages: number;
  /** Every picture of the model's shown reviews, newest review first (for the review image modal). */
  images: Array<{ url: string; review_id: number }>;
}

export interface ReviewRepository {
  /** Whether a public model with this id exists. */
  publicModel(modelId: number): Promise<boolean>;
  /** One page of the model's visible reviews in the sort's order, and how many there are. */
  page(input: { modelId: number; sort: ReviewSort; offset: number; limit: number }): Promise<{ rows: ReviewView[]; total: number }>;
  images(modelId: number): Promise<Array<{ url: string; review_id: number }>>;
  /**
   * Sets the customer's vote on a visible review (null removes it) and moves the review's counters by the
   * difference, in one transaction; null when there is no such visible review, "own" (nothing changed) when
   * the customer wrote it.
   */
  vote(reviewId: number, customerId: number, vote: StoredVote): Promise<{ votes_up: number; votes_down: number } | null | "own">;
  /** The customer's votes on the model's reviews. */
  votesOnModel(customerId: number, modelId: number): Promise<Array<{ id: number; vote: boolean }>>;
  /** The customer's own review of the model, shown or not; null when they have written none. */
  ownReview(customerId: number, modelId: number): Promise<{ id: number; shown: boolean } | null>;
}

/** POST /api/review_votes/ answer. */
export interface VoteResult {
  review_id: number;
  review_vote: VoteChoice;
  votes_up: number;
  votes_down: number;
}

export interface ReviewService {
  /** Pages 1..n; null for an unknown or non-public model. */
  page(input: { modelId: number; sort: ReviewSort; page: number; size: number }): Promise<ReviewPage | null>;
  /**
   * The first `pages` pages at once, for the product page's server render of "load more": its loader has
   * the visible model already, and each review carries its pictures, so this is the one read of the page.
   */
  firstPages(input: { modelId: number; sort: ReviewSort; pages: number }): Promise<Omit<ReviewPage, "images">>;
  /**
   * A signed-in customer's vote; null for an unknown or hidden review. A guest gets
   * UNAUTHORIZED with 'You need to be logged in to like' in `lang`; a `customerId` that is not the signed-in
   * customer's, FORBIDDEN: nobody votes in another's name. A vote on one's own review is FORBIDDEN with
   * 'You cannot vote on your own review' in `lang`: the votes tell others how helpful a review was.
   */
  vote(input: { lang: Lang; viewerId: number | null; reviewId: number; customerId: number; choice: VoteChoice }): Promise<VoteResult | null>;
  votesOnModel(customerId: number, modelId: number): Promise<Array<{ id: number; vote: boolean }>>;
  ownReview(customerId: number, modelId: number): Promise<{ id: number; shown: boolean } | null>;
}

export function createReviewService(repository: ReviewRepository): ReviewService {
  async function read(modelId: number, sort: ReviewSort, offset: number, limit: number, size: number): Promise<ReviewPage | null> {
    if (!(await repository.publicModel(modelId))) return null;
    const [{ rows, total }, images] = await Promise.all([repository.page({ modelId, sort, offset, limit }), repository.images(modelId)]);
    return { results: rows, max_pages: Math.ceil(total / size), images };
  }
  return {
    page({ modelId, sort, page, size }) {
      return read(modelId, sort, (page - 1) * size, size, size);
    },
    async firstPages({ modelId, sort, pages }) {
      const { rows, total } = await repository.page({ modelId, sort, offset: 0, limit: pages * REVIEW_PAGE_SIZE });
      return { results: rows, max_pages: Math.ceil(total / REVIEW_PAGE_SIZE) };
    },
    async vote({ lang, viewerId, reviewId, customerId, choice }) {
      if (viewerId === null) throw new DomainError("UNAUTHORIZED", translate(lang, "product.voteNeedsLogin"));
      if (viewerId !== customerId) throw new DomainError("FORBIDDEN", "customer_id: not the signed-in customer", { field: "customer_id" });
      const counts = await repository.vote(reviewId, customerId, voteOf(choice));
      if (counts === "own") throw new DomainError("FORBIDDEN", translate(lang, "product.voteOwnReview"), { field: "review_id" });
      return counts ? { review_id: reviewId, review_vote: choice, ...counts } : null;
    },
    votesOnModel(customerId, modelId) {
      return repository.votesOnModel(customerId, modelId);
    },
    ownReview(customerId, modelId) {
      return repository.ownReview(customerId, modelId);
    },
  };
}

/** A sort from the address; the default (newest first) for anything else. */
export function reviewSortOf(value: string | null | undefined): ReviewSort {
  return (REVIEW_SORTS as readonly string[]).includes(value ?? "") ? (value as ReviewSort) : "date";
}

/**
 * A long review's beginning: a text over 300 characters is cut at the last word boundary
 * before about 200 characters and ends in an ellipsis; a shorter one is whole (null).
 */
export function reviewExcerpt(text: string): string | null {
  if (text.length <= REVIEW_CUT_ABOVE) return null;
  const head = text.slice(0, REVIEW_CUT_TO + 1);
  const boundary = head.search(/\s\S*$/);
  const cut = boundary > REVIEW_CUT_TO / 2 ? head.slice(0, boundary) : text.slice(0, REVIEW_CUT_TO);
  return `${cut.replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** The reviewer's fit as a position 1-5 on the small-to-large scale; null when not given. */
export function fitPosition(size: number | null): number | null {
  return size !== null && [2, 4, 6, 8, 10].includes(size) ? size / 2 : null;
}

/**
 * The reviewer's fit in words; null when not given. The review form offers the fit and the review shows it
 * in these same words, so a writer sees on the page what they chose.
 */
export function fitLabel(t: Translator, size: number | null): string | null {
  const position = fitPosition(size);
  return position === null ? null : t("product.reviewFitValue", { position });
}

/** The review's date as the shop shows it: DD.MM.YYYY (Finnish time). */
export function reviewDate(iso: string): string {
  return formatDate(iso);
}
