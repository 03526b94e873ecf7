import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/admin-keyword.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { FormFailureLine, LANGUAGE_NAMES } from "../components/admin/ModelEditor.tsx";
import { languagesFor } from "../components/admin/TaxonomyForms.tsx";
import { adminNav, formFailure, newOrId, staffPage } from "../components/admin/admin-page.server.ts";
import type { AdminFormState } from "../components/admin/form-state.ts";
import { useAdminForm } from "../components/admin/use-admin-form.tsx";
import { ConfirmTick } from "../components/admin/ConfirmTick.tsx";
import { FormField } from "../components/accounts/AccountField.tsx";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { notFoundWith } from "../components/shell/page-guards.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import adminCss from "../styles/admin.css?url";
import { POPUP_LIMITS, popupFieldName, type AdminKeywordPopup, type PopupTexts } from "#core/admin/keyword-popups.ts";
import { formFields, HOME_LANG } from "#core/admin/model-form.ts";
import { isDomainError } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** A keyword popup (/admin/keywords/{id}/, or /admin/keywords/new/): its words, texts and links per language. Staff only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const path = pathFor("admin.keyword", ctx.lang, { id: params.id ?? "" });
  const actor = await staffPage(ctx, path);
  const id = newOrId(ctx, params.id);
  const popup = id === null ? null : ((await ctx.services.keywordsAdmin.popups(actor)).find((candidate) => candidate.id === id) ?? notFoundWith(ctx, "errors.pageNotFound"));
  const name = popup ? (popup.texts[ctx.lang]?.keyword ?? popup.texts[HOME_LANG]?.keyword ?? String(popup.id)) : "";
  const title = popup ? translate(ctx.lang, "admin.editNamedTitle", { name }) : translate(ctx.lang, "admin.newKeyword");
  return {
    nav: adminNav(ctx, actor),
    popup,
    title,
    path,
    saved: new URL(request.url).searchParams.has("saved"),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title, paths: routePaths("admin.keyword", { id: params.id ?? "new" }), noindex: true }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await staffPage(ctx);
  const id = newOrId(ctx, params.id);
  const form = await readForm(request);
  const missing = (error: unknown): never => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  };
  if (form.get("intent") === "delete") {
    if (id === null) notFoundWith(ctx, "errors.pageNotFound");
    if (form.get("confirm") !== "on") return formFailure("keyword-delete", form, { problems: { confirm: "required" } });
    await ctx.services.keywordsAdmin.deletePopup(actor, id).catch(missing);
    throw redirect(pathFor("admin.keywords", ctx.lang), 303);
  }
  const outcome = await ctx.services.keywordsAdmin.savePopup(actor, id, formFields(form)).catch(missing);
  if (outcome.ok) throw redirect(`${pathFor("admin.keyword", ctx.lang, { id: String(outcome.id) })}?saved`, 303);
  return formFailure("keyword", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

const FIELDS: Array<[keyof PopupTexts, MessageKey]> = [
  ["keyword", "admin.keywordWord"],
  ["text", "admin.keywordText"],
  ["url", "admin.bannerUrl"],
];

function PopupForm({ popup, state, lang, reload }: { popup: AdminKeywordPopup | null; state: AdminFormState | undefined; lang: Lang; reload: string }) {
  const { t, id, read, error } = useAdminForm(state, "keyword");
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.keywordHeading")}</h2>
      <FormFailureLine state={read.failed} reload={reload} />
      <FormField id={`${id}-order`} label={t("admin.bannerOrder")} error={error("sortOrder")}>
        {(control) => <input name="sortOrder" className="field__control admin-input--qty" inputMode="numeric" defaultValue={read.value("sortOrder", String(popup?.sortOrder ?? 0))} {...control} />}
      </FormField>
      {languagesFor(lang).map((textLang) => {
        const own = popup?.texts[textLang];
        const hasProblem = FIELDS.some(([field]) => read.problem(popupFieldName(field, textLang)));
        return (
          <details key={textLang} className="admin-lang" open={textLang === HOME_LANG || textLang === lang || hasProblem} lang={textLang}>
            <summary>{LANGUAGE_NAMES[textLang]}</summary>
            {FIELDS.map(([field, label]) => (
              <FormField key={field} id={`${id}-${textLang}-${field}`} label={t(label)} hint={field === "url" ? t("admin.bannerUrlHelp") : undefined} error={error(popupFieldName(field, textLang))}>
                {(control) =>
                  field === "text" ? (
                    <textarea name={popupFieldName(field, textLang)} className="field__control" rows={3} maxLength={POPUP_LIMITS[field]} defaultValue={read.value(popupFieldName(field, textLang), own?.[field] ?? "")} {...control} />
                  ) : (
                    <input name={popupFieldName(field, textLang)} className="field__control" maxLength={POPUP_LIMITS[field]} defaultValue={read.value(popupFieldName(field, textLang), own?.[field] ?? "")} {...control} />
                  )
                }
              </FormField>
            ))}
          </details>
        );
      })}
      <button className="button button--primary" type="submit">
        {popup ? t("admin.saveKeyword") : t("admin.createKeyword")}
      </button>
    </Form>
  );
}

export default function AdminKeyword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const state = actionData as AdminFormState | undefined;
  const deleteForm = useAdminForm(state, "keyword-delete");
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{loaderData.title}</h1>
      {loaderData.saved && !state ? <FormNotice>{t("admin.savedKeyword")}</FormNotice> : null}
      <PopupForm key={JSON.stringify(loaderData.popup ?? null)} popup={loaderData.popup} state={state} lang={lang} reload={loaderData.path} />
      {loaderData.popup ? (
        <Form method="post" className="admin-form" aria-labelledby="keyword-delete">
          <h2 id="keyword-delete">{t("admin.deleteKeyword")}</h2>
          <ConfirmTick label={t("admin.deleteKeywordConfirm")} form={deleteForm} />
          <button className="button button--secondary" type="submit" name="intent" value="delete">
            {t("admin.deleteKeyword")}
          </button>
        </Form>
      ) : null}
    </AdminFrame>
  );
}
