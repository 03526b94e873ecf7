import { sql } from "drizzle-orm";
import type { ExtrasModel, ProductExtrasRepository, SizeTable } from "#core/product/product-extras.ts";
import type { Lang } from "#i18n/languages.ts";
import { preparedRows, type Db } from "../client.server.ts";
import { intArray } from "../read-model.ts";

/** Paid orders that still stand: a cancelled one says nothing about what goes together. */
const STANDING_ORDER = sql`o.paid_at is not null and o.status not in ('cancelled', 'manual_cancellation')`;

export function createProductExtrasRepository(db: Db): ProductExtrasRepository {
  return {
    async modelBySlug(lang: Lang, slug: string): Promise<ExtrasModel | null> {
      const [row] = await preparedRows<{ id: number; isPublic: boolean; mainGroupId: number | null }>(
        db,
        "extras-model-by-slug",
        sql`select m.id, m.is_public as "isPublic", m.main_group_id as "mainGroupId"
            from product_model_translations t join product_models m on m.id = t.model_id
            where t.lang = ${lang} and t.slug = ${slug}
            order by m.id limit 1`,
      );
      return row ?? null;
    },

    async alsoBought(modelId, { minOrders, recentOrders, limit }) {
      // Ordinary rows hold a variant id; a bundle row its parts' ids joined with hyphens (each part counts).
      // The model's own orders are found through order_rows_product_idx on its variants' ids.
      const rows = await preparedRows<{ modelId: number }>(
        db,
        "also-bought",
        sql`with mine as (
              select distinct r.order_id
              from order_rows r join orders o on o.id = r.order_id
              where r.kind = 'product' and r.product_id in (select v.id::text from variants v where v.model_id = ${modelId})
                and ${STANDING_ORDER}
              order by r.order_id desc
              limit ${recentOrders}
            )
            select v.model_id as "modelId"
            from mine
            join order_rows r on r.order_id = mine.order_id and r.kind in ('product', 'bundle')
            cross join lateral unnest(string_to_array(r.product_id, '-')) as part(id)
            join variants v on v.id = case when part.id ~ '^[0-9]{1,9}$' then part.id::int end
            where v.model_id <> ${modelId}
            group by v.model_id
            having count(distinct r.order_id) >= ${minOrders}
            order by count(distinct r.order_id) desc, v.model_id
            limit ${limit}`,
      );
      return rows.map((row) => row.modelId);
    },

    async sizeTables(lang: Lang, modelIds: readonly number[]): Promise<Map<number, SizeTable>> {
      if (modelIds.length === 0) return new Map();
      const rows = await preparedRows<{ modelId: number; table: SizeTable }>(
        db,
        "size-tables-of-models",
        sql`select m.id as "modelId",
              json_build_object('id', st.id, 'name', coalesce(stt.name, st.name), 'parsed', st.parsed, 'image', st.image,
                'hideImage', st.hide_image, 'images', st.images, 'infoText', coalesce(stt.info_text, '')) as "table"
            from product_models m
            join size_tables st on st.id = m.size_table_id
            left join size_table_translations stt on stt.size_table_id = st.id and stt.lang = ${lang}
            where m.id = any(${intArray(modelIds)})`,
      );
      return new Map(rows.map((row) => [row.modelId, row.table]));
    },
  };
}
