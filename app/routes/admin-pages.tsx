import { Link } from "react-router";
import type { Route } from "./+types/admin-pages.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, staffPage } from "../components/admin/admin-page.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import adminCss from "../styles/admin.css?url";
import { HOME_LANG } from "#core/admin/model-form.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** The shop's own pages (/admin/pages/, staff): in menu order, with their kind and whether shoppers see them. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await staffPage(ctx, "admin.pages");
  const pages = await ctx.services.pagesAdmin.pages(actor);
  return {
    nav: adminNav(ctx, actor),
    rows: pages.map((page) => ({
      id: page.id,
      key: page.key,
      title: page.texts[ctx.lang]?.title ?? page.texts[HOME_LANG]?.title ?? page.key,
      tabs: page.kind === "tabs",
      published: page.published,
      order: page.sortOrder,
      edit: pathFor("admin.page", ctx.lang, { id: String(page.id) }),
    })),
    newPage: pathFor("admin.page", ctx.lang, { id: "new" }),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.pagesTitle"), paths: routePaths("admin.pages"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{t("admin.pagesTitle")}</h1>
      <p className="field__hint">{t("admin.pagesHelp")}</p>
      <p>
        <Link className="button button--secondary" to={loaderData.newPage}>
          {t("admin.newPage")}
        </Link>
      </p>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("admin.pagesTitle")}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.pageTitle")}</th>
              <th scope="col">{t("admin.pageKey")}</th>
              <th scope="col">{t("admin.pageKind")}</th>
              <th scope="col">{t("admin.pagePublished")}</th>
              <th scope="col">{t("admin.sortOrder")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={row.edit}>{row.title}</Link>
                </th>
                <td>
                  <code>{row.key}</code>
                </td>
                <td>{row.tabs ? t("admin.pageKindTabs") : t("admin.pageKindPage")}</td>
                <td>{row.published ? t("admin.yes") : t("admin.no")}</td>
                <td>{row.order}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminFrame>
  );
}
