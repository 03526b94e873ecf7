import { randomBytes } from "node:crypto";
import { DomainError } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import {
  imageLimitProblem,
  isUploadToken,
  KEPT_UPLOAD_HOURS,
  REVIEW_UPLOAD_LIMITS,
  reviewUploadToken,
  reviewUploadUrl,
  type CleanImage,
  type ImageCleaner,
  type KeptImage,
  type UploadedImage,
} from "./review-images.ts";
import { singleSpaced } from "#core/text/single-spaced.ts";
import { sha256Hex } from "../accounts/session-token.server.ts";
import { FIT_VALUES, MAX_REVIEW_TEXT, MAX_VISIBLE_NAME, type ReviewField, type ReviewInput } from "./review-input.ts";

/**
 * Writing reviews: a signed-in customer rates a model 0-10 with a
 * text, a name to show and the fit, once per model. A new review waits hidden until the staff set the
 * moderation flag: approved it is shown and counts in the model's rating; rejected it stays hidden. The writer
 * sees their reviews in the account area, edits one (it then waits for the staff again, since what they
 * approved was another text) and deletes one.
 * Up to five pictures go with it (core/reviews/review-images.ts).
 */

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
    visibleName: singleSpaced(input.visibleName),
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
  /** Addresses of the review's pictures, which only staff may open before the review is shown. */
  images: string[];
}

/** A cleaned picture with the address it will be served from. */
export interface NewReviewImage extends CleanImage {
  url: string;
  uploadedBytes: number;
}

/** Where a customer's review stands: waiting for the staff, shown, or kept hidden by them. */
export type OwnReviewStatus = "waiting" | "shown" | "hidden";

/** A customer's own review as they see and edit it. */
export interface OwnReview {
  id: number;
  modelId: number;
  modelName: string;
  modelPath: string;
  created: string;
  rating: number;
  comment: string;
  visibleName: string;
  size: number | null;
  status: OwnReviewStatus;
  /** Its pictures, each kept by ticking it on the form. */
  images: KeptImage[];
}

export type WriteOutcome =
  | { ok: true }
  /**
   * The form's problems by field; `kept` are the pictures that need not be chosen again. `imagesUnread`: the
   * post's files were not read (another field was wrong), so the form keeps them chosen.
   */
  | { ok: false; status: 400 | 409; problems: Partial<Record<ReviewField, string>>; formError?: string; kept: KeptImage[]; imagesUnread?: boolean };

export interface ReviewWritingRepository {
  /** The public model's name and path in `lang`, or null. */
  model(modelId: number, lang: Lang): Promise<{ id: number; name: string; path: string } | null>;
  /**
   * Stores a hidden review waiting for moderation with its new pictures and the kept ones named (the
   * customer's own only), in one transaction; false when the customer has reviewed the model already.
   */
  create(input: CleanReview & { modelId: number; customerId: number; lang: Lang; images: NewReviewImage[]; keptUrls: string[] }): Promise<boolean>;
  /** The customer's review of the model with its pictures, or null; the model's name and path in `lang`. */
  own(customerId: number, modelId: number, lang: Lang): Promise<OwnReview | null>;
  /** Every review the customer has written, newest first, models named in `lang`. */
  ofCustomer(customerId: number, lang: Lang): Promise<OwnReview[]>;
  /**
   * Rewrites the customer's review, which waits for moderation again (hidden until the staff show it), in one
   * transaction: its pictures not in `keepUrls` go, the kept uploads named and the new pictures follow. A review
   * that was shown leaves the model's rating until then. False when the customer has no such review.
   */
  update(input: CleanReview & { reviewId: number; customerId: number; lang: Lang; images: NewReviewImage[]; keptUrls: string[]; keepUrls: string[] }): Promise<boolean>;
  /** Deletes the customer's review with its pictures and votes; the model's rating follows. False when there is none. */
  remove(customerId: number, reviewId: number): Promise<boolean>;
  /** The customer's kept pictures among `urls` (others' and expired ones are not found). */
  kept(customerId: number, urls: string[], since: Date): Promise<KeptImage[]>;
  /**
   * Keeps pictures for the customer while the form has a problem. Of the customer's other kept uploads (those
   * not among `formUrls`, the pictures this form holds) the oldest go, so that no more than `atMost` wait.
   */
  keep(customerId: number, images: NewReviewImage[], options: { atMost: number; formUrls: string[] }): Promise<void>;
  /** Removes kept pictures uploaded before `before` that never went with a review. */
  dropKept(before: Date): Promise<void>;
  /** An uploaded picture by its address, with whether its review is shown and who uploaded it. */
  picture(url: string): Promise<{ bytes: Uint8Array; contentType: string; shown: boolean; customerId: number | null } | null>;
  pending(lang: Lang, limit: number): Promise<PendingReview[]>;
  /** Sets the moderation flag; the model's rating and listing follow. False for an unknown or already moderated review. */
  moderate(reviewId: number, visible: boolean, now: Date): Promise<boolean>;
}

export interface ReviewWritingService {
  model(modelId: number, lang: Lang): Promise<{ id: number; name: string; path: string } | null>;
  /**
   * Saves the review, or answers every problem of the form (400) or that it was written before (409).
   * `uploads` are the files of this post (empty file parts are ignored); `keptTokens` those kept from
   * an earlier post of the same form, and when editing, the review's own pictures to keep. `editing` is the
   * id of the customer's review the form edits: it is rewritten and waits for moderation again; a form that
   * does not say it edits meets a review written meanwhile with 409. NOT_FOUND for a model that is not sold.
   */
  write(input: {
    customerId: number;
    modelId: number;
    lang: Lang;
    review: ReviewInput;
    uploads?: UploadedImage[];
    keptTokens?: string[];
    editing?: number | null;
    /** Where the post came from: pictures are counted per account and per client address. */
    clientAddress: string;
  }): Promise<WriteOutcome>;
  /** The customer's review of the model, for the form to say so up front and edit it; null when none. */
  own(customerId: number, modelId: number, lang: Lang): Promise<OwnReview | null>;
  /** The customer's reviews for the account area, newest first. */
  mine(customerId: number, lang: Lang): Promise<OwnReview[]>;
  /** Deletes one of the customer's own reviews; false when they have no review of that id. */
  remove(customerId: number, reviewId: number): Promise<boolean>;
  /** Staff only: FORBIDDEN for anybody else, whatever the page showed. */
  pending(viewer: { isStaff: boolean } | null, lang: Lang): Promise<PendingReview[]>;
  moderate(viewer: { isStaff: boolean } | null, reviewId: number, visible: boolean): Promise<boolean>;
  /**
   * An uploaded picture for the image route: anybody's once its review is shown (`public`), otherwise
   * only for the staff and the writer; null (not found) for everybody else. `viewer` is asked only for
   * a picture not yet shown, so that a shown one costs no session read.
   */
  picture(viewer: () => Promise<{ id: number; isStaff: boolean } | null>, path: string): Promise<{ bytes: Uint8Array; contentType: string; public: boolean } | null>;
}

export function createReviewWritingService(
  repository: ReviewWritingRepository,
  options: {
    images: ImageCleaner;
    /** Counts `amount` hits on a rate-limit key (core/rate-limits), shared by every server process. */
    hitRateLimit: (key: string, windowMs: number, amount: number) => Promise<{ count: number }>;
    now?: () => Date;
  },
): ReviewWritingService {
  const now = options.now ?? (() => new Date());
  const staffOnly = (viewer: { isStaff: boolean } | null) => {
    if (!viewer?.isStaff) throw new DomainError("FORBIDDEN", "Staff only");
  };
  const cleanAll = async (uploads: UploadedImage[], lang: Lang): Promise<{ images: NewReviewImage[]; problem: string | null }> => {
    const images: NewReviewImage[] = [];
    let problem: string | null = null;
    for (const upload of uploads) {
      const clean = await options.images.clean(upload.bytes);
      if (clean === "busy") {
        problem ??= translate(lang, "reviewWriting.imagesBusy");
        continue;
      }
      if (clean) images.push({ ...clean, url: reviewUploadUrl(randomBytes(16).toString("base64url")), uploadedBytes: upload.bytes.byteLength });
      else problem ??= translate(lang, "reviewWriting.imageUnreadable", { name: upload.name });
    }
    return { images, problem };
  };

  return {
    model: (modelId, lang) => repository.model(modelId, lang),

    async write({ customerId, modelId, lang, review, uploads = [], keptTokens = [], editing = null, clientAddress }) {
      if (!(await repository.model(modelId, lang))) throw new DomainError("NOT_FOUND", translate(lang, "errors.productNotFound"));
      const existing = await repository.own(customerId, modelId, lang);
      const alreadyWritten = () => ({ ok: false as const, status: 409 as const, problems: {}, formError: translate(lang, "reviewWriting.alreadyWritten"), kept: [] });
      // A form of a new review meeting one written meanwhile (another tab) would overwrite it unasked.
      if (existing && existing.id !== editing) return alreadyWritten();
      const since = new Date(now().getTime() - KEPT_UPLOAD_HOURS * 3_600_000);
      await repository.dropKept(since);
      const files = uploads.filter((upload) => upload.bytes.byteLength > 0);
      const tokens = new Set(keptTokens.filter(isUploadToken));
      // Pictures already with the review stay when ticked; the rest named are uploads kept from an earlier post.
      const own = (existing?.images ?? []).filter((image) => tokens.has(image.token));
      const keptUrls = [...tokens].map(reviewUploadUrl).filter((url) => !own.some((image) => image.url === url));
      const kept = [...own, ...(keptUrls.length > 0 ? await repository.kept(customerId, keptUrls, since) : [])];

      const problems = reviewProblems(review, lang);
      const limit = imageLimitProblem(files.map((file) => ({ name: file.name, size: file.bytes.byteLength })), kept, lang);
      let imagesUnread = false;
      let readable: UploadedImage[] = [];
      if (limit) problems.images = limit;
      else if (files.length > 0 && Object.keys(problems).length > 0) {
        // Reading costs the server far more than the post; a form that cannot be saved anyway reads none.
        // Nothing is wrong with the pictures, so they get a note from the form, not a problem.
        imagesUnread = true;
      } else if (files.length > 0) {
        const hour = 3_600_000;
        const [byAccount, byAddress] = await Promise.all([
          options.hitRateLimit(`review-pictures-account|${customerId}`, hour, files.length),
          options.hitRateLimit(`review-pictures-address|${sha256Hex(clientAddress)}`, hour, files.length),
        ]);
        if (byAccount.count > REVIEW_UPLOAD_LIMITS.perAccountHour || byAddress.count > REVIEW_UPLOAD_LIMITS.perAddressHour) {
          problems.images = translate(lang, "reviewWriting.imagesTooOften");
        } else readable = files;
      }
      const { images, problem } = await cleanAll(readable, lang);
      if (problem) problems.images = problem;
      if (Object.keys(problems).length > 0) {
        // What was readable is kept, so that fixing another field does not mean choosing the pictures again.
        if (images.length > 0) await repository.keep(customerId, images, { atMost: REVIEW_UPLOAD_LIMITS.keptPerAccount, formUrls: kept.map((image) => image.url) });
        const keptNow = [...kept, ...images.map((image) => ({ token: reviewUploadToken(image.url)!, url: image.url, uploadedBytes: image.uploadedBytes }))];
        return { ok: false, status: 400, problems, kept: keptNow, ...(imagesUnread ? { imagesUnread } : {}) };
      }
      const uploadsKept = kept.filter((image) => !own.includes(image)).map((image) => image.url);
      if (existing) {
        const updated = await repository.update({
          ...cleanReview(review),
          reviewId: existing.id,
          customerId,
          lang,
          images,
          keptUrls: uploadsKept,
          keepUrls: own.map((image) => image.url),
        });
        return updated ? { ok: true } : alreadyWritten();
      }
      const created = await repository.create({ ...cleanReview(review), modelId, customerId, lang, images, keptUrls: uploadsKept });
      if (!created) return alreadyWritten();
      return { ok: true };
    },

    own: (customerId, modelId, lang) => repository.own(customerId, modelId, lang),

    mine: (customerId, lang) => repository.ofCustomer(customerId, lang),

    remove: (customerId, reviewId) => repository.remove(customerId, reviewId),

    async pending(viewer, lang) {
      staffOnly(viewer);
      return repository.pending(lang, 200);
    },

    async moderate(viewer, reviewId, visible) {
      staffOnly(viewer);
      return repository.moderate(reviewId, visible, now());
    },

    async picture(viewer, path) {
      if (!reviewUploadToken(path)) return null;
      const found = await repository.picture(path);
      if (!found) return null;
      if (found.shown) return { bytes: found.bytes, contentType: found.contentType, public: true };
      const person = await viewer();
      if (person && (person.isStaff || person.id === found.customerId)) return { bytes: found.bytes, contentType: found.contentType, public: false };
      return null;
    },
  };
}
