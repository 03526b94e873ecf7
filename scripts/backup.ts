/**
 * npm run backup [-- --out FILE]      writes a backup of the shop's database
 * npm run restore -- FILE             restores one into an empty database
 *
 * The database is the one the server uses: DATABASE_URL, else the PGlite folder DATA_DIR (default
 * .data/pglite). A backup without --out goes to backups/shop-<UTC time>.dump (PostgreSQL) or .tar.gz (PGlite).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, backupDatabase, backupFileName, backupTarget, restoreDatabase } from "#db/backup.server.ts";
import { DataDirInUseError } from "#db/data-dir-lock.server.ts";

const USAGE = "usage: npm run backup [-- --out FILE]  |  npm run restore -- FILE";

async function main(argv: readonly string[]): Promise<void> {
  const [command, ...rest] = argv;
  let parsed: { values: { out?: string | undefined; help?: boolean | undefined }; positionals: string[] };
  try {
    parsed = parseArgs({ args: rest, options: { out: { type: "string" }, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
  } catch (error) {
    // An unknown option or --out without its file: the reason and the usage, not a stack.
    throw new BackupError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return void console.log(USAGE);
  const target = backupTarget(process.env);
  const where = target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite folder ${target.dataDir}`;
  if (command === "backup") {
    if (positionals.length > 0) throw new BackupError(USAGE);
    const file = values.out ?? path.join("backups", backupFileName(target, new Date()));
    const { bytes } = await backupDatabase(target, file);
    console.log(`backed up ${where} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  } else if (command === "restore") {
    const [file] = positionals;
    if (!file || positionals.length > 1 || values.out) throw new BackupError(USAGE);
    await restoreDatabase(target, file);
    console.log(`restored ${file} into ${where}; the server applies newer migrations when it starts`);
  } else throw new BackupError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // What an operator can act on is said in one line; anything else is a bug worth its stack.
  if (error instanceof BackupError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
