import type { Route } from "./+types/admin-import-report.ts";
import { requestContext } from "../context.ts";
import { staffPage } from "../components/admin/admin-page.server.ts";
import { problemKey } from "../components/admin/form-state.ts";
import { notFoundWith } from "../components/shell/page-guards.server.ts";
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

/** A checked file's problems as CSV (line, column, problem in the page's language), to fix the file by. Staff only. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const actor = await staffPage(ctx, pathFor("admin.import.report", ctx.lang, { id: params.id ?? "" }));
  if (id === null) notFoundWith(ctx, "errors.pageNotFound");
  const run = await ctx.services.backOffice.importRun(actor, id).catch((error: unknown) => {
    if (isDomainError(error) && error.code === "NOT_FOUND") notFoundWith(ctx, "errors.pageNotFound");
    throw error;
  });
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const lines = [
    [translate(ctx.lang, "admin.importLine"), translate(ctx.lang, "admin.importColumn"), translate(ctx.lang, "admin.importProblem")].map(quote).join(","),
    ...run.problems.map((problem) => [String(problem.line), problem.column, translate(ctx.lang, problemKey(problem.problem) ?? "admin.problemInvalid")].map(quote).join(",")),
  ];
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="import-${run.id}-report.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
