import { Link } from "react-router";
import type { Route } from "./+types/admin-groups.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, staffPage } from "../components/admin/admin-page.server.ts";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import adminCss from "../styles/admin.css?url";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** The product group tree (/admin/groups/): each group with its address in the page's language, its models and whether the menu shows it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await staffPage(ctx, "admin.groups");
  const groups = await ctx.services.taxonomy.groups(actor, { counts: true });
  return {
    nav: adminNav(ctx, actor),
    newGroup: pathFor("admin.group", ctx.lang, { id: "new" }),
    deleted: new URL(request.url).searchParams.has("deleted"),
    rows: groups.map((group) => ({
      id: group.id,
      depth: group.depth,
      name: group.texts[ctx.lang]?.name ?? group.texts.fi?.name ?? group.key,
      path: group.texts[ctx.lang]?.path ?? null,
      modelCount: group.modelCount,
      showInMenu: group.showInMenu,
      edit: pathFor("admin.group", ctx.lang, { id: String(group.id) }),
    })),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.groupsTitle"), paths: routePaths("admin.groups"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminGroups({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminFrame nav={loaderData.nav}>
      <div className="admin-heading">
        <h1>{t("admin.groupsTitle")}</h1>
        <Link className="button button--secondary" to={loaderData.newGroup}>
          {t("admin.newGroup")}
        </Link>
      </div>
      {loaderData.deleted ? <FormNotice>{t("admin.deletedGroup")}</FormNotice> : null}
      <p className="field__hint">{t("admin.groupsHelp")}</p>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("admin.groupsTitle")}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.groupName")}</th>
              <th scope="col">{t("admin.groupPath")}</th>
              <th scope="col">{t("admin.groupModels")}</th>
              <th scope="col">{t("admin.groupInMenu")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={`admin-tree admin-tree--${Math.min(row.depth, 5)}`}>
                  <Link to={row.edit}>{row.name}</Link>
                </th>
                <td>{row.path ? `/${row.path}/` : "—"}</td>
                <td>{row.modelCount}</td>
                <td>{row.showInMenu ? t("admin.yes") : t("admin.no")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminFrame>
  );
}
