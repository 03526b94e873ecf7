import { useEffect, useState, type MouseEvent } from "react";
import { Link } from "react-router";
import { Stars } from "#app/components/catalog/Stars.tsx";
import { Modal } from "#app/components/Modal.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { starsOf } from "#core/catalog/listing/stars.ts";
import { fitLabel, fitPosition, REVIEW_PAGE_SIZE, REVIEW_SORTS, reviewDate, reviewExcerpt, type ReviewPage, type ReviewSort, type ReviewView } from "#core/reviews/reviews.ts";
import { formatNumber } from "#i18n/format.ts";
import { apiClient } from "#app/lib/api-client.ts";
import { showToast } from "#app/lib/toasts.ts";
import { pressVote, voteDelta, voteOf, type StoredVote } from "#core/reviews/votes.ts";
import type { ProductPageData } from "./product-page.server.ts";

const SORT_LABEL = { date: "product.reviewsSortDate", votes: "product.reviewsSortVotes", stars: "product.reviewsSortStars" } as const;

/** The address of the reviews in an order and a number of pages (the server renders them without JavaScript). */
function reviewsHref(sort: ReviewSort, pages: number): string {
  const query = new URLSearchParams();
  if (sort !== "date") query.set("review_sort", sort);
  if (pages > 1) query.set("review_pages", String(pages));
  const text = query.toString();
  return `${text ? `?${text}` : "?"}#reviews`;
}

/**
 * The Reviews tab: sorted by date, votes or stars (links, so they work before
 * JavaScript), ten at a time with "load more" from GET /api/product_reviews/ (a link to the longer page
 * without JavaScript), long texts cut with "read more", the reviewer's fit on a five-step scale, and the
 * pictures in a modal.
 */
export function Reviews({ data, customerId, ownReviewId = null }: { data: NonNullable<ProductPageData["reviews"]>; customerId: number | null; ownReviewId?: number | null }) {
  const t = useT();
  const [loaded, setLoaded] = useState<{ results: ReviewView[]; pages: number; maxPages: number }>({
    results: data.page.results,
    pages: data.pages,
    maxPages: data.page.max_pages,
  });
  const [loading, setLoading] = useState(false);
  const [picture, setPicture] = useState<{ url: string; alt: string } | null>(null);

  // Another order or a new server render starts the list over.
  useEffect(() => {
    setLoaded({ results: data.page.results, pages: data.pages, maxPages: data.page.max_pages });
  }, [data]);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    const next = loaded.pages + 1;
    apiClient
      .get<ReviewPage>("/api/product_reviews/", { query: { model_id: data.modelId, page: next, size: REVIEW_PAGE_SIZE, sort: data.sort } })
      .then((page) => {
        setLoaded((current) => {
          const seen = new Set(current.results.map((review) => review.id));
          return { results: [...current.results, ...page.results.filter((review) => !seen.has(review.id))], pages: next, maxPages: page.max_pages };
        });
      })
      .catch((error: unknown) => {
        // A failed load is logged only, and the page counter still advances.
        console.error(JSON.stringify({ level: 40, msg: "reviews not loaded", err: String(error) }));
        setLoaded((current) => ({ ...current, pages: next }));
      })
      .finally(() => setLoading(false));
  };

  return (
    <div className="reviews">
      <nav className="reviews__sort" aria-label={t("product.reviewsSortLabel")}>
        {REVIEW_SORTS.map((sort) => (
          <Link
            key={sort}
            to={reviewsHref(sort, 1)}
            preventScrollReset
            replace
            className="reviews__sort-link"
            aria-current={sort === data.sort ? "true" : undefined}
          >
            {t(SORT_LABEL[sort])}
          </Link>
        ))}
      </nav>
      <ol className="reviews__list">
        {loaded.results.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} onPicture={setPicture} customerId={customerId} own={review.id === ownReviewId} initialVote={data.myVotes[review.id] ?? null} />
          </li>
        ))}
      </ol>
      {loaded.pages < loaded.maxPages ? (
        <a className="button button--secondary reviews__more" href={reviewsHref(data.sort, loaded.pages + 1)} onClick={loadMore} aria-disabled={loading || undefined}>
          {t("product.reviewsMore")}
        </a>
      ) : null}
      <Modal open={picture !== null} onClose={() => setPicture(null)} title={t("product.reviewPictureTitle")} closeLabel={t("shell.close")}>
        {picture ? <img className="reviews__picture" src={picture.url} alt={picture.alt} width={960} height={960} /> : null}
      </Modal>
    </div>
  );
}

function ReviewItem({
  review,
  onPicture,
  customerId,
  own,
  initialVote,
}: {
  review: ReviewView;
  onPicture: (picture: { url: string; alt: string }) => void;
  customerId: number | null;
  /** The signed-in customer wrote it: the votes are others' to give, so only the counts show. */
  own: boolean;
  initialVote: StoredVote;
}) {
  const t = useT();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [votes, setVotes] = useState({ mine: initialVote, up: review.votes_up, down: review.votes_down });
  const [sending, setSending] = useState(false);

  // A vote is applied at once, buttons off while the call runs; a failure is logged and undone.
  const press = (pressed: "up" | "down") => {
    if (customerId === null) {
      showToast(t("product.voteNeedsLogin"), { kind: "warning" });
      return;
    }
    const before = votes;
    const choice = pressVote(before.mine, pressed);
    const after = voteOf(choice);
    const delta = voteDelta(before.mine, after);
    setVotes({ mine: after, up: before.up + delta.up, down: before.down + delta.down });
    setSending(true);
    apiClient
      .post("/api/review_votes/", { review_id: review.id, review_vote: choice, customer_id: customerId })
      .catch((error: unknown) => {
        console.error(JSON.stringify({ level: 40, msg: "review vote failed", reviewId: review.id, err: String(error) }));
        setVotes(before);
      })
      .finally(() => setSending(false));
  };
  const excerpt = reviewExcerpt(review.comment);
  const stars = starsOf(review.rating);
  const fit = fitPosition(review.size);
  const name = review.visible_name || t("product.formerCustomer");
  return (
    <article className="review" id={`review-${review.id}`}>
      <header className="review__head">
        <Stars value={stars} label={t("catalog.ratingLabel", { rating: formatNumber(stars, lang, { maximumFractionDigits: 1 }) })} />
        <p className="review__author">
          <span className="review__name">{name}</span> <time dateTime={review.created}>{reviewDate(review.created)}</time>
        </p>
      </header>
      {review.comment ? (
        <p className="review__text" lang={review.lang}>
          {excerpt && !open ? excerpt : review.comment}{" "}
          {excerpt ? (
            <button type="button" className="button button--quiet button--small" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
              {open ? t("product.reviewReadLess") : t("product.reviewReadMore")}
            </button>
          ) : null}
        </p>
      ) : null}
      {fit !== null ? (
        <div className="review__fit">
          <span className="review__fit-label">{t("product.reviewFit")}:</span> <span className="review__fit-value">{fitLabel(t, review.size)}</span>
          <span className="fit-scale" aria-hidden="true">
            <span className="fit-scale__end">{t("product.reviewFitSmall")}</span>
            {[1, 2, 3, 4, 5].map((position) => (
              <span key={position} className={position === fit ? "fit-scale__step fit-scale__step--chosen" : "fit-scale__step"} />
            ))}
            <span className="fit-scale__end">{t("product.reviewFitLarge")}</span>
          </span>
        </div>
      ) : null}
      {review.images.length > 0 ? (
        <ul className="review__pictures">
          {review.images.map((image, index) => {
            const alt = t("product.reviewPicture", { index: index + 1, name });
            return (
              <li key={image.url}>
                <button type="button" className="review__picture-button" onClick={() => onPicture({ url: image.url, alt })}>
                  <img src={image.url} alt={alt} width={96} height={96} loading="lazy" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {own ? (
        <p className="review__votes review__own">
          <span className="review__own-label">{t("product.reviewYours")}</span>
          <span>{t("product.voteUp", { count: votes.up })}</span>
          <span>{t("product.voteDown", { count: votes.down })}</span>
        </p>
      ) : (
        <div className="review__votes">
          <button type="button" className="review__vote" aria-pressed={votes.mine === true} disabled={sending} onClick={() => press("up")}>
            <ThumbIcon direction="up" />
            {t("product.voteUp", { count: votes.up })}
          </button>
          <button type="button" className="review__vote" aria-pressed={votes.mine === false} disabled={sending} onClick={() => press("down")}>
            <ThumbIcon direction="down" />
            {t("product.voteDown", { count: votes.down })}
          </button>
        </div>
      )}
    </article>
  );
}

function ThumbIcon({ direction }: { direction: "up" | "down" }) {
  return (
    <svg className={`review__thumb review__thumb--${direction}`} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 10h4v11H2zM8 21h9.5a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 19 10h-5.5l.9-4.3a1.6 1.6 0 0 0-2.8-1.3L8 9.5z" fill="currentColor" />
    </svg>
  );
}
