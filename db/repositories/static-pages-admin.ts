import { sql } from "drizzle-orm";
import type { AdminStaticPage, AdminTab, PageInput, StaticPageRepository, TabInput } from "#core/admin/static-pages.ts";
import type { StaffActor } from "#core/admin/roles.ts";
import { changedFields } from "#core/admin/back-office.server.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import { textArray } from "../read-model.ts";
import { backOfficeTransaction } from "./back-office.ts";

/** The static pages and their tabs as the back office edits them. */

async function pagesOf(db: Db, id?: number, lock = false): Promise<AdminStaticPage[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.id, p.key, p.kind, p.sort_order, p.is_published, p.version,
          coalesce((select json_object_agg(t.lang, json_build_object('title', t.title, 'slug', t.slug, 'contentHtml', t.content_html,
              'metaDescription', t.meta_description)) from static_page_translations t where t.page_id = p.id), '{}') as texts,
          coalesce((select json_agg(json_build_object('id', tab.id, 'parentTabId', tab.parent_tab_id, 'sortOrder', tab.sort_order,
              'texts', coalesce((select json_object_agg(tt.lang, json_build_object('title', tt.title, 'slug', tt.slug, 'contentHtml', tt.content_html))
                 from static_page_tab_translations tt where tt.tab_id = tab.id), '{}'))
              order by tab.sort_order, tab.id) from static_page_tabs tab where tab.page_id = p.id), '[]') as tabs
        from static_pages p ${id === undefined ? sql`` : sql`where p.id = ${id}`}
        order by p.sort_order, p.id
        ${lock ? sql`for update` : sql``}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    key: String(row.key),
    kind: row.kind === "tabs" ? "tabs" : "page",
    sortOrder: Number(row.sort_order),
    published: Boolean(row.is_published),
    version: Number(row.version),
    texts: row.texts as AdminStaticPage["texts"],
    tabs: (row.tabs as AdminTab[]).map((tab) => ({ ...tab, id: Number(tab.id), parentTabId: tab.parentTabId === null ? null : Number(tab.parentTabId) })),
  }));
}

/** The next id of a table whose ids are given by the shop, taken under a lock so two saves do not take the same one. */
async function nextId(tx: Db, table: "static_pages" | "static_page_tabs"): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${table}.id`}))`);
  const [row] = await queryRows<{ id: number }>(tx, sql`select coalesce(max(id), 0) + 1 as id from ${sql.raw(table)}`);
  return Number(row!.id);
}

const snapshot = (page: AdminStaticPage | PageInput) => ({ key: page.key, kind: page.kind, sortOrder: page.sortOrder, published: page.published, texts: page.texts });

const changed = (before: Record<string, unknown> | null, after: Record<string, unknown>) => (before ? changedFields(before, after) : { before: null, after });

export function createStaticPageAdminRepository(db: Db): StaticPageRepository {
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((raw) => work(raw as unknown as Db));

  return {
    pages: () => pagesOf(db),

    async page(id) {
      const [page] = await pagesOf(db, id);
      return page ?? null;
    },

    async keyTaken(key) {
      const rows = await queryRows(db, sql`select 1 from static_pages where key = ${key}`);
      return rows.length > 0;
    },

    async slugClashes(slugs, exceptPageId) {
      if (slugs.length === 0) return [];
      const rows = await queryRows<{ lang: Lang; slug: string }>(
        db,
        sql`select w.lang, w.slug from unnest(${textArray(slugs.map((entry) => entry.lang))}, ${textArray(slugs.map((entry) => entry.slug))}) as w(lang, slug)
            where exists (select 1 from static_page_translations t where t.lang = w.lang and t.slug = w.slug and t.page_id <> ${exceptPageId ?? -1})
               or exists (select 1 from product_group_translations g join product_groups pg on pg.id = g.group_id
                          where pg.parent_id is null and g.lang = w.lang and g.path = w.slug)
               or exists (select 1 from brands b where b.slug = w.slug)`,
      );
      return rows;
    },

    savePage(id, input, version, actor) {
      return inTransaction(async (tx) => {
        const before = id === null ? null : ((await pagesOf(tx, id, true))[0] ?? null);
        if (id !== null && (!before || before.version !== version)) return null;
        const pageId = id ?? (await nextId(tx, "static_pages"));
        await tx.execute(sql`
          insert into static_pages (id, kind, key, sort_order, is_published, version)
          values (${pageId}, ${input.kind}, ${input.key}, ${input.sortOrder}, ${input.published}, 1)
          on conflict (id) do update set sort_order = excluded.sort_order, is_published = excluded.is_published, version = static_pages.version + 1`);
        const langs = Object.keys(input.texts) as Lang[];
        // An address that changes keeps answering: the old slug sends a shopper to the page's address today.
        for (const [lang, old] of Object.entries(before?.texts ?? {}) as Array<[Lang, { slug: string }]>) {
          if (input.texts[lang]?.slug === old.slug) continue;
          await tx.execute(sql`
            insert into slug_history (kind, lang, old, entity_id) values ('page', ${lang}, ${old.slug}, ${pageId})
            on conflict (kind, lang, old) do update set entity_id = excluded.entity_id, changed_at = now()`);
        }
        await tx.execute(sql`delete from slug_history where kind = 'page' and entity_id <> ${pageId}
          and (lang, old) in (select * from unnest(${textArray(langs)}, ${textArray(langs.map((lang) => input.texts[lang]!.slug))}))`);
        await tx.execute(sql`delete from static_page_translations where page_id = ${pageId} and not (lang = any(${textArray(langs)}))`);
        for (const lang of langs) {
          const own = input.texts[lang]!;
          await tx.execute(sql`
            insert into static_page_translations (page_id, lang, slug, title, content_html, meta_description)
            values (${pageId}, ${lang}, ${own.slug}, ${own.title}, ${own.contentHtml}, ${own.metaDescription})
            on conflict (page_id, lang) do update set slug = excluded.slug, title = excluded.title, content_html = excluded.content_html,
              meta_description = excluded.meta_description`);
        }
        // The audit row moves the data version: every process drops its kept pages, menus and footers.
        await backOfficeTransaction(tx).audit(actor, {
          action: id === null ? "page.create" : "page.update",
          entity: "page",
          entityId: String(pageId),
          ...changed(before ? snapshot(before) : null, snapshot(input)),
        });
        return pageId;
      });
    },

    saveTab(pageId, tabId, input, actor) {
      return inTransaction(async (tx) => {
        const [page] = await pagesOf(tx, pageId, true);
        const before = tabId === null ? null : page?.tabs.find((tab) => tab.id === tabId);
        if (!page || before === undefined) return null;
        const id = tabId ?? (await nextId(tx, "static_page_tabs"));
        await tx.execute(sql`
          insert into static_page_tabs (id, page_id, parent_tab_id, sort_order) values (${id}, ${pageId}, ${input.parentTabId}, ${input.sortOrder})
          on conflict (id) do update set parent_tab_id = excluded.parent_tab_id, sort_order = excluded.sort_order`);
        const langs = Object.keys(input.texts) as Lang[];
        await tx.execute(sql`delete from static_page_tab_translations where tab_id = ${id} and not (lang = any(${textArray(langs)}))`);
        for (const lang of langs) {
          const own = input.texts[lang]!;
          await tx.execute(sql`
            insert into static_page_tab_translations (tab_id, lang, slug, title, content_html) values (${id}, ${lang}, ${own.slug}, ${own.title}, ${own.contentHtml})
            on conflict (tab_id, lang) do update set slug = excluded.slug, title = excluded.title, content_html = excluded.content_html`);
        }
        await tx.execute(sql`update static_pages set version = version + 1 where id = ${pageId}`);
        const tabSnapshot = (tab: Omit<AdminTab, "id">) => ({ parentTabId: tab.parentTabId, sortOrder: tab.sortOrder, texts: tab.texts });
        await backOfficeTransaction(tx).audit(actor, {
          action: tabId === null ? "page.tab.create" : "page.tab.update",
          entity: "page",
          entityId: `${pageId}/${id}`,
          ...changed(before ? tabSnapshot(before) : null, tabSnapshot(input)),
        });
        return id;
      });
    },

    deleteTab(pageId, tabId, actor) {
      return inTransaction(async (tx) => {
        const [page] = await pagesOf(tx, pageId, true);
        const tab = page?.tabs.find((candidate) => candidate.id === tabId);
        if (!page || !tab) return false;
        // The tabs under it go with it (the table's cascade).
        await tx.execute(sql`delete from static_page_tabs where id = ${tabId}`);
        await tx.execute(sql`update static_pages set version = version + 1 where id = ${pageId}`);
        await backOfficeTransaction(tx).audit(actor, { action: "page.tab.delete", entity: "page", entityId: `${pageId}/${tabId}`, before: { texts: tab.texts }, after: null });
        return true;
      });
    },
  };
}
