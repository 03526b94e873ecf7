/**
 * npm run import -- FILE [--apply] [--report FILE]
 *
 * Imports a catalogue file of the back office's format (docs/import-format.md) of any size into the shop's
 * database (DATABASE_URL, else the PGlite folder DATA_DIR, default .data/pglite): for files above the back
 * office's upload limit. Without --apply the file is only checked. With it, a file without problems is applied in
 * one transaction, or nothing is. Problems are listed by line and column (the first 50 on screen, all of them in
 * the --report CSV file). The audit log records the import as done by `system: command line import`.
 */
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { backupTarget } from "#db/backup.server.ts";
import { isDomainError } from "#core/errors.ts";
import { DataDirInUseError } from "#db/data-dir-lock.server.ts";

const USAGE = "usage: npm run import -- FILE [--apply] [--report FILE]";
const SHOWN_PROBLEMS = 50;

/** What an operator can act on: said in one line, without a stack. */
class ImportCliError extends Error {}

async function main(argv: readonly string[]): Promise<void> {
  let parsed: { values: { apply?: boolean | undefined; report?: string | undefined; help?: boolean | undefined }; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...argv], options: { apply: { type: "boolean" }, report: { type: "string" }, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new ImportCliError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return void console.log(USAGE);
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new ImportCliError(USAGE);
  if (!existsSync(file)) throw new ImportCliError(`no file at ${file}`);
  const target = backupTarget(process.env);
  if (target.kind === "pglite" && !existsSync(target.dataDir)) throw new ImportCliError(`no database folder at ${target.dataDir}: start the shop once (npm start), or set DATABASE_URL`);

  const started = Date.now();
  // The shop's code is loaded once the arguments are known to be good: a mistyped command answers at once.
  const [{ openDatabaseFromEnv }, { createServices }, { fileImportSource, MAX_JSON_BYTES, writeImportCsv }] = await Promise.all([
    import("#db/client.server.ts"),
    import("#server/services.server.ts"),
    import("#core/admin/import-file.server.ts"),
  ]);
  const source = await fileImportSource(file);
  const handle = await openDatabaseFromEnv();
  try {
    const services = createServices(handle.db);
    let lastNote = 0;
    const outcome = await services.backOffice.importFile(
      { kind: "system", name: "command line import" },
      source,
      {
        apply: values.apply === true,
        // The read model of a big file is rebuilt after its transaction, side by side on the database's processors.
        listingWorkers: Math.min(4, availableParallelism()),
        progress: (done, total) => {
          if (Date.now() - lastNote < 2_000) return;
          lastNote = Date.now();
          console.log(`applying: ${done} of ${total} models`);
        },
        note: (step) => console.log(`applying: ${step}`),
      },
    );
    if (!outcome.ok) {
      const why = { unreadable: "not a CSV or JSON file of the format", empty: "no rows", tooLarge: `a JSON file over ${MAX_JSON_BYTES / 1024 / 1024} MB: write it as CSV, which is read in any size` };
      throw new ImportCliError(`${file}: ${why[outcome.problem]}`);
    }
    const { counts } = outcome;
    console.log(`${outcome.rows} rows: ${counts.newModels} new and ${counts.changedModels} changed models, ${counts.newVariants} new and ${counts.changedVariants} changed variants`);
    if (values.report) {
      await writeFile(values.report, writeImportCsv(["line", "column", "problem"], outcome.problems.map((problem) => ({ line: String(problem.line), column: problem.column, problem: problem.problem })), true));
      console.log(`problems written to ${values.report}`);
    }
    if (outcome.problems.length > 0) {
      for (const problem of outcome.problems.slice(0, SHOWN_PROBLEMS)) console.log(`line ${problem.line}, ${problem.column}: ${problem.problem}`);
      if (outcome.problems.length > SHOWN_PROBLEMS) console.log(`and ${outcome.problems.length - SHOWN_PROBLEMS} more`);
      throw new ImportCliError(`${outcome.problems.length} problems: nothing was applied`);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(outcome.applied ? `applied in ${seconds} s` : `no problems (checked in ${seconds} s); add --apply to apply the file`);
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // The catalogue changed between the check and the apply (a SKU or EAN taken meanwhile): nothing was applied.
  if (error instanceof ImportCliError || error instanceof DataDirInUseError || (isDomainError(error) && error.code === "CONFLICT")) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
