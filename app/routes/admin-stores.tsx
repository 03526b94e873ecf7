import { Link } from "react-router";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import type { Route } from "./+types/admin-stores.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, adminPage } from "../components/admin/admin-page.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import adminCss from "../styles/admin.css?url";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** The stores (/admin/stores/, admins): in the order availability lists show them, with their towns; a new one is added here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await adminPage(ctx, "admin.stores");
  const stores = await ctx.services.storesAdmin.stores(actor);
  return {
    nav: adminNav(ctx, actor),
    newStore: pathFor("admin.store", ctx.lang, { id: "new" }),
    deleted: new URL(request.url).searchParams.has("deleted"),
    removed: new URL(request.url).searchParams.has("removed"),
    rows: stores.map((store) => ({
      id: store.id,
      name: store.texts[ctx.lang]?.name ?? store.name,
      city: store.city,
      order: store.stockDisplayOrder,
      edit: pathFor("admin.store", ctx.lang, { id: String(store.id) }),
    })),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.storesTitle"), paths: routePaths("admin.stores"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminStores({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminFrame nav={loaderData.nav}>
      <div className="admin-heading">
        <h1>{t("admin.storesTitle")}</h1>
        <Link className="button button--secondary" to={loaderData.newStore}>
          {t("admin.newStore")}
        </Link>
      </div>
      {loaderData.deleted ? <FormNotice>{t("admin.deletedStore")}</FormNotice> : null}
      {loaderData.removed ? <FormNotice>{t("admin.removedStore")}</FormNotice> : null}
      <p className="field__hint">{t("admin.storesHelp")}</p>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("admin.storesTitle")}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.storeName")}</th>
              <th scope="col">{t("admin.storeCity")}</th>
              <th scope="col">{t("admin.storeOrder")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={row.edit}>{row.name}</Link>
                </th>
                <td>{row.city}</td>
                <td>{row.order}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminFrame>
  );
}
