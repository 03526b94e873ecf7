import { useId } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/write-review.ts";
import { requestContext, type RequestContext } from "../context.ts";
import { AccountField } from "../components/accounts/AccountField.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { messageData } from "../components/shell/error-data.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { formatNumber } from "#i18n/format.ts";
import { FIT_VALUES, MAX_REVIEW_TEXT, MAX_VISIBLE_NAME, reviewProblems, type ReviewField, type ReviewInput } from "#core/reviews/review-writing.ts";
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import { FormNotice, FormAlert } from "../components/accounts/FormMessages.tsx";

/**
 * Writing a review (issue 6; route /accounts/write-review/{model}): a signed-in customer rates the model,
 * writes, names themself and tells the fit. A guest logs in first and comes back. The review waits for
 * the staff's moderation before it is shown.
 */
async function pageOf(ctx: RequestContext, modelParam: string | undefined) {
  const modelId = /^[1-9]\d{0,9}$/.test(modelParam ?? "") ? Number(modelParam) : null;
  const model = modelId === null ? null : await ctx.services.reviewWriting.model(modelId, ctx.lang);
  if (!model) throw data(messageData(translate(ctx.lang, "errors.productNotFound")), { status: 404 });
  const user = await ctx.user();
  if (!user) throw redirect(`${pathFor("accounts.login", ctx.lang)}?next=${encodeURIComponent(pathFor("reviews.write", ctx.lang, { model: String(model.id) }))}`, 303);
  return { model, user };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { model, user } = await pageOf(ctx, params.model);
  return {
    model,
    firstName: user.firstName,
    messages: messagesFor(ctx.lang, ["reviewWriting", "accounts.nameTooLong"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "reviewWriting.title"), paths: routePaths("reviews.write", { model: String(model.id) }), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type WriteData = { done: true } | { done: false; errors: Partial<Record<ReviewField, string>>; formError?: string; values: ReviewInput };

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const { model, user } = await pageOf(ctx, params.model);
  const form = await readForm(request);
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  // A little past the limits, so that an over-long text gets its message instead of being cut silently.
  const values = { rating: text("rating", 10), comment: text("comment", MAX_REVIEW_TEXT + 100), visibleName: text("visibleName", MAX_VISIBLE_NAME + 20), size: text("size", 10) };
  try {
    await ctx.services.reviewWriting.write({ customerId: user.id, modelId: model.id, lang: ctx.lang, review: values });
    return data<WriteData>({ done: true });
  } catch (error) {
    if (!isDomainError(error) || !["BAD_INPUT", "CONFLICT"].includes(error.code)) throw error;
    if (error.code === "CONFLICT") return data<WriteData>({ done: false, errors: {}, formError: error.message, values }, { status: 409 });
    return data<WriteData>({ done: false, errors: reviewProblems(values, ctx.lang), values }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function WriteReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const { model } = loaderData;
  const failed = actionData && !actionData.done ? actionData : undefined;
  const values = failed?.values ?? { rating: "", comment: "", visibleName: loaderData.firstName, size: "" };
  const errors = failed?.errors ?? {};
  const described = (field: ReviewField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const error = (field: ReviewField) =>
    errors[field] ? (
      <p className="field__error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  return (
    <div className="login-page container">
      <h1>{t("reviewWriting.title")}</h1>
      <section className="login-page__card">
        {actionData?.done ? (
          <FormNotice>{t("reviewWriting.thanks")}</FormNotice>
        ) : (
          <Form method="post" className="login-form" noValidate>
            <p className="login-page__intro">{t("reviewWriting.intro", { product: model.name })}</p>
            {failed?.formError ? (
              <FormAlert>{failed.formError}</FormAlert>
            ) : null}
            <div className="field">
              <label className="field__label" htmlFor={`${id}-rating`}>
                {t("reviewWriting.rating")}
              </label>
              <select id={`${id}-rating`} name="rating" className="field__control" required defaultValue={values.rating} aria-invalid={errors.rating ? true : undefined} aria-describedby={described("rating")}>
                <option value="">{t("reviewWriting.ratingChoose")}</option>
                {[10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((rating) => (
                  <option key={rating} value={rating}>
                    {t("reviewWriting.ratingOption", { stars: formatNumber(rating / 2, lang, { maximumFractionDigits: 1 }) })}
                  </option>
                ))}
              </select>
              {error("rating")}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-comment`}>
                {t("reviewWriting.comment")}
              </label>
              <textarea id={`${id}-comment`} name="comment" className="field__control" rows={6} maxLength={MAX_REVIEW_TEXT} defaultValue={values.comment} aria-invalid={errors.comment ? true : undefined} aria-describedby={described("comment")} />
              {error("comment")}
            </div>
            <AccountField id={`${id}-name`} name="visibleName" label={t("reviewWriting.visibleName")} maxLength={MAX_VISIBLE_NAME} required defaultValue={values.visibleName} error={errors.visibleName} />
            <div className="field">
              <label className="field__label" htmlFor={`${id}-size`}>
                {t("reviewWriting.fit")}
              </label>
              <select id={`${id}-size`} name="size" className="field__control" defaultValue={values.size} aria-invalid={errors.size ? true : undefined} aria-describedby={described("size")}>
                <option value="">{t("reviewWriting.fitNone")}</option>
                {FIT_VALUES.map((size) => (
                  <option key={size} value={size}>
                    {t(`reviewWriting.fit.${size}`)}
                  </option>
                ))}
              </select>
              {error("size")}
            </div>
            <div className="login-form__actions">
              <button className="button button--primary" type="submit">
                {t("reviewWriting.submit")}
              </button>
            </div>
          </Form>
        )}
        <p className="login-page__more">
          <ShopLink to={model.path}>{t("reviewWriting.backToProduct")}</ShopLink>
        </p>
      </section>
    </div>
  );
}
