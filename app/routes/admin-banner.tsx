import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-banner.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, formFailure, newOrId, staffPage } from "../components/admin/admin-page.server.ts";
import { BannerForm } from "../components/admin/BannerForm.tsx";
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
import { formFields, HOME_LANG } from "#core/admin/model-form.ts";
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** A banner in the back office (/admin/banners/{id}/, or /admin/banners/new/ for a new one). Staff only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const path = pathFor("admin.banner", ctx.lang, { id: params.id ?? "" });
  const actor = await staffPage(ctx, path);
  const id = newOrId(ctx, params.id);
  const banners = await ctx.services.bannersAdmin.banners(actor);
  const banner = id === null ? null : (banners.find((candidate) => candidate.id === id) ?? notFoundWith(ctx, "errors.pageNotFound"));
  const name = banner ? (banner.texts[ctx.lang]?.heading ?? banner.texts[HOME_LANG]?.heading ?? String(banner.id)) : "";
  const title = banner ? translate(ctx.lang, "admin.editNamedTitle", { name }) : translate(ctx.lang, "admin.newBanner");
  return {
    nav: adminNav(ctx, actor),
    banner,
    title,
    path,
    saved: new URL(request.url).searchParams.has("saved"),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title, paths: routePaths("admin.banner", { id: params.id ?? "new" }), noindex: true }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await staffPage(ctx);
  const id = newOrId(ctx, params.id);
  const form = await readForm(request);
  const upload = form.get("picture");
  const file = upload instanceof File && upload.size > 0 ? { size: upload.size, bytes: async () => new Uint8Array(await upload.arrayBuffer()) } : null;
  const outcome = await ctx.services.bannersAdmin.saveBanner(actor, id, formFields(form), file).catch((error: unknown) => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  });
  if (outcome.ok) throw redirect(`${pathFor("admin.banner", ctx.lang, { id: String(outcome.id) })}?saved`, 303);
  return formFailure("banner", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminBanner({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const state = actionData as AdminFormState | undefined;
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{loaderData.title}</h1>
      {loaderData.saved && !state ? <FormNotice>{t("admin.savedBanner")}</FormNotice> : null}
      <BannerForm key={JSON.stringify(loaderData.banner ?? null)} banner={loaderData.banner} state={state} lang={lang} reload={loaderData.path} />
    </AdminFrame>
  );
}
