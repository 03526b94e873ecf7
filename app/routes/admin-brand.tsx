import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-brand.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, formFailure, newOrId, staffPage } from "../components/admin/admin-page.server.ts";
import { BrandCarouselForms, BrandForm } from "../components/admin/TaxonomyForms.tsx";
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

/** A brand in the back office (/admin/brands/{id}/, or /admin/brands/new/ for a new one) with its carousel pictures. Staff only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const path = pathFor("admin.brand", ctx.lang, { id: params.id ?? "" });
  const actor = await staffPage(ctx, path);
  const id = newOrId(ctx, params.id);
  const brands = await ctx.services.taxonomy.brands(actor);
  const brand = id === null ? null : (brands.find((candidate) => candidate.id === id) ?? notFoundWith(ctx, "errors.pageNotFound"));
  const title = brand ? translate(ctx.lang, "admin.editNamedTitle", { name: brand.name }) : translate(ctx.lang, "admin.newBrand");
  return {
    nav: adminNav(ctx, actor),
    brand,
    title,
    path,
    saved: new URL(request.url).searchParams.has("saved"),
    carouselSaved: new URL(request.url).searchParams.has("carousel"),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title, paths: routePaths("admin.brand", { id: params.id ?? "new" }), noindex: true }),
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
  if (intent === "carousel" || intent === "carousel-upload") {
    if (id === null) notFoundWith(ctx, "errors.pageNotFound");
    const files = form.getAll("promoPictures").flatMap((entry) => (entry instanceof File && entry.size > 0 ? [{ size: entry.size, bytes: async () => new Uint8Array(await entry.arrayBuffer()) }] : []));
    const outcome = await (intent === "carousel" ? ctx.services.taxonomy.saveBrandPictures(actor, id, formFields(form)) : ctx.services.taxonomy.addBrandPictures(actor, id, files)).catch(missing);
    if (outcome.ok) throw redirect(`${pathFor("admin.brand", ctx.lang, { id: String(id) })}?carousel`, 303);
    return formFailure(intent, form, outcome);
  }
  const logo = form.get("logo");
  const file = logo instanceof File && logo.size > 0 ? { size: logo.size, bytes: async () => new Uint8Array(await logo.arrayBuffer()) } : null;
  const outcome = await ctx.services.taxonomy.saveBrand(actor, id, formFields(form), file).catch(missing);
  if (outcome.ok) throw redirect(`${pathFor("admin.brand", ctx.lang, { id: String(outcome.id) })}?saved`, 303);
  return formFailure("brand", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminBrand({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const state = actionData as AdminFormState | undefined;
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{loaderData.title}</h1>
      {loaderData.saved && !state ? <FormNotice>{t("admin.savedBrand")}</FormNotice> : null}
      {loaderData.carouselSaved && !state ? <FormNotice>{t("admin.savedCarousel")}</FormNotice> : null}
      <BrandForm key={JSON.stringify(loaderData.brand ?? null)} brand={loaderData.brand} state={state} lang={lang} reload={loaderData.path} />
      {loaderData.brand ? <BrandCarouselForms key={JSON.stringify(loaderData.brand.promoImages)} brand={loaderData.brand} state={state} reload={loaderData.path} /> : null}
    </AdminFrame>
  );
}
