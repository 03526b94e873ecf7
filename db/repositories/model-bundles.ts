import { sql } from "drizzle-orm";
import type { AdminBundle, BundleTx, ModelBundles, PartModel } from "#core/admin/model-bundles.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import { intArray, textArray } from "../read-model.ts";

/** The tax area whose prices staff type (Finland's). */
const HOME_TAX_AREA = 1;

/** A model's bundles as its editor shows them, their parts named in `lang` (else in Finnish). */
export async function modelBundles(db: Db, mainModelId: number, lang: Lang): Promise<ModelBundles> {
  const [row] = await queryRows<{ is_package: boolean; bundles: AdminBundle[] }>(
    db,
    sql`select m.is_bundle as is_package,
          (select coalesce(json_agg(json_build_object(
             'id', b.id, 'isActive', b.is_active, 'sortOrder', b.sort_order,
             'texts', (select coalesce(json_object_agg(t.lang, json_build_object('name', t.name, 'description', t.description)), '{}')
                         from bundle_translations t where t.bundle_id = b.id),
             'parts', (select coalesce(json_agg(json_build_object('modelId', bm.model_id, 'quantity', bm.quantity,
                          'name', coalesce(pt.name, pf.name, '') ) order by bm.sort_order, bm.model_id), '[]')
                         from bundle_models bm
                         left join product_model_translations pt on pt.model_id = bm.model_id and pt.lang = ${lang}
                         left join product_model_translations pf on pf.model_id = bm.model_id and pf.lang = 'fi'
                         where bm.bundle_id = b.id),
             'activeCents', bp.active_cents, 'regularCents', bp.regular_cents
           ) order by b.sort_order, b.id), '[]')
           from bundles b left join bundle_prices bp on bp.bundle_id = b.id and bp.tax_area_id = ${HOME_TAX_AREA}
           where b.main_model_id = m.id) as bundles
        from product_models m where m.id = ${mainModelId}`,
  );
  return {
    isPackage: Boolean(row?.is_package),
    bundles: (row?.bundles ?? []).map((bundle) => ({
      ...bundle,
      id: Number(bundle.id),
      sortOrder: Number(bundle.sortOrder),
      parts: bundle.parts.map((part) => ({ ...part, modelId: Number(part.modelId), quantity: Number(part.quantity) })),
      activeCents: bundle.activeCents === null ? null : Number(bundle.activeCents),
      regularCents: bundle.regularCents === null ? null : Number(bundle.regularCents),
    })),
  };
}

/** The bundle writes of the back office's transaction. */
export function bundleTransactionPart(tx: Db): BundleTx {
  return {
    bundles: (mainModelId, lang) => modelBundles(tx, mainModelId, lang),

    async partModels(ids, skus) {
      const rows = await queryRows<{ model_id: number; sku: string | null; sells_alone: boolean; lowest: number | null }>(
        tx,
        sql`with named as (
              select m.id as model_id, null::text as sku from product_models m where m.id = any(${intArray([...ids])})
              union all
              select v.model_id, v.teksonumber from variants v where v.teksonumber = any(${textArray([...skus])})
            )
            select n.model_id, n.sku, (m.is_bundle or m.is_gift_card) as sells_alone,
              (select min(p.regular_cents) from variants v join variant_prices p on p.variant_id = v.id and p.tax_area_id = ${HOME_TAX_AREA}
                where v.model_id = m.id and v.is_active) as lowest
            from named n join product_models m on m.id = n.model_id`,
      );
      const byId = new Map<number, PartModel>();
      const bySku = new Map<string, PartModel>();
      for (const row of rows) {
        const model: PartModel = { modelId: Number(row.model_id), sellsAlone: Boolean(row.sells_alone), lowestRegularCents: row.lowest === null ? null : Number(row.lowest) };
        if (row.sku === null) byId.set(model.modelId, model);
        else bySku.set(row.sku, model);
      }
      return { byId, bySku };
    },

    async writeBundle(mainModelId, bundleId, bundle) {
      let id = bundleId;
      if (id === null) {
        // Bundle ids are the catalogue's (the demo's are given by the seed): new ones follow the largest, one writer at a time.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bundles.id'))`);
        const [next] = await queryRows<{ id: number }>(tx, sql`select coalesce(max(id), 0) + 1 as id from bundles`);
        id = Number(next!.id);
        await tx.execute(sql`insert into bundles (id, main_model_id, sort_order, is_active) values (${id}, ${mainModelId}, ${bundle.sortOrder}, ${bundle.isActive})`);
      } else {
        await tx.execute(sql`update bundles set sort_order = ${bundle.sortOrder}, is_active = ${bundle.isActive} where id = ${id} and main_model_id = ${mainModelId}`);
      }
      const langs = Object.keys(bundle.texts) as Lang[];
      await tx.execute(sql`delete from bundle_translations where bundle_id = ${id}`);
      if (langs.length > 0) {
        await tx.execute(sql`
          insert into bundle_translations (bundle_id, lang, name, description)
          select ${id}, l.lang, l.name, l.description
          from unnest(${textArray(langs)}, ${textArray(langs.map((lang) => bundle.texts[lang]!.name))}, ${textArray(langs.map((lang) => bundle.texts[lang]!.description))}) as l(lang, name, description)`);
      }
      await tx.execute(sql`delete from bundle_models where bundle_id = ${id}`);
      // Listed parts follow the main model, which the shop puts first (sort order 0) in an ordinary model's bundle.
      await tx.execute(sql`
        insert into bundle_models (bundle_id, model_id, quantity, sort_order)
        select ${id}, p.model_id, p.quantity, p.ord
        from unnest(${intArray(bundle.parts.map((part) => part.modelId))}, ${intArray(bundle.parts.map((part) => part.quantity))}) with ordinality as p(model_id, quantity, ord)`);
      await tx.execute(sql`delete from bundle_prices where bundle_id = ${id}`);
      await tx.execute(sql`
        insert into bundle_prices (bundle_id, tax_area_id, active_cents, regular_cents)
        select ${id}, p.area, p.active, p.regular
        from unnest(${intArray(bundle.prices.map((price) => price.taxAreaId))}, ${intArray(bundle.prices.map((price) => price.activeCents))}, ${intArray(bundle.prices.map((price) => price.regularCents))}) as p(area, active, regular)`);
      return id;
    },

    async deleteBundle(mainModelId, bundleId) {
      // Its texts, parts and prices go with it (foreign keys on delete cascade).
      await tx.execute(sql`delete from bundles where id = ${bundleId} and main_model_id = ${mainModelId}`);
    },
  };
}
