import { sql } from "drizzle-orm";
import { tsQueryText, type SearchRepository } from "#core/catalog/search/search-service.ts";
import type { Db } from "../client.server.ts";
import { queryRows } from "../client.server.ts";
import { intArray, tsConfig } from "../read-model.ts";

/** A text[] parameter; the values are search words, but quoting keeps any value a single element. */
function textArray(values: readonly string[]) {
  return sql`${`{${values.map((value) => `"${value.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`}::text[]`;
}

/**
 * Searches public models of one language:
 * - full text in `catalog_search`, the narrow search slice of the read model (migration 0007: one
 *   partition per language, GIN index on the weighted document, name A, brand B, main group C, short
 *   description D);
 * - look-alike names on `catalog_listing.name_trgm` (lower-cased "brand name") through its pg_trgm GIN
 *   index `catalog_listing_name_trgm_idx`.
 * User text reaches SQL only as bound parameters. The tsquery text is built from words of letters and
 * digits only (core/catalog/search/search-service.ts), so it cannot carry operators of its own.
 */
export function createSearchRepository(db: Db): SearchRepository {
  return {
    async catalogueVersion() {
      const [row] = await queryRows<{ version: string | null }>(db, sql`select version::text as version from catalog_listing_version where id = 1`);
      return row?.version ?? null;
    },

    async fullText(lang, query, limit) {
      const tsquery = tsQueryText(query.terms, query.match);
      // The order: the name (or "brand name") equal to the text; one starting with it; a brand named in
      // the text; then ts_rank over the weighted document (a word in the name counts most); then the
      // best sellers (sales_rank 1 = most sold). One sort key for the first four (normalisation 32 keeps
      // ts_rank below 1): sorting some 20,000 matches of a broad word by separate keys cost a fifth more.
      // ts_rank rather than ts_rank_cd: with the compound alternatives of a word ("takki:* | kuoritakki |
      // toppatakki") ts_rank_cd cost about seven times as much, for an order a shopper cannot tell apart.
      const rows = await queryRows<{ model_id: number }>(
        db,
        sql`
          with q as (select to_tsquery(${tsConfig(lang)}, ${tsquery}) as tsq)
          select s.model_id
          from catalog_search s, q
          where s.lang = ${lang} and s.search @@ q.tsq
          order by
            case
              when s.name_key = ${query.key} or s.full_key = ${query.key} then 3
              when starts_with(s.name_key, ${query.key}) or starts_with(s.full_key, ${query.key}) then 2
              when s.brand_key = any(${textArray(query.phrases)}) then 1
              else 0
            end + ts_rank(s.search, q.tsq, 32) desc,
            s.sales_rank,
            s.model_id
          limit ${limit}`,
      );
      return rows.map((row) => Number(row.model_id));
    },

    async similarNames(lang, text, limit) {
      // `<%` holds when word_similarity reaches pg_trgm.word_similarity_threshold (0.6 by default): most
      // of the text's trigrams found in one stretch of the name. It is the operator the GIN index
      // answers; the order then puts the closest names first.
      const rows = await queryRows<{ model_id: number }>(
        db,
        sql`
          select l.model_id
          from catalog_listing l
          where l.lang = ${lang} and l.is_public and not l.campaign_only and ${text} <% l.name_trgm
          order by word_similarity(${text}, l.name_trgm) desc, l.sales_rank, l.model_id
          limit ${limit}`,
      );
      return rows.map((row) => Number(row.model_id));
    },

    async vocabulary(lang) {
      const rows = await queryRows<{ word: string; n: number }>(
        db,
        sql`
          select word, count(*)::int as n from (
            select unnest(string_to_array(s.full_key, ' ')) as word
            from catalog_search s
            where s.lang = ${lang}
            union all
            select unnest(string_to_array(catalog_search_key(g.name), ' ')) as word
            from product_group_translations g where g.lang = ${lang}
          ) w
          where word <> ''
          group by word`,
      );
      return rows.map((row) => ({ word: row.word, count: Number(row.n) }));
    },

    async relatedNames(lang, modelIds, limit) {
      if (modelIds.length === 0) return [];
      const rows = await queryRows<{ name: string }>(
        db,
        sql`
          with hits as (
            select l.brand_name, l.main_group_id from catalog_listing l
            where l.lang = ${lang} and l.model_id = any(${intArray(modelIds)})
          ),
          names as (
            select g.name, count(*) as n from hits h
            join product_group_translations g on g.group_id = h.main_group_id and g.lang = ${lang}
            group by g.name
            union all
            select h.brand_name as name, count(*) as n from hits h group by h.brand_name
          )
          select name from names order by n desc, name limit ${limit}`,
      );
      return rows.map((row) => row.name);
    },
  };
}
