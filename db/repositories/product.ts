import { sql } from "drizzle-orm";
import type { BundleRow, ProductModelRow, ProductRepository } from "#core/product/product-service.ts";
import type { Lang } from "#i18n/languages.ts";
import { batchedByKey } from "../batched-read.ts";
import { preparedRows, type Db } from "../client.server.ts";
import { imageRefSql } from "../image-ref.ts";
import { intArray, textArray } from "../read-model.ts";

/**
 * The product page's read: one statement per batch of models, each model's lists (variants with price
 * and stock, images, properties, ribbons, groups, size table, gift card templates) as JSON from
 * correlated subqueries, so a page costs one round trip whatever the model holds.
 */
export function createProductRepository(db: Db): ProductRepository {
  // Pages rendered at the same moment read their models, and then their bundles, in one statement per
  // language and tax area (db/batched-read.ts): under load the round trips cost more than the reads.
  const modelsBySlug = batchedByKey(
    (ask: { lang: Lang; slug: string; taxAreaId: number }) => `${ask.lang}|${ask.taxAreaId}`,
    (ask) => ask.slug,
    async ({ lang, taxAreaId }, slugs) => {
      const rows = await preparedRows<{ slug: string; model: ProductModelRow }>(
        db,
        "product-models-by-slug",
        sql`
          with target as (
            select wanted.slug as wanted_slug, found.*
            from unnest(${textArray(slugs)}) as wanted(slug)
            cross join lateral (
              select m.*, t.name, t.slug as local_slug, t.short_description, t.long_description_html, t.meta_description,
                t.model_notice, t.quote_text, t.machine_translated, t.original_lang
              from product_model_translations t
              join product_models m on m.id = t.model_id
              where t.lang = ${lang} and t.slug = wanted.slug
              order by m.id
              limit 1
            ) found
          )
          select m.wanted_slug as slug, json_build_object(
            'id', m.id, 'slug', m.local_slug, 'neutralSlug', m.slug, 'name', m.name,
            'shortDescription', m.short_description, 'longDescriptionHtml', m.long_description_html,
            'metaDescription', m.meta_description, 'modelNotice', m.model_notice,
            'quote', case when m.quote is null or m.quote_text = '' then null
              else json_build_object('text', m.quote_text, 'image', m.quote->>'image', 'name', m.quote->>'name') end,
            'machineTranslated', m.machine_translated,
            'original', case when m.machine_translated and m.original_lang is not null then (
              select json_build_object('lang', o.lang, 'name', o.name, 'shortDescription', o.short_description,
                'longDescriptionHtml', o.long_description_html)
              from product_model_translations o where o.model_id = m.id and o.lang = m.original_lang) end,
            'brand', (select json_build_object('id', b.id, 'name', b.name, 'slug', b.slug, 'logo', b.logo)
              from brands b where b.id = m.brand_id),
            'isPublic', m.is_public, 'isBundle', m.is_bundle, 'isGiftCard', m.is_gift_card,
            'campaignOnly', m.campaign_only, 'isExtendedRange', m.is_extended_range,
            'belongsToOutlet', m.belongs_to_outlet, 'isMultiColor', m.is_multi_color,
            'showDiscountPercentage', m.show_discount_percentage, 'discountsAllowed', m.discounts_allowed,
            'promotedColour', m.promoted_colour, 'taxClass', m.tax_class, 'modelnumber', m.modelnumber,
            'uuid', m.uuid, 'priceEnding', m.price_ending, 'ratingAvg', m.rating_avg::float8,
            'ratingCount', m.rating_count, 'skiWizard', m.ski_wizard, 'onOrder', m.on_order,
            'mainGroup', (
              select json_build_object('id', g.id, 'name', gt.name, 'path', gt.path)
              from product_groups g join product_group_translations gt on gt.group_id = g.id and gt.lang = ${lang}
              where g.id = m.main_group_id),
            'groups', coalesce((
              select json_agg(json_build_object('id', g.id, 'name', gt.name, 'path', gt.path) order by gt.path)
              from product_model_groups mg
              join product_groups g on g.id = mg.group_id
              join product_group_translations gt on gt.group_id = g.id and gt.lang = ${lang}
              where mg.model_id = m.id), '[]'::json),
            'variants', coalesce((
              select json_agg(json_build_object(
                'id', v.id, 'colourSlug', v.colour_slug, 'colourName', coalesce(ct.name, v.colour_slug),
                'colourHex', c.hex, 'colorControl', v.color_control,
                'sizeName', v.size_name, 'sizeSlug', v.size_slug, 'sizeSortOrder', v.size_sort_order,
                'type', case when pt.id is null then null else json_build_object('slug', pt.slug,
                  'name', coalesce(ptt.name, pt.slug), 'title', coalesce(ptt.title, ''), 'sortOrder', pt.sort_order) end,
                'teksonumber', v.teksonumber, 'shippingTime', v.shipping_time,
                'incomingAt', v.incoming_at, 'incomingQuantity', v.incoming_quantity,
                'price', case when vp.variant_id is null then null else json_build_object(
                  'active', vp.active_cents, 'regular', vp.regular_cents, 'club', vp.club_cents,
                  'discountFree', vp.discount_free_cents, 'normal', vp.normal_cents, 'original', vp.original_cents,
                  'discountValue', vp.discount_value_cents, 'lowest30d', vp.lowest_30d_cents, 'type', vp.price_type) end,
                'stocks', coalesce((
                  select json_agg(json_build_object('storeId', s.store_id, 'available', greatest(s.quantity - s.reserved, 0),
                    'blocked', s.blocked, 'shelfCode', s.shelf_code) order by s.store_id)
                  from stock s where s.variant_id = v.id), '[]'::json)
              ) order by v.sort_order, v.id)
              from variants v
              left join colours c on c.slug = v.colour_slug
              left join colour_translations ct on ct.colour_slug = v.colour_slug and ct.lang = ${lang}
              left join product_types pt on pt.id = v.product_type_id
              left join product_type_translations ptt on ptt.product_type_id = pt.id and ptt.lang = ${lang}
              left join variant_prices vp on vp.variant_id = v.id and vp.tax_area_id = ${taxAreaId}
              where v.model_id = m.id and v.is_active), '[]'::json),
            'images', coalesce((
              select json_agg(json_build_object('id', i.id, 'picture', i.picture_hash, 'colourSlug', i.colour_slug, 'sortOrder', i.sort_order,
                'caption', coalesce(it.caption, ''), 'title', coalesce(it.title, '')) order by i.sort_order, i.id)
              from images i left join image_translations it on it.image_id = i.id and it.lang = ${lang}
              where i.model_id = m.id), '[]'::json),
            'properties', coalesce((
              select json_agg(json_build_object('slug', p.slug, 'name', coalesce(ptr.name, p.slug), 'unit', p.unit,
                'value', coalesce(pvt.name, pv.slug), 'valueNum', mp.value_num::float8, 'isForOneItem', mp.is_for_one_item)
                order by p.sort_order, mp.sort_order, mp.id)
              from model_properties mp
              join property_types p on p.id = mp.property_type_id
              left join property_type_translations ptr on ptr.property_type_id = p.id and ptr.lang = ${lang}
              left join property_values pv on pv.id = mp.property_value_id
              left join property_value_translations pvt on pvt.property_value_id = pv.id and pvt.lang = ${lang}
              where mp.model_id = m.id), '[]'::json),
            'ribbons', coalesce((
              select json_agg(json_build_object('slug', r.slug, 'name', coalesce(rt.name, r.slug), 'value', r.value)
                order by mr.sort_order, r.id)
              from model_ribbons mr join ribbons r on r.id = mr.ribbon_id
              left join ribbon_translations rt on rt.ribbon_id = r.id and rt.lang = ${lang}
              where mr.model_id = m.id), '[]'::json),
            'sizeTable', (
              select json_build_object('id', st.id, 'name', coalesce(stt.name, st.name), 'parsed', st.parsed,
                'image', st.image, 'hideImage', st.hide_image, 'images', st.images, 'infoText', coalesce(stt.info_text, ''))
              from size_tables st left join size_table_translations stt on stt.size_table_id = st.id and stt.lang = ${lang}
              where st.id = m.size_table_id),
            'giftCardTemplates', coalesce((
              select json_agg(json_build_object('id', gc.id, 'slug', gc.slug, 'name', coalesce(gct.name, gc.slug),
                'image', gc.image, 'hex', gc.hex) order by gc.sort_order, gc.id)
              from gift_card_templates gc
              left join gift_card_template_translations gct on gct.template_id = gc.id and gct.lang = ${lang}
              where gc.model_id = m.id), '[]'::json),
            'secondHandParent', (
              select json_build_object('id', p.id, 'isActive', p.is_public, 'name', pt.name, 'slug', pt.slug,
                'brandName', pb.name, 'brandSlug', pb.slug,
                'groupPath', (select gt.path from product_group_translations gt where gt.group_id = p.main_group_id and gt.lang = ${lang}))
              from product_models p
              join product_model_translations pt on pt.model_id = p.id and pt.lang = ${lang}
              join brands pb on pb.id = p.brand_id
              where p.id = m.second_hand_parent_id),
            -- Point reads on the (model_id, lang) and (group_id, lang) keys: the page's hreflang alternates.
            'slugByLang', (select json_object_agg(o.lang, o.slug) from product_model_translations o where o.model_id = m.id),
            'mainGroupPathByLang', (select json_object_agg(gt.lang, gt.path) from product_group_translations gt where gt.group_id = m.main_group_id)
          ) as model
          from target m`,
      );
      return new Map(rows.map((row) => [row.slug, row.model]));
    },
    null,
  );

  // The bundles sold on a model's page (the model is their main model). Each part lists its active
  // variants with the stock figures the orderable rule reads; an ordinary main model is the first part
  // itself (its bundles are "this plus those"), a package model (is_bundle) only holds parts.
  const bundlesOfModels = batchedByKey(
    (ask: { lang: Lang; modelId: number; taxAreaId: number }) => `${ask.lang}|${ask.taxAreaId}`,
    (ask) => ask.modelId,
    async ({ lang, taxAreaId }, modelIds) => {
      const rows = await preparedRows<{ modelId: number; bundle: BundleRow }>(
        db,
        "bundles-of-models",
        sql`
          select b.main_model_id as "modelId", json_build_object(
            'id', b.id, 'name', coalesce(bt.name, bf.name, ''), 'description', case when bt.bundle_id is null then coalesce(bf.description, '') else bt.description end,
            'active', bp.active_cents, 'regular', bp.regular_cents,
            'parts', (
              select json_agg(part order by part_order, part_model)
              from (
                select 0 as part_order, mm.id as part_model where not mm.is_bundle
                union all
                select bm.sort_order + 1, bm.model_id from bundle_models bm where bm.bundle_id = b.id
              ) ordered
              cross join lateral (
                select json_build_object(
                  'modelId', pm.id, 'name', pt.name, 'slug', pt.slug, 'brandName', br.name, 'brandSlug', br.slug,
                  'groupPath', (select gt.path from product_group_translations gt where gt.group_id = pm.main_group_id and gt.lang = ${lang}),
                  'image', (select ${imageRefSql("i", 320)} from images i where i.model_id = pm.id order by i.sort_order, i.id limit 1),
                  'onOrder', pm.on_order, 'isPublic', pm.is_public,
                  'variants', coalesce((
                    select json_agg(json_build_object(
                      'id', v.id, 'colourName', coalesce(ct.name, v.colour_slug), 'sizeName', v.size_name,
                      'typeName', ptt.name, 'shippingTime', v.shipping_time,
                      'inStock', coalesce((select sum(greatest(s.quantity - s.reserved, 0)) from stock s where s.variant_id = v.id and not s.blocked), 0),
                      'blockedStock', coalesce((select sum(greatest(s.quantity - s.reserved, 0)) from stock s where s.variant_id = v.id and s.blocked), 0)
                    ) order by v.sort_order, v.size_sort_order, v.id)
                    from variants v
                    left join colour_translations ct on ct.colour_slug = v.colour_slug and ct.lang = ${lang}
                    left join product_type_translations ptt on ptt.product_type_id = v.product_type_id and ptt.lang = ${lang}
                    where v.model_id = pm.id and v.is_active), '[]'::json)
                ) as part
                from product_models pm
                join product_model_translations pt on pt.model_id = pm.id and pt.lang = ${lang}
                join brands br on br.id = pm.brand_id
                where pm.id = ordered.part_model
              ) parts
            )
          ) as bundle
          from bundles b
          join product_models mm on mm.id = b.main_model_id
          join bundle_prices bp on bp.bundle_id = b.id and bp.tax_area_id = ${taxAreaId}
          left join bundle_translations bt on bt.bundle_id = b.id and bt.lang = ${lang}
          -- A bundle without texts in this language shows its Finnish ones (staff must give those).
          left join bundle_translations bf on bf.bundle_id = b.id and bf.lang = 'fi'
          where b.main_model_id = any(${intArray(modelIds)}) and b.is_active
          order by b.main_model_id, b.sort_order, b.id`,
      );
      const byModel = new Map<number, BundleRow[]>();
      for (const row of rows) byModel.set(row.modelId, [...(byModel.get(row.modelId) ?? []), row.bundle]);
      return byModel;
    },
    [] as BundleRow[],
  );

  return {
    modelBySlug: (lang: Lang, slug: string, taxAreaId: number): Promise<ProductModelRow | null> => modelsBySlug({ lang, slug, taxAreaId }),
    bundlesOfModel: (lang: Lang, modelId: number, taxAreaId: number): Promise<BundleRow[]> => bundlesOfModels({ lang, modelId, taxAreaId }),
  };
}
