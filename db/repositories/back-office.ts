import { sql, type SQL } from "drizzle-orm";
import type {
  AdminModel,
  AuditEntry,
  BackOfficeRepository,
  BackOfficeTx,
  DerivedRow,
  EditorChoices,
  ModelQuery,
  ModelRow,
  TokenRow,
  VariantPriceState,
} from "#core/admin/back-office.server.ts";
import { PAGE_SIZE } from "#core/admin/model-query.ts";
import type { ModelProperty } from "#core/admin/model-properties.ts";
import { centsText, dayText, type ModelInput, type Visibility } from "#core/admin/model-form.ts";
import type { ImportProblemCode, ImportReferences } from "#core/admin/catalogue-import.ts";
import type { PricePlan, PriceType } from "#core/admin/price-plan.ts";
import { actorLabel, type TokenScope } from "#core/admin/roles.ts";
import type { Lang } from "#i18n/languages.ts";
import { aheadOfQueue, allStatements, inOrder, preparedRows, queryRows, statementNameOf, type Db } from "../client.server.ts";
import { modelBundles, bundleTransactionPart } from "./model-bundles.ts";
import { modelImages, pictureTransactionPart } from "./model-pictures.ts";
import { htmlToPlainText } from "../plain-text.ts";
import { intArray, refreshCatalogListing, textArray } from "../read-model.ts";
import { unnestRows } from "../unnest-rows.ts";
import { copyRows } from "../copy-rows.server.ts";
import { MadeIds } from "../made-ids.ts";
import { beforeBulkListing, beginBulkLoad, finishBulkLoad, type BulkLoad } from "../bulk-load.ts";

/** The back office's reads and writes of the catalogue, the audit log and the integration tokens. */

const HOME_TAX_AREA = 1;

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const toDateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : toDate(value));
const num = (value: unknown): number => Number(value);

const SORTS: Record<ModelQuery["sort"], SQL> = {
  name: sql`name asc, m.id asc`,
  "-name": sql`name desc, m.id desc`,
  id: sql`m.id asc`,
  "-id": sql`m.id desc`,
  updated: sql`m.updated_at asc, m.id asc`,
  "-updated": sql`m.updated_at desc, m.id desc`,
};

/** Words of a search text, lower-cased, at most eight. */
function searchWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter((word) => word !== "").slice(0, 8);
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;

/** The models a search text names by code: a variant's SKU or EAN, or a model id. */
function codeMatches(trimmed: string): SQL {
  const code = trimmed.replace(/\s+/g, "");
  const byId = /^\d{1,9}$/.test(code) ? sql`union select ${Number(code)}::int` : sql``;
  return sql`select v.model_id from variants v where v.teksonumber = ${code}
    union select v.model_id from variants v where v.ean = ${code}
    ${byId}`;
}

/**
 * The condition on `model_search_text s` that every word of a search text occurs in the lower-cased "brand name"
 * of the model in one of its languages, or null when no word is long enough for the trigram index (three letters;
 * shorter words only narrow what the longer ones found).
 */
function nameMatches(trimmed: string): SQL | null {
  // A number of eight digits or more is an EAN or another code, not a word of a name: looked up as a code only.
  if (/^\d{8,}$/.test(trimmed)) return null;
  const words = searchWords(trimmed);
  if (!words.some((word) => word.length >= 3)) return null;
  return sql.join(
    words.map((word) => sql`s.text like ${likePattern(word)}`),
    sql` and `,
  );
}

/** The models a search text names, by code or by the words of a name, as a condition on `product_models m`. */
function textMatch(text: string): SQL {
  const trimmed = text.trim();
  if (trimmed === "") return sql`true`;
  const byName = nameMatches(trimmed);
  return sql`m.id in (
    ${codeMatches(trimmed)}
    ${byName ? sql`union select s.model_id from model_search_text s where ${byName}` : sql``})`;
}

/**
 * The same models with their last edit, read from the narrow search table (and the models only for the few
 * that a code names), so that a search by text alone sorted by edit or id picks its page without reading
 * every matching model's row.
 */
function textHits(trimmed: string): SQL {
  const byName = nameMatches(trimmed);
  return sql`select h.model_id, max(h.updated_at) as updated_at from (
      ${byName ? sql`select s.model_id, s.updated_at from model_search_text s where ${byName} union all` : sql``}
      select m.id as model_id, m.updated_at from product_models m where m.id in (${codeMatches(trimmed)})
    ) h group by h.model_id`;
}

const staffSearchStatement = statementNameOf("staff-search");

const HIT_SORTS: Partial<Record<ModelQuery["sort"], SQL>> = {
  id: sql`h.model_id asc`,
  "-id": sql`h.model_id desc`,
  updated: sql`h.updated_at asc, h.model_id asc`,
  "-updated": sql`h.updated_at desc, h.model_id desc`,
};

/**
 * A change's before or after for the audit log, with a list cut to its first `items` entries in the database (an
 * ERP call's hundred levels are kilobytes a change), and the whole list's length.
 */
function auditSide(column: "before" | "after", items: number | null): SQL {
  const value = sql.identifier(column);
  const cut =
    items === null
      ? value
      : sql`case when jsonb_typeof(${value}) = 'array' and jsonb_array_length(${value}) > ${items}
          then (select jsonb_agg(e.value order by e.ordinality) from jsonb_array_elements(${value}) with ordinality as e where e.ordinality <= ${items})
          else ${value} end`;
  return sql`${cut} as ${value}, case when jsonb_typeof(${value}) = 'array' then jsonb_array_length(${value}) end as ${sql.identifier(`${column}_items`)}`;
}

function modelInputColumns(input: ModelInput) {
  return {
    brandId: input.brandId,
    mainGroupId: input.mainGroupId,
    isPublic: input.visibility !== "staff",
    // A hidden model is the shop's "only in campaigns" one: sold at its address, in no grid or search.
    campaignOnly: input.visibility === "hidden",
    taxClass: input.taxClass,
    modelnumber: input.modelnumber,
    outlet: input.flags.outlet,
    discountsAllowed: input.flags.discountsAllowed,
    showDiscountPercentage: input.flags.showDiscountPercentage,
    onOrder: input.flags.onOrder,
    extendedRange: input.flags.extendedRange,
    sizeTableId: input.sizeTableId,
    secondHandParentId: input.secondHandParentId,
  };
}

async function writeTextsAndGroups(tx: Db, id: number, input: ModelInput): Promise<void> {
  const langs = Object.keys(input.texts) as Lang[];
  await tx.execute(sql`delete from product_model_translations where model_id = ${id} and not (lang = any(${textArray(langs)}))`);
  for (const lang of langs) {
    const texts = input.texts[lang]!;
    await tx.execute(sql`
      insert into product_model_translations (model_id, lang, name, slug, short_description, long_description_html, description_text, meta_description)
      values (${id}, ${lang}, ${texts.name}, ${texts.slug}, ${texts.shortDescription}, ${texts.descriptionHtml}, ${htmlToPlainText(texts.descriptionHtml)}, ${texts.metaDescription})
      on conflict (model_id, lang) do update set name = excluded.name, slug = excluded.slug, short_description = excluded.short_description,
        long_description_html = excluded.long_description_html, description_text = excluded.description_text, meta_description = excluded.meta_description,
        machine_translated = false, original_lang = null`);
  }
  await tx.execute(sql`delete from product_model_groups where model_id = ${id} and not (group_id = any(${intArray(input.groupIds)}))`);
  await tx.execute(sql`insert into product_model_groups (model_id, group_id) select ${id}, g from unnest(${intArray(input.groupIds)}) g on conflict do nothing`);
  await tx.execute(sql`delete from model_tags where model_id = ${id} and not (tag_id = any(${intArray(input.tagIds)}))`);
  await tx.execute(sql`insert into model_tags (model_id, tag_id) select ${id}, t from unnest(${intArray(input.tagIds)}) t on conflict do nothing`);
  await tx.execute(sql`delete from model_ribbons where model_id = ${id}`);
  await tx.execute(sql`insert into model_ribbons (model_id, ribbon_id, sort_order) select ${id}, r.id, r.ord from unnest(${intArray(input.ribbonIds)}) with ordinality as r(id, ord)`);
}

/** The distinct model and colour pairs of new variants: a drawing each, at most. */
function drawingPairs(colours: ReadonlyArray<{ modelId: number; colourSlug: string }>): number {
  return new Set(colours.map((colour) => `${colour.modelId}/${colour.colourSlug}`)).size;
}

/**
 * Until staff upload pictures, each new colour gets the shop's drawing in that colour (in the shape of the
 * model's first picture, else a plain one), as the demo catalogue's models have, so no page shows an empty picture.
 *
 * `firstId`: the first of drawingPairs(colours) image ids reserved for them (ids of pairs that have a drawing stay unused).
 */
async function insertDrawings(tx: Db, colours: ReadonlyArray<{ modelId: number; colourSlug: string }>, firstId: number): Promise<void> {
  if (colours.length === 0) return;
  await tx.execute(sql`
    insert into images (id, model_id, colour_slug, sort_order, shape, hex, accent_hex, view)
    select ${firstId - 1}::int + row_number() over (order by w."modelId", c.slug), w."modelId", c.slug,
      coalesce(mx.sort, -1) + row_number() over (partition by w."modelId" order by c.slug),
      coalesce(f.shape, 'generic'), c.hex, '#1c1c1c', 0
    from (select distinct r."modelId", r."colourSlug" from json_to_recordset(${JSON.stringify(colours)}::json) as r("modelId" int, "colourSlug" text)) w
    join colours c on c.slug = w."colourSlug"
    left join lateral (select max(i.sort_order) as sort from images i where i.model_id = w."modelId") mx on true
    left join lateral (select i.shape from images i where i.model_id = w."modelId" order by i.sort_order limit 1) f on true
    where not exists (select 1 from images i where i.model_id = w."modelId" and i.colour_slug = c.slug)`);
}

const sizeSlugOf = (sizeName: string) => sizeName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

async function storeIdsOf(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from stores where removed_at is null order by id`);
  return rows.map((row) => num(row.id));
}

/** A model's properties in their stored order, as rows of the properties form (`m` is the model). */
const modelPropertiesJson = sql`(select coalesce(json_agg(json_build_object('typeId', mp.property_type_id, 'valueId', mp.property_value_id,
    'valueNum', mp.value_num::float8, 'isForOneItem', mp.is_for_one_item) order by mp.sort_order, mp.id), '[]')
  from model_properties mp where mp.model_id = m.id)`;

function propertiesOf(value: unknown): ModelProperty[] {
  return (value as Array<{ typeId: number; valueId: number | null; valueNum: number | null; isForOneItem: boolean }>).map((row) => ({
    typeId: num(row.typeId),
    valueId: row.valueId === null ? null : num(row.valueId),
    valueNum: row.valueNum === null ? null : Number(row.valueNum),
    isForOneItem: Boolean(row.isForOneItem),
  }));
}

/** What an import's rows refer to: the brands, groups, colours and stores, and the rows' own SKUs, models and EANs. */
async function importReferencesOf(db: Db, { skus, modelKeys, eans }: { skus: readonly string[]; modelKeys: readonly string[]; eans: readonly string[] }): Promise<ImportReferences> {
  const [row] = await queryRows<{ brands: Array<[string, number]>; groups: Array<[string, number]>; colours: string[]; stores: number[]; skus: Array<[string, number, number, string]>; models: Array<[string, number]>; eans: Array<[string, string]> }>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_array(slug, id)), '[]') from brands) as brands,
      (select coalesce(json_agg(json_build_array(path, id)), '[]') from product_groups) as groups,
      (select coalesce(json_agg(slug), '[]') from colours) as colours,
      (select coalesce(json_agg(id order by id), '[]') from stores) as stores,
      (select coalesce(json_agg(json_build_array(v.teksonumber, v.id, v.model_id, m.slug)), '[]')
         from variants v join product_models m on m.id = v.model_id where v.teksonumber = any(${textArray([...skus])})) as skus,
      (select coalesce(json_agg(json_build_array(slug, id)), '[]') from product_models where slug = any(${textArray([...modelKeys])})) as models,
      (select coalesce(json_agg(json_build_array(ean, teksonumber)), '[]') from variants where ean = any(${textArray([...eans])})) as eans`,
  );
  return {
    brands: new Map(row!.brands.map(([slug, id]) => [slug, num(id)])),
    groups: new Map(row!.groups.map(([path, id]) => [path, num(id)])),
    colours: new Set(row!.colours),
    storeIds: row!.stores.map(num),
    skus: new Map(row!.skus.map(([sku, variantId, modelId, modelKey]) => [sku, { variantId: num(variantId), modelId: num(modelId), modelKey }])),
    models: new Map(row!.models.map(([slug, id]) => [slug, num(id)])),
    eans: new Map(row!.eans.map(([ean, sku]) => [ean, sku])),
  };
}

/**
 * New ids of a table given out in one transaction: the first call reads the highest id under an advisory lock
 * that the transaction then holds, so later calls count on from it without asking the database. A caller may so
 * run the writes of several batches at once on the transaction (their statements queued on its one connection)
 * without two batches taking the same ids.
 */
function idReservation(tx: Db, table: "product_models" | "variants" | "images") {
  let base: Promise<number> | null = null;
  let taken = 0;
  return async (count: number): Promise<number> => {
    if (count === 0) return 0;
    base ??= (async () => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${table}.id`}))`);
      const [next] = await queryRows<{ id: number }>(tx, sql`select coalesce(max(id), 0) + 1 as id from ${sql.raw(table)}`);
      return num(next!.id);
    })();
    const first = (await base) + taken;
    taken += count;
    return first;
  };
}

export function backOfficeTransaction(transaction: Db): BackOfficeTx {
  // A command-line import writes two chunks at once: their statements run in the order they were started.
  const tx = inOrder(transaction);
  let bulk: BulkLoad | null = null;
  const made = { models: new MadeIds(), variants: new MadeIds() };
  async function readTaxRates(taxClass: string): Promise<{ homeBp: number; areas: Array<{ id: number; rateBp: number }> }> {
    const rows = await queryRows<{ tax_area_id: number; rate_bp: number }>(
      tx,
      sql`select a.id as tax_area_id, coalesce(r.rate_bp, s.rate_bp, 0) as rate_bp from tax_areas a
          left join tax_rates r on r.tax_area_id = a.id and r.tax_class = ${taxClass}
          left join tax_rates s on s.tax_area_id = a.id and s.tax_class = 'standard'
          order by a.id`,
    );
    const areas = rows.map((row) => ({ id: num(row.tax_area_id), rateBp: num(row.rate_bp) }));
    return { homeBp: areas.find((area) => area.id === HOME_TAX_AREA)?.rateBp ?? 0, areas };
  }
  const taxRatesByClass = new Map<string, ReturnType<typeof readTaxRates>>();
  /** Rows all of variants this bulk load made, each written once by the load. */
  const madeVariants = <Row>(rows: readonly Row[], idOf: (row: Row) => number) => bulk !== null && made.variants.all(rows, idOf);
  const modelIds = idReservation(tx, "product_models");
  const variantIds = idReservation(tx, "variants");
  const imageIds = idReservation(tx, "images");
  return {
    ...pictureTransactionPart(tx),
    ...bundleTransactionPart(tx),
    async lockModel(id) {
      const [row] = await queryRows<Record<string, unknown>>(
        tx,
        sql`select m.id, m.version, m.brand_id, m.tax_class, m.belongs_to_outlet, m.discounts_allowed,
              coalesce((select array_agg(v.id order by v.sort_order, v.id) from variants v where v.model_id = m.id), '{}') as variant_ids
            from product_models m where m.id = ${id} for update`,
      );
      if (!row) return null;
      return {
        id: num(row.id),
        version: num(row.version),
        brandId: num(row.brand_id),
        taxClass: String(row.tax_class),
        outlet: Boolean(row.belongs_to_outlet),
        discountsAllowed: Boolean(row.discounts_allowed),
        variantIds: (row.variant_ids as unknown[]).map(num),
      };
    },

    async touchModel(id) {
      const [row] = await queryRows<{ version: number }>(tx, sql`update product_models set version = version + 1, updated_at = now() where id = ${id} returning version`);
      return num(row!.version);
    },

    async modelSnapshot(id) {
      const [row] = await queryRows<{ snapshot: Record<string, unknown> }>(
        tx,
        sql`select json_build_object(
              'brandId', m.brand_id, 'mainGroupId', m.main_group_id, 'visibility', case when not m.is_public then 'staff' when m.campaign_only then 'hidden' else 'public' end, 'taxClass', m.tax_class,
              'modelnumber', m.modelnumber, 'outlet', m.belongs_to_outlet, 'discountsAllowed', m.discounts_allowed,
              'showDiscountPercentage', m.show_discount_percentage, 'onOrder', m.on_order,
              'extendedRange', m.is_extended_range, 'sizeTableId', m.size_table_id, 'secondHandParentId', m.second_hand_parent_id,
              'tagIds', (select coalesce(json_agg(mt.tag_id order by mt.tag_id), '[]') from model_tags mt where mt.model_id = m.id),
              'ribbonIds', (select coalesce(json_agg(mr.ribbon_id order by mr.sort_order, mr.ribbon_id), '[]') from model_ribbons mr where mr.model_id = m.id),
              'groupIds', (select coalesce(json_agg(g.group_id order by g.group_id), '[]') from product_model_groups g where g.model_id = m.id),
              'texts', (select coalesce(json_object_agg(t.lang, json_build_object('name', t.name, 'slug', t.slug, 'shortDescription', t.short_description,
                 'descriptionHtml', t.long_description_html, 'metaDescription', t.meta_description)), '{}')
                 from product_model_translations t where t.model_id = m.id)
            ) as snapshot
            from product_models m where m.id = ${id}`,
      );
      return row?.snapshot ?? {};
    },

    async writeModel(id, input) {
      const c = modelInputColumns(input);
      // The model's addresses that change (its slug in a language, or its brand) keep answering with a 301.
      await tx.execute(sql`
        insert into slug_history (kind, lang, old, entity_id)
        select 'model', t.lang, m.brand_id || '/' || t.slug, m.id
        from product_model_translations t join product_models m on m.id = t.model_id
        left join unnest(${textArray(Object.keys(input.texts))}, ${textArray(Object.values(input.texts).map((texts) => texts.slug))}) as n(lang, slug) on n.lang = t.lang
        where t.model_id = ${id} and (m.brand_id <> ${c.brandId} or n.slug is distinct from t.slug)
        on conflict (kind, lang, old) do update set entity_id = excluded.entity_id, changed_at = now()`);
      await tx.execute(sql`
        update product_models set brand_id = ${c.brandId}, main_group_id = ${c.mainGroupId}, is_public = ${c.isPublic}, tax_class = ${c.taxClass},
          modelnumber = ${c.modelnumber}, belongs_to_outlet = ${c.outlet}, discounts_allowed = ${c.discountsAllowed},
          show_discount_percentage = ${c.showDiscountPercentage}, on_order = ${c.onOrder}, campaign_only = ${c.campaignOnly},
          is_extended_range = ${c.extendedRange}, size_table_id = ${c.sizeTableId}, second_hand_parent_id = ${c.secondHandParentId}
        where id = ${id}`);
      await writeTextsAndGroups(tx, id, input);
    },

    reserveIds(kind, count) {
      return kind === "models" ? modelIds(count) : kind === "variants" ? variantIds(count) : imageIds(count);
    },

    async createModels(models, firstId) {
      if (models.length === 0) return [];
      // Catalogue ids are given by the catalogue, not a sequence; new models take the next ones under a lock.
      const first = firstId ?? (await modelIds(models.length));
      if (bulk) made.models.add(first, models.length);
      const rows = models.map(({ input, key }, index) => {
        const id = first + index;
        const home = input.texts.fi ?? Object.values(input.texts)[0]!;
        return { id, slug: key ?? `${home.slug}-${id}`, ...modelInputColumns(input) };
      });
      // The statements are queued at once, in this order, and awaited together.
      const statements: Array<Promise<unknown>> = [];
      statements.push(tx.execute(sql`
        insert into product_models (id, slug, brand_id, main_group_id, is_public, tax_class, modelnumber, belongs_to_outlet, discounts_allowed,
          show_discount_percentage, on_order, campaign_only, is_extended_range, size_table_id, second_hand_parent_id, uuid)
        select r.id, r.slug, r."brandId", r."mainGroupId", r."isPublic", r."taxClass", r.modelnumber, r.outlet, r."discountsAllowed",
          r."showDiscountPercentage", r."onOrder", r."campaignOnly", r."extendedRange", r."sizeTableId", r."secondHandParentId", gen_random_uuid()::text
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(id int, slug text, "brandId" int, "mainGroupId" int, "isPublic" boolean, "taxClass" text,
          modelnumber text, outlet boolean, "discountsAllowed" boolean, "showDiscountPercentage" boolean, "onOrder" boolean, "campaignOnly" boolean,
          "extendedRange" boolean, "sizeTableId" int, "secondHandParentId" int)`));
      const texts = models.flatMap(({ input }, index) =>
        (Object.entries(input.texts) as Array<[Lang, ModelInput["texts"][Lang] & object]>).map(([lang, own]) => ({
          modelId: first + index,
          lang,
          name: own.name,
          slug: own.slug,
          short: own.shortDescription,
          html: own.descriptionHtml,
          text: htmlToPlainText(own.descriptionHtml),
          meta: own.metaDescription,
        })),
      );
      statements.push(copyRows(tx, "product_model_translations", [
        { column: "model_id", type: "int", value: (row) => row.modelId },
        { column: "lang", type: "text", value: (row) => row.lang },
        { column: "name", type: "text", value: (row) => row.name },
        { column: "slug", type: "text", value: (row) => row.slug },
        { column: "short_description", type: "text", value: (row) => row.short },
        { column: "long_description_html", type: "text", value: (row) => row.html },
        { column: "description_text", type: "text", value: (row) => row.text },
        { column: "meta_description", type: "text", value: (row) => row.meta },
      ], texts));
      const links = (pick: (input: ModelInput) => number[]) => JSON.stringify(models.flatMap(({ input }, index) => pick(input).map((id, order) => ({ modelId: first + index, id, order }))));
      statements.push(tx.execute(sql`
        insert into product_model_groups (model_id, group_id) select distinct r."modelId", r.id from json_to_recordset(${links((input) => input.groupIds)}::json) as r("modelId" int, id int)`));
      statements.push(tx.execute(sql`
        insert into model_tags (model_id, tag_id) select distinct r."modelId", r.id from json_to_recordset(${links((input) => input.tagIds)}::json) as r("modelId" int, id int)`));
      statements.push(tx.execute(sql`
        insert into model_ribbons (model_id, ribbon_id, sort_order)
        select r."modelId", r.id, r.order + 1 from json_to_recordset(${links((input) => input.ribbonIds)}::json) as r("modelId" int, id int, "order" int)`));
      await allStatements(statements);
      return rows.map((row) => row.id);
    },

    async canBeSecondHandParent(id) {
      const [row] = await queryRows<{ ok: boolean }>(tx, sql`select exists (select 1 from product_models where id = ${id} and second_hand_parent_id is null) as ok`);
      return Boolean(row?.ok);
    },

    async slugTaken(brandId, lang, slug, exceptModelId) {
      const rows = await queryRows(
        tx,
        sql`select 1 from product_model_translations t join product_models m on m.id = t.model_id
            where t.lang = ${lang} and t.slug = ${slug} and m.brand_id = ${brandId} and m.id <> ${exceptModelId ?? -1} limit 1`,
      );
      return rows.length > 0;
    },

    async priceStates(variantIds) {
      if (variantIds.length === 0) return [];
      const rows = await queryRows<Record<string, unknown>>(
        tx,
        sql`select x.id as variant_id, to_json(p) as plan,
              (select json_build_object('activeCents', vp.active_cents, 'lowest30dCents', vp.lowest_30d_cents, 'regularCents', vp.regular_cents,
                  'clubCents', vp.club_cents, 'priceType', vp.price_type, 'discountFreeCents', vp.discount_free_cents)
                 from variant_prices vp where vp.variant_id = x.id and vp.tax_area_id = ${HOME_TAX_AREA}) as current,
              (select coalesce(json_agg(json_build_object('activeCents', h.active_cents, 'startsAt', h.starts_at, 'endsAt', h.ends_at) order by h.starts_at), '[]')
                 from price_history h where h.variant_id = x.id) as history
            from unnest(${intArray(variantIds)}) as x(id)
            left join variant_price_plans p on p.variant_id = x.id`,
      );
      return rows.map((row): VariantPriceState => {
        const plan = row.plan as Record<string, unknown> | null;
        const current = (row.current as (NonNullable<Parameters<typeof planFromCurrent>[0]> & { lowest30dCents: number | null }) | null) ?? null;
        return {
          variantId: num(row.variant_id),
          plan: plan ? planFromRow(plan) : null,
          inferred: current ? planFromCurrent(current) : null,
          current: current ? { activeCents: num(current.activeCents), lowest30dCents: current.lowest30dCents === null ? null : num(current.lowest30dCents) } : null,
          history: (row.history as Array<{ activeCents: number; startsAt: string; endsAt: string | null }>).map((period) => ({
            activeCents: num(period.activeCents),
            startsAt: toDate(period.startsAt),
            endsAt: toDateOrNull(period.endsAt),
          })),
        };
      });
    },

    taxRates(taxClass) {
      // Read once a transaction: a chunk of an import then asks nothing before its price statements.
      let rates = taxRatesByClass.get(taxClass);
      if (!rates) taxRatesByClass.set(taxClass, (rates = readTaxRates(taxClass)));
      return rates;
    },

    async writePlans(plans) {
      if (plans.length === 0) return;
      const iso = (at: Date | null) => at?.toISOString() ?? null;
      const rows = plans.map(({ variantId, plan, nextChangeAt }) => ({
        variantId,
        regular: plan.regularCents,
        sale: plan.saleCents,
        saleStarts: iso(plan.saleStartsAt),
        saleEnds: iso(plan.saleEndsAt),
        club: plan.clubCents,
        outdoor: plan.outdoorCents,
        next: iso(nextChangeAt),
      }));
      if (madeVariants(rows, (row) => row.variantId)) {
        await copyRows(tx, "variant_price_plans", [
          { column: "variant_id", type: "int", value: (row) => row.variantId },
          { column: "regular_cents", type: "int", value: (row) => row.regular },
          { column: "sale_cents", type: "int", value: (row) => row.sale },
          { column: "sale_starts_at", type: "timestamptz", value: (row) => row.saleStarts },
          { column: "sale_ends_at", type: "timestamptz", value: (row) => row.saleEnds },
          { column: "club_cents", type: "int", value: (row) => row.club },
          { column: "outdoor_cents", type: "int", value: (row) => row.outdoor },
          { column: "next_change_at", type: "timestamptz", value: (row) => row.next },
        ], rows);
        return;
      }
      await tx.execute(sql`
        insert into variant_price_plans (variant_id, regular_cents, sale_cents, sale_starts_at, sale_ends_at, club_cents, outdoor_cents, next_change_at, updated_at)
        select r."variantId", r.regular, r.sale, r."saleStarts", r."saleEnds", r.club, r.outdoor, r.next, now()
        from ${unnestRows({ variantId: "int", regular: "int", sale: "int", saleStarts: "timestamptz", saleEnds: "timestamptz", club: "int", outdoor: "int", next: "timestamptz" }, rows)}
        on conflict (variant_id) do update set regular_cents = excluded.regular_cents, sale_cents = excluded.sale_cents,
          sale_starts_at = excluded.sale_starts_at, sale_ends_at = excluded.sale_ends_at, club_cents = excluded.club_cents,
          outdoor_cents = excluded.outdoor_cents, next_change_at = excluded.next_change_at, updated_at = now()`);
    },

    async recordPrices(prices) {
      if (prices.length === 0) return;
      if (madeVariants(prices, (price) => price.variantId)) {
        // A made variant has no open period to end, and the load records its first price once.
        await copyRows(tx, "price_history", [
          { column: "variant_id", type: "int", value: (row) => row.variantId },
          { column: "active_cents", type: "int", value: (row) => row.activeCents },
          { column: "starts_at", type: "timestamptz", value: (row) => row.at },
        ], prices);
        return;
      }
      const columns = { variantId: "int", activeCents: "int", at: "timestamptz" } as const;
      await allStatements([
        tx.execute(sql`
          update price_history h set ends_at = r.at
          from ${unnestRows(columns, prices)}
          where h.variant_id = r."variantId" and h.ends_at is null and h.active_cents <> r."activeCents"`),
        tx.execute(sql`
          insert into price_history (variant_id, active_cents, starts_at)
          select r."variantId", r."activeCents", r.at from ${unnestRows(columns, prices)}
          where not exists (select 1 from price_history h where h.variant_id = r."variantId" and h.ends_at is null)`),
      ]);
    },

    async writePrices(rows) {
      if (rows.length === 0) return;
      if (madeVariants(rows, (row) => row.variantId)) {
        await copyRows(tx, "variant_prices", [
          { column: "variant_id", type: "int", value: (row) => row.variantId },
          { column: "tax_area_id", type: "int", value: (row) => row.taxAreaId },
          { column: "active_cents", type: "int", value: (row) => row.activeCents },
          { column: "regular_cents", type: "int", value: (row) => row.regularCents },
          { column: "club_cents", type: "int", value: (row) => row.clubCents },
          { column: "discount_free_cents", type: "int", value: (row) => row.discountFreeCents },
          { column: "normal_cents", type: "int", value: (row) => row.normalCents },
          { column: "original_cents", type: "int", value: (row) => row.originalCents },
          { column: "discount_value_cents", type: "int", value: (row) => row.discountValueCents },
          { column: "lowest_30d_cents", type: "int", value: (row) => row.lowest30dCents },
          { column: "price_type", type: "text", value: (row) => row.priceType },
        ], rows);
        return;
      }
      await tx.execute(sql`
        insert into variant_prices (variant_id, tax_area_id, active_cents, regular_cents, club_cents, discount_free_cents, normal_cents,
          original_cents, discount_value_cents, lowest_30d_cents, price_type)
        select r."variantId", r."taxAreaId", r."activeCents", r."regularCents", r."clubCents", r."discountFreeCents", r."normalCents",
          r."originalCents", r."discountValueCents", r."lowest30dCents", r."priceType"
        from ${unnestRows(
          {
            variantId: "int",
            taxAreaId: "int",
            activeCents: "int",
            regularCents: "int",
            clubCents: "int",
            discountFreeCents: "int",
            normalCents: "int",
            originalCents: "int",
            discountValueCents: "int",
            lowest30dCents: "int",
            priceType: "text",
          },
          rows,
        )}
        on conflict (variant_id, tax_area_id) do update set active_cents = excluded.active_cents, regular_cents = excluded.regular_cents,
          club_cents = excluded.club_cents, discount_free_cents = excluded.discount_free_cents, normal_cents = excluded.normal_cents,
          original_cents = excluded.original_cents, discount_value_cents = excluded.discount_value_cents,
          lowest_30d_cents = excluded.lowest_30d_cents, price_type = excluded.price_type`);
    },

    async refreshPriceEndings(modelIds, now) {
      if (modelIds.length === 0) return;
      const iso = now.toISOString();
      await tx.execute(sql`
        update product_models m set price_ending = (
          select min(p.sale_ends_at) from variant_price_plans p join variants v on v.id = p.variant_id
          where v.model_id = m.id and p.sale_cents is not null and p.sale_cents < p.regular_cents and m.discounts_allowed
            and (p.sale_starts_at is null or p.sale_starts_at <= ${iso}::timestamptz) and p.sale_ends_at > ${iso}::timestamptz)
        where m.id = any(${intArray([...modelIds])})`);
    },

    async stockSnapshot(variantIds, storeIds) {
      if (variantIds.length === 0) return [];
      const rows = await queryRows<Record<string, unknown>>(
        tx,
        sql`select v.id as variant_id, s.id as store_id, coalesce(st.quantity, 0) as quantity, coalesce(st.blocked, false) as blocked,
              v.incoming_quantity, v.incoming_at::text as incoming_on, v.is_active
            from variants v cross join stores s
            left join stock st on st.variant_id = v.id and st.store_id = s.id
            where v.id = any(${intArray(variantIds)}) and s.removed_at is null${storeIds ? sql` and s.id = any(${intArray(storeIds)})` : sql``}
            order by v.id, s.id`,
      );
      return rows.map((row) => ({
        variantId: num(row.variant_id),
        storeId: num(row.store_id),
        quantity: num(row.quantity),
        blocked: Boolean(row.blocked),
        incomingQuantity: num(row.incoming_quantity),
        incomingOn: (row.incoming_on as string | null) ?? null,
        isActive: Boolean(row.is_active),
      }));
    },

    async writeActive(variants) {
      if (variants.length === 0) return;
      await tx.execute(sql`
        update variants v set is_active = r."isActive"
        from json_to_recordset(${JSON.stringify(variants)}::json) as r("variantId" int, "isActive" boolean)
        where v.id = r."variantId" and v.is_active <> r."isActive"`);
    },

    async writeStock(levels) {
      if (levels.length === 0) return;
      if (madeVariants(levels, (level) => level.variantId)) {
        await copyRows(tx, "stock", [
          { column: "variant_id", type: "int", value: (row) => row.variantId },
          { column: "store_id", type: "int", value: (row) => row.storeId },
          { column: "quantity", type: "int", value: (row) => row.quantity },
          { column: "blocked", type: "bool", value: (row) => row.blocked },
        ], levels);
        return;
      }
      await tx.execute(sql`
        insert into stock (variant_id, store_id, quantity, blocked)
        select r."variantId", r."storeId", r.quantity, r.blocked
        from ${unnestRows({ variantId: "int", storeId: "int", quantity: "int", blocked: "bool" }, levels)}
        on conflict (variant_id, store_id) do update set quantity = excluded.quantity, blocked = excluded.blocked`);
    },

    async writeIncoming(incoming) {
      if (incoming.length === 0) return;
      const json = JSON.stringify(incoming);
      await tx.execute(sql`
        update variants v set incoming_quantity = r.quantity, incoming_at = r."on"::date
        from json_to_recordset(${json}::json) as r("variantId" int, quantity int, "on" text)
        where v.id = r."variantId"`);
    },

    async addVariants(modelId, wanted) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('variants.id'))`);
      const existing = await queryRows<{ colour_slug: string | null; size_name: string }>(tx, sql`select colour_slug, size_name from variants where model_id = ${modelId}`);
      const taken = new Set(existing.map((row) => `${row.colour_slug ?? ""}|${row.size_name}`));
      const fresh = wanted.filter((variant) => !taken.has(`${variant.colourSlug}|${variant.sizeName}`));
      if (fresh.length === 0) return [];
      const [next] = await queryRows<{ sort: number }>(tx, sql`select coalesce(max(sort_order), 0) + 1 as sort from variants where model_id = ${modelId}`);
      const first = await variantIds(fresh.length);
      const rows = fresh.map((variant, index) => ({
        id: first + index,
        colourSlug: variant.colourSlug,
        sizeName: variant.sizeName,
        sizeSlug: sizeSlugOf(variant.sizeName),
        sort: num(next!.sort) + index,
      }));
      await tx.execute(sql`
        insert into variants (id, model_id, colour_slug, color_control, size_name, size_slug, teksonumber, shipping_time, is_active, sort_order)
        select r.id, ${modelId}, r."colourSlug", r."colourSlug", r."sizeName", r."sizeSlug", r.id::text, 999, true, r.sort
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(id int, "colourSlug" text, "sizeName" text, "sizeSlug" text, sort int)`);
      const drawings = rows.map((row) => ({ modelId, colourSlug: row.colourSlug }));
      await insertDrawings(tx, drawings, await imageIds(drawingPairs(drawings)));
      return rows.map((row) => row.id);
    },

    async insertVariants(wanted, reserved) {
      if (wanted.length === 0) return [];
      const drawings = wanted.flatMap((variant) => (variant.colourSlug ? [{ modelId: variant.modelId, colourSlug: variant.colourSlug }] : []));
      // Reserved ids are not waited for: the statements are queued when this is called.
      const [first, firstImage] = reserved ? [reserved.variants, reserved.images] : [await variantIds(wanted.length), await imageIds(drawingPairs(drawings))];
      const rows = wanted.map((variant, index) => ({ ...variant, id: first + index, sizeSlug: sizeSlugOf(variant.sizeName) }));
      let inserted: Promise<unknown>;
      if (bulk && made.models.all(rows, (row) => row.modelId)) {
        made.variants.add(first, rows.length);
        // A made model has no other variants: its own are numbered from one in the order given.
        const counted = new Map<number, number>();
        const numbered = rows.map((row) => {
          const sort = (counted.get(row.modelId) ?? 0) + 1;
          counted.set(row.modelId, sort);
          return { ...row, sort };
        });
        inserted = copyRows(tx, "variants", [
          { column: "id", type: "int", value: (row) => row.id },
          { column: "model_id", type: "int", value: (row) => row.modelId },
          { column: "colour_slug", type: "text", value: (row) => row.colourSlug },
          { column: "color_control", type: "text", value: (row) => row.colourSlug ?? "" },
          { column: "size_name", type: "text", value: (row) => row.sizeName },
          { column: "size_slug", type: "text", value: (row) => row.sizeSlug },
          { column: "teksonumber", type: "text", value: (row) => row.sku },
          { column: "ean", type: "text", value: (row) => row.ean },
          { column: "shipping_time", type: "int", value: () => 999 },
          { column: "is_active", type: "bool", value: () => true },
          { column: "sort_order", type: "int", value: (row) => row.sort },
        ], numbered);
      } else {
        // Each model's new variants go after its others, in the order given.
        inserted = tx.execute(sql`
          insert into variants (id, model_id, colour_slug, color_control, size_name, size_slug, teksonumber, ean, shipping_time, is_active, sort_order)
          select r.id, r."modelId", r."colourSlug", coalesce(r."colourSlug", ''), r."sizeName", r."sizeSlug", r.sku, r.ean, 999, true,
            coalesce((select max(v.sort_order) from variants v where v.model_id = r."modelId"), 0) + row_number() over (partition by r."modelId" order by r.id)
          from ${unnestRows({ id: "int", modelId: "int", sku: "text", ean: "text", colourSlug: "text", sizeName: "text", sizeSlug: "text" }, rows)}`);
      }
      await allStatements([inserted, insertDrawings(tx, drawings, firstImage)]);
      return rows.map((row) => row.id);
    },

    async updateVariants(changes) {
      if (changes.length === 0) return;
      await tx.execute(sql`
        update variants v set ean = coalesce(r.ean, v.ean), colour_slug = coalesce(r."colourSlug", v.colour_slug),
          color_control = coalesce(r."colourSlug", v.color_control), size_name = coalesce(r."sizeName", v.size_name)
        from json_to_recordset(${JSON.stringify(changes)}::json) as r(id int, ean text, "colourSlug" text, "sizeName" text)
        where v.id = r.id`);
    },

    async markImportApplied(id) {
      await tx.execute(sql`update import_runs set applied_at = now(), status = 'applied', models_done = models_total where id = ${id}`);
    },

    async audit(actor, entry) {
      await tx.execute(sql`
        insert into audit_log (actor_id, actor_label, action, entity, entity_id, before, after)
        values (${actor.kind === "staff" ? actor.id : null}, ${actorLabel(actor)}, ${entry.action}, ${entry.entity}, ${entry.entityId},
          ${entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
          ${entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb)`);
    },

    async refreshListing(modelIds) {
      if (bulk) await beforeBulkListing(tx, bulk, modelIds.length);
      await refreshCatalogListing(tx, modelIds);
    },

    async modelCount() {
      const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from product_models`);
      return num(row!.n);
    },

    async startBulkLoad() {
      if (bulk) throw new Error("bulk load already started");
      bulk = await beginBulkLoad(tx);
    },

    async finishBulkLoad(modelIds, note) {
      if (!bulk) throw new Error("no bulk load started");
      await finishBulkLoad(tx, bulk, modelIds, note);
      bulk = null;
    },

    // Asked ahead of the writes queued by then: a check remembers what the file's earlier rows made, so a row
    // needs to know only what the catalogue held before, and its reading need not wait for those writes.
    importReferences: (keys) => importReferencesOf(aheadOfQueue(tx), keys),

    async modelProperties(modelId) {
      const [row] = await queryRows<{ properties: unknown }>(tx, sql`select ${modelPropertiesJson} as properties from product_models m where m.id = ${modelId}`);
      return propertiesOf(row?.properties ?? []);
    },

    async writeProperties(modelId, rows) {
      await tx.execute(sql`delete from model_properties where model_id = ${modelId}`);
      if (rows.length === 0) return;
      await tx.execute(sql`
        insert into model_properties (model_id, property_type_id, property_value_id, value_num, is_for_one_item, sort_order)
        select ${modelId}, r."typeId", r."valueId", r."valueNum"::numeric, r."isForOneItem", r.ord
        from ${unnestRows(
          { typeId: "int", valueId: "int", valueNum: "text", isForOneItem: "bool", ord: "int" },
          rows.map((row, index) => ({ ...row, valueNum: row.valueNum === null ? null : String(row.valueNum), ord: index + 1 })),
        )}`);
    },

    async queueListingRefresh(modelIds) {
      if (modelIds.length === 0) return;
      await tx.execute(sql`insert into listing_refresh_queue (model_id) select unnest(${intArray(modelIds)}) on conflict do nothing`);
    },

    async variantsByCode(codes) {
      if (codes.length === 0) return new Map();
      const rows = await queryRows<{ code: string; variant_id: number; model_id: number }>(
        tx,
        sql`select c.code, v.id as variant_id, v.model_id from unnest(${textArray([...codes])}) as c(code)
            join lateral (select id, model_id from variants where teksonumber = c.code or ean = c.code order by (teksonumber = c.code) desc limit 1) v on true`,
      );
      return new Map(rows.map((row) => [row.code, { variantId: num(row.variant_id), modelId: num(row.model_id) }]));
    },

    storeIds: () => storeIdsOf(tx),
  };
}

function planFromRow(row: Record<string, unknown>): PricePlan {
  const cents = (value: unknown) => (value === null || value === undefined ? null : num(value));
  return {
    regularCents: num(row.regular_cents),
    saleCents: cents(row.sale_cents),
    saleStartsAt: toDateOrNull(row.sale_starts_at),
    saleEndsAt: toDateOrNull(row.sale_ends_at),
    clubCents: cents(row.club_cents),
    outdoorCents: cents(row.outdoor_cents),
  };
}

export function createBackOfficeRepository(db: Db): BackOfficeRepository {
  return {
    async findModels(query) {
      const offset = (query.page - 1) * PAGE_SIZE;
      const details = (from: SQL, where: SQL, extra: SQL = sql``) => sql`
        select m.id, coalesce(t.name, tf.name, m.slug) as name, b.name as brand, coalesce(gt.name, '') as group_name,
          (select count(*) from variants v where v.model_id = m.id)::int as variants, case when not m.is_public then 'staff' when m.campaign_only then 'hidden' else 'public' end as visibility, m.updated_at${extra}
        from ${from}
        join brands b on b.id = m.brand_id
        left join product_model_translations t on t.model_id = m.id and t.lang = ${query.lang}
        left join product_model_translations tf on tf.model_id = m.id and tf.lang = 'fi'
        left join product_group_translations gt on gt.group_id = m.main_group_id and gt.lang = ${query.lang}
        where ${where}
        order by ${SORTS[query.sort]}`;
      // A page that is not full already tells the count (a SKU, an EAN or a rare name finds a few models), so the
      // count runs only after a full or an empty page.
      const totalOf = async (rows: readonly unknown[], count: SQL) =>
        rows.length < PAGE_SIZE && (rows.length > 0 || query.page === 1)
          ? offset + rows.length
          : num((await queryRows<{ total: number }>(db, count))[0]?.total ?? 0);
      const trimmed = query.text.trim();
      const hitSort = HIT_SORTS[query.sort];
      let rows: Array<Record<string, unknown>>;
      let total: number;
      if (trimmed !== "" && hitSort && query.brandId === null && query.groupId === null && query.visibility === null) {
        const hits = textHits(trimmed);
        // The page's rows carry the count of all hits: the text is matched once, not again for the count.
        // A prepared statement with its generic plan: planning these joins took as long as running them (1.5 ms of
        // about 3.5), and the plan is the same whatever the words (the trigram index, then the page's 50 rows).
        rows = await preparedRows<Record<string, unknown>>(
          db,
          staffSearchStatement,
          details(
            sql`(select h.model_id, count(*) over () as hit_total from (${hits}) h order by ${hitSort} limit ${PAGE_SIZE} offset ${offset}) p join product_models m on m.id = p.model_id`,
            sql`true`,
            sql`, p.hit_total`,
          ),
        );
        total = rows.length > 0 ? num(rows[0]!.hit_total) : await totalOf(rows, sql`select count(*)::int as total from (${hits}) h`);
      } else {
        const where = sql.join(
          [
            textMatch(query.text),
            query.brandId === null ? sql`true` : sql`m.brand_id = ${query.brandId}`,
            query.groupId === null ? sql`true` : sql`exists (select 1 from product_model_groups g where g.model_id = m.id and g.group_id = ${query.groupId})`,
            query.visibility === null ? sql`true` : sql`case when not m.is_public then 'staff' when m.campaign_only then 'hidden' else 'public' end = ${query.visibility}`,
          ],
          sql` and `,
        );
        // The count apart from the page: without a window over every row, the page of the whole catalogue in id
        // or edit order reads only its 50 rows through an index.
        rows = await queryRows<Record<string, unknown>>(db, sql`${details(sql`product_models m`, where)} limit ${PAGE_SIZE} offset ${offset}`);
        total = await totalOf(rows, sql`select count(*)::int as total from product_models m where ${where}`);
      }
      return {
        total,
        rows: rows.map(
          (row): ModelRow => ({
            id: num(row.id),
            name: String(row.name),
            brand: String(row.brand),
            group: String(row.group_name),
            variants: num(row.variants),
            visibility: row.visibility as Visibility,
            updatedAt: toDate(row.updated_at),
          }),
        ),
      };
    },

    async model(id, lang) {
      // Prepared, as the editor's every page reads it: planning its subqueries cost as much as running them.
      const [row] = await preparedRows<Record<string, unknown>>(
        db,
        "admin-model",
        sql`select m.id, m.version, m.slug, m.brand_id, b.slug as brand_slug, m.main_group_id, m.is_public, m.tax_class, m.modelnumber,
              m.belongs_to_outlet, m.discounts_allowed, m.show_discount_percentage, m.on_order, m.campaign_only, m.is_extended_range, m.updated_at,
              m.size_table_id, m.second_hand_parent_id,
              (select coalesce(json_agg(mt.tag_id order by mt.tag_id), '[]') from model_tags mt where mt.model_id = m.id) as tag_ids,
              (select coalesce(json_agg(mr.ribbon_id order by mr.sort_order, mr.ribbon_id), '[]') from model_ribbons mr where mr.model_id = m.id) as ribbon_ids,
              ${modelPropertiesJson} as properties,
              (select c.path from catalog_listing c where c.model_id = m.id and c.lang = ${lang}) as shop_path,
              (select coalesce(json_agg(g.group_id order by g.group_id), '[]') from product_model_groups g where g.model_id = m.id) as group_ids,
              (select coalesce(json_object_agg(t.lang, json_build_object('name', t.name, 'slug', t.slug, 'shortDescription', t.short_description,
                 'descriptionHtml', t.long_description_html, 'metaDescription', t.meta_description)), '{}')
                 from product_model_translations t where t.model_id = m.id) as texts,
              (select coalesce(json_agg(json_build_object(
                  'id', v.id, 'sku', v.teksonumber, 'ean', v.ean, 'colourSlug', v.colour_slug, 'colourName', coalesce(ct.name, v.colour_slug, ''),
                  'sizeName', v.size_name, 'isActive', v.is_active, 'incomingQuantity', v.incoming_quantity, 'incomingOn', v.incoming_at,
                  'plan', (select to_json(p) from variant_price_plans p where p.variant_id = v.id),
                  'current', (select json_build_object('activeCents', vp.active_cents, 'regularCents', vp.regular_cents, 'clubCents', vp.club_cents,
                      'lowest30dCents', vp.lowest_30d_cents, 'priceType', vp.price_type, 'discountFreeCents', vp.discount_free_cents)
                    from variant_prices vp where vp.variant_id = v.id and vp.tax_area_id = ${HOME_TAX_AREA}),
                  'stock', (select coalesce(json_object_agg(st.store_id, json_build_object('quantity', st.quantity, 'reserved', st.reserved, 'blocked', st.blocked)), '{}')
                    from stock st where st.variant_id = v.id)
                ) order by v.sort_order, v.id), '[]')
                from variants v left join colour_translations ct on ct.colour_slug = v.colour_slug and ct.lang = ${lang}
                where v.model_id = m.id) as variants
            from product_models m join brands b on b.id = m.brand_id
            where m.id = ${id}`,
      );
      if (!row) return null;
      type VariantJson = Omit<AdminModel["variants"][number], "plan" | "current"> & {
        plan: Record<string, unknown> | null;
        current: { activeCents: number; regularCents: number; clubCents: number | null; lowest30dCents: number | null; priceType: PriceType; discountFreeCents: number } | null;
      };
      return {
        id: num(row.id),
        version: num(row.version),
        slug: String(row.slug),
        brandId: num(row.brand_id),
        brandSlug: String(row.brand_slug),
        mainGroupId: row.main_group_id === null ? null : num(row.main_group_id),
        groupIds: (row.group_ids as number[]).map(num),
        visibility: (!row.is_public ? "staff" : row.campaign_only ? "hidden" : "public") as Visibility,
        taxClass: String(row.tax_class),
        modelnumber: String(row.modelnumber),
        flags: {
          outlet: Boolean(row.belongs_to_outlet),
          discountsAllowed: Boolean(row.discounts_allowed),
          showDiscountPercentage: Boolean(row.show_discount_percentage),
          onOrder: Boolean(row.on_order),
          extendedRange: Boolean(row.is_extended_range),
        },
        texts: row.texts as AdminModel["texts"],
        tagIds: (row.tag_ids as number[]).map(num),
        ribbonIds: (row.ribbon_ids as number[]).map(num),
        properties: propertiesOf(row.properties),
        sizeTableId: row.size_table_id === null ? null : num(row.size_table_id),
        secondHandParentId: row.second_hand_parent_id === null ? null : num(row.second_hand_parent_id),
        images: await modelImages(db, id),
        bundles: await modelBundles(db, id, lang),
        updatedAt: toDate(row.updated_at),
        shopPath: (row.shop_path as string | null) ?? null,
        variants: (row.variants as VariantJson[]).map((variant) => ({
          ...variant,
          plan: variant.plan ? planFromRow(variant.plan) : planFromCurrent(variant.current),
          current: variant.current ? { activeCents: variant.current.activeCents, lowest30dCents: variant.current.lowest30dCents, priceType: variant.current.priceType } : null,
        })),
      };
    },

    async choices(lang) {
      const [row] = await preparedRows<EditorChoices & Record<string, unknown>>(
        db,
        "admin-choices",
        sql`select
          (select coalesce(json_agg(json_build_object('id', g.id, 'name', coalesce(t.name, g.slug)) order by g.id), '[]')
             from tags g left join tag_translations t on t.tag_id = g.id and t.lang = ${lang}) as tags,
          (select coalesce(json_agg(json_build_object('id', r.id, 'name', coalesce(t.name, r.slug)) order by r.id), '[]')
             from ribbons r left join ribbon_translations t on t.ribbon_id = r.id and t.lang = ${lang}) as ribbons,
          (select coalesce(json_agg(json_build_object('id', s.id, 'name', coalesce(t.name, s.name)) order by s.id), '[]')
             from size_tables s left join size_table_translations t on t.size_table_id = s.id and t.lang = ${lang}) as "sizeTables",
          (select coalesce(json_agg(json_build_object('id', id, 'name', name) order by lower(name)), '[]') from brands) as brands,
          (select coalesce(json_agg(json_build_object('id', g.id, 'name', coalesce(t.name, g.slug), 'depth', g.depth) order by g.path), '[]')
             from product_groups g left join product_group_translations t on t.group_id = g.id and t.lang = ${lang}) as groups,
          (select coalesce(json_agg(json_build_object('slug', c.slug, 'name', coalesce(t.name, c.slug)) order by c.sort_order, c.slug), '[]')
             from colours c left join colour_translations t on t.colour_slug = c.slug and t.lang = ${lang}) as colours,
          (select coalesce(json_agg(json_build_object('id', s.id, 'name', coalesce(t.name, s.name)) order by s.id), '[]')
             from stores s left join store_translations t on t.store_id = s.id and t.lang = ${lang} where s.removed_at is null) as stores,
          (select coalesce(json_agg(json_build_object('id', p.id, 'slug', p.slug, 'name', coalesce(t.name, p.slug), 'unit', p.unit, 'kind', p.filter_kind,
              'values', (select coalesce(json_agg(json_build_object('id', v.id, 'slug', v.slug, 'name', coalesce(vt.name, v.slug)) order by v.sort_order, v.id), '[]')
                 from property_values v left join property_value_translations vt on vt.property_value_id = v.id and vt.lang = ${lang}
                 where v.property_type_id = p.id)) order by p.sort_order, p.id), '[]')
             from property_types p left join property_type_translations t on t.property_type_id = p.id and t.lang = ${lang}) as properties`,
      );
      return row!;
    },

    transaction(work) {
      return db.transaction((tx) => work(backOfficeTransaction(tx as unknown as Db)));
    },

    async auditPage(query) {
      const where = sql.join(
        [
          query.entity === null ? sql`true` : sql`entity = ${query.entity}`,
          query.entityId === null ? sql`true` : sql`entity_id = ${query.entityId}`,
          query.entryId === null ? sql`true` : sql`id = ${query.entryId}`,
        ],
        sql` and `,
      );
      const rows = await queryRows<Record<string, unknown>>(
        db,
        // Counted apart from the page: a window's count over the entries would read every entry's before and
        // after (kilobytes each) only to count them.
        sql`with page as (
              select id, at, actor_label, action, entity, entity_id, before, after
              from audit_log where ${where} order by id desc limit ${PAGE_SIZE} offset ${(query.page - 1) * PAGE_SIZE}
            )
            select id, at, actor_label, action, entity, entity_id, (select count(*)::int from audit_log where ${where}) as total,
              ${auditSide("before", query.arrayItems)}, ${auditSide("after", query.arrayItems)}
            from page order by id desc`,
      );
      // A page past the last has no row to carry the count: it is asked for apart.
      const total =
        rows.length > 0 ? num(rows[0]!.total) : query.page === 1 ? 0 : num((await queryRows<{ total: number }>(db, sql`select count(*)::int as total from audit_log where ${where}`))[0]!.total);
      return {
        total,
        rows: rows.map(
          (row): AuditEntry => ({
            id: num(row.id),
            at: toDate(row.at),
            actor: String(row.actor_label),
            action: String(row.action),
            entity: String(row.entity),
            entityId: String(row.entity_id),
            before: row.before ?? null,
            after: row.after ?? null,
            beforeItems: row.before_items === null || row.before_items === undefined ? null : num(row.before_items),
            afterItems: row.after_items === null || row.after_items === undefined ? null : num(row.after_items),
          }),
        ),
      };
    },

    async tokens() {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select t.id, t.name, t.scopes, t.created_at, c.email as created_by, t.revoked_at, t.last_used_at
            from integration_tokens t left join customers c on c.id = t.created_by order by t.id desc`,
      );
      return rows.map(
        (row): TokenRow => ({
          id: num(row.id),
          name: String(row.name),
          scopes: row.scopes as TokenScope[],
          createdAt: toDate(row.created_at),
          createdBy: (row.created_by as string | null) ?? null,
          revokedAt: toDateOrNull(row.revoked_at),
          lastUsedAt: toDateOrNull(row.last_used_at),
        }),
      );
    },

    async createToken(input, audit) {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into integration_tokens (name, token_hash, scopes, created_by) values (${input.name}, ${input.hash}, ${JSON.stringify(input.scopes)}::jsonb, ${input.createdBy}) returning id`,
        );
        const id = num(row!.id);
        await audit(backOfficeTransaction(tx), id);
        return id;
      });
    },

    async revokeToken(id, audit) {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const rows = await queryRows(tx, sql`update integration_tokens set revoked_at = now() where id = ${id} and revoked_at is null returning id`);
        if (rows.length === 0) return false;
        await audit(backOfficeTransaction(tx));
        return true;
      });
    },

    async tokenByHash(hash) {
      const [row] = await queryRows<{ id: number; name: string; scopes: TokenScope[] }>(
        db,
        // The last use is noted to the minute: an ERP calling many times a minute would otherwise write the
        // token's row on every call, each call waiting for the one before on that row.
        sql`with token as (select id, name, scopes, last_used_at from integration_tokens where token_hash = ${hash} and revoked_at is null),
              noted as (update integration_tokens t set last_used_at = now() from token
                where t.id = token.id and (token.last_used_at is null or token.last_used_at < now() - interval '1 minute'))
            select id, name, scopes from token`,
      );
      return row ? { kind: "token", id: num(row.id), name: row.name, scopes: row.scopes } : null;
    },

    async duePricePlans(now, limit) {
      const rows = await queryRows<{ model_id: number; variant_id: number }>(
        db,
        sql`select v.model_id, p.variant_id from variant_price_plans p join variants v on v.id = p.variant_id
            where p.next_change_at is not null and p.next_change_at <= ${now.toISOString()}::timestamptz
            order by p.next_change_at limit ${limit}`,
      );
      return rows.map((row) => ({ modelId: num(row.model_id), variantId: num(row.variant_id) }));
    },

    async dataVersion() {
      const [row] = await queryRows<{ version: string | number | null }>(db, sql`select max(id) as version from audit_log where entity <> 'stock'`);
      return String(row?.version ?? 0);
    },

    importReferences: (keys) => importReferencesOf(db, keys),

    async saveImportRun(run, createdBy) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into import_runs (created_by, file_name, format, content, rows, problems, counts)
            values (${createdBy}, ${run.fileName}, ${run.format}, ${run.content}, ${run.rows}, ${JSON.stringify(run.problems)}::jsonb, ${JSON.stringify(run.counts)}::jsonb)
            returning id`,
      );
      return num(row!.id);
    },

    async importRun(id) {
      const [row] = await queryRows<Record<string, unknown>>(db, sql`select * from import_runs where id = ${id}`);
      return row ? { ...importRunOf(row), content: String(row.content) } : null;
    },

    async claimImport(id, modelsTotal) {
      const rows = await queryRows(
        db,
        sql`update import_runs set status = 'applying', models_done = 0, models_total = ${modelsTotal}, error = null
            where id = ${id} and status in ('checked', 'failed') and applied_at is null returning id`,
      );
      return rows.length > 0;
    },

    async importProgress(id, modelsDone) {
      await db.execute(sql`update import_runs set models_done = greatest(models_done, ${modelsDone}) where id = ${id} and status = 'applying'`);
    },

    async failImport(id, error) {
      await db.execute(sql`update import_runs set status = 'failed', error = ${error} where id = ${id} and status = 'applying'`);
    },

    async importRuns(limit) {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select id, file_name, format, rows, problems, counts, status, models_done, models_total, error, created_at, applied_at
            from import_runs order by id desc limit ${limit}`,
      );
      return rows.map(importRunOf);
    },

    async exportRows(afterVariantId, limit, storeIds) {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select v.id, v.teksonumber as sku, m.slug as model, b.slug as brand, coalesce(g.path, '') as "group",
              case when not m.is_public then 'staff' when m.campaign_only then 'hidden' else 'public' end as visibility, coalesce(v.colour_slug, '') as colour,
              v.size_name as size, coalesce(v.ean, '') as ean, p.regular_cents, p.sale_cents, p.sale_starts_at, p.sale_ends_at, p.club_cents,
              vp.regular_cents as current_regular, vp.active_cents as current_active, vp.club_cents as current_club, vp.price_type,
              (select json_object_agg(t.lang, json_build_array(t.name, t.short_description, t.long_description_html))
                 from product_model_translations t where t.model_id = m.id) as texts,
              (select json_object_agg(s.store_id, s.quantity) from stock s where s.variant_id = v.id) as stock
            from variants v
            join product_models m on m.id = v.model_id
            join brands b on b.id = m.brand_id
            left join product_groups g on g.id = m.main_group_id
            left join variant_price_plans p on p.variant_id = v.id
            left join variant_prices vp on vp.variant_id = v.id and vp.tax_area_id = ${HOME_TAX_AREA}
            where v.id > ${afterVariantId}
            order by v.id
            limit ${limit}`,
      );
      return rows.map((row) => {
        const money = (value: unknown) => (value === null || value === undefined ? "" : centsText(num(value)));
        const plan = row.regular_cents !== null && row.regular_cents !== undefined;
        const reduced = !plan && row.current_active !== null && num(row.current_active) < num(row.current_regular) && row.price_type !== "outdoor";
        const values: Record<string, string> = {
          sku: String(row.sku),
          model: String(row.model),
          brand: String(row.brand),
          group: String(row.group),
          visibility: String(row.visibility),
          colour: String(row.colour),
          size: String(row.size),
          ean: String(row.ean),
          regular_price: plan ? money(row.regular_cents) : money(row.current_regular),
          sale_price: plan ? money(row.sale_cents) : reduced ? money(row.current_active) : "",
          sale_start: plan && row.sale_starts_at ? dayText(toDate(row.sale_starts_at)) : "",
          sale_end: plan && row.sale_ends_at ? dayText(toDate(row.sale_ends_at), { lastDay: true }) : "",
          club_price: plan ? money(row.club_cents) : money(row.current_club),
        };
        const texts = (row.texts as Record<string, [string, string, string]> | null) ?? {};
        for (const [lang, [name, short, description]] of Object.entries(texts)) {
          values[`name_${lang}`] = name;
          values[`short_${lang}`] = short;
          values[`description_${lang}`] = description;
        }
        const stock = (row.stock as Record<string, number> | null) ?? {};
        for (const storeId of storeIds) values[`stock_${storeId}`] = String(stock[storeId] ?? 0);
        return { variantId: num(row.id), values };
      });
    },

    storeIds: () => storeIdsOf(db),

    async refreshQueuedListings(limit) {
      // Taken in a short transaction of its own: a stock call queueing a model meanwhile must not wait for the
      // rebuild. A rebuild that fails puts its models back.
      const taken = await queryRows<{ model_id: number }>(
        db,
        sql`delete from listing_refresh_queue where model_id in (
              select model_id from listing_refresh_queue order by queued_at limit ${limit} for update skip locked)
            returning model_id`,
      );
      if (taken.length === 0) return 0;
      const ids = taken.map((row) => num(row.model_id));
      try {
        await db.transaction((tx) => refreshCatalogListing(tx as unknown as Db, ids));
      } catch (error) {
        await db.execute(sql`insert into listing_refresh_queue (model_id) select unnest(${intArray(ids)}) on conflict do nothing`);
        throw error;
      }
      return ids.length;
    },
  };
}

function importRunOf(row: Record<string, unknown>) {
  return {
    id: num(row.id),
    fileName: String(row.file_name),
    format: row.format === "json" ? ("json" as const) : ("csv" as const),
    rows: num(row.rows),
    problems: row.problems as Array<{ line: number; column: string; problem: ImportProblemCode }>,
    counts: row.counts as { newModels: number; changedModels: number; newVariants: number; changedVariants: number },
    status: (["checked", "applying", "applied", "failed"] as const).find((status) => status === row.status) ?? "checked",
    modelsDone: num(row.models_done),
    modelsTotal: num(row.models_total),
    error: (row.error as string | null) ?? null,
    createdAt: toDate(row.created_at),
    appliedAt: toDateOrNull(row.applied_at),
  };
}

/** The plan a variant priced before the back office had: its home tax area's prices read back. */
function planFromCurrent(current: { activeCents: number; regularCents: number; clubCents: number | null; priceType: PriceType; discountFreeCents: number } | null): PricePlan {
  if (!current) return { regularCents: 0, saleCents: null, saleStartsAt: null, saleEndsAt: null, clubCents: null, outdoorCents: null };
  const reduced = current.activeCents < current.regularCents;
  return {
    regularCents: current.regularCents,
    saleCents: reduced && current.priceType !== "outdoor" ? current.activeCents : null,
    saleStartsAt: null,
    saleEndsAt: null,
    clubCents: current.clubCents,
    outdoorCents: reduced && current.priceType === "outdoor" ? current.activeCents : null,
  };
}

