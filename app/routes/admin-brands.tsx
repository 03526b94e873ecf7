import { Link } from "react-router";
import type { Route } from "./+types/admin-brands.ts";
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

/** The brands (/admin/brands/): each with its address name, its models and whether the shop shows it. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await staffPage(ctx, "admin.brands");
  const brands = await ctx.services.taxonomy.brands(actor, { counts: true });
  return {
    nav: adminNav(ctx, actor),
    newBrand: pathFor("admin.brand", ctx.lang, { id: "new" }),
    rows: brands.map((brand) => ({
      id: brand.id,
      name: brand.name,
      slug: brand.slug,
      modelCount: brand.modelCount,
      isPublic: brand.isPublic,
      edit: pathFor("admin.brand", ctx.lang, { id: String(brand.id) }),
    })),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.brandsTitle"), paths: routePaths("admin.brands"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminFrame nav={loaderData.nav}>
      <div className="admin-heading">
        <h1>{t("admin.brandsTitle")}</h1>
        <Link className="button button--secondary" to={loaderData.newBrand}>
          {t("admin.newBrand")}
        </Link>
      </div>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("admin.brandsTitle")}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.brandName")}</th>
              <th scope="col">{t("admin.brandSlug")}</th>
              <th scope="col">{t("admin.groupModels")}</th>
              <th scope="col">{t("admin.brandPublic")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={row.edit}>{row.name}</Link>
                </th>
                <td>{row.slug}</td>
                <td>{row.modelCount}</td>
                <td>{row.isPublic ? t("admin.yes") : t("admin.no")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminFrame>
  );
}
