import { rowIdOf } from "#core/text/row-id.ts";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/write-review.ts";
import { requestContext, type RequestContext } from "../context.ts";
import { AccountField, FormField } from "../components/accounts/AccountField.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { messageData } from "../components/shell/error-data.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { formatNumber } from "#i18n/format.ts";
import { FIT_VALUES, MAX_REVIEW_TEXT, MAX_VISIBLE_NAME, type ReviewField, type ReviewInput } from "#core/reviews/review-input.ts";
import { imageLimitProblem, MAX_REVIEW_IMAGES, MAX_TOTAL_IMAGE_BYTES, type KeptImage, type UploadedImage } from "#core/reviews/review-images.ts";
import { fitLabel, reviewDate } from "#core/reviews/reviews.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import { FormNotice, FormAlert } from "../components/accounts/FormMessages.tsx";
import { signedInOrLogin } from "../components/shell/page-guards.server.ts";

/**
 * Writing a review (route /accounts/write-review/{model}): a signed-in customer rates the model,
 * writes, names themself, tells the fit and may add pictures. A guest logs in first and comes back. The
 * review waits for the staff's moderation before it is shown. Pictures that were fine in a post with a
 * problem elsewhere are kept and shown again, since a file field cannot be refilled. A customer who has
 * reviewed the model already is told so at once and the form edits that review (its pictures listed to keep).
 */
async function pageOf(ctx: RequestContext, modelParam: string | undefined) {
  const modelId = rowIdOf(modelParam);
  const model = modelId === null ? null : await ctx.services.reviewWriting.model(modelId, ctx.lang);
  if (!model) throw data(messageData(translate(ctx.lang, "errors.productNotFound")), { status: 404 });
  const user = await signedInOrLogin(ctx, pathFor("reviews.write", ctx.lang, { model: String(model.id) }));
  return { model, user };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { model, user } = await pageOf(ctx, params.model);
  // Reviewed already: said up front, and the form edits that review instead of being refused once filled in.
  const own = await ctx.services.reviewWriting.own(user.id, model.id, ctx.lang);
  return {
    model,
    firstName: user.firstName,
    own,
    messages: messagesFor(ctx.lang, ["reviewWriting", "accounts.nameTooLong", "product.reviewFitValue"]),
    head: pageHead(ctx, {
      title: translate(ctx.lang, own ? "reviewWriting.editTitle" : "reviewWriting.title"),
      paths: routePaths("reviews.write", { model: String(model.id) }),
      noindex: true,
    }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type WriteData =
  | { done: true; edited: boolean }
  | {
      done: false;
      errors: Partial<Record<ReviewField, string>>;
      formError?: string;
      values: ReviewInput;
      kept: KeptImage[];
      /**
       * The chosen pictures were not read, another field being wrong. "kept": the browser's script sent the
       * form and keeps them chosen; "chooseAgain": a plain form post, after which the file field is empty.
       */
      imagesUnread?: "kept" | "chooseAgain";
    };

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
  const uploads: UploadedImage[] = [];
  for (const file of form.getAll("images")) {
    if (typeof file !== "string") uploads.push({ name: file.name.slice(0, 100), bytes: new Uint8Array(await file.arrayBuffer()) });
  }
  const keptTokens = form.getAll("keptImage").filter((value): value is string => typeof value === "string").slice(0, 20);
  const editing = rowIdOf(text("editing", 12));
  const outcome = await ctx.services.reviewWriting.write({
    customerId: user.id,
    modelId: model.id,
    lang: ctx.lang,
    review: values,
    uploads,
    keptTokens,
    editing,
    clientAddress: ctx.clientAddress,
  });
  if (outcome.ok) return data<WriteData>({ done: true, edited: editing !== null });
  return data<WriteData>(
    {
      done: false,
      errors: outcome.problems,
      formError: outcome.formError,
      values,
      kept: outcome.kept,
      ...(outcome.imagesUnread ? { imagesUnread: ctx.dataRequest ? ("kept" as const) : ("chooseAgain" as const) } : {}),
    },
    { status: outcome.status },
  );
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function WriteReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const { model, own } = loaderData;
  const failed = actionData && !actionData.done ? actionData : undefined;
  const values = failed?.values ??
    (own
      ? { rating: String(own.rating), comment: own.comment, visibleName: own.visibleName, size: own.size === null ? "" : String(own.size) }
      : { rating: "", comment: "", visibleName: loaderData.firstName, size: "" });
  // An edited review's pictures are listed like those kept from a post with a problem: ticked, they stay.
  const kept = failed?.kept ?? own?.images ?? [];
  // After a post the chosen files are either kept (listed above the field) or refused: the field starts
  // empty again, as it does when the page is loaded anew without JavaScript, so nothing is sent twice. Files
  // the server did not read (another field was wrong) stay chosen, to go with the corrected form.
  const filesRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData && filesRef.current && !(actionData.done === false && actionData.imagesUnread)) filesRef.current.value = "";
  }, [actionData]);
  // Checked in the browser before the pictures travel; the server checks again.
  const [imageProblem, setImageProblem] = useState<{ for: unknown; message: string } | null>(null);
  const errors = { ...failed?.errors, ...(imageProblem && imageProblem.for === actionData ? { images: imageProblem.message } : {}) };
  const checkImages = (form: HTMLFormElement) => {
    const input = form.elements.namedItem("images");
    const files = input instanceof HTMLInputElement ? [...(input.files ?? [])] : [];
    const keptChecked = kept.filter((image) => (form.elements.namedItem(`keep-${image.token}`) as HTMLInputElement | null)?.checked !== false);
    const message = imageLimitProblem(files.map((file) => ({ name: file.name, size: file.size })), keptChecked, lang);
    setImageProblem(message ? { for: actionData, message } : null);
    return message === null;
  };
  const onImagesChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.form) checkImages(event.currentTarget.form);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!checkImages(event.currentTarget)) {
      event.preventDefault();
      (event.currentTarget.elements.namedItem("images") as HTMLInputElement | null)?.focus();
    }
  };
  return (
    <div className="login-page container">
      <h1>{t(own ? "reviewWriting.editTitle" : "reviewWriting.title")}</h1>
      <section className="login-page__card">
        {actionData?.done ? (
          <FormNotice>{t(actionData.edited ? "reviewWriting.changesSaved" : "reviewWriting.thanks")}</FormNotice>
        ) : (
          <Form method="post" encType="multipart/form-data" className="login-form" noValidate onSubmit={onSubmit}>
            {own ? (
              <>
                <p className="form-notice">{t("reviewWriting.alreadyReviewed", { date: reviewDate(own.created) })}</p>
                <input type="hidden" name="editing" value={own.id} />
              </>
            ) : null}
            <p className="login-page__intro">{t("reviewWriting.intro", { product: model.name })}</p>
            {failed?.formError ? (
              <FormAlert>{failed.formError}</FormAlert>
            ) : null}
            <FormField id={`${id}-rating`} label={t("reviewWriting.rating")} error={errors.rating}>
              {(control) => (
                <select name="rating" className="field__control" required defaultValue={values.rating} {...control}>
                  <option value="">{t("reviewWriting.ratingChoose")}</option>
                  {[10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((rating) => (
                    <option key={rating} value={rating}>
                      {t("reviewWriting.ratingOption", { stars: formatNumber(rating / 2, lang, { maximumFractionDigits: 1 }) })}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id={`${id}-comment`} label={t("reviewWriting.comment")} error={errors.comment}>
              {(control) => <textarea name="comment" className="field__control" rows={6} maxLength={MAX_REVIEW_TEXT} defaultValue={values.comment} {...control} />}
            </FormField>
            <AccountField id={`${id}-name`} name="visibleName" label={t("reviewWriting.visibleName")} maxLength={MAX_VISIBLE_NAME} required defaultValue={values.visibleName} error={errors.visibleName} />
            <FormField id={`${id}-size`} label={t("reviewWriting.fit")} error={errors.size}>
              {(control) => (
                <select name="size" className="field__control" defaultValue={values.size} {...control}>
                  <option value="">{t("reviewWriting.fitNone")}</option>
                  {FIT_VALUES.map((size) => (
                    <option key={size} value={size}>
                      {fitLabel(t, size)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {kept.length > 0 ? (
              <fieldset className="review-upload__kept">
                <legend>{t("reviewWriting.keptImages")}</legend>
                <ul className="review-upload__list">
                  {kept.map((image, index) => (
                    <li key={image.token}>
                      <img src={image.url} alt={t("reviewWriting.imageAlt", { number: index + 1 })} width={96} height={96} />
                      <label>
                        <input type="checkbox" name="keptImage" id={`keep-${image.token}`} value={image.token} defaultChecked />
                        {t("reviewWriting.keepImage", { number: index + 1 })}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : null}
            <FormField
              id={`${id}-images`}
              label={t("reviewWriting.images")}
              hint={[
                failed?.imagesUnread ? t(failed.imagesUnread === "kept" ? "reviewWriting.imagesNotSent" : "reviewWriting.imagesChooseAgain") : "",
                t("reviewWriting.imagesHint", { count: MAX_REVIEW_IMAGES, max: MAX_TOTAL_IMAGE_BYTES / (1024 * 1024) }),
              ]
                .filter(Boolean)
                .join(" ")}
              error={errors.images}
            >
              {(control) => (
                <input ref={filesRef} name="images" type="file" multiple accept="image/jpeg,image/png,image/webp" className="field__control review-upload__input" onChange={onImagesChange} {...control} />
              )}
            </FormField>
            <div className="login-form__actions">
              <button className="button button--primary" type="submit">
                {t(own ? "reviewWriting.saveChanges" : "reviewWriting.submit")}
              </button>
            </div>
          </Form>
        )}
        <p className="login-page__more">
          <ShopLink to={model.path}>{t("reviewWriting.backToProduct")}</ShopLink>
          {own || actionData?.done ? (
            <>
              {" · "}
              <ShopLink to={pathFor("accounts.reviews", lang)}>{t("reviewWriting.mineTitle")}</ShopLink>
            </>
          ) : null}
        </p>
      </section>
    </div>
  );
}
