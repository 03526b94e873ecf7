/**
 * npm run outbox [-- --limit N | --id N]
 *
 * Prints the newest messages of the mail outbox (default 20), or one message in full, from the
 * database the environment names: DATABASE_URL, else the PGlite folder DATA_DIR (default .data/pglite),
 * the same settings the server reads. Every message the mailer took is there, sent over SMTP or not.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { createOutboxService, type OutboxEntry, type OutboxMessage } from "#core/mail/outbox.ts";
import { migrateDatabase, openDatabase, type DatabaseHandle, type Db } from "#db/client.server.ts";
import { DataDirInUseError, pgliteFolder } from "#db/data-dir-lock.server.ts";
import { createMailOutboxRepository } from "#db/repositories/mail-outbox.ts";
import { loadEnv } from "#server/env.server.ts";

export const DEFAULT_LIMIT = 20;
const USAGE = "usage: npm run outbox [-- --limit N | --id N]";

export type OutboxCommand = { kind: "list"; limit: number } | { kind: "show"; id: number } | { kind: "help" };

/** The command line as a command; throws an Error with the usage line when it is not one. */
export function parseOutboxArgs(args: readonly string[]): OutboxCommand {
  let values: { limit?: string | undefined; id?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { limit: { type: "string", short: "n" }, id: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) return { kind: "help" };
  const positive = (name: string, value: string) => {
    if (!/^[1-9]\d{0,8}$/.test(value)) throw new Error(`--${name} must be a positive integer, got ${JSON.stringify(value)}\n${USAGE}`);
    return Number(value);
  };
  if (values.id !== undefined && values.limit !== undefined) throw new Error(`give --limit or --id, not both\n${USAGE}`);
  if (values.id !== undefined) return { kind: "show", id: positive("id", values.id) };
  return { kind: "list", limit: values.limit === undefined ? DEFAULT_LIMIT : positive("limit", values.limit) };
}

/** The newest messages, newest first: the listing `npm run outbox` prints. */
export function listOutbox(db: Db, limit = DEFAULT_LIMIT): Promise<OutboxEntry[]> {
  return createOutboxService(createMailOutboxRepository(db)).list(limit);
}

export function getOutboxMessage(db: Db, id: number): Promise<OutboxMessage | null> {
  return createOutboxService(createMailOutboxRepository(db)).get(id);
}

const time = (iso: string) => `${iso.slice(0, 19).replace("T", " ")}Z`;
// One line per message, whatever a subject holds.
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ");

export function formatOutboxList(entries: readonly OutboxEntry[]): string {
  if (entries.length === 0) return "The outbox is empty.";
  const rows = entries.map((entry) => [String(entry.id), time(entry.createdAt), entry.transport, entry.status, oneLine(entry.to), oneLine(entry.subject)]);
  const header = ["id", "created (UTC)", "via", "status", "to", "subject"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : column === 0 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

export function formatOutboxMessage(message: OutboxMessage): string {
  const fields: Array<[string, string]> = [
    ["id", String(message.id)],
    ["created", time(message.createdAt)],
    ["to", message.to],
    ["subject", message.subject],
    ["via", message.transport],
    ["status", message.status],
    ["sent", message.sentAt ? time(message.sentAt) : "-"],
    ["attempts", String(message.attempts)],
    ["error", message.lastError ?? "-"],
    ["lang", message.lang ?? "-"],
    ["tag", message.tag ?? "-"],
  ];
  const head = fields.map(([name, value]) => `${`${name}:`.padEnd(10)}${oneLine(value)}`).join("\n");
  const html = message.html === null ? "(no HTML part)" : message.html;
  return `${head}\n\n--- text ---\n${message.text}\n\n--- html ---\n${html}\n`;
}

/**
 * Opening a missing PGlite folder would create an empty database: say where the shop's is instead.
 * Whether another process holds the folder is the database lock's business (db/data-dir-lock.server.ts).
 */
export function missingPgliteProblem(dataDir: string): string | null {
  const folder = pgliteFolder(dataDir);
  if (!folder || existsSync(folder)) return null;
  return `No PGlite database in ${folder}: start the shop once (npm start), or set DATA_DIR or DATABASE_URL to the database the shop uses.`;
}

async function openFromEnv(): Promise<DatabaseHandle> {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    const problem = missingPgliteProblem(env.DATA_DIR);
    if (problem) throw new Error(problem);
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new Error(`${error.message}\nWhile the shop runs, its developer page /dev/outbox/ shows the outbox; PostgreSQL (DATABASE_URL) has no such limit.`);
    }
    throw error;
  }
  try {
    // An older database may lack the outbox's newer columns.
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

export async function runOutboxCli(args: readonly string[]): Promise<number> {
  let command: OutboxCommand;
  try {
    command = parseOutboxArgs(args);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  if (command.kind === "help") {
    console.log(USAGE);
    return 0;
  }
  let handle: DatabaseHandle;
  try {
    handle = await openFromEnv();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  try {
    if (command.kind === "list") {
      console.log(formatOutboxList(await listOutbox(handle.db, command.limit)));
      return 0;
    }
    const message = await getOutboxMessage(handle.db, command.id);
    if (!message) {
      console.error(`No message ${command.id} in the outbox.`);
      return 1;
    }
    console.log(formatOutboxMessage(message));
    return 0;
  } finally {
    await handle.close();
  }
}

if (import.meta.main) {
  process.exitCode = await runOutboxCli(process.argv.slice(2));
}
