import { Link, redirect } from "react-router";
import type { Route } from "./+types/admin-audit.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { AdminPaging } from "../components/admin/AdminPaging.tsx";
import { adminNav, adminPage } from "../components/admin/admin-page.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import adminCss from "../styles/admin.css?url";
import { AUDIT_LIST_LINES, shortened } from "../components/admin/audit-lines.ts";
import { formatDateTime } from "#i18n/format.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

/** A change's before or after as short lines: `field: value`, nested values as JSON. */
function describe(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value);
  if (Array.isArray(value)) return value.map((entry) => JSON.stringify(entry)).join("\n");
  return Object.entries(value as Record<string, unknown>)
    .map(([key, entry]) => `${key}: ${typeof entry === "object" && entry !== null ? JSON.stringify(entry) : String(entry)}`)
    .join("\n");
}

/**
 * The audit log (/admin/audit/): every change staff, integration clients and the price job made, newest
 * first, who and when, what it touched and its fields before and after (the first lines of each, the whole
 * change at `?entry=N`); `?entity=model&id=N` shows one model's. Admins only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const actor = await adminPage(ctx, "admin.audit");
  const entity = url.searchParams.get("entity");
  const entityId = url.searchParams.get("id");
  const pageText = url.searchParams.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(pageText) && Number(pageText) > 0 ? Number(pageText) : 1;
  const entryText = url.searchParams.get("entry");
  const entry = entryText && /^\d{1,9}$/.test(entryText) ? Number(entryText) : null;
  const found = await ctx.services.backOffice.auditLog(actor, {
    entity: entity && /^[a-z]{1,20}$/.test(entity) ? entity : null,
    entityId: entityId && /^[\w-]{1,40}$/.test(entityId) ? entityId : null,
    entryId: entry,
    page,
    arrayItems: entry === null ? AUDIT_LIST_LINES : null,
  });
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
  const pageLink = (to: number) => {
    const next = new URLSearchParams(url.searchParams);
    next.set("page", String(to));
    return `${url.pathname}?${next.toString()}`;
  };
  // A page past the last (an old link, a hand-typed number) shows the last page, not "no changes".
  if (page > pages) throw redirect(pageLink(pages));
  return {
    nav: adminNav(ctx, actor),
    rows: found.rows.map((row) => ({
      id: row.id,
      at: formatDateTime(row.at),
      actor: row.actor,
      action: row.action,
      target: `${row.entity} ${row.entityId}`,
      targetPath: row.entity === "model" ? pathFor("admin.product", ctx.lang, { id: row.entityId }) : null,
      ...shortened(describe(row.before), describe(row.after), entry === null ? AUDIT_LIST_LINES : Infinity, [row.beforeItems ?? 0, row.afterItems ?? 0]),
      entryPath: `${pathFor("admin.audit", ctx.lang)}?entry=${row.id}`,
    })),
    entry,
    allPath: pathFor("admin.audit", ctx.lang),
    page,
    pages,
    previous: page > 1 ? pageLink(page - 1) : null,
    next: page < pages ? pageLink(page + 1) : null,
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.auditTitle"), paths: routePaths("admin.audit"), noindex: true }),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { rows } = loaderData;
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{loaderData.entry === null ? t("admin.auditTitle") : t("admin.auditEntry", { id: loaderData.entry })}</h1>
      {loaderData.entry !== null && (
        <p>
          <Link to={loaderData.allPath}>{t("admin.auditAll")}</Link>
        </p>
      )}
      {rows.length === 0 ? (
        <p>{t("admin.auditNone")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("admin.auditTitle")}>
          <table className="admin-table admin-table--audit">
            <thead>
              <tr>
                <th scope="col">{t("admin.auditAt")}</th>
                <th scope="col">{t("admin.auditActor")}</th>
                <th scope="col">{t("admin.auditAction")}</th>
                <th scope="col">{t("admin.auditTarget")}</th>
                <th scope="col">{t("admin.auditBefore")}</th>
                <th scope="col">{t("admin.auditAfter")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={row.entryPath}>{row.at}</Link>
                  </td>
                  <td>{row.actor}</td>
                  <td>{row.action}</td>
                  <td>{row.targetPath ? <Link to={row.targetPath}>{row.target}</Link> : row.target}</td>
                  <td>
                    <pre className="admin-diff">{row.before}</pre>
                  </td>
                  <td>
                    <pre className="admin-diff">{row.after}</pre>
                    {row.moreLines > 0 && <Link to={row.entryPath}>{t("admin.auditMoreLines", { count: row.moreLines })}</Link>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPaging page={loaderData.page} pages={loaderData.pages} previous={loaderData.previous} next={loaderData.next} />
    </AdminFrame>
  );
}
