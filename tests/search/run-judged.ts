/**
 * The catalogue search run over the judged shopper queries (./judged-queries.ts) on the demo catalogue as the
 * shop seeds it at its first start: for `npm run search-quality` and the test that holds the search to its aims.
 * The catalogue is a copy of the browser tests' seeded template (tests/support/e2e-database.ts), made once
 * for both and kept, so neither seeds a catalogue of its own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createFullTextSearch } from "#core/catalog/search/full-text-search.ts";
import { createSearch } from "#core/catalog/search/search-service.ts";
import { openDatabase, queryRows } from "#db/client.server.ts";
import { createSearchRepository } from "#db/repositories/search.ts";
import { DEMO_CATALOGUE_SEED } from "#db/seed/index.ts";
import type { Lang } from "#i18n/languages.ts";
import { loadEnv } from "#server/env.server.ts";
import { copyTemplate, ensureTemplate } from "../support/e2e-database.ts";
import { precisionAt10, summarize, type JudgedResult, type QueryScore, type Summary } from "./judge.ts";
import { HELD_OUT_QUERIES, JUDGED_QUERIES } from "./judged-queries.ts";

export interface JudgedLanguage {
  lang: Lang;
  summary: Summary;
  /** Each query's score, with the names of the first three results shown. */
  scores: Array<QueryScore & { names: string[] }>;
}

/** The judged queries, or with `heldOut` the queries no vocabulary was written for. */
export async function judgeSearch(langs: readonly Lang[], options: { heldOut?: boolean } = {}): Promise<JudgedLanguage[]> {
  const judged = options.heldOut ? HELD_OUT_QUERIES : JUDGED_QUERIES;
  // The same settings as the browser tests' template, which is then shared (only the newest one is kept).
  const { SEED_MODELS } = loadEnv({ SEED_MODELS: process.env.SEED_MODELS });
  const template = await ensureTemplate({ models: SEED_MODELS, seed: DEMO_CATALOGUE_SEED });
  const dataDir = mkdtempSync(path.join(tmpdir(), "search-quality-"));
  try {
    await copyTemplate(template.folder, dataDir);
    const handle = await openDatabase({ dataDir });
    try {
      const reads = createSearchRepository(handle.db);
      const search = createSearch({ ...reads, ...createFullTextSearch(reads) });
      const paths = new Map(
        (await queryRows<{ id: number; path: string }>(handle.db, sql`select id, path from product_groups`)).map((row) => [Number(row.id), row.path]),
      );
      const out: JudgedLanguage[] = [];
      for (const lang of langs) {
        const scores: JudgedLanguage["scores"] = [];
        for (const query of judged[lang]) {
          const found = await search(lang, query.query);
          const top = found.ids.slice(0, 10);
          const listed = await queryRows<{ model_id: number; name: string; group_ids: number[]; property_values: Record<string, string[]> | null }>(
            handle.db,
            sql`select model_id, name, group_ids, property_values from catalog_listing where lang = ${lang} and model_id = any(${`{${top.join(",")}}`}::int[])`,
          );
          const byId = new Map(listed.map((row) => [Number(row.model_id), row]));
          const shown = top.flatMap((id) => {
            const row = byId.get(id);
            if (!row) return [];
            const result: JudgedResult = { groupPaths: row.group_ids.map((group) => paths.get(Number(group)) ?? ""), properties: row.property_values ?? {} };
            return [{ name: row.name, result }];
          });
          scores.push({
            query,
            precision: precisionAt10(query, shown.map((entry) => entry.result)),
            found: found.ids.length,
            names: shown.slice(0, 3).map((entry) => entry.name),
          });
        }
        out.push({ lang, summary: summarize(scores), scores });
      }
      return out;
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One line a language: mean precision@10, queries that found nothing, and the mean per kind of query. */
export function figuresTable(languages: readonly JudgedLanguage[]): string {
  const lines = ["lang  p@10  zero  by kind (queries)"];
  for (const { lang, summary } of languages) {
    const kinds = Object.entries(summary.byKind).map(([kind, figures]) => `${kind} ${figures.meanPrecision.toFixed(2)} (${figures.queries})`);
    lines.push(`${lang}    ${summary.meanPrecision.toFixed(2)}  ${String(summary.zeroResults).padStart(4)}  ${kinds.join(", ")}`);
  }
  return lines.join("\n");
}
