import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#db/client.server.ts";

/** Each table's row count and a digest of its rows: two databases with equal digests hold the same data. */
export async function dataOf(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  const data: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ count: string; digest: string }>(
      db,
      sql`select count(*)::text as count, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    data[name] = `${row?.count} ${row?.digest}`;
  }
  return data;
}
