import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-page-tab.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, formFailure, newOrId, staffPage, typedValues } from "../components/admin/admin-page.server.ts";
import { PagePreviewPanel, TabForm, type PageFormState } from "../components/admin/PageForms.tsx";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { notFoundWith } from "../components/shell/page-guards.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import adminCss from "../styles/admin.css?url";
import { formFields, HOME_LANG } from "#core/admin/model-form.ts";
import { isDomainError } from "#core/errors.ts";
import { isLang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** A tab of a page with tabs (/admin/pages/{id}/tabs/{tab}/, or .../tabs/new/): its place, texts and preview. Staff only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const path = pathFor("admin.page.tab", ctx.lang, { id: params.id ?? "", tab: params.tab ?? "" });
  const actor = await staffPage(ctx, path);
  const pageId = newOrId(ctx, params.id) ?? notFoundWith(ctx, "errors.pageNotFound");
  const tabId = newOrId(ctx, params.tab);
  const page = await ctx.services.pagesAdmin.page(actor, pageId).catch(() => notFoundWith(ctx, "errors.pageNotFound"));
  if (page.kind !== "tabs") notFoundWith(ctx, "errors.pageNotFound");
  const tab = tabId === null ? null : (page.tabs.find((candidate) => candidate.id === tabId) ?? notFoundWith(ctx, "errors.pageNotFound"));
  const pageTitle = page.texts[ctx.lang]?.title ?? page.texts[HOME_LANG]?.title ?? page.key;
  const title = tab ? translate(ctx.lang, "admin.editNamedTitle", { name: tab.texts[ctx.lang]?.title ?? tab.texts[HOME_LANG]?.title ?? String(tab.id) }) : translate(ctx.lang, "admin.newTab");
  return {
    nav: adminNav(ctx, actor),
    page,
    tab,
    title,
    pageTitle,
    pagePath: pathFor("admin.page", ctx.lang, { id: String(page.id) }),
    path,
    saved: new URL(request.url).searchParams.has("saved"),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title, paths: routePaths("admin.page.tab", { id: String(page.id), tab: params.tab ?? "new" }), noindex: true }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await staffPage(ctx);
  const pageId = newOrId(ctx, params.id) ?? notFoundWith(ctx, "errors.pageNotFound");
  const tabId = newOrId(ctx, params.tab);
  const form = await readForm(request);
  const pagePath = pathFor("admin.page", ctx.lang, { id: String(pageId) });
  const missing = (error: unknown): never => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  };
  if (form.get("intent") === "delete") {
    if (tabId === null) notFoundWith(ctx, "errors.pageNotFound");
    if (form.get("confirm") !== "on") return formFailure("tab-delete", form, { problems: { confirm: "required" } });
    await ctx.services.pagesAdmin.deleteTab(actor, pageId, tabId).catch(missing);
    throw redirect(`${pagePath}?saved`, 303);
  }
  const previewLang = form.get("preview");
  if (typeof previewLang === "string" && isLang(previewLang)) {
    const preview = ctx.services.pagesAdmin.preview(actor, formFields(form), previewLang);
    return { form: "tab", values: typedValues(form), problems: {}, stale: false, preview } satisfies PageFormState;
  }
  const outcome = await ctx.services.pagesAdmin.saveTab(actor, pageId, tabId, formFields(form)).catch(missing);
  if (outcome.ok) throw redirect(`${pathFor("admin.page.tab", ctx.lang, { id: String(pageId), tab: String(outcome.id) })}?saved`, 303);
  return formFailure("tab", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminPageTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const state = actionData as PageFormState | undefined;
  return (
    <AdminFrame nav={loaderData.nav}>
      <p>
        <a href={loaderData.pagePath}>← {loaderData.pageTitle}</a>
      </p>
      <h1>{loaderData.title}</h1>
      {loaderData.saved && !state ? <FormNotice>{t("admin.savedTab")}</FormNotice> : null}
      {state?.preview ? <PagePreviewPanel preview={state.preview} /> : null}
      <TabForm key={JSON.stringify(loaderData.tab ?? null)} page={loaderData.page} tab={loaderData.tab} state={state} lang={lang} reload={loaderData.path} />
    </AdminFrame>
  );
}
