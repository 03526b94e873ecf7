import { Link } from "react-router";
import type { Route } from "./+types/admin-keywords.ts";
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

/** The keyword popups (/admin/keywords/, staff): the words of product descriptions that open an explanation. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await staffPage(ctx, "admin.keywords");
  const popups = await ctx.services.keywordsAdmin.popups(actor);
  return {
    nav: adminNav(ctx, actor),
    rows: popups.map((popup) => {
      const own = popup.texts[ctx.lang] ?? popup.texts[HOME_LANG];
      return { id: popup.id, keyword: own?.keyword ?? String(popup.id), text: own?.text ?? "", order: popup.sortOrder, edit: pathFor("admin.keyword", ctx.lang, { id: String(popup.id) }) };
    }),
    newPopup: pathFor("admin.keyword", ctx.lang, { id: "new" }),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.keywordsTitle"), paths: routePaths("admin.keywords"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminKeywords({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{t("admin.keywordsTitle")}</h1>
      <p className="field__hint">{t("admin.keywordsHelp")}</p>
      <p>
        <Link className="button button--secondary" to={loaderData.newPopup}>
          {t("admin.newKeyword")}
        </Link>
      </p>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("admin.keywordsTitle")}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.keywordWord")}</th>
              <th scope="col">{t("admin.keywordText")}</th>
              <th scope="col">{t("admin.bannerOrder")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={row.edit}>{row.keyword}</Link>
                </th>
                <td>{row.text}</td>
                <td>{row.order}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminFrame>
  );
}
