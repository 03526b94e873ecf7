import { Link } from "react-router";
import type { Route } from "./+types/admin-banners.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, staffPage } from "../components/admin/admin-page.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import adminCss from "../styles/admin.css?url";
import { dayText, HOME_LANG } from "#core/admin/model-form.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** The banners (/admin/banners/, staff): by kind and order, with their days and whether they show now. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await staffPage(ctx, "admin.banners");
  const banners = await ctx.services.bannersAdmin.banners(actor);
  const now = Date.now();
  return {
    nav: adminNav(ctx, actor),
    rows: banners.map((banner) => ({
      id: banner.id,
      heading: banner.texts[ctx.lang]?.heading ?? banner.texts[HOME_LANG]?.heading ?? String(banner.id),
      kind: banner.kind,
      order: banner.sortOrder,
      days: `${dayText(banner.startsAt)} – ${dayText(banner.endsAt, { lastDay: true })}`,
      showing: banner.active && (banner.startsAt === null || banner.startsAt.getTime() <= now) && (banner.endsAt === null || banner.endsAt.getTime() > now),
      edit: pathFor("admin.banner", ctx.lang, { id: String(banner.id) }),
    })),
    newBanner: pathFor("admin.banner", ctx.lang, { id: "new" }),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.bannersTitle"), paths: routePaths("admin.banners"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{t("admin.bannersTitle")}</h1>
      <p className="field__hint">{t("admin.bannersHelp")}</p>
      <p>
        <Link className="button button--secondary" to={loaderData.newBanner}>
          {t("admin.newBanner")}
        </Link>
      </p>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("admin.bannersTitle")}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.bannerHeadingText")}</th>
              <th scope="col">{t("admin.bannerKind")}</th>
              <th scope="col">{t("admin.bannerOrder")}</th>
              <th scope="col">{t("admin.bannerDays")}</th>
              <th scope="col">{t("admin.bannerShowing")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={row.edit}>{row.heading}</Link>
                </th>
                <td>{t(`admin.bannerKind_${row.kind}` as MessageKey)}</td>
                <td>{row.order}</td>
                <td>{row.days}</td>
                <td>{row.showing ? t("admin.yes") : t("admin.no")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminFrame>
  );
}
