import { rowIdOf } from "#core/text/row-id.ts";
import { data, Form } from "react-router";
import type { Route } from "./+types/staff-reviews.ts";
import { requestContext } from "../context.ts";
import { ShopLink } from "../components/ShopLink.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { fitPosition, reviewDate } from "#core/reviews/reviews.ts";
import { formatNumber } from "#i18n/format.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { staffMember } from "../components/shell/page-guards.server.ts";

/**
 * The staff's moderation of new reviews (a new review stays hidden until staff show it): oldest first,
 * each shown or hidden with one button. Only staff: a guest is sent to log in,
 * a customer gets 403, and the service checks again whatever the page did.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await staffMember(ctx, pathFor("staff.reviews", ctx.lang));
  return {
    pending: await ctx.services.reviewWriting.pending(user, ctx.lang),
    messages: messagesFor(ctx.lang, ["reviewWriting", "product.reviewFit", "product.reviewFitValue"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "reviewWriting.moderationTitle"), paths: routePaths("staff.reviews"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type ModerationData = { ok: boolean; shown: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const user = await staffMember(ctx);
  const form = await readForm(request);
  const id = String(form.get("review") ?? "");
  const shown = form.get("decision") === "show";
  const reviewId = rowIdOf(id);
  const done = reviewId !== null && (await ctx.services.reviewWriting.moderate(user, reviewId, shown));
  return data<ModerationData>({ ok: done, shown }, { status: done ? 200 : 404 });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function StaffReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { pending } = loaderData;
  return (
    <div className="history container">
      <h1>{t("reviewWriting.moderationTitle")}</h1>
      {actionData?.ok ? (
        <FormNotice>{actionData.shown ? t("reviewWriting.approved") : t("reviewWriting.rejected")}</FormNotice>
      ) : null}
      {pending.length === 0 ? (
        <p>{t("reviewWriting.noneWaiting")}</p>
      ) : (
        <ul className="history__list">
          {pending.map((review) => {
            const fit = fitPosition(review.size);
            return (
              <li key={review.id} className="history__details moderation-item">
                <h2 className="login-page__heading">
                  <ShopLink to={review.modelPath}>{review.modelName}</ShopLink>
                </h2>
                <p className="history__meta">
                  <span>{reviewDate(review.created)}</span>
                  <span>{review.visibleName}</span>
                  <span>{t("reviewWriting.ratingOption", { stars: formatNumber(review.rating / 2, lang, { maximumFractionDigits: 1 }) })}</span>
                  {fit !== null ? <span>{`${t("product.reviewFit")}: ${t("product.reviewFitValue", { position: fit })}`}</span> : null}
                </p>
                {review.comment ? (
                  <p className="moderation-item__text" lang={review.lang}>
                    {review.comment}
                  </p>
                ) : null}
                {review.images.length > 0 ? (
                  <ul className="review-upload__list">
                    {review.images.map((url, index) => (
                      <li key={url}>
                        <a href={url} target="_blank" rel="noreferrer">
                          <img src={url} alt={t("reviewWriting.imageAlt", { number: index + 1 })} width={96} height={96} loading="lazy" />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Form method="post" className="login-form__actions login-form__actions--split">
                  <input type="hidden" name="review" value={review.id} />
                  <button className="button button--secondary" type="submit" name="decision" value="hide">
                    {t("reviewWriting.reject")}
                  </button>
                  <button className="button button--primary" type="submit" name="decision" value="show">
                    {t("reviewWriting.approve")}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
