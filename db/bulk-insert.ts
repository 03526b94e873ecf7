/**
 * Fast multi-row inserts for bulk loads (the demo catalogue writes millions of rows).
 * - PGlite: `COPY table (columns) FROM '/dev/blob'` with the rows as COPY text (about 6x faster than
 *   parameterized INSERTs in the wasm build).
 * - node-postgres: one `INSERT ... SELECT ... FROM json_populate_recordset(...)` per batch with the rows as a
 *   single JSON parameter (about 3x faster than a bind parameter per value).
 * Both run on whatever `db` is, including a transaction. Rows are grouped by which keys they set, so
 * columns a row leaves out get their database default.
 */
import { getTableColumns, getTableName, is, sql, type Column } from "drizzle-orm";
import { PgliteSession } from "drizzle-orm/pglite";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.server.ts";

interface CopyClient {
  query(query: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}

/** The PGlite client (or open PGlite transaction) under a Drizzle database, when there is one. */
function pgliteClient(db: Db): CopyClient | null {
  const session: unknown = db._.session;
  if (!is(session, PgliteSession)) return null;
  // Drizzle keeps the client private; PGlite and its Transaction both accept a COPY blob.
  const client = (session as unknown as { client?: CopyClient }).client;
  return client && typeof client.query === "function" ? client : null;
}

const COPY_ROWS = 20_000;
const JSON_ROWS = 5_000;

function copyEscape(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\t/g, "\\t");
}

function pgArrayLiteral(values: unknown[]): string {
  return `{${values
    .map((v) => (v === null || v === undefined ? "NULL" : `"${String(v).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`))
    .join(",")}}`;
}

/** One value in COPY text format. */
function copyValue(value: unknown, column: Column): string {
  if (value === null || value === undefined) return "\\N";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "string") return copyEscape(value);
  if (Array.isArray(value) && column.dataType === "array") return copyEscape(pgArrayLiteral(value));
  return copyEscape(JSON.stringify(value));
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: readonly T["$inferInsert"][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  // Rows that set the same keys share one column list.
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows as readonly Record<string, unknown>[]) {
    const keys = Object.keys(row).filter((k) => row[k] !== undefined && k in columns);
    const signature = keys.join(",");
    const group = groups.get(signature);
    if (group) group.push(row);
    else groups.set(signature, [row]);
  }
  const tableName = quoteIdent(getTableName(table));
  const client = pgliteClient(db);
  for (const [signature, group] of groups) {
    const keys = signature.split(",").filter(Boolean);
    const cols = keys.map((k) => columns[k]!);
    const columnList = cols.map((c) => quoteIdent(c.name)).join(", ");
    if (client) {
      for (let i = 0; i < group.length; i += COPY_ROWS) {
        const text = group
          .slice(i, i + COPY_ROWS)
          .map((row) => keys.map((k, j) => copyValue(row[k], cols[j]!)).join("\t"))
          .join("\n");
        await client.query(`copy ${tableName} (${columnList}) from '/dev/blob'`, [], { blob: new Blob([`${text}\n`]) });
      }
    } else {
      for (let i = 0; i < group.length; i += JSON_ROWS) {
        const json = JSON.stringify(
          group.slice(i, i + JSON_ROWS).map((row) => Object.fromEntries(keys.map((k, j) => [cols[j]!.name, row[k]]))),
        );
        await db.execute(
          sql`insert into ${sql.raw(tableName)} (${sql.raw(columnList)}) select ${sql.raw(columnList)} from json_populate_recordset(null::${sql.raw(tableName)}, ${json}::json)`,
        );
      }
    }
  }
}
