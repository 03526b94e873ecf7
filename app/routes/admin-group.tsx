import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-group.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, formFailure, newOrId, staffPage } from "../components/admin/admin-page.server.ts";
import { GroupForm } from "../components/admin/TaxonomyForms.tsx";
import type { AdminFormState } from "../components/admin/form-state.ts";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { notFoundWith } from "../components/shell/page-guards.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import adminCss from "../styles/admin.css?url";
import { formFields } from "#core/admin/model-form.ts";
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** A product group in the back office (/admin/groups/{id}/, or /admin/groups/new/ for a new one). Staff only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const path = pathFor("admin.group", ctx.lang, { id: params.id ?? "" });
  const actor = await staffPage(ctx, path);
  const id = newOrId(ctx, params.id);
  const groups = await ctx.services.taxonomy.groups(actor);
  const group = id === null ? null : (groups.find((candidate) => candidate.id === id) ?? notFoundWith(ctx, "errors.pageNotFound"));
  const name = group ? (group.texts[ctx.lang]?.name ?? group.texts.fi?.name ?? group.key) : null;
  const title = name ? translate(ctx.lang, "admin.editNamedTitle", { name }) : translate(ctx.lang, "admin.newGroup");
  return {
    nav: adminNav(ctx, actor),
    group,
    groups,
    title,
    path,
    saved: new URL(request.url).searchParams.has("saved"),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title, paths: routePaths("admin.group", { id: params.id ?? "new" }), noindex: true }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await staffPage(ctx);
  const id = newOrId(ctx, params.id);
  const form = await readForm(request);
  const outcome = await ctx.services.taxonomy.saveGroup(actor, id, formFields(form)).catch((error: unknown) => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  });
  if (outcome.ok) throw redirect(`${pathFor("admin.group", ctx.lang, { id: String(outcome.id) })}?saved`, 303);
  return formFailure("group", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminGroup({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const state = actionData as AdminFormState | undefined;
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{loaderData.title}</h1>
      {loaderData.saved && !state ? <FormNotice>{t("admin.savedGroup")}</FormNotice> : null}
      <GroupForm key={JSON.stringify(loaderData.group?.texts ?? null)} group={loaderData.group} groups={loaderData.groups} state={state} lang={lang} reload={loaderData.path} />
    </AdminFrame>
  );
}
