/**
 * Keeps the catalogue read model (`catalog_listing`) in step with the normalized catalogue tables.
 * Call `refreshCatalogListing(db, modelIds)` in the same transaction as a catalogue write, or with no ids
 * to rebuild everything. Each call is a single INSERT ... SELECT ... ON CONFLICT DO UPDATE per chunk.
 */
import { sql, type SQL } from "drizzle-orm";
import { LANGUAGES, TS_CONFIG_BY_LANG, type Lang } from "../i18n/languages.ts";
import { runStatements, type Db } from "./client.server.ts";
import { GIFT_CARD_MODEL_IDS } from "../core/product/gift-card.ts";


/**
 * Models per statement. Each statement joins whole tables, so fewer, larger statements are faster; the
 * bound keeps one statement's memory reasonable on PGlite (32-bit wasm): 20,000 models used about 650 MB.
 */
const FULL_REBUILD_CHUNK = 20_000;
const CHUNK = 5_000;
/**
 * For thousands of models at a time, settings that last to the end of the transaction (outside one, this
 * statement only): compiling the statement costs PostgreSQL's JIT seconds and saves nothing; its hash joins
 * spill to disk in the default 4 MB; and the default random page cost (a spinning disk's) makes it hash the
 * whole stock and price tables where reading the chunk's few per cent of rows by index is several times
 * faster. Below a few hundred models the plan is small and fast as it is.
 */
const BIG_CHUNK = 200;
const BIG_CHUNK_SETTINGS = sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true), set_config('random_page_cost', '1.1', true)`;

/** A text[] parameter; quoting keeps any value a single element. */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`}::text[]`;
}

export function intArray(ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`not an integer id: ${id}`);
  return sql`${`{${ids.join(",")}}`}::int[]`;
}

/**
 * Rebuild the listing rows of the given models (all models when `modelIds` is omitted), in every
 * language the model has a translation in. Rows of models without translations (or deleted) are removed.
 */
export async function refreshCatalogListing(
  db: Db,
  modelIds?: readonly number[],
  options: { chunkSize?: number; baselineColumns?: boolean } = {},
): Promise<void> {
  const chunk = options.chunkSize ?? (modelIds === undefined ? FULL_REBUILD_CHUNK : CHUNK);
  const refreshChunk = (db: Db, ids: readonly number[]) => refreshListingChunk(db, ids, options.baselineColumns ?? false);
  if (modelIds === undefined) {
    // Rows of deleted models go with them (foreign key on delete cascade).
    const rows = (await db.execute(sql`select id from product_models order by id`)) as { rows: { id: number }[] };
    const all = rows.rows.map((r) => Number(r.id));
    for (let i = 0; i < all.length; i += chunk) await refreshChunk(db, all.slice(i, i + chunk));
    return;
  }
  const unique = [...new Set(modelIds)];
  for (let i = 0; i < unique.length; i += chunk) await refreshChunk(db, unique.slice(i, i + chunk));
}

/** Recompute rating_avg / rating_count of models from their visible reviews (all models when omitted). */
export async function refreshModelRatings(db: Db, modelIds?: readonly number[]): Promise<void> {
  const target =
    modelIds === undefined
      ? sql`select id from product_models`
      : sql`select distinct x.id from unnest(${intArray([...modelIds])}) as x(id)`;
  await db.execute(sql`
    with target as (${target}),
    agg as (
      select r.model_id, round(avg(r.rating)::numeric, 2) as avg, count(*)::int as cnt
      from reviews r join target t on t.id = r.model_id
      where r.is_visible
      group by r.model_id
    )
    update product_models m set rating_avg = coalesce(agg.avg, 0), rating_count = coalesce(agg.cnt, 0)
    from target left join agg on agg.model_id = target.id
    where m.id = target.id`);
}

async function refreshListingChunk(db: Db, ids: readonly number[], baselineColumns: boolean): Promise<void> {
  if (ids.length === 0) return;
  const idArray = intArray([...ids]);
  await runStatements(db, [
    ...(ids.length >= BIG_CHUNK ? [BIG_CHUNK_SETTINGS] : []),
    sql`
      delete from catalog_listing c
      using unnest(${idArray}) as x(id)
      where c.model_id = x.id
        and not exists (select 1 from product_model_translations t where t.model_id = c.model_id and t.lang = c.lang)`,
    listingUpsert(idArray, { baselineColumns }),
    ...(baselineColumns
      ? []
      : [
          // Written only where it changed, as the listing's rows are: its trigram index is costly to write.
          sql`delete from model_search_text s using unnest(${idArray}) as x(id)
              where s.model_id = x.id and not exists (select 1 from catalog_listing c where c.model_id = x.id)`,
          sql`
            insert into model_search_text as s (model_id, text, updated_at)
            select c.model_id, string_agg(distinct c.name_trgm, ' '), m.updated_at
            from unnest(${idArray}) as x(id) join catalog_listing c on c.model_id = x.id join product_models m on m.id = x.id
            group by c.model_id, m.updated_at
            on conflict (model_id) do update set text = excluded.text, updated_at = excluded.updated_at
            where (s.text, s.updated_at) is distinct from (excluded.text, excluded.updated_at)`,
        ]),
  ]);
}

const LANG_ARRAY = sql.raw(`array[${LANGUAGES.map((l) => `'${l}'`).join(", ")}]::text[]`);

/**
 * The INSERT ... SELECT ... ON CONFLICT statement for a set of model ids (exported for EXPLAIN in benchmarks).
 * Every per-model fact is aggregated once in a CTE and joined by hash: correlated subqueries per row
 * were an order of magnitude slower on PGlite. `baselineColumns` leaves out what later migrations added to the
 * tables of the migration baseline (the pictures' hashes): the baseline's test seeds a database made by the
 * migrations the baseline replaced.
 */
export function listingUpsert(idArray: SQL, { baselineColumns = false } = {}): SQL {
  const pictureOf = (alias: string) => (baselineColumns ? sql`null::text` : sql.raw(`${alias}.picture_hash`));
  const pictureColumn = baselineColumns ? sql`` : sql`, image_picture`;
  return sql`
    with recursive
    ancestors(group_id, ancestor_id) as (
      select id, id from product_groups
      union all
      select a.group_id, g.parent_id from ancestors a join product_groups g on g.id = a.ancestor_id
      where g.parent_id is not null
    ),
    langs as (select unnest(${LANG_ARRAY}) as lang),
    models as (
      -- A join, not "id = any($1)": PostgreSQL scans a parameter array linearly for every row.
      select m.* from unnest(${idArray}) as x(id) join product_models m on m.id = x.id
    ),
    model_groups as (
      select mg.model_id, array_agg(distinct a.ancestor_id order by a.ancestor_id) as group_ids
      from product_model_groups mg
      join models m on m.id = mg.model_id
      join ancestors a on a.group_id = mg.group_id
      group by mg.model_id
    ),
    model_group_paths as (
      select mg.model_id, pgt.lang, array_agg(pgt.path order by pgt.path) as paths
      from model_groups mg
      cross join unnest(mg.group_ids) as gid(group_id)
      join product_group_translations pgt on pgt.group_id = gid.group_id
      group by mg.model_id, pgt.lang
    ),
    active_variants as (
      select v.* from variants v join models m on m.id = v.model_id where v.is_active
    ),
    stock_rows as materialized (
      select v.id as variant_id, v.model_id, s.store_id, greatest(s.quantity - s.reserved, 0) as free, s.blocked
      from active_variants v join stock s on s.variant_id = v.id
    ),
    variant_stock as (
      select v.id as variant_id, v.model_id,
        coalesce(sum(s.free) filter (where not s.blocked), 0) as orderable_qty,
        coalesce(sum(s.free), 0) as physical_qty
      from active_variants v left join stock_rows s on s.variant_id = v.id
      group by v.id, v.model_id
    ),
    model_stock as (
      select s.model_id,
        array_agg(distinct s.store_id order by s.store_id) as store_ids,
        array_agg(distinct st.slug order by st.slug) as store_slugs
      from stock_rows s
      join stores st on st.id = s.store_id
      where s.free > 0
      group by s.model_id
    ),
    model_orderable as (
      select model_id, bool_or(orderable_qty > 0) as any_orderable, count(*)::int as variant_count
      from variant_stock group by model_id
    ),
    model_sizes as (
      select model_id, array_agg(size_name order by sort, size_name) as sizes, min(sort) as size_sort
      from (
        select model_id, size_name, min(size_sort_order) as sort
        from active_variants where size_name <> '' group by model_id, size_name
      ) s
      group by model_id
    ),
    colour_rows as (
      select v.model_id, v.colour_slug, min(v.color_control) as control,
        count(*) filter (where vs.physical_qty > 0)::int as in_stock
      from active_variants v join variant_stock vs on vs.variant_id = v.id
      where v.colour_slug is not null
      group by v.model_id, v.colour_slug
    ),
    -- Each colour's first picture, for the card's swatch preview: read with the card, not looked up per card.
    colour_first_images as (
      select distinct on (i.model_id, i.colour_slug) i.model_id, i.colour_slug, i.id, ${pictureOf("i")} as picture_hash
      from images i join models m on m.id = i.model_id
      where i.colour_slug is not null
      order by i.model_id, i.colour_slug, i.sort_order, i.id
    ),
    model_colours as (
      select c.model_id, lg.lang,
        jsonb_agg(jsonb_build_object('slug', c.colour_slug, 'control', c.control,
          'name', coalesce(ct.name, c.colour_slug), 'hex', co.hex, 'family', co.family, 'inStock', c.in_stock,
          'image', ci.id, 'picture', ci.picture_hash)
          order by c.in_stock desc, coalesce(ct.name, c.colour_slug)) as colours
      from colour_rows c
      join colours co on co.slug = c.colour_slug
      left join colour_first_images ci on ci.model_id = c.model_id and ci.colour_slug = c.colour_slug
      cross join langs lg
      left join colour_translations ct on ct.colour_slug = c.colour_slug and ct.lang = lg.lang
      group by c.model_id, lg.lang
    ),
    model_colour_families as (
      select c.model_id, array_agg(distinct co.family order by co.family) as families
      from colour_rows c join colours co on co.slug = c.colour_slug
      group by c.model_id
    ),
    variant_price_rows as materialized (
      select v.model_id, p.tax_area_id, p.active_cents, p.regular_cents, p.club_cents, p.lowest_30d_cents,
        p.discount_free_cents, p.price_type
      from active_variants v join variant_prices p on p.variant_id = v.id
    ),
    price_ranges as (
      select model_id, tax_area_id, min(active_cents) as min_cents, max(active_cents) as max_cents
      from variant_price_rows group by model_id, tax_area_id
    ),
    cheapest as (
      -- The other prices of the cheapest variant(s); hash aggregates, sorting was slower on PGlite.
      select r.model_id, r.tax_area_id, r.min_cents, r.max_cents, r.min_cents as active_cents,
        min(p.regular_cents) as regular_cents, min(p.club_cents) as club_cents,
        min(p.lowest_30d_cents) as lowest_30d_cents, min(p.discount_free_cents) as discount_free_cents,
        min(p.price_type) as price_type
      from variant_price_rows p
      join price_ranges r on r.model_id = p.model_id and r.tax_area_id = p.tax_area_id and r.min_cents = p.active_cents
      group by r.model_id, r.tax_area_id, r.min_cents, r.max_cents
    ),
    model_prices as (
      select model_id, jsonb_object_agg(tax_area_id::text, jsonb_build_object(
        'min', min_cents, 'max', max_cents, 'active', active_cents, 'regular', regular_cents,
        'club', club_cents, 'lowest30d', lowest_30d_cents, 'discountFree', discount_free_cents,
        'type', price_type)) as prices
      from cheapest group by model_id
    ),
    bundle_model_prices as (
      -- Package models (is_bundle) have no variants of their own: they are priced by their bundle.
      select main_model_id as model_id, jsonb_object_agg(tax_area_id::text, jsonb_build_object(
        'min', min_cents, 'max', max_cents, 'active', min_cents, 'regular', regular_cents, 'club', null,
        'lowest30d', null, 'discountFree', regular_cents,
        'type', case when min_cents < regular_cents then 'discount' else 'normal' end)) as prices
      from (
        select b.main_model_id, p.tax_area_id, min(p.active_cents) as min_cents, max(p.active_cents) as max_cents,
          min(p.regular_cents) as regular_cents
        from bundles b
        join models m on m.id = b.main_model_id and m.is_bundle
        join bundle_prices p on p.bundle_id = b.id
        where b.is_active
        group by b.main_model_id, p.tax_area_id
      ) bp
      group by main_model_id
    ),
    first_image as (
      select distinct on (i.model_id) i.model_id, i.id, ${pictureOf("i")} as picture_hash
      from images i join models m on m.id = i.model_id
      order by i.model_id, (i.colour_slug is distinct from m.promoted_colour), i.sort_order, i.id
    ),
    model_tag_list as (
      select mt.model_id, lg.lang,
        jsonb_agg(jsonb_build_object('slug', tg.slug, 'name', coalesce(tt.name, tg.slug),
          'bgColor', tg.bg_color, 'textColor', tg.text_color) order by tg.id) as tags
      from model_tags mt
      join models m on m.id = mt.model_id
      join tags tg on tg.id = mt.tag_id
      cross join langs lg
      left join tag_translations tt on tt.tag_id = tg.id and tt.lang = lg.lang
      group by mt.model_id, lg.lang
    ),
    model_ribbon_list as (
      select mr.model_id, lg.lang,
        jsonb_agg(jsonb_build_object('slug', r.slug, 'name', coalesce(rt.name, r.slug), 'value', r.value)
          order by mr.sort_order, r.id) as ribbons
      from model_ribbons mr
      join models m on m.id = mr.model_id
      join ribbons r on r.id = mr.ribbon_id
      cross join langs lg
      left join ribbon_translations rt on rt.ribbon_id = r.id and rt.lang = lg.lang
      group by mr.model_id, lg.lang
    ),
    model_properties_agg as (
      -- Language independent: the card needs slug, filter and values; names come from the property types.
      select model_id,
        jsonb_agg(jsonb_build_object('slug', slug, 'filter', filter_kind, 'unit', unit, 'values', vals)
          order by type_order, slug) as properties,
        jsonb_object_agg(slug, vals) as property_values
      from (
        select mp.model_id, pt.slug, pt.sort_order as type_order, pt.filter_kind, pt.unit,
          jsonb_agg(coalesce(to_jsonb(pv.slug), to_jsonb(mp.value_num::float8)) order by mp.sort_order, mp.id) as vals
        from model_properties mp
        join models m on m.id = mp.model_id
        join property_types pt on pt.id = mp.property_type_id
        left join property_values pv on pv.id = mp.property_value_id
        group by mp.model_id, pt.slug, pt.sort_order, pt.filter_kind, pt.unit
      ) x
      group by model_id
    ),
    rows as (
      select
        m.id as model_id, t.lang, t.name, t.slug, b.id as brand_id, b.name as brand_name, b.slug as brand_slug,
        -- Gift cards and packages live under /old (core/product/page-address.ts): cards link there directly.
        case when m.is_bundle or m.is_gift_card or m.id = any(${intArray([...GIFT_CARD_MODEL_IDS])}) then '/old' else '' end ||
        '/' || b.slug || '/' || coalesce(gt.path || '/', '') || t.slug || '/' as path,
        m.main_group_id, fi.id as image_id, fi.picture_hash as image_picture,
        coalesce(mc.colours, '[]'::jsonb) as colours,
        coalesce(mcf.families, '{}') as colour_families,
        coalesce(ms.sizes, '{}') as sizes, coalesce(ms.size_sort, 0) as size_sort,
        coalesce(mg.group_ids, '{}') as group_ids,
        coalesce(mgp.paths, '{}') as group_paths,
        coalesce(mst.store_ids, '{}') as in_stock_store_ids,
        coalesce(mst.store_slugs, '{}') as in_stock_store_slugs,
        (m.on_order and coalesce(mo.variant_count, 0) > 0) or coalesce(mo.any_orderable, false)
          or bmp.prices is not null as is_orderable,
        coalesce(mo.variant_count, 0) as variant_count,
        coalesce(mp.prices, bmp.prices, '{}'::jsonb) as prices,
        m.rating_avg as rating, m.rating_count, m.sold_amount, m.sales_rank, m.created_at,
        m.is_public, m.belongs_to_outlet as is_outlet, m.is_bundle, m.is_gift_card, m.campaign_only,
        coalesce(mtl.tags, '[]'::jsonb) as tags,
        coalesce(mrl.ribbons, '[]'::jsonb) as ribbons,
        coalesce(mpa.properties, '[]'::jsonb) as properties,
        coalesce(mpa.property_values, '{}'::jsonb) as property_values,
        t.short_description,
        left(t.description_text, 300) as description,
        (case t.lang when 'fi' then 'finnish' when 'sv' then 'swedish' when 'de' then 'german'
          when 'fr' then 'french' when 'ru' then 'russian' else 'english' end)::regconfig as cfg,
        gt.name as main_group_name
      from models m
      join product_model_translations t on t.model_id = m.id
      join brands b on b.id = m.brand_id
      left join product_group_translations gt on gt.group_id = m.main_group_id and gt.lang = t.lang
      left join first_image fi on fi.model_id = m.id
      left join model_groups mg on mg.model_id = m.id
      left join model_group_paths mgp on mgp.model_id = m.id and mgp.lang = t.lang
      left join model_stock mst on mst.model_id = m.id
      left join model_orderable mo on mo.model_id = m.id
      left join model_sizes ms on ms.model_id = m.id
      left join model_colours mc on mc.model_id = m.id and mc.lang = t.lang
      left join model_colour_families mcf on mcf.model_id = m.id
      left join model_prices mp on mp.model_id = m.id
      left join bundle_model_prices bmp on bmp.model_id = m.id
      left join model_tag_list mtl on mtl.model_id = m.id and mtl.lang = t.lang
      left join model_ribbon_list mrl on mrl.model_id = m.id and mrl.lang = t.lang
      left join model_properties_agg mpa on mpa.model_id = m.id
    )
    insert into catalog_listing (
      model_id, lang, name, slug, brand_id, brand_name, brand_slug, path, main_group_id, image_id${pictureColumn},
      colours, colour_families, sizes, size_sort, group_ids, group_paths, in_stock_store_ids, in_stock_store_slugs,
      is_orderable, variant_count, price_min_cents, price_max_cents, active_cents, reference_cents, club_cents,
      lowest_30d_cents, discount_bp, price_type, prices, rating, rating_count, sold_amount, sales_rank, created_at,
      is_public, is_outlet, is_bundle, is_gift_card, campaign_only, tags, ribbons, properties, property_values,
      short_description, description, search, name_trgm, refreshed_at
    )
    select
      model_id, lang, name, slug, brand_id, brand_name, brand_slug, path, main_group_id, image_id${pictureColumn},
      colours, colour_families, sizes, size_sort, group_ids, group_paths, in_stock_store_ids, in_stock_store_slugs,
      is_orderable, variant_count,
      coalesce((prices->'1'->>'min')::int, 0),
      coalesce((prices->'1'->>'max')::int, 0),
      coalesce((prices->'1'->>'active')::int, 0),
      coalesce((prices->'1'->>'regular')::int, 0),
      (prices->'1'->>'club')::int,
      (prices->'1'->>'lowest30d')::int,
      case when coalesce((prices->'1'->>'regular')::int, 0) > 0
        then greatest(0, ((prices->'1'->>'regular')::int - (prices->'1'->>'active')::int) * 10000
          / (prices->'1'->>'regular')::int)
        else 0 end,
      coalesce(prices->'1'->>'type', 'normal'),
      prices, rating, rating_count, sold_amount, sales_rank, created_at,
      is_public, is_outlet, is_bundle, is_gift_card, campaign_only, tags, ribbons, properties, property_values,
      short_description, description,
      -- Short documents only: stemming the long description tripled the refresh time on PGlite.
      setweight(to_tsvector(cfg, name), 'A')
        || setweight(to_tsvector(cfg, brand_name), 'B')
        || setweight(to_tsvector(cfg, coalesce(main_group_name, '')), 'C')
        || setweight(to_tsvector(cfg, short_description), 'D'),
      lower(brand_name || ' ' || name),
      now()
    from rows
    on conflict (model_id, lang) do update set ${listingChanges(baselineColumns)}`;
}

/** The read model's columns an upsert rewrites (all but its key and the time of the refresh). */
export const LISTING_COLUMNS = [
  "name", "slug", "brand_id", "brand_name", "brand_slug", "path", "main_group_id", "image_id", "colours", "colour_families",
  "sizes", "size_sort", "group_ids", "group_paths", "in_stock_store_ids", "in_stock_store_slugs", "is_orderable",
  "variant_count", "price_min_cents", "price_max_cents", "active_cents", "reference_cents", "club_cents",
  "lowest_30d_cents", "discount_bp", "price_type", "prices", "rating", "rating_count", "sold_amount", "sales_rank",
  "created_at", "is_public", "is_outlet", "is_bundle", "is_gift_card", "campaign_only", "tags", "ribbons", "properties",
  "property_values", "short_description", "description", "search", "name_trgm",
] as const;

/**
 * The set clause of the listing's upsert, for rows whose content changed only. Most refreshes change nothing a
 * shopper sees (a stock level that keeps its store in stock, a save of the same texts), and an unchanged row
 * written anyway went into all twelve of the table's indexes again, four of them GIN: the ERP's stock calls queue
 * their models for a refresh, and those writes were most of its cost.
 */
function listingChanges(baselineColumns: boolean): SQL {
  const columns: readonly string[] = baselineColumns ? LISTING_COLUMNS : [...LISTING_COLUMNS, "image_picture"];
  const set = columns.map((column) => `${column} = excluded.${column}`).join(", ");
  const before = columns.map((column) => `catalog_listing.${column}`).join(", ");
  const after = columns.map((column) => `excluded.${column}`).join(", ");
  return sql.raw(`${set}, refreshed_at = excluded.refreshed_at where (${before}) is distinct from (${after})`);
}

/** The text search configuration of a storefront language, as an SQL value for to_tsvector / websearch_to_tsquery. */
export function tsConfig(lang: Lang): SQL {
  return sql`${TS_CONFIG_BY_LANG[lang]}::regconfig`;
}
