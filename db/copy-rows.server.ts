import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { inTurn, type Db } from "./client.server.ts";
import { unnestRows, type UnnestType } from "./unnest-rows.ts";

/**
 * Plain inserts of many rows into one table. On PostgreSQL they are sent by COPY in its text format: for the
 * catalogue import's millions of price and stock rows that costs the database about half of an INSERT ... SELECT
 * from array parameters, and the command less than building those arrays. PGlite takes the same rows as arrays.
 * COPY cannot resolve conflicts: only rows that cannot meet an existing key may come here.
 */
export interface CopyColumn<Row> {
  /** The table's column. */
  column: string;
  type: UnnestType;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/** Text that needs escaping in COPY's text format: its delimiter, line ends and the escape itself. */
const special = /[\\\t\n\r]/;
const specials = /[\\\t\n\r]/g;
const escapes: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** One field of COPY's text format; `\N` is NULL. */
function field(value: string | number | boolean | Date | null | undefined, type: UnnestType): string {
  if (value === null || value === undefined) return "\\N";
  switch (type) {
    case "int":
    case "bigint":
      if (typeof value !== "number" || !Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${String(value)}`);
      return `${value}`;
    case "bool":
      return value ? "t" : "f";
    case "timestamptz":
      return value instanceof Date ? value.toISOString() : String(value);
    case "text": {
      const text = String(value);
      return special.test(text) ? text.replace(specials, (character) => escapes[character]!) : text;
    }
  }
}

/** Lines are sent in pieces of about this many characters, each built when the database is ready for it. */
const PIECE = 256 * 1024;

function* copyText<Row>(columns: ReadonlyArray<CopyColumn<Row>>, rows: readonly Row[]): Generator<string> {
  let piece = "";
  for (const row of rows) {
    let line = "";
    for (let index = 0; index < columns.length; index++) {
      const column = columns[index]!;
      line += (index === 0 ? "" : "\t") + field(column.value(row), column.type);
    }
    piece += `${line}\n`;
    if (piece.length >= PIECE) {
      yield piece;
      piece = "";
    }
  }
  if (piece !== "") yield piece;
}

/** The node-postgres connection under a Drizzle transaction or database, if it is one (not a pool, not PGlite). */
function connectionOf(db: Db): pg.Client | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

/** Whether copyRows sends this database's rows by COPY: a node-postgres transaction's connection. */
export function sendsByCopy(db: Db): boolean {
  return connectionOf(db) !== null;
}

export async function copyRows<Row>(db: Db, table: string, columns: ReadonlyArray<CopyColumn<Row>>, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const target = `${quoted(table)} (${columns.map((column) => quoted(column.column)).join(", ")})`;
  const connection = connectionOf(db);
  if (!connection) {
    const keyed = rows.map((row) => Object.fromEntries(columns.map((column, index) => [`c${index}`, column.value(row)])));
    const types = Object.fromEntries(columns.map((column, index) => [`c${index}`, column.type]));
    await db.execute(sql`insert into ${sql.raw(target)} select ${sql.raw(columns.map((_, index) => `r."c${index}"`).join(", "))} from ${unnestRows(types, keyed)}`);
    return;
  }
  await inTurn(db, () => pipeline(Readable.from(copyText(columns, rows), { objectMode: false }), connection.query(copyFrom(`copy ${target} from stdin`))));
}
