/**
 * The database side of the catalogue grid (core/catalog/listing/listing-service.ts), and the shop's own
 * recommendation data: product views per model and day, and the popularity score of the "Recommended"
 * order. Every read is one statement on the read model (`catalog_listing`).
 */
import { sql } from "drizzle-orm";
import type { CardRow, GridCardRow, ListingLabels, ListingRepository } from "#core/catalog/listing/listing-repository.ts";
import type { ListingIndexRow } from "#core/catalog/listing/index-build.ts";
import type { Lang } from "#i18n/languages.ts";
import { batchedRead } from "../batched-read.ts";
import { preparedRows, queryRows, type Db } from "../client.server.ts";
import { intArray } from "../read-model.ts";

/** The web warehouse (the main store, 20) comes first among stores. */
const MAIN_STORE_FIRST = sql`st.is_main desc, st.stock_display_order, st.id`;

const num = (value: unknown): number => (typeof value === "number" ? value : Number(value));

/** Characters of the long description read for a grid card without a short description: more than it shows. */
const CARD_TEXT_FALLBACK_LENGTH = 400;

export function createListingRepository(db: Db): ListingRepository {
  // Pages rendered at the same moment read their missing cards in one statement per language and tax
  // area (db/batched-read.ts): a cold search reads a page of cards it has not shown before.
  const gridCardsTogether = batchedRead(async (asks: ReadonlyArray<{ lang: Lang; ids: readonly number[]; taxAreaId: number }>) => {
    const groups = new Map<string, { lang: Lang; taxAreaId: number; ids: Set<number> }>();
    for (const ask of asks) {
      const key = `${ask.lang}|${ask.taxAreaId}`;
      const group = groups.get(key) ?? { lang: ask.lang, taxAreaId: ask.taxAreaId, ids: new Set<number>() };
      for (const id of ask.ids) group.ids.add(id);
      groups.set(key, group);
    }
    const read = new Map<string, Map<number, GridCardRow>>();
    await Promise.all(
      [...groups].map(async ([key, group]) => {
        const rows = await readCards(db, group.lang, [...group.ids], group.taxAreaId, false);
        read.set(key, new Map(rows.map((row) => [row.modelId, row])));
      }),
    );
    return asks.map((ask) => {
      const rows = read.get(`${ask.lang}|${ask.taxAreaId}`)!;
      return ask.ids.flatMap((id) => rows.get(id) ?? []);
    });
  });

  return {
    async version() {
      const [row] = await queryRows<{ version: string | number | null }>(db, sql`select version::text as version from catalog_listing_version where id = 1`);
      return row?.version === undefined || row.version === null ? null : String(row.version);
    },

    async indexRows(lang): Promise<ListingIndexRow[]> {
      const rows = await queryRows<{
        model_id: number;
        brand_id: number;
        brand_slug: string;
        group_ids: number[];
        colour_families: string[];
        sizes: string[];
        store_slugs: string[];
        property_values: Record<string, Array<string | number>>;
        prices: Record<string, [number | null, number, number | null, number | null, number]> | null;
        is_outlet: boolean;
        discounts_allowed: boolean;
        created_ms: number | string;
        sold_amount: number;
        rating: number | string;
        rating_count: number;
        popularity: number | string;
        sort_name: string;
      }>(
        db,
        sql`
          select c.model_id, c.brand_id, c.brand_slug, c.group_ids, c.colour_families, c.sizes,
            c.in_stock_store_slugs as store_slugs, c.property_values,
            -- Per tax area [active, regular, club, lowest30d, discountFree]: arrays, a fifth of the objects' text.
            (select jsonb_object_agg(e.key, jsonb_build_array(e.value -> 'active', e.value -> 'regular', e.value -> 'club',
              e.value -> 'lowest30d', e.value -> 'discountFree')) from jsonb_each(c.prices) e) as prices,
            c.is_outlet, m.discounts_allowed,
            (extract(epoch from c.created_at) * 1000)::float8 as created_ms,
            c.sold_amount, c.rating::float8 as rating, c.rating_count,
            coalesce(p.score, ${POPULARITY_SALE_WEIGHT} * c.sold_amount) as popularity,
            c.brand_name || ' ' || c.name as sort_name
          from catalog_listing c
          join product_models m on m.id = c.model_id
          left join model_popularity p on p.model_id = c.model_id
          where c.lang = ${lang} and c.is_public and not c.campaign_only`,
      );
      return rows.map((row) => {
        const activeCents: ListingIndexRow["activeCents"] = {};
        const offerPrices: ListingIndexRow["offerPrices"] = {};
        for (const [area, [active, regular, club, lowest30d, discountFree]] of Object.entries(row.prices ?? {})) {
          activeCents[area] = active;
          offerPrices[area] = { regular, club, lowest30d, discountFree };
        }
        return {
          modelId: row.model_id,
          brandId: row.brand_id,
          brandSlug: row.brand_slug,
          groupIds: row.group_ids ?? [],
          colourFamilies: row.colour_families ?? [],
          sizes: row.sizes ?? [],
          storeSlugs: row.store_slugs ?? [],
          propertyValues: row.property_values ?? {},
          activeCents,
          offerPrices,
          isOutlet: row.is_outlet,
          discountsAllowed: row.discounts_allowed,
          createdAt: num(row.created_ms),
          soldAmount: row.sold_amount,
          rating: num(row.rating),
          ratingCount: row.rating_count,
          popularity: num(row.popularity),
          sortName: row.sort_name,
        };
      });
    },

    async textRows(lang) {
      const rows = await queryRows<{ model_id: number; text: string }>(
        db,
        sql`
          select model_id, brand_name || ' ' || name || ' ' || short_description || ' ' || description as text
          from catalog_listing
          where lang = ${lang} and is_public and not campaign_only`,
      );
      return rows.map((row) => ({ modelId: row.model_id, text: row.text }));
    },

    async labels(lang): Promise<ListingLabels> {
      const [row] = await queryRows<{ labels: ListingLabels }>(
        db,
        sql`
          select json_build_object(
            'brands', coalesce((
              select json_agg(json_build_object('id', b.id, 'slug', b.slug, 'name', b.name) order by lower(b.name), b.id)
              from brands b where b.is_public), '[]'::json),
            'stores', coalesce((
              select json_agg(json_build_object('id', st.id, 'slug', st.slug, 'name', coalesce(stt.name, st.name)) order by ${MAIN_STORE_FIRST})
              from stores st left join store_translations stt on stt.store_id = st.id and stt.lang = ${lang} where st.removed_at is null), '[]'::json),
            'colourFamilies', coalesce((
              select json_agg(json_build_object('slug', f.family, 'name', coalesce(ct.name, f.family), 'hex', coalesce(own.hex, f.hex))
                order by f.sort_order, f.family)
              from (select family, min(sort_order) as sort_order, min(hex) as hex from colours group by family) f
              left join colours own on own.slug = f.family
              left join colour_translations ct on ct.colour_slug = f.family and ct.lang = ${lang}), '[]'::json),
            'groups', coalesce((
              select json_agg(json_build_object('id', g.id, 'parentId', g.parent_id, 'name', t.name, 'path', t.path, 'slug', t.slug,
                'neutralPath', g.path, 'groupSorting', g.group_sorting, 'filterableProperties', g.filterable_properties)
                order by g.sort_order, g.id)
              from product_groups g join product_group_translations t on t.group_id = g.id and t.lang = ${lang}), '[]'::json),
            'propertyTypes', coalesce((
              select json_agg(json_build_object('slug', pt.slug, 'name', coalesce(ptt.name, pt.slug), 'filter', pt.filter_kind,
                'unit', pt.unit, 'isFilterable', pt.is_filterable,
                'values', coalesce((
                  select json_agg(json_build_object('slug', pv.slug, 'name', coalesce(pvt.name, pv.slug)) order by pv.sort_order, pv.id)
                  from property_values pv
                  left join property_value_translations pvt on pvt.property_value_id = pv.id and pvt.lang = ${lang}
                  where pv.property_type_id = pt.id), '[]'::json))
                order by pt.sort_order, pt.id)
              from property_types pt
              left join property_type_translations ptt on ptt.property_type_id = pt.id and ptt.lang = ${lang}), '[]'::json),
            'deliveryCountries', coalesce((
              select json_agg(json_build_object('taxAreaId', co.tax_area_id, 'isEuMember', co.is_eu_member))
              from countries co where co.is_enabled), '[]'::json),
            'outletRibbon', (
              select json_build_object('slug', r.slug, 'name', coalesce(rt.name, r.slug), 'value', r.value)
              from ribbons r left join ribbon_translations rt on rt.ribbon_id = r.id and rt.lang = ${lang}
              where r.slug = 'outlet')
          ) as labels`,
      );
      return row!.labels;
    },

    cards(lang, ids, taxAreaId) {
      return readCards(db, lang, ids, taxAreaId, true);
    },

    gridCards(lang, ids, taxAreaId) {
      return gridCardsTogether({ lang, ids, taxAreaId });
    },

    async recordViews(counts) {
      const entries = [...counts].filter(([modelId, views]) => Number.isSafeInteger(modelId) && modelId > 0 && modelId <= 2_147_483_647 && views > 0);
      if (entries.length === 0) return;
      const ids = `{${entries.map(([modelId]) => modelId).join(",")}}`;
      const views = `{${entries.map(([, count]) => Math.trunc(count)).join(",")}}`;
      // Models that do not exist (any more) are no views: the join leaves them out before the foreign key would refuse them.
      await db.execute(sql`
        insert into product_views (model_id, day, views)
        select m.id, current_date, v.views
        from unnest(${ids}::int[], ${views}::int[]) as v(model_id, views)
        join product_models m on m.id = v.model_id
        on conflict (model_id, day) do update set views = product_views.views + excluded.views`);
    },

    refreshPopularity() {
      return refreshPopularity(db);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// popularity ("Recommended")

/** The scheduled job (core/jobs/scheduler.ts) that runs `refreshPopularity` once a day. */
export const POPULARITY_JOB = "popularity";

/** One sale weighs as much as this many recent product views. */
export const POPULARITY_SALE_WEIGHT = 10;
/** Views older than this many days no longer count. */
export const POPULARITY_VIEW_DAYS = 28;
/** Views of the last this many days count twice, so products drawing interest now rise quickly. */
export const POPULARITY_RECENT_DAYS = 7;

/**
 * Recomputes the "Recommended" score of every model from the shop's own data:
 *
 *   score = 10 x units sold + views of the last 28 days + views of the last 7 days
 *
 * Units sold is the model's `sold_amount` (the only sales figure the catalogue keeps; a per-period sales
 * table would slot in here). A sale counts as ten views; the last week's views count twice. `today` is the
 * day the windows end (exclusive of later days); the scores land in `model_popularity`, whose trigger
 * tells every process to rebuild its listing index. Run it daily (and after seeding); a model without a
 * score is ranked by 10 x sold_amount until then.
 */
export async function refreshPopularity(db: Db, options: { today?: Date } = {}): Promise<void> {
  const today = (options.today ?? new Date()).toISOString().slice(0, 10);
  await db.execute(sql`
    with recent as (
      select model_id,
        sum(views) as views,
        sum(views) filter (where day > ${today}::date - ${POPULARITY_RECENT_DAYS}::int) as recent_views
      from product_views
      where day > ${today}::date - ${POPULARITY_VIEW_DAYS}::int and day <= ${today}::date
      group by model_id
    )
    insert into model_popularity (model_id, score, computed_at)
    select m.id,
      least(2147483647, ${POPULARITY_SALE_WEIGHT}::bigint * m.sold_amount + coalesce(r.views, 0) + coalesce(r.recent_views, 0)),
      now()
    from product_models m
    left join recent r on r.model_id = m.id
    on conflict (model_id) do update set score = excluded.score, computed_at = excluded.computed_at`);
}

// ---------------------------------------------------------------------------------------------
// cards

type CardSqlRow = {
  model_id: number;
  name: string;
  brand_name: string;
  brand_slug: string;
  path: string;
  image_id: number | null;
  image_picture: string | null;
  colours: CardRow["colours"];
  price: CardRow["price"];
  short_description: string;
  description: string;
  tags: CardRow["tags"];
  ribbons: CardRow["ribbons"];
  rating: number | string;
  rating_count: number;
  is_outlet: boolean;
  discounts_allowed: boolean;
  show_discount_percentage: boolean;
  sold_amount?: number;
  created_at?: string | Date;
  store_slugs?: string[];
  sizes?: string[];
  group_ids?: number[];
  properties?: CardRow["properties"];
};

/**
 * Cards of these models in this order. A grid card leaves out the filter data and the long description
 * (kept only as the text of a card without a short description): every grid page reads 60 of them.
 */
function readCards(db: Db, lang: Lang, ids: readonly number[], taxAreaId: number, full: true): Promise<CardRow[]>;
function readCards(db: Db, lang: Lang, ids: readonly number[], taxAreaId: number, full: false): Promise<GridCardRow[]>;
async function readCards(db: Db, lang: Lang, ids: readonly number[], taxAreaId: number, full: boolean): Promise<GridCardRow[]> {
  if (ids.length === 0) return [];
  const extra = full
    ? sql`, c.description, c.sold_amount, c.created_at, c.in_stock_store_slugs as store_slugs, c.sizes, c.group_ids, c.properties`
    : sql`, case when c.short_description = '' then left(c.description, ${CARD_TEXT_FALLBACK_LENGTH}) else '' end as description`;
  // A named statement (db/client.server.ts preparedRows): every grid page and cold search runs it.
  const rows = await preparedRows<CardSqlRow>(
    db,
    full ? "full-cards" : "grid-cards",
    sql`
      select c.model_id, c.name, c.brand_name, c.brand_slug, c.path, c.image_id, c.image_picture, c.colours,
        c.prices -> ${String(taxAreaId)} as price,
        c.short_description, c.tags, c.ribbons, c.rating::float8 as rating, c.rating_count, c.is_outlet,
        m.discounts_allowed, m.show_discount_percentage ${extra}
      from unnest(${intArray(ids)}) with ordinality as x(id, ord)
      join catalog_listing c on c.model_id = x.id and c.lang = ${lang}
      join product_models m on m.id = c.model_id
      order by x.ord`,
  );
  return rows.map((row) => {
    const grid: GridCardRow = {
      modelId: row.model_id,
      name: row.name,
      brandName: row.brand_name,
      brandSlug: row.brand_slug,
      path: row.path,
      imageId: row.image_id,
      imagePicture: row.image_picture,
      colours: row.colours ?? [],
      price: row.price ?? null,
      shortDescription: row.short_description,
      description: row.description,
      tags: row.tags ?? [],
      ribbons: row.ribbons ?? [],
      rating: num(row.rating),
      ratingCount: row.rating_count,
      isOutlet: row.is_outlet,
      discountsAllowed: row.discounts_allowed,
      showDiscountPercentage: row.show_discount_percentage,
    };
    if (!full) return grid;
    const card: CardRow = {
      ...grid,
      soldAmount: row.sold_amount ?? 0,
      createdAt: new Date(row.created_at ?? 0).toISOString(),
      storeSlugs: row.store_slugs ?? [],
      sizes: row.sizes ?? [],
      groupIds: row.group_ids ?? [],
      properties: row.properties ?? [],
    };
    return card;
  });
}
