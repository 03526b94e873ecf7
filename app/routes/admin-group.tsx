import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-group.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, formFailure, newOrId, staffPage, type FormFailure } from "../components/admin/admin-page.server.ts";
import { GroupForm } from "../components/admin/TaxonomyForms.tsx";
import { GroupDeleteForm, GroupLinkForms, linkFormName } from "../components/admin/GroupExtras.tsx";
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
import type { GroupDeleteRefusal } from "#core/admin/taxonomy.ts";
import { isDomainError } from "#core/errors.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/**
 * A product group in the back office (/admin/groups/{id}/, or /admin/groups/new/ for a new one): its own form,
 * its link tiles (each saved alone) and its deletion. Staff only.
 */
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
    // The parent choice needs each group's name in this language only: every group's texts in six languages
    // made the page several hundred kilobytes.
    parents: groups
      .filter((candidate) => candidate.id !== group?.id)
      .map((candidate) => ({ id: candidate.id, depth: candidate.depth, name: candidate.texts[ctx.lang]?.name ?? candidate.texts.fi?.name ?? candidate.key })),
    links: group ? await ctx.services.taxonomy.groupLinks(actor, group.id) : [],
    title,
    path,
    saved: new URL(request.url).searchParams.has("saved"),
    linkSaved: new URL(request.url).searchParams.has("link"),
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
  const missing = (error: unknown): never => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  };
  const intent = form.get("intent");
  const here = pathFor("admin.group", ctx.lang, { id: String(id) });
  if (intent === "delete" || intent === "link-add" || intent === "link-save" || intent === "link-delete") {
    if (id === null) notFoundWith(ctx, "errors.pageNotFound");
    if (intent === "delete") {
      const outcome = await ctx.services.taxonomy.deleteGroup(actor, id, formFields(form)).catch(missing);
      if (outcome.ok) throw redirect(`${pathFor("admin.groups", ctx.lang)}?deleted`, 303);
      if ("refused" in outcome) return data<FormFailure & { refused: GroupDeleteRefusal }>({ form: "group-delete", values: {}, problems: {}, stale: false, refused: outcome.refused }, { status: 409 });
      return formFailure("group-delete", form, outcome);
    }
    const linkId = /^\d{1,9}$/.test(String(form.get("linkId") ?? "")) ? Number(form.get("linkId")) : null;
    if (intent === "link-delete") {
      if (linkId === null) notFoundWith(ctx, "errors.pageNotFound");
      await ctx.services.taxonomy.deleteGroupLink(actor, id, linkId).catch(missing);
      throw redirect(`${here}?link`, 303);
    }
    const picture = form.get("linkPicture");
    const file = picture instanceof File && picture.size > 0 ? { size: picture.size, bytes: async () => new Uint8Array(await picture.arrayBuffer()) } : null;
    const lang = String(form.get("linkLang") ?? "");
    if (intent === "link-save" && linkId === null) notFoundWith(ctx, "errors.pageNotFound");
    const outcome = await ctx.services.taxonomy.saveGroupLink(actor, id, intent === "link-add" ? null : linkId, lang, formFields(form), file).catch(missing);
    if (outcome.ok) throw redirect(`${here}?link`, 303);
    const formName = intent === "link-add" ? linkFormName({ lang: (LANGUAGES.find((candidate) => candidate === lang) ?? "fi") as Lang }) : linkFormName({ id: linkId! });
    return formFailure(formName, form, outcome);
  }
  const outcome = await ctx.services.taxonomy.saveGroup(actor, id, formFields(form)).catch(missing);
  if (outcome.ok) throw redirect(`${pathFor("admin.group", ctx.lang, { id: String(outcome.id) })}?saved`, 303);
  return formFailure("group", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminGroup({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const state = actionData as (AdminFormState & { refused?: GroupDeleteRefusal }) | undefined;
  const { group } = loaderData;
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{loaderData.title}</h1>
      {loaderData.saved && !state ? <FormNotice>{t("admin.savedGroup")}</FormNotice> : null}
      {loaderData.linkSaved && !state ? <FormNotice>{t("admin.savedLinks")}</FormNotice> : null}
      <GroupForm key={JSON.stringify(group?.texts ?? null)} group={group} parents={loaderData.parents} state={state} lang={lang} reload={loaderData.path} />
      {group ? (
        <>
          <GroupLinkForms key={JSON.stringify(loaderData.links)} links={loaderData.links} state={state} lang={lang} reload={loaderData.path} />
          <GroupDeleteForm state={state} refused={state?.refused ?? null} />
        </>
      ) : null}
    </AdminFrame>
  );
}
