import { sql } from "drizzle-orm";
import { reviewUploadToken } from "#core/reviews/review-images.ts";
import type { NewReviewImage, OwnReview, PendingReview, ReviewWritingRepository } from "#core/reviews/review-writing.server.ts";
import { isLang, type Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import { refreshCatalogListing, refreshModelRatings } from "../read-model.ts";

type OwnRow = Omit<OwnReview, "created" | "images" | "status"> & {
  created: string | Date;
  shown: boolean;
  moderated: boolean;
  images: Array<{ url: string; uploadedBytes: number | null }>;
};

/** A customer's reviews with their models' names and paths in `lang` and their pictures. */
function ownReviews(db: Db, customerId: number, lang: Lang, modelId: number | null): Promise<OwnRow[]> {
  return queryRows<OwnRow>(
    db,
    sql`select r.id, r.model_id as "modelId", coalesce(b.name || ' ' || t.name, m.slug) as "modelName", coalesce(c.path, '/') as "modelPath",
          r.created_at as created, r.rating, r.comment, r.visible_name as "visibleName", r.size,
          r.is_visible as shown, r.moderated_at is not null as moderated,
          coalesce((select json_agg(json_build_object('url', i.url, 'uploadedBytes', i.uploaded_bytes) order by i.sort_order, i.id)
            from review_images i where i.review_id = r.id), '[]'::json) as images
        from reviews r join product_models m on m.id = r.model_id join brands b on b.id = m.brand_id
        left join product_model_translations t on t.model_id = m.id and t.lang = ${lang}
        left join catalog_listing c on c.model_id = m.id and c.lang = ${lang}
        where r.customer_id = ${customerId} ${modelId === null ? sql`` : sql`and r.model_id = ${modelId}`}
        order by r.created_at desc, r.id desc`,
  );
}

function ownReview(row: OwnRow): OwnReview {
  const { shown, moderated, images, created, ...rest } = row;
  return {
    ...rest,
    id: Number(row.id),
    modelId: Number(row.modelId),
    created: new Date(created).toISOString(),
    status: shown ? "shown" : moderated ? "hidden" : "waiting",
    // Only the writer's uploads can be kept by ticking them (imported pictures have no such address).
    images: images.flatMap((image) => {
      const token = reviewUploadToken(image.url);
      return token ? [{ token, url: image.url, uploadedBytes: Number(image.uploadedBytes ?? 0) }] : [];
    }),
  };
}

/** The rating shown on the page and the cards, and the grid's star sorting, count shown reviews only. */
async function refreshRating(tx: Db, modelId: number): Promise<void> {
  await refreshModelRatings(tx, [modelId]);
  await refreshCatalogListing(tx, [modelId]);
}

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

    async create({ modelId, customerId, lang, rating, comment, visibleName, size, images, keptUrls }) {
      return db.transaction(async (tx) => {
        const [review] = await queryRows<{ id: number }>(
          tx,
          sql`insert into reviews (model_id, lang, customer_id, rating, visible_name, comment, size, is_visible)
              values (${modelId}, ${lang}, ${customerId}, ${rating}, ${visibleName}, ${comment}, ${size}, false)
              on conflict (customer_id, model_id) where customer_id is not null do nothing
              returning id`,
        );
        if (!review) return false;
        const reviewId = Number(review.id);
        // Kept pictures first, in the order they were chosen, then this post's.
        if (keptUrls.length > 0) {
          await tx.execute(sql`update review_images i set review_id = ${reviewId}, sort_order = k.ord
              from unnest(${`{${keptUrls.join(",")}}`}::text[]) with ordinality as k(url, ord)
              where i.url = k.url and i.customer_id = ${customerId} and i.review_id is null`);
        }
        await insertImages(tx, customerId, images, reviewId, keptUrls.length);
        return true;
      });
    },

    async own(customerId, modelId, lang) {
      const [row] = await ownReviews(db, customerId, lang, modelId);
      return row ? ownReview(row) : null;
    },

    async ofCustomer(customerId, lang) {
      return (await ownReviews(db, customerId, lang, null)).map(ownReview);
    },

    async update({ reviewId, customerId, lang, rating, comment, visibleName, size, images, keptUrls, keepUrls }) {
      return db.transaction(async (tx) => {
        const [before] = await queryRows<{ modelId: number; shown: boolean }>(
          tx,
          sql`select model_id as "modelId", is_visible as shown from reviews where id = ${reviewId} and customer_id = ${customerId} for update`,
        );
        if (!before) return false;
        // What the staff approved was another text: the review waits for them again, hidden meanwhile.
        await tx.execute(
          sql`update reviews set lang = ${lang}, rating = ${rating}, comment = ${comment}, visible_name = ${visibleName}, size = ${size},
                is_visible = false, moderated_at = null
              where id = ${reviewId}`,
        );
        await tx.execute(
          sql`delete from review_images where review_id = ${reviewId} and not (url = any(${`{${keepUrls.join(",")}}`}::text[]))`,
        );
        const [last] = await queryRows<{ last: number }>(tx, sql`select coalesce(max(sort_order), 0)::int as last from review_images where review_id = ${reviewId}`);
        let after = Number(last?.last ?? 0);
        if (keptUrls.length > 0) {
          await tx.execute(sql`update review_images i set review_id = ${reviewId}, sort_order = ${after} + k.ord
              from unnest(${`{${keptUrls.join(",")}}`}::text[]) with ordinality as k(url, ord)
              where i.url = k.url and i.customer_id = ${customerId} and i.review_id is null`);
          after += keptUrls.length;
        }
        await insertImages(tx, customerId, images, reviewId, after);
        if (before.shown) await refreshRating(tx, Number(before.modelId));
        return true;
      });
    },

    async remove(customerId, reviewId) {
      return db.transaction(async (tx) => {
        // Its pictures and the votes on it go with the row.
        const [row] = await queryRows<{ modelId: number; shown: boolean }>(
          tx,
          sql`delete from reviews where id = ${reviewId} and customer_id = ${customerId} returning model_id as "modelId", is_visible as shown`,
        );
        if (!row) return false;
        if (row.shown) await refreshRating(tx, Number(row.modelId));
        return true;
      });
    },

    async kept(customerId, urls, since) {
      const rows = await queryRows<{ url: string; uploadedBytes: number }>(
        db,
        sql`select url, uploaded_bytes as "uploadedBytes" from review_images
            where customer_id = ${customerId} and review_id is null and created_at >= ${since.toISOString()}::timestamptz
              and url = any(${`{${urls.join(",")}}`}::text[])
            order by created_at, id`,
      );
      return rows.map((row) => ({ url: row.url, token: reviewUploadToken(row.url)!, uploadedBytes: Number(row.uploadedBytes) }));
    },

    async keep(customerId, images, { atMost, formUrls }) {
      await db.transaction(async (tx) => {
        // One writer's posts keep their pictures one after the other, each counting what the others kept.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`review-kept|${customerId}`}, 0))`);
        await insertImages(tx, customerId, images, null, 0);
        const held = [...formUrls, ...images.map((image) => image.url)];
        // The newest of the others stay while they fit under `atMost` with the ones this form holds.
        await tx.execute(
          sql`delete from review_images where id in (
                select id from review_images
                where customer_id = ${customerId} and review_id is null and not (url = any(${`{${held.join(",")}}`}::text[]))
                order by created_at desc, id desc offset ${Math.max(0, atMost - held.length)})`,
        );
      });
    },

    async picture(url) {
      const [row] = await queryRows<{ content: Uint8Array; contentType: string; shown: boolean | null; customerId: number | null }>(
        db,
        sql`select i.content, i.content_type as "contentType", r.is_visible as shown, i.customer_id as "customerId"
            from review_images i left join reviews r on r.id = i.review_id
            where i.url = ${url} and i.content is not null`,
      );
      if (!row) return null;
      return { bytes: row.content, contentType: row.contentType, shown: row.shown === true, customerId: row.customerId === null ? null : Number(row.customerId) };
    },

    async dropKept(before) {
      await db.execute(sql`delete from review_images where review_id is null and created_at < ${before.toISOString()}::timestamptz`);
    },

    async pending(lang, limit) {
      const rows = await queryRows<Omit<PendingReview, "lang" | "created"> & { lang: string; created: string | Date }>(
        db,
        sql`select r.id, r.model_id as "modelId", coalesce(b.name || ' ' || t.name, m.slug) as "modelName", coalesce(c.path, '/') as "modelPath",
              r.created_at as created, r.rating, r.visible_name as "visibleName", r.comment, r.size, r.lang,
              coalesce((select json_agg(i.url order by i.sort_order, i.id) from review_images i where i.review_id = r.id), '[]'::json) as images
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

async function insertImages(tx: Db, customerId: number, images: NewReviewImage[], reviewId: number | null, after: number) {
  for (const [index, image] of images.entries()) {
    await tx.execute(sql`insert into review_images (review_id, customer_id, url, sort_order, content, content_type, width, height, uploaded_bytes)
        values (${reviewId}, ${customerId}, ${image.url}, ${after + index + 1}, ${Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength)}, ${image.contentType}, ${image.width}, ${image.height}, ${image.uploadedBytes})`);
  }
}
