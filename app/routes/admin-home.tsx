import { Form, Link } from "react-router";
import { useId } from "react";
import type { Route } from "./+types/admin-home.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, staffPage } from "../components/admin/admin-page.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import adminCss from "../styles/admin.css?url";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** The back office's front page (/admin/): its sections and a search for a model. Staff only. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await staffPage(ctx, "admin");
  return {
    nav: adminNav(ctx, actor),
    newModel: pathFor("admin.products.new", ctx.lang),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.title"), paths: routePaths("admin"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const { nav } = loaderData;
  return (
    <AdminFrame nav={nav}>
      <h1>{t("admin.title")}</h1>
      <p>{t("admin.dashboardIntro")}</p>
      <Form method="get" action={nav.products} className="admin-search" role="search">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t("admin.search")}
        </label>
        <div className="admin-search__row">
          <input id={`${id}-q`} className="field__control" type="search" name="q" />
          <button className="button button--primary" type="submit">
            {t("admin.find")}
          </button>
        </div>
      </Form>
      <ul className="admin-cards">
        <li>
          <Link to={nav.products}>{t("admin.navProducts")}</Link>
        </li>
        <li>
          <Link to={loaderData.newModel}>{t("admin.newModel")}</Link>
        </li>
        <li>
          <Link to={nav.groups}>{t("admin.navGroups")}</Link>
        </li>
        <li>
          <Link to={nav.brands}>{t("admin.navBrands")}</Link>
        </li>
        <li>
          <Link to={nav.import}>{t("admin.navImport")}</Link>
        </li>
        {nav.audit ? (
          <li>
            <Link to={nav.audit}>{t("admin.navAudit")}</Link>
          </li>
        ) : null}
        {nav.tokens ? (
          <li>
            <Link to={nav.tokens}>{t("admin.navTokens")}</Link>
          </li>
        ) : null}
      </ul>
    </AdminFrame>
  );
}
