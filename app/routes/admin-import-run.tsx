import { data, Form, Link, redirect, useRevalidator } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/admin-import-run.ts";
import { requestContext } from "../context.ts";
import { AdminFrame } from "../components/admin/AdminFrame.tsx";
import { adminNav, staffPage } from "../components/admin/admin-page.server.ts";
import { problemKey } from "../components/admin/form-state.ts";
import { FormAlert, FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { notFoundWith } from "../components/shell/page-guards.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { isCrossSitePost } from "../lib/same-origin.ts";
import adminCss from "../styles/admin.css?url";
import type { ImportProblem } from "#core/admin/catalogue-import.ts";
import { isDomainError } from "#core/errors.ts";
import { formatDateTime } from "#i18n/format.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const handle = { layout: "admin" };

const runId = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : null);

/**
 * One checked file (/admin/import/{id}/): its rows and what it would change, its problems by line and column
 * with the report to download, and, when it has none and was not applied yet, the button that applies it. Staff only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const id = runId(params.id);
  const actor = await staffPage(ctx, pathFor("admin.import.run", ctx.lang, { id: params.id ?? "" }));
  if (id === null) notFoundWith(ctx, "errors.pageNotFound");
  const run = await ctx.services.backOffice.importRun(actor, id).catch((error: unknown) => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  });
  return {
    nav: adminNav(ctx, actor),
    run: { ...run, createdAt: formatDateTime(run.createdAt), appliedAt: run.appliedAt ? formatDateTime(run.appliedAt) : null },
    justApplied: new URL(request.url).searchParams.has("applied") && run.status === "applied",
    runPath: pathFor("admin.import.run", ctx.lang, { id: String(run.id) }),
    importPath: pathFor("admin.import", ctx.lang),
    reportPath: pathFor("admin.import.report", ctx.lang, { id: String(run.id) }),
    messages: messagesFor(ctx.lang, ["admin"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "admin.importRunTitle", { name: run.fileName }), paths: routePaths("admin.import.run", { id: String(run.id) }), noindex: true }),
  };
}

type ApplyAnswer = { applied: true } | { changed: ImportProblem[] };

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const id = runId(params.id);
  const actor = await staffPage(ctx);
  if (id === null) notFoundWith(ctx, "errors.pageNotFound");
  const outcome = await ctx.services.backOffice.applyImport(actor, id).catch((error: unknown) => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  });
  if (outcome.ok) throw redirect(`${pathFor("admin.import.run", ctx.lang, { id: String(id) })}?applied`, 303);
  if ("applied" in outcome) return data<ApplyAnswer>({ applied: true }, { status: 409 });
  return data<ApplyAnswer>({ changed: outcome.problems }, { status: 409 });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** An apply under way: how far it is, read again every two seconds (with scripts), or by the link. */
function ApplyProgress({ done, total, again }: { done: number; total: number; again: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [revalidator]);
  return (
    <div role="status">
      <p>{t("admin.importApplying", { done, total })}</p>
      <progress max={Math.max(total, 1)} value={done} aria-label={t("admin.importApplying", { done, total })} />
      <p>
        <Link to={again}>{t("admin.importRefresh")}</Link>
      </p>
    </div>
  );
}

export default function AdminImportRun({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { run } = loaderData;
  const answer = actionData as ApplyAnswer | undefined;
  const problems = answer && "changed" in answer ? answer.changed : run.problems;
  return (
    <AdminFrame nav={loaderData.nav}>
      <p>
        <Link to={loaderData.importPath}>{t("admin.importTitle")}</Link>
      </p>
      <h1>{t("admin.importRunTitle", { name: run.fileName })}</h1>
      <p>
        {run.createdAt} · {t("admin.importRows", { count: run.rows })}
      </p>
      {/* The failure's own message stays in the log and on the run's row, for operators. */}
      {run.status === "failed" ? <FormAlert>{t("admin.importFailed")}</FormAlert> : null}
      <p>{t("admin.importCounts", run.counts)}</p>
      {loaderData.justApplied ? <FormNotice>{t("admin.importApplied")}</FormNotice> : null}
      {answer && "applied" in answer ? <FormAlert>{t("admin.importAlreadyApplied")}</FormAlert> : null}
      {answer && "changed" in answer ? <FormAlert>{t("admin.importChanged")}</FormAlert> : null}
      {run.status === "applying" ? (
        <ApplyProgress done={run.modelsDone} total={run.modelsTotal} again={loaderData.runPath} />
      ) : run.appliedAt ? (
        <p>{t("admin.importStatusApplied", { date: run.appliedAt })}</p>
      ) : problems.length === 0 ? (
        <Form method="post">
          <p>{t("admin.importStatusReady")}</p>
          <button className="button button--primary" type="submit">
            {t("admin.applyImport")}
          </button>
        </Form>
      ) : (
        <>
          <h2>{t("admin.importStatusProblems", { count: problems.length })}</h2>
          <p>{t("admin.importProblemsIntro")}</p>
          <p>
            <a href={loaderData.reportPath} download>
              {t("admin.downloadReport")}
            </a>
          </p>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("admin.importStatusProblems", { count: problems.length })}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.importLine")}</th>
                  <th scope="col">{t("admin.importColumn")}</th>
                  <th scope="col">{t("admin.importProblem")}</th>
                </tr>
              </thead>
              <tbody>
                {problems.slice(0, 500).map((problem) => (
                  <tr key={`${problem.line}-${problem.column}-${problem.problem}`}>
                    <td>{problem.line}</td>
                    <td>{problem.column}</td>
                    <td>{t(problemKey(problem.problem) ?? "admin.problemInvalid")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AdminFrame>
  );
}
