import { sql } from "drizzle-orm";
import type { FullTextSource } from "#core/catalog/search/full-text-search.ts";
import type { SearchRepository } from "#core/catalog/search/search-service.ts";
import type { LexiconRow } from "#core/catalog/search/shopper-words.ts";
import type { Db } from "../client.server.ts";
import { queryRows } from "../client.server.ts";
import { intArray, textArray, tsConfig } from "../read-model.ts";

/** The search's reads: full-text documents and stems for the in-memory index, the rest in SQL. */
export type SearchReads = Omit<SearchRepository, "fullText" | "relatedNames"> & FullTextSource;

/**
 * The reads of the catalogue search in one language:
 * - the documents of `catalog_search`, the narrow search slice of the read model (db/schema/listing.ts: one
 *   partition per language; name A, brand B, main group C, short description D), which the in-memory
 *   full-text index matches and ranks (core/catalog/search/full-text-index.ts), and the stems of searched
 *   words in the language's text search configuration;
 * - look-alike names on `catalog_listing.name_trgm` (lower-cased "brand name") through its pg_trgm GIN
 *   index `catalog_listing_name_trgm_idx`;
 * - the vocabulary.
 * User text reaches SQL only as bound parameters.
 */
export function createSearchRepository(db: Db): SearchReads {
  return {
    async catalogueVersion() {
      const [row] = await queryRows<{ version: string | null }>(db, sql`select version::text as version from catalog_listing_version where id = 1`);
      return row?.version ?? null;
    },

    async wordsVersion() {
      // Every change of the staff's search words writes an audit row in its transaction.
      const [row] = await queryRows<{ version: string | number | null }>(db, sql`select max(id) as version from audit_log where entity = 'search_synonym'`);
      return String(row?.version ?? 0);
    },

    async documents(lang) {
      // Ordered so that an index built twice from one version is the same index.
      const rows = await queryRows<{
        model_id: number;
        document: string;
        name_key: string;
        full_key: string;
        brand_key: string;
        sales_rank: number;
        brand_name: string;
        group_name: string | null;
        group_ids: number[] | null;
        properties: string[] | null;
        brand_slug: string | null;
        main_group_id: number | null;
      }>(
        db,
        sql`
          select s.model_id, s.search::text as document, s.name_key, s.full_key, s.brand_key, s.sales_rank,
            coalesce(l.brand_name, '') as brand_name, g.name as group_name, l.group_ids, l.brand_slug, l.main_group_id,
            array(
              select e.key || ':' || (v.item #>> '{}')
              from jsonb_each(l.property_values) e(key, vals), jsonb_array_elements(e.vals) v(item)
              where jsonb_typeof(v.item) = 'string'
            ) as properties
          from catalog_search s
          left join catalog_listing l on l.model_id = s.model_id and l.lang = s.lang
          left join product_group_translations g on g.group_id = l.main_group_id and g.lang = s.lang
          where s.lang = ${lang}
          order by s.model_id`,
      );
      return rows.map((row) => ({
        modelId: Number(row.model_id),
        document: row.document,
        nameKey: row.name_key,
        fullKey: row.full_key,
        brandKey: row.brand_key,
        salesRank: Number(row.sales_rank),
        brandName: row.brand_name,
        groupName: row.group_name,
        brandSlug: row.brand_slug ?? "",
        mainGroupId: row.main_group_id === null ? null : Number(row.main_group_id),
        groupIds: (row.group_ids ?? []).map(Number),
        properties: row.properties ?? [],
      }));
    },

    async stems(lang, words) {
      if (words.length === 0) return new Map();
      // The lexemes to_tsvector makes of each word alone: what the documents hold for it.
      const rows = await queryRows<{ word: string; lexemes: string[] | null }>(
        db,
        sql`
          select w.word, array(select t.lexeme from unnest(to_tsvector(${tsConfig(lang)}, w.word)) t order by t.lexeme) as lexemes
          from unnest(${textArray(words)}) as w(word)`,
      );
      return new Map(rows.map((row) => [row.word, row.lexemes ?? []]));
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

    async lexicon(lang) {
      // Values named "Yes" (the filters of responsibility labels) mean nothing as a searched word.
      const rows = await queryRows<{ kind: LexiconRow["kind"]; phrase: string; group_id: number | null; property: string | null }>(
        db,
        sql`
          select 'group' as kind, t.name as phrase, t.group_id, null as property
          from product_group_translations t
          where t.lang = ${lang}
          union all
          select 'value', t.name, null, pt.slug || ':' || pv.slug
          from property_value_translations t
          join property_values pv on pv.id = t.property_value_id
          join property_types pt on pt.id = pv.property_type_id
          where t.lang = ${lang} and pt.filter_kind = 'checkbox' and pv.slug <> 'yes'
          union all
          select 'synonym', s.phrase, s.group_id, pt.slug || ':' || pv.slug
          from search_synonyms s
          left join property_values pv on pv.id = s.property_value_id
          left join property_types pt on pt.id = pv.property_type_id
          where s.lang = ${lang}`,
      );
      return rows.map((row) => ({
        kind: row.kind,
        phrase: row.phrase,
        groupId: row.group_id === null ? null : Number(row.group_id),
        property: row.property,
      }));
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
  };
}
