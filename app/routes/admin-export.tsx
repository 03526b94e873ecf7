import type { Route } from "./+types/admin-export.ts";
import { requestContext } from "../context.ts";
import { staffPage } from "../components/admin/admin-page.server.ts";
import { writeImportCsv } from "#core/admin/import-file.server.ts";
import { pathFor } from "#i18n/routes.ts";

/**
 * The whole catalogue in the import format (/admin/export/?format=csv|json), a row per variant, streamed in
 * batches so that a catalogue of any size is sent without being held in memory. Staff only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const actor = await staffPage(ctx, pathFor("admin.export", ctx.lang));
  const format = new URL(request.url).searchParams.get("format") === "json" ? "json" : "csv";
  const { columns, batches } = await ctx.services.backOffice.exportCatalogue(actor);
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let first = true;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        if (format === "json") controller.enqueue(encoder.encode(first ? "[]\n" : "\n]\n"));
        else if (first) controller.enqueue(encoder.encode(`\uFEFF${writeImportCsv(columns, [], true)}`));
        controller.close();
        return;
      }
      const text =
        format === "json"
          ? next.value.map((row, index) => `${first && index === 0 ? "[\n" : ",\n"}${JSON.stringify(row)}`).join("")
          : `${first ? "\uFEFF" : ""}${writeImportCsv(columns, next.value, first)}`;
      first = false;
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="catalogue.${format}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
