import { sql } from "drizzle-orm";
import type { AdminBrand, AdminGroup, TaxonomyRepository, TaxonomyTx } from "#core/admin/taxonomy.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import { intArray, textArray } from "../read-model.ts";
import { backOfficeTransaction } from "./back-office.ts";
import { pictureTransactionPart } from "./model-pictures.ts";

async function groupsOf(db: Db, counts = false): Promise<AdminGroup[]> {
  const rows = await queryRows<{ id: number; key: string; parent_id: number | null; sort_order: number; show_in_menu: boolean; depth: number; texts: AdminGroup["texts"]; model_count: number | null }>(
    db,
    sql`select g.id, g.path as key, g.parent_id, g.sort_order, g.show_in_menu, g.depth,
          coalesce((select json_object_agg(t.lang, json_build_object('name', t.name, 'shortName', t.short_name, 'slug', t.slug, 'path', t.path,
              'metaTitle', t.meta_title, 'metaDescription', t.meta_description, 'descriptionHtml', t.description_html))
            from product_group_translations t where t.group_id = g.id), '{}') as texts,
          -- Counted a group at a time through the group's index (half the time of grouping the whole table).
          ${counts ? sql`(select count(*) from product_model_groups m where m.group_id = g.id)::int` : sql`null::int`} as model_count
        from product_groups g
        order by g.path`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    key: row.key,
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    sortOrder: Number(row.sort_order),
    showInMenu: row.show_in_menu,
    depth: Number(row.depth),
    texts: row.texts,
    modelCount: row.model_count === null ? null : Number(row.model_count),
  }));
}

async function brandsOf(db: Db, counts = false): Promise<AdminBrand[]> {
  const rows = await queryRows<{ id: number; name: string; slug: string; color_hex: string; is_public: boolean; logo: string | null; promo_images: string[] | null; texts: AdminBrand["texts"]; model_count: number | null }>(
    db,
    sql`select b.id, b.name, b.slug, b.color_hex, b.is_public, b.logo, b.promo_images,
          coalesce((select json_object_agg(t.lang, json_build_object('title', t.title, 'description', t.description, 'metaDescription', t.meta_description))
            from brand_translations t where t.brand_id = b.id), '{}') as texts,
          ${counts ? sql`(select count(*) from product_models m where m.brand_id = b.id)::int` : sql`null::int`} as model_count
        from brands b order by lower(b.name), b.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, slug: row.slug, colorHex: row.color_hex, isPublic: row.is_public, logo: row.logo, promoImages: row.promo_images ?? [], texts: row.texts, modelCount: row.model_count === null ? null : Number(row.model_count) }));
}

/** Catalogue ids are given by the catalogue, not a sequence: one new row at a time takes the next. */
async function nextId(tx: Db, table: "product_groups" | "brands"): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${table}.id`}))`);
  const [row] = await queryRows<{ id: number }>(tx, sql`select coalesce(max(id), 0) + 1 as id from ${sql.raw(table)}`);
  return Number(row!.id);
}

function taxonomyTransaction(tx: Db): TaxonomyTx {
  const backOffice = backOfficeTransaction(tx);
  return {
    groups: () => groupsOf(tx),
    brands: () => brandsOf(tx),
    nextGroupId: () => nextId(tx, "product_groups"),
    nextBrandId: () => nextId(tx, "brands"),

    async writeGroup(group) {
      await tx.execute(sql`
        insert into product_groups (id, parent_id, slug, path, depth, sort_order, show_in_menu)
        values (${group.id}, ${group.parentId}, ${group.slug}, ${group.path}, ${group.depth}, ${group.sortOrder}, ${group.showInMenu})
        on conflict (id) do update set parent_id = excluded.parent_id, slug = excluded.slug, path = excluded.path, depth = excluded.depth,
          sort_order = excluded.sort_order, show_in_menu = excluded.show_in_menu`);
      const langs = Object.keys(group.texts) as Lang[];
      await tx.execute(sql`delete from product_group_translations where group_id = ${group.id} and not (lang = any(${textArray(langs)}))`);
      for (const lang of langs) {
        const texts = group.texts[lang]!;
        await tx.execute(sql`
          insert into product_group_translations (group_id, lang, name, short_name, slug, path, meta_title, meta_description, description_html)
          values (${group.id}, ${lang}, ${texts.name}, ${texts.shortName}, ${texts.slug}, ${texts.path}, ${texts.metaTitle}, ${texts.metaDescription}, ${texts.descriptionHtml})
          on conflict (group_id, lang) do update set name = excluded.name, short_name = excluded.short_name, slug = excluded.slug, path = excluded.path,
            meta_title = excluded.meta_title, meta_description = excluded.meta_description, description_html = excluded.description_html`);
      }
    },

    async writeBrand(id, brand, logo) {
      await tx.execute(sql`
        insert into brands (id, slug, name, color_hex, is_public, logo)
        values (${id}, ${brand.slug}, ${brand.name}, ${brand.colorHex}, ${brand.isPublic}, ${logo ?? null})
        on conflict (id) do update set slug = excluded.slug, name = excluded.name, color_hex = excluded.color_hex, is_public = excluded.is_public
          ${logo === undefined ? sql`` : sql`, logo = excluded.logo`}`);
      const langs = LANGUAGES.filter((lang) => brand.texts[lang]);
      await tx.execute(sql`delete from brand_translations where brand_id = ${id} and not (lang = any(${textArray(langs)}))`);
      for (const lang of langs) {
        const texts = brand.texts[lang]!;
        await tx.execute(sql`
          insert into brand_translations (brand_id, lang, title, description, meta_description)
          values (${id}, ${lang}, ${texts.title}, ${texts.description}, ${texts.metaDescription})
          on conflict (brand_id, lang) do update set title = excluded.title, description = excluded.description, meta_description = excluded.meta_description`);
      }
    },

    async rememberSlugs(rows) {
      for (const row of rows) {
        await tx.execute(sql`
          insert into slug_history (kind, lang, old, entity_id) values (${row.kind}, ${row.lang}, ${row.old}, ${row.entityId})
          on conflict (kind, lang, old) do update set entity_id = excluded.entity_id, changed_at = now()`);
      }
    },

    async modelsIn({ groupIds, brandId }) {
      const rows = await queryRows<{ id: number }>(
        tx,
        groupIds
          ? sql`select model_id as id from product_model_groups where group_id = any(${intArray([...groupIds])})
                union select id from product_models where main_group_id = any(${intArray([...groupIds])})`
          : sql`select id from product_models where brand_id = ${brandId ?? 0}`,
      );
      return rows.map((row) => Number(row.id));
    },

    async mainGroupModelCount(groupId) {
      const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from product_models where main_group_id = ${groupId}`);
      return Number(row?.n ?? 0);
    },

    async deleteGroup(groupId, heirId) {
      // Translations and link tiles go with the group (on delete cascade); the memberships are the models'.
      await tx.execute(sql`delete from product_model_groups where group_id = ${groupId}`);
      await tx.execute(
        heirId === null
          ? sql`delete from slug_history where kind = 'group' and entity_id = ${groupId}`
          : sql`update slug_history set entity_id = ${heirId}, changed_at = now() where kind = 'group' and entity_id = ${groupId}`,
      );
      await tx.execute(sql`delete from product_groups where id = ${groupId}`);
    },

    async groupLinks(groupId) {
      const rows = await queryRows<{ id: number; lang: Lang; sort_order: number; title: string; slug: string; image: string | null }>(
        tx,
        sql`select id, lang, sort_order, title, slug, image from product_group_links where group_id = ${groupId} order by lang, sort_order, id`,
      );
      return rows.map((row) => ({ id: Number(row.id), lang: row.lang, sortOrder: Number(row.sort_order), title: row.title, link: row.slug, image: row.image }));
    },

    async writeGroupLink(groupId, id, link) {
      if (id === null) {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into product_group_links (group_id, lang, sort_order, title, slug, image)
              values (${groupId}, ${link.lang}, ${link.sortOrder}, ${link.title}, ${link.link}, ${link.image ?? null}) returning id`,
        );
        return Number(row!.id);
      }
      await tx.execute(sql`
        update product_group_links set sort_order = ${link.sortOrder}, title = ${link.title}, slug = ${link.link}
          ${link.image === undefined ? sql`` : sql`, image = ${link.image}`}
        where id = ${id} and group_id = ${groupId}`);
      return id;
    },

    async deleteGroupLink(groupId, id) {
      await tx.execute(sql`delete from product_group_links where id = ${id} and group_id = ${groupId}`);
    },

    async writeBrandPictures(brandId, images) {
      await tx.execute(sql`update brands set promo_images = ${JSON.stringify(images)}::jsonb where id = ${brandId}`);
    },

    storePicture: (picture) => pictureTransactionPart(tx).storePicture(picture),
    audit: (actor, entry) => backOffice.audit(actor, entry),
    refreshListing: (modelIds) => backOffice.refreshListing(modelIds),
    queueListingRefresh: (modelIds) => backOffice.queueListingRefresh(modelIds),
  };
}

export function createTaxonomyRepository(db: Db): TaxonomyRepository {
  return {
    groups: (options) => groupsOf(db, options?.counts),
    brands: (options) => brandsOf(db, options?.counts),
    transaction: (work) => db.transaction((tx) => work(taxonomyTransaction(tx as unknown as Db))),
  };
}
