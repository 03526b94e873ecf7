import { sql } from "drizzle-orm";
import type { AdminImage, PictureTx } from "#core/admin/model-pictures.ts";
import { PICTURE_HASH } from "#core/images/pictures.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import { imageRefSql } from "../image-ref.ts";
import { intArray, textArray } from "../read-model.ts";

/** A model's images with their texts per language, in the order the shop shows them. */
export async function modelImages(db: Db, modelId: number): Promise<AdminImage[]> {
  const rows = await queryRows<{ id: number; url: string; picture: string | null; colour_slug: string | null; sort_order: number; alt: Record<string, string> | null }>(
    db,
    sql`select i.id, ${imageRefSql("i", 320)} as url, i.picture_hash as picture, i.colour_slug, i.sort_order,
          (select json_object_agg(t.lang, t.title) from image_translations t where t.image_id = i.id and t.title <> '') as alt
        from images i where i.model_id = ${modelId} order by i.sort_order, i.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    url: row.url,
    picture: row.picture,
    colourSlug: row.colour_slug,
    sortOrder: Number(row.sort_order),
    alt: (row.alt ?? {}) as Partial<Record<Lang, string>>,
  }));
}

async function writeAlt(tx: Db, imageIds: readonly number[], alt: Partial<Record<Lang, string>>): Promise<void> {
  if (imageIds.length === 0) return;
  const langs = LANGUAGES.filter((lang) => alt[lang] !== undefined);
  // The caption (a text under the picture some imported models have) stays; the alternative text is the title.
  await tx.execute(sql`update image_translations set title = '' where image_id = any(${intArray(imageIds)}) and lang <> all(${textArray(langs)})`);
  if (langs.length === 0) return;
  await tx.execute(sql`
    insert into image_translations (image_id, lang, title)
    select i.id, l.lang, l.title from unnest(${intArray(imageIds)}) as i(id)
      cross join unnest(${textArray(langs)}, ${textArray(langs.map((lang) => alt[lang]!))}) as l(lang, title)
    on conflict (image_id, lang) do update set title = excluded.title`);
}

/** The picture writes of the back office's transaction. */
export function pictureTransactionPart(tx: Db): PictureTx {
  return {
    images: (modelId) => modelImages(tx, modelId),

    async storePicture(picture) {
      if (!PICTURE_HASH.test(picture.hash)) throw new Error("A picture's hash is 32 hex digits");
      const inserted = await queryRows<{ hash: string }>(
        tx,
        sql`insert into pictures (hash, width, height, uploaded_bytes) values (${picture.hash}, ${picture.width}, ${picture.height}, ${picture.uploadedBytes})
            on conflict (hash) do nothing returning hash`,
      );
      if (inserted.length === 0) return;
      for (const file of picture.files) {
        await tx.execute(sql`insert into picture_files (hash, format, width, content) values (${picture.hash}, ${file.format}, ${file.width}, ${file.bytes})`);
      }
    },

    async addPictureImages(modelId, hashes, choice) {
      if (hashes.length === 0) return [];
      // Image ids are the catalogue's (the demo's are given by the seed): new ones follow the largest, one writer at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('images.id'))`);
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`insert into images (id, model_id, colour_slug, sort_order, shape, hex, accent_hex, view, picture_hash)
            select (select coalesce(max(id), 0) from images) + h.ord, ${modelId}, ${choice.colourSlug},
              (select coalesce(max(sort_order), -1) from images where model_id = ${modelId}) + h.ord, 'generic', '#888888', '#888888', 0, h.hash
            from unnest(${textArray([...hashes])}) with ordinality as h(hash, ord)
            returning id`,
      );
      const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
      await writeAlt(tx, ids, choice.alt);
      return ids;
    },

    async removeDrawings(modelId) {
      await tx.execute(sql`delete from images where model_id = ${modelId} and picture_hash is null`);
    },

    async updateImages(modelId, edits) {
      const kept = edits.filter((edit) => !edit.remove);
      const removed = edits.filter((edit) => edit.remove).map((edit) => edit.imageId);
      if (removed.length > 0) await tx.execute(sql`delete from images where model_id = ${modelId} and id = any(${intArray(removed)})`);
      for (const edit of kept) {
        await tx.execute(sql`update images set sort_order = ${edit.sortOrder}, colour_slug = ${edit.colourSlug} where model_id = ${modelId} and id = ${edit.imageId}`);
        await writeAlt(tx, [edit.imageId], edit.alt);
      }
    },
  };
}
