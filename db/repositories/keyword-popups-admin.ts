import { sql } from "drizzle-orm";
import type { AdminKeywordPopup, KeywordPopupRepository } from "#core/admin/keyword-popups.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import { textArray } from "../read-model.ts";
import { backOfficeTransaction } from "./back-office.ts";

/** The keyword popups as the back office edits them. */

async function popupsOf(db: Db, id?: number): Promise<AdminKeywordPopup[]> {
  const rows = await queryRows<{ id: number; sort_order: number; texts: AdminKeywordPopup["texts"] }>(
    db,
    sql`select p.id, p.sort_order,
          coalesce((select json_object_agg(t.lang, json_build_object('keyword', t.keyword, 'text', t.text, 'url', t.url))
            from keyword_popup_translations t where t.popup_id = p.id), '{}') as texts
        from keyword_popups p ${id === undefined ? sql`` : sql`where p.id = ${id}`}
        order by p.sort_order, p.id
        ${id === undefined ? sql`` : sql`for update`}`,
  );
  return rows.map((row) => ({ id: Number(row.id), sortOrder: Number(row.sort_order), texts: row.texts }));
}

export function createKeywordPopupAdminRepository(db: Db): KeywordPopupRepository {
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((raw) => work(raw as unknown as Db));
  return {
    popups: () => popupsOf(db),

    savePopup(id, input, actor) {
      return inTransaction(async (tx) => {
        const before = id === null ? null : ((await popupsOf(tx, id))[0] ?? undefined);
        if (before === undefined) return null;
        let popupId = id;
        if (popupId === null) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('keyword_popups.id'))`);
          const [next] = await queryRows<{ id: number }>(tx, sql`select coalesce(max(id), 0) + 1 as id from keyword_popups`);
          popupId = Number(next!.id);
        }
        await tx.execute(sql`insert into keyword_popups (id, sort_order) values (${popupId}, ${input.sortOrder}) on conflict (id) do update set sort_order = excluded.sort_order`);
        const langs = Object.keys(input.texts) as Lang[];
        await tx.execute(sql`delete from keyword_popup_translations where popup_id = ${popupId} and not (lang = any(${textArray(langs)}))`);
        for (const lang of langs) {
          const own = input.texts[lang]!;
          await tx.execute(sql`
            insert into keyword_popup_translations (popup_id, lang, keyword, text, url) values (${popupId}, ${lang}, ${own.keyword}, ${own.text}, ${own.url})
            on conflict (popup_id, lang) do update set keyword = excluded.keyword, text = excluded.text, url = excluded.url`);
        }
        // The audit row moves the data version: every process drops its kept product pages' popups.
        await backOfficeTransaction(tx).audit(actor, {
          action: id === null ? "keyword.create" : "keyword.update",
          entity: "keyword",
          entityId: String(popupId),
          before: before ? { sortOrder: before.sortOrder, texts: before.texts } : null,
          after: { sortOrder: input.sortOrder, texts: input.texts },
        });
        return popupId;
      });
    },

    deletePopup(id, actor) {
      return inTransaction(async (tx) => {
        const [before] = await popupsOf(tx, id);
        if (!before) return false;
        await tx.execute(sql`delete from keyword_popup_translations where popup_id = ${id}`);
        await tx.execute(sql`delete from keyword_popups where id = ${id}`);
        await backOfficeTransaction(tx).audit(actor, { action: "keyword.delete", entity: "keyword", entityId: String(id), before: { texts: before.texts }, after: null });
        return true;
      });
    },
  };
}
