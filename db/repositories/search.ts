import { sql } from "drizzle-orm";
import type { SearchRepository } from "#core/catalog/search/search-service.ts";
import type { Db } from "../client.server.ts";
import { queryRows } from "../client.server.ts";
import { intArray, tsConfig } from "../read-model.ts";

/**
 * Searches `catalog_listing`: its weighted `search` vector (name A, brand B, main group C, short
 * description D) through the GIN index, and the words of the names for typo correction. Words reach SQL only as bound
 * parameters and contain only letters and digits (core/catalog/search/search-service.ts), so the
 * tsquery text built from them cannot carry operators.
 */
export function createSearchRepository(db: Db): SearchRepository {
  return {
    async fullText(lang, words, lowerText, limit) {
      const last = words.length - 1;
      const query = words.map((word, index) => (index === last ? `${word}:*` : word)).join(" & ");
      const rows = await queryRows<{ model_id: number }>(
        db,
        sql`
          with q as (select to_tsquery(${tsConfig(lang)}, ${query}) as tsq)
          select l.model_id
          from catalog_listing l, q
          where l.lang = ${lang} and l.is_public and not l.campaign_only and l.search @@ q.tsq
          order by
            (lower(l.name) = ${lowerText} or lower(l.brand_name || ' ' || l.name) = ${lowerText}) desc,
            (lower(l.name) like ${`${lowerText}%`}) desc,
            (lower(l.brand_name) = any(${`{${words.map((word) => `"${word}"`).join(",")}}`}::text[])) desc,
            ts_rank_cd(l.search, q.tsq) desc,
            l.sold_amount desc,
            l.model_id
          limit ${limit}`,
      );
      return rows.map((row) => Number(row.model_id));
    },

    async vocabulary(lang) {
      const rows = await queryRows<{ word: string }>(
        db,
        sql`
          select word from (
            select unnest(regexp_split_to_array(lower(l.brand_name || ' ' || l.name), '[^[:alnum:]]+')) as word
            from catalog_listing l
            where l.lang = ${lang} and l.is_public and not l.campaign_only
            union all
            select unnest(regexp_split_to_array(lower(g.name), '[^[:alnum:]]+')) as word
            from product_group_translations g where g.lang = ${lang}
          ) w
          where length(word) >= 3
          group by word
          order by count(*) desc, word`,
      );
      return rows.map((row) => row.word);
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
