import { rowIdOf } from "#core/text/row-id.ts";
import { data, Form } from "react-router";
import type { Route } from "./+types/my-reviews.ts";
import { requestContext } from "../context.ts";
import { ShopLink } from "../components/ShopLink.tsx";
import { FormAlert, FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { fitLabel, reviewDate } from "#core/reviews/reviews.ts";
import type { OwnReviewStatus } from "#core/reviews/review-writing.server.ts";
import { formatNumber } from "#i18n/format.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import { signedInOrLogin } from "../components/shell/page-guards.server.ts";

/**
 * The signed-in customer's own reviews (account area): each with its model, rating, fit, text, pictures and
 * whether it is shown, waiting for the staff or kept hidden by them; editing goes to the writing form of its
 * model, deleting asks first (`?delete={id}` shows the question, so it works without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await signedInOrLogin(ctx, pathFor("accounts.reviews", ctx.lang));
  const reviews = await ctx.services.reviewWriting.mine(user.id, ctx.lang);
  const asked = Number(new URL(request.url).searchParams.get("delete"));
  return {
    reviews,
    confirming: reviews.some((review) => review.id === asked) ? asked : null,
    messages: messagesFor(ctx.lang, ["reviewWriting", "accountArea.title", "product.reviewFit", "product.reviewFitValue"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "reviewWriting.mineTitle"), paths: routePaths("accounts.reviews"), noindex: true }),
  };
}

// One person's reviews: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type DeleteData = { deleted: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const user = await signedInOrLogin(ctx, pathFor("accounts.reviews", ctx.lang));
  const form = await readForm(request);
  const id = String(form.get("review") ?? "");
  // Only the customer's own review goes; another's id (or one deleted meanwhile) deletes nothing.
  const reviewId = rowIdOf(id);
  const deleted = form.get("intent") === "delete" && reviewId !== null && (await ctx.services.reviewWriting.remove(user.id, reviewId));
  return data<DeleteData>({ deleted }, { status: deleted ? 200 : 404 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const STATUS: Record<OwnReviewStatus, "reviewWriting.statusShown" | "reviewWriting.statusWaiting" | "reviewWriting.statusHidden"> = {
  shown: "reviewWriting.statusShown",
  waiting: "reviewWriting.statusWaiting",
  hidden: "reviewWriting.statusHidden",
};

export default function MyReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const here = pathFor("accounts.reviews", lang);
  return (
    <div className="history container">
      <h1>{t("reviewWriting.mineTitle")}</h1>
      <p>
        <ShopLink to={pathFor("accounts", lang)}>{t("accountArea.title")}</ShopLink>
      </p>
      {actionData ? actionData.deleted ? <FormNotice>{t("reviewWriting.deleted")}</FormNotice> : <FormAlert>{t("reviewWriting.deleteFailed")}</FormAlert> : null}
      {loaderData.reviews.length === 0 ? (
        <p>{t("reviewWriting.mineNone")}</p>
      ) : (
        <ul className="history__list">
          {loaderData.reviews.map((review) => {
            const fit = fitLabel(t, review.size);
            const headingId = `own-review-${review.id}`;
            return (
              <li key={review.id} className="history__details own-review">
                <h2 className="login-page__heading" id={headingId}>
                  <ShopLink to={review.modelPath}>{review.modelName}</ShopLink>
                </h2>
                <p className="history__meta">
                  <span>{reviewDate(review.created)}</span>
                  <span>{review.visibleName}</span>
                  <span>{t("reviewWriting.ratingOption", { stars: formatNumber(review.rating / 2, lang, { maximumFractionDigits: 1 }) })}</span>
                  {fit !== null ? <span>{`${t("product.reviewFit")}: ${fit}`}</span> : null}
                </p>
                <p className={`own-review__status own-review__status--${review.status}`}>{t(STATUS[review.status])}</p>
                {review.comment ? <p className="moderation-item__text">{review.comment}</p> : null}
                {review.images.length > 0 ? (
                  <ul className="review-upload__list">
                    {review.images.map((image, index) => (
                      <li key={image.url}>
                        <img src={image.url} alt={t("reviewWriting.imageAlt", { number: index + 1 })} width={96} height={96} loading="lazy" />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {loaderData.confirming === review.id && !actionData?.deleted ? (
                  <Form method="post" action={here} className="own-review__confirm">
                    <p>{t("reviewWriting.deleteQuestion", { product: review.modelName })}</p>
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="review" value={review.id} />
                    <div className="login-form__actions login-form__actions--split">
                      <ShopLink className="button button--secondary" to={here}>
                        {t("reviewWriting.deleteCancel")}
                      </ShopLink>
                      <button className="button button--primary" type="submit">
                        {t("reviewWriting.deleteConfirm")}
                      </button>
                    </div>
                  </Form>
                ) : (
                  <p className="login-form__actions login-form__actions--split">
                    {/* Named with the model, beginning with the words shown, so a list of links reads apart. */}
                    <ShopLink
                      className="button button--secondary"
                      to={pathFor("reviews.write", lang, { model: String(review.modelId) })}
                      aria-label={t("reviewWriting.editNamed", { product: review.modelName })}
                    >
                      {t("reviewWriting.edit")}
                    </ShopLink>
                    <ShopLink className="button button--secondary" to={`${here}?delete=${review.id}`} aria-label={t("reviewWriting.deleteNamed", { product: review.modelName })}>
                      {t("reviewWriting.delete")}
                    </ShopLink>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
