import { sql } from "drizzle-orm";
import type { AdminSynonym, SearchSynonymRepository, SynonymChoice, SynonymTarget } from "#core/admin/search-synonyms.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import { backOfficeTransaction } from "./back-office.ts";

/** The search words (`search_synonyms`) as staff edit them in the back office. */

type SynonymRow = { id: number; lang: Lang; phrase: string; group_id: number | null; property_value_id: number | null };

const synonymOf = (row: SynonymRow): AdminSynonym => ({
  id: Number(row.id),
  lang: row.lang,
  phrase: row.phrase,
  target: row.group_id !== null ? { kind: "group", id: Number(row.group_id) } : { kind: "value", id: Number(row.property_value_id) },
});

const columnsOf = (target: SynonymTarget) => ({ groupId: target.kind === "group" ? target.id : null, valueId: target.kind === "value" ? target.id : null });

export function createSearchSynonymRepository(db: Db): SearchSynonymRepository {
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((raw) => work(raw as unknown as Db));
  const one = async (tx: Db, id: number, lock: boolean) => {
    const [row] = await queryRows<SynonymRow>(
      tx,
      sql`select id, lang, phrase, group_id, property_value_id from search_synonyms where id = ${id} ${lock ? sql`for update` : sql``}`,
    );
    return row ? synonymOf(row) : null;
  };
  return {
    async synonyms(lang) {
      const rows = await queryRows<SynonymRow>(
        db,
        sql`select id, lang, phrase, group_id, property_value_id from search_synonyms where lang = ${lang} order by lower(phrase), id`,
      );
      return rows.map(synonymOf);
    },

    synonym: (id) => one(db, id, false),

    async choices(lang) {
      // Groups are labelled with their parents' names ("Clothing › Jackets"); values with their filter's name.
      // Only the values the search knows as words: named values of checkbox filters, not the "yes" of labels.
      const rows = await queryRows<{ kind: SynonymTarget["kind"]; id: number; label: string }>(
        db,
        sql`
          with recursive tree(id, label) as (
            select g.id, t.name from product_groups g join product_group_translations t on t.group_id = g.id and t.lang = ${lang}
            where g.parent_id is null
            union all
            select g.id, tree.label || ' › ' || t.name from product_groups g
            join tree on tree.id = g.parent_id
            join product_group_translations t on t.group_id = g.id and t.lang = ${lang}
          )
          select 'group' as kind, id, label from tree
          union all
          select 'value', pv.id, tt.name || ': ' || vt.name
          from property_values pv
          join property_types pt on pt.id = pv.property_type_id
          join property_type_translations tt on tt.property_type_id = pt.id and tt.lang = ${lang}
          join property_value_translations vt on vt.property_value_id = pv.id and vt.lang = ${lang}
          where pt.filter_kind = 'checkbox' and pv.slug <> 'yes'
          order by 3, 1, 2`,
      );
      return rows.map((row): SynonymChoice => ({ target: { kind: row.kind, id: Number(row.id) }, label: row.label }));
    },

    save(id, input, actor) {
      return inTransaction(async (tx) => {
        const before = id === null ? null : await one(tx, id, true);
        if (id !== null && !before) return null;
        const { groupId, valueId } = columnsOf(input.target);
        const [row] =
          id === null
            ? await queryRows<{ id: number }>(
                tx,
                sql`insert into search_synonyms (lang, phrase, group_id, property_value_id) values (${input.lang}, ${input.phrase}, ${groupId}, ${valueId}) returning id`,
              )
            : await queryRows<{ id: number }>(
                tx,
                sql`update search_synonyms set phrase = ${input.phrase}, group_id = ${groupId}, property_value_id = ${valueId} where id = ${id} returning id`,
              );
        const savedId = Number(row!.id);
        // The audit row moves the data version and the search words' version: every process reads the words again.
        await backOfficeTransaction(tx).audit(actor, {
          action: id === null ? "search-word.create" : "search-word.update",
          entity: "search_synonym",
          entityId: String(savedId),
          before: before ? { lang: before.lang, phrase: before.phrase, target: before.target } : null,
          after: { lang: input.lang, phrase: input.phrase, target: input.target },
        });
        return savedId;
      });
    },

    remove(id, actor) {
      return inTransaction(async (tx) => {
        const before = await one(tx, id, true);
        if (!before) return null;
        await tx.execute(sql`delete from search_synonyms where id = ${id}`);
        await backOfficeTransaction(tx).audit(actor, {
          action: "search-word.delete",
          entity: "search_synonym",
          entityId: String(id),
          before: { lang: before.lang, phrase: before.phrase, target: before.target },
          after: null,
        });
        return before;
      });
    },
  };
}
