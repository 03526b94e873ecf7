import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-search-word.ts";
import { requestContext, type RequestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { ConfirmTick } from "../components/admin/ConfirmTick.tsx";
import { SearchWordForm } from "../components/admin/SearchWordForm.tsx";
import { adminNav, formFailure, newOrId, staffPage } from "../components/admin/admin-page.server.ts";
import type { AdminFormState } from "../components/admin/form-state.ts";
import { useAdminForm } from "../components/admin/use-admin-form.tsx";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { notFoundWith } from "../components/shell/page-guards.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import adminCss from "../styles/admin.css?url";
import { targetValue } from "#core/admin/search-synonyms.ts";
import { formFields } from "#core/admin/model-form.ts";
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** The page's search word: an id that is no search word (or "new": new ones are added on the list) is a 404. */
function wordId(ctx: RequestContext, param: string | undefined): number {
  return newOrId(ctx, param) ?? notFoundWith(ctx, "errors.pageNotFound");
}

const missing =
  (ctx: RequestContext) =>
  (error: unknown): never => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  };

/** One search word (/admin/search-words/{id}/, staff): change its phrase or meaning, or remove it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const path = pathFor("admin.searchWord", ctx.lang, { id: params.id ?? "" });
  const actor = await staffPage(ctx, path);
  const id = wordId(ctx, params.id);
  const synonym = await ctx.services.searchWordsAdmin.synonym(actor, id).catch(missing(ctx));
  const choices = await ctx.services.searchWordsAdmin.choices(actor, synonym.lang);
  const title = translate(ctx.lang, "admin.editNamedTitle", { name: synonym.phrase });
  return {
    nav: adminNav(ctx, actor),
    synonym: { ...synonym, target: targetValue(synonym.target) },
    choices,
    title,
    path,
    list: `${pathFor("admin.searchWords", ctx.lang)}?lang=${synonym.lang}`,
    saved: new URL(request.url).searchParams.has("saved"),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title, paths: routePaths("admin.searchWord", { id: String(id) }), noindex: true }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await staffPage(ctx);
  const id = wordId(ctx, params.id);
  const form = await readForm(request);
  if (form.get("intent") === "delete") {
    if (form.get("confirm") !== "on") return formFailure("search-word-delete", form, { problems: { confirm: "required" } });
    const removed = await ctx.services.searchWordsAdmin.remove(actor, id).catch(missing(ctx));
    throw redirect(`${pathFor("admin.searchWords", ctx.lang)}?lang=${removed.lang}&removed`, 303);
  }
  // The language stays the word's own; the page's language only names the fields.
  const outcome = await ctx.services.searchWordsAdmin.save(actor, id, ctx.lang, formFields(form)).catch(missing(ctx));
  if (outcome.ok) throw redirect(`${pathFor("admin.searchWord", ctx.lang, { id: String(id) })}?saved`, 303);
  return formFailure("search-word", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminSearchWord({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as AdminFormState | undefined;
  const deleteForm = useAdminForm(state, "search-word-delete");
  const { synonym } = loaderData;
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{loaderData.title}</h1>
      <p>
        <Link to={loaderData.list}>{t("admin.searchWordsBack")}</Link>
      </p>
      {loaderData.saved && !state ? <FormNotice>{t("admin.savedSearchWord")}</FormNotice> : null}
      <SearchWordForm
        key={`${synonym.phrase} ${synonym.target}`}
        form="search-word"
        title={t("admin.searchWordHeading")}
        submit={t("admin.saveSearchWord")}
        state={state}
        reload={loaderData.path}
        choices={loaderData.choices}
        lang={synonym.lang}
        phrase={synonym.phrase}
        target={synonym.target}
      />
      <Form method="post" className="admin-form" aria-labelledby="search-word-delete">
        <h2 id="search-word-delete">{t("admin.deleteSearchWord")}</h2>
        <ConfirmTick label={t("admin.deleteSearchWordConfirm")} form={deleteForm} />
        <button className="button button--secondary" type="submit" name="intent" value="delete">
          {t("admin.deleteSearchWord")}
        </button>
      </Form>
    </AdminFrame>
  );
}
