/**
 * npm run search-quality [-- --lang fi] [--worst 10]
 *
 * The catalogue search against the judged shopper queries (tests/search/judged-queries.ts) on the demo
 * catalogue as `npm start` seeds it (2,000 models), in a database of its own: per language the mean
 * precision of the first ten results, the queries that found nothing, the figures per kind of query, and the
 * worst queries with what they showed first.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createFullTextSearch } from "#core/catalog/search/full-text-search.ts";
import { createSearch } from "#core/catalog/search/search-service.ts";
import { queryRows } from "#db/client.server.ts";
import { createSearchRepository } from "#db/repositories/search.ts";
import { createTestDatabase } from "#db/testing.server.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { precisionAt10, summarize, type JudgedResult, type QueryScore } from "../tests/search/judge.ts";
import { JUDGED_QUERIES } from "../tests/search/judged-queries.ts";

/** The demo catalogue of `npm start` (SEED_MODELS' default). */
const DEMO_CATALOGUE = { models: 2_000, seed: 1 };

const USAGE = `usage: npm run search-quality [-- --lang ${LANGUAGES.join("|")} ...] [--worst N]`;
function args() {
  try {
    return parseArgs({ options: { lang: { type: "string", multiple: true }, worst: { type: "string", default: "5" } } }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return process.exit(2);
  }
}
const values = args();
const unknown = (values.lang ?? []).filter((lang) => !(LANGUAGES as readonly string[]).includes(lang));
const worstCount = Number(values.worst);
if (unknown.length > 0 || !Number.isInteger(worstCount) || worstCount < 0) {
  console.error(unknown.length > 0 ? `no storefront language ${unknown.join(", ")}\n${USAGE}` : `--worst takes a whole number\n${USAGE}`);
  process.exit(2);
}
const langs = (values.lang ?? [...LANGUAGES]) as Lang[];

const handle = await createTestDatabase({ seed: DEMO_CATALOGUE });
try {
  const reads = createSearchRepository(handle.db);
  const search = createSearch({ ...reads, ...createFullTextSearch(reads) });
  const paths = new Map(
    (await queryRows<{ id: number; path: string }>(handle.db, sql`select id, path from product_groups`)).map((row) => [Number(row.id), row.path]),
  );
  const rows: string[] = [];
  for (const lang of langs) {
    const scores: Array<QueryScore & { names: string[] }> = [];
    for (const query of JUDGED_QUERIES[lang]) {
      const found = await search(lang, query.query);
      const top = [...found.ids].slice(0, 10);
      const listed = await queryRows<{ model_id: number; name: string; group_ids: number[]; property_values: Record<string, string[]> | null }>(
        handle.db,
        sql`select model_id, name, group_ids, property_values from catalog_listing where lang = ${lang} and model_id = any(${`{${top.join(",")}}`}::int[])`,
      );
      const byId = new Map(listed.map((row) => [Number(row.model_id), row]));
      const shown = top.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ name: row.name, result: { groupPaths: row.group_ids.map((group) => paths.get(group) ?? ""), properties: row.property_values ?? {} } satisfies JudgedResult }] : [];
      });
      scores.push({ query, precision: precisionAt10(query, shown.map((entry) => entry.result)), found: found.ids.length, names: shown.slice(0, 3).map((entry) => entry.name) });
    }
    const summary = summarize(scores);
    rows.push(`${lang}  ${summary.meanPrecision.toFixed(2)}  ${String(summary.zeroResults).padStart(4)}  ${Object.entries(summary.byKind).map(([kind, figures]) => `${kind} ${figures.meanPrecision.toFixed(2)} (${figures.queries})`).join(", ")}`);
    const worst = [...scores].sort((a, b) => a.precision - b.precision).slice(0, worstCount);
    console.log(`\n${lang}: mean precision@10 ${summary.meanPrecision.toFixed(2)}, ${summary.zeroResults} of ${summary.queries} found nothing. Worst:`);
    for (const score of worst) console.log(`  ${score.precision.toFixed(2)}  "${score.query.query}" (${score.query.kind}): ${score.found} found${score.names.length ? `; first ${score.names.join(" | ")}` : ""}`);
  }
  console.log("\nlang  p@10  zero  by kind (queries)");
  for (const row of rows) console.log(row);
} finally {
  await handle.close();
}
