import { data, Form, Link, redirect } from "react-router";
import { useId } from "react";
import type { Route } from "./+types/admin-import.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, staffPage } from "../components/admin/admin-page.server.ts";
import { FormAlert } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import adminCss from "../styles/admin.css?url";
import { formatDateTime } from "#i18n/format.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

const FILE_PROBLEMS: Record<"unreadable" | "empty" | "tooManyRows" | "noFile", MessageKey> = {
  unreadable: "admin.importUnreadable",
  empty: "admin.importEmpty",
  tooManyRows: "admin.importTooManyRows",
  noFile: "admin.problemRequired",
};

/**
 * The catalogue's import and export (/admin/import/): a file to check (CSV or JSON, the export's format), the
 * recent files with their state, and the export in either format. Checking opens the file's page, where a file
 * without problems is applied. Staff only.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await staffPage(ctx, "admin.import");
  const runs = await ctx.services.backOffice.importRuns(actor);
  return {
    nav: adminNav(ctx, actor),
    exportPath: pathFor("admin.export", ctx.lang),
    runs: runs.map((run) => ({
      id: run.id,
      fileName: run.fileName,
      rows: run.rows,
      problems: run.problems.length,
      applying: run.status === "applying",
      createdAt: formatDateTime(run.createdAt),
      appliedAt: run.appliedAt ? formatDateTime(run.appliedAt) : null,
      path: pathFor("admin.import.run", ctx.lang, { id: String(run.id) }),
    })),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.importTitle"), paths: routePaths("admin.import"), noindex: true }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const actor = await staffPage(ctx);
  const form = await readForm(request);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return data({ problem: "noFile" as const }, { status: 400 });
  const checked = await ctx.services.backOffice.checkImportFile(actor, { name: file.name, text: await file.text() });
  if (!checked.ok) return data({ problem: checked.problem }, { status: 400 });
  throw redirect(pathFor("admin.import.run", ctx.lang, { id: String(checked.id) }), 303);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const problem = actionData?.problem;
  return (
    <AdminFrame nav={loaderData.nav}>
      <h1>{t("admin.importTitle")}</h1>
      <p>{t("admin.importIntro")}</p>
      <p className="admin-heading__links">
        <a href={`${loaderData.exportPath}?format=csv`} download>
          {t("admin.exportCsv")}
        </a>
        <a href={`${loaderData.exportPath}?format=json`} download>
          {t("admin.exportJson")}
        </a>
      </p>
      <Form method="post" encType="multipart/form-data" className="admin-form" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t("admin.checkFile")}</h2>
        {problem ? <FormAlert>{t(FILE_PROBLEMS[problem])}</FormAlert> : null}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            {t("admin.importFile")}
          </label>
          <input id={`${id}-file`} className="field__control" type="file" name="file" accept=".csv,.json,text/csv,application/json" required aria-invalid={problem ? true : undefined} />
        </div>
        <button className="button button--primary" type="submit">
          {t("admin.checkFile")}
        </button>
      </Form>
      <h2>{t("admin.recentImports")}</h2>
      {loaderData.runs.length === 0 ? (
        <p>{t("admin.noImports")}</p>
      ) : (
        <ul className="admin-runs">
          {loaderData.runs.map((run) => (
            <li key={run.id}>
              <Link to={run.path}>{run.fileName}</Link> · {run.createdAt} · {t("admin.importRows", { count: run.rows })} ·{" "}
              {run.applying
                ? t("admin.importApplying", { done: "…", total: "…" })
                : run.appliedAt
                ? t("admin.importStatusApplied", { date: run.appliedAt })
                : run.problems > 0
                  ? t("admin.importStatusProblems", { count: run.problems })
                  : t("admin.importStatusReady")}
            </li>
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}
