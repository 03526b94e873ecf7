import { sql } from "drizzle-orm";
import type { PendingReview, ReviewWritingRepository } from "#core/reviews/review-writing.ts";
import { isLang, type Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import { refreshCatalogListing, refreshModelRatings } from "../read-model.ts";

export function createReviewWritingRepository(db: Db): ReviewWritingRepository {
  return {
    async model(modelId, lang) {
      const [row] = await queryRows<{ id: number; name: string; path: string }>(
        db,
        sql`select m.id, b.name || ' ' || t.name as name, c.path
            from product_models m join brands b on b.id = m.brand_id
            join product_model_translations t on t.model_id = m.id and t.lang = ${lang}
            join catalog_listing c on c.model_id = m.id and c.lang = ${lang}
            where m.id = ${modelId} and m.is_public`,
      );
      return row ? { id: Number(row.id), name: row.name, path: row.path } : null;
    },

    async create({ modelId, customerId, lang, rating, comment, visibleName, size }) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into reviews (model_id, lang, customer_id, rating, visible_name, comment, size, is_visible)
            values (${modelId}, ${lang}, ${customerId}, ${rating}, ${visibleName}, ${comment}, ${size}, false)
            on conflict (customer_id, model_id) where customer_id is not null do nothing
            returning id`,
      );
      return rows.length > 0;
    },

    async pending(lang, limit) {
      const rows = await queryRows<Omit<PendingReview, "lang" | "created"> & { lang: string; created: string | Date }>(
        db,
        sql`select r.id, r.model_id as "modelId", coalesce(b.name || ' ' || t.name, m.slug) as "modelName", coalesce(c.path, '/') as "modelPath",
              r.created_at as created, r.rating, r.visible_name as "visibleName", r.comment, r.size, r.lang
            from reviews r join product_models m on m.id = r.model_id join brands b on b.id = m.brand_id
            left join product_model_translations t on t.model_id = m.id and t.lang = ${lang}
            left join catalog_listing c on c.model_id = m.id and c.lang = ${lang}
            where not r.is_visible and r.moderated_at is null
            order by r.created_at, r.id limit ${limit}`,
      );
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        modelId: Number(row.modelId),
        created: new Date(row.created).toISOString(),
        lang: (isLang(row.lang) ? row.lang : "fi") as Lang,
      }));
    },

    async moderate(reviewId, visible, now) {
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ modelId: number }>(
          tx,
          sql`update reviews set is_visible = ${visible}, moderated_at = ${now.toISOString()}::timestamptz
              where id = ${reviewId} and moderated_at is null and not is_visible returning model_id as "modelId"`,
        );
        if (!row) return false;
        // The rating shown on the page and the cards, and the grid's star sorting, count shown reviews only.
        if (visible) {
          await refreshModelRatings(tx, [Number(row.modelId)]);
          await refreshCatalogListing(tx, [Number(row.modelId)]);
        }
        return true;
      });
    },
  };
}
