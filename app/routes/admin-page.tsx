import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-page.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, formFailure, newOrId, staffPage, typedValues } from "../components/admin/admin-page.server.ts";
import { PageForm, PagePreviewPanel, TabList, type PageFormState } from "../components/admin/PageForms.tsx";
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

/** One of the shop's pages (/admin/pages/{id}/, or /admin/pages/new/): its texts with a preview, and its tabs. Staff only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const path = pathFor("admin.page", ctx.lang, { id: params.id ?? "" });
  const actor = await staffPage(ctx, path);
  const id = newOrId(ctx, params.id);
  const page = id === null ? null : await ctx.services.pagesAdmin.page(actor, id).catch(() => notFoundWith(ctx, "errors.pageNotFound"));
  const name = page ? (page.texts[ctx.lang]?.title ?? page.texts[HOME_LANG]?.title ?? page.key) : "";
  const title = page ? translate(ctx.lang, "admin.editNamedTitle", { name }) : translate(ctx.lang, "admin.newPage");
  const own = page?.texts[ctx.lang];
  return {
    nav: adminNav(ctx, actor),
    page,
    title,
    path,
    shopPath: page?.published && own ? `/${own.slug}/` : null,
    tabPaths: page ? Object.fromEntries(page.tabs.map((tab) => [tab.id, pathFor("admin.page.tab", ctx.lang, { id: String(page.id), tab: String(tab.id) })])) : {},
    newTab: page ? pathFor("admin.page.tab", ctx.lang, { id: String(page.id), tab: "new" }) : "",
    saved: new URL(request.url).searchParams.has("saved"),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title, paths: routePaths("admin.page", { id: params.id ?? "new" }), noindex: true }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await staffPage(ctx);
  const id = newOrId(ctx, params.id);
  const form = await readForm(request);
  const previewLang = form.get("preview");
  if (typeof previewLang === "string" && isLang(previewLang)) {
    const preview = ctx.services.pagesAdmin.preview(actor, formFields(form), previewLang);
    return { form: "page", values: typedValues(form), problems: {}, stale: false, preview } satisfies PageFormState;
  }
  const outcome = await ctx.services.pagesAdmin.savePage(actor, id, formFields(form)).catch((error: unknown) => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  });
  if (outcome.ok) throw redirect(`${pathFor("admin.page", ctx.lang, { id: String(outcome.id) })}?saved`, 303);
  return formFailure("page", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const state = actionData as PageFormState | undefined;
  const { page } = loaderData;
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{loaderData.title}</h1>
      {loaderData.saved && !state ? <FormNotice>{t("admin.savedPage")}</FormNotice> : null}
      {loaderData.shopPath ? (
        <p>
          <a href={loaderData.shopPath}>{t("admin.pageInShop")}</a>
        </p>
      ) : null}
      {state?.preview ? <PagePreviewPanel preview={state.preview} /> : null}
      <PageForm key={JSON.stringify(page ?? null)} page={page} state={state} lang={lang} reload={loaderData.path} />
      {page?.kind === "tabs" ? <TabList page={page} lang={lang} tabPath={(tabId) => loaderData.tabPaths[tabId] ?? ""} newTab={loaderData.newTab} /> : null}
    </AdminFrame>
  );
}
