import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-product-new.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, formFailure, staffPage } from "../components/admin/admin-page.server.ts";
import { ModelForm } from "../components/admin/ModelEditor.tsx";
import type { AdminFormState } from "../components/admin/form-state.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import adminCss from "../styles/admin.css?url";
import { formFields } from "#core/admin/model-form.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** A new product model (/admin/products/new/): the model's form; once created, its page takes the variants and prices. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await staffPage(ctx, "admin.products.new");
  return {
    nav: adminNav(ctx, actor),
    choices: await ctx.services.backOffice.choices(actor, ctx.lang),
    path: pathFor("admin.products.new", ctx.lang),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.newModel"), paths: routePaths("admin.products.new"), noindex: true }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await staffPage(ctx);
  const form = await readForm(request);
  const outcome = await ctx.services.backOffice.createModel(actor, formFields(form));
  if (outcome.ok) throw redirect(`${pathFor("admin.product", ctx.lang, { id: String(outcome.id) })}?saved=created`, 303);
  return formFailure("model", form, outcome);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminProductNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{t("admin.newModel")}</h1>
      <ModelForm model={null} choices={loaderData.choices} state={actionData as AdminFormState | undefined} lang={lang} reload={loaderData.path} />
    </AdminFrame>
  );
}
