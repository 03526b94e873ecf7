import { sql } from "drizzle-orm";
import type { AdminBanner, BannerInput, BannerRepository } from "#core/admin/banners.ts";
import { changedFields } from "#core/admin/back-office.server.ts";
import { isBannerTheme } from "#core/images/banner-svg.ts";
import { pictureUrl } from "#core/images/pictures.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import { textArray } from "../read-model.ts";
import { backOfficeTransaction } from "./back-office.ts";
import { pictureTransactionPart } from "./model-pictures.ts";

/** The banners as the back office edits them. */

const toDateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value)));

async function bannersOf(db: Db, id?: number): Promise<AdminBanner[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select b.id, b.kind, b.sort_order, b.is_active, b.starts_at, b.ends_at, b.image, b.theme, b.crop_point, b.bg_color, b.text_color,
          coalesce((select json_object_agg(t.lang, json_build_object('title', t.title, 'heading', t.heading, 'subText', t.sub_text,
              'buttonText', t.button_text, 'url', t.url)) from banner_translations t where t.banner_id = b.id), '{}') as texts
        from banners b ${id === undefined ? sql`` : sql`where b.id = ${id}`}
        order by b.kind, b.sort_order, b.id
        ${id === undefined ? sql`` : sql`for update`}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as AdminBanner["kind"],
    sortOrder: Number(row.sort_order),
    active: Boolean(row.is_active),
    startsAt: toDateOrNull(row.starts_at),
    endsAt: toDateOrNull(row.ends_at),
    image: (row.image as string | null) ?? null,
    theme: isBannerTheme(row.theme) ? row.theme : null,
    cropPoint: String(row.crop_point),
    bgColor: String(row.bg_color),
    textColor: String(row.text_color),
    texts: row.texts as AdminBanner["texts"],
  }));
}

const snapshot = (banner: BannerInput & { image?: string | null }) => ({
  kind: banner.kind,
  sortOrder: banner.sortOrder,
  active: banner.active,
  startsAt: banner.startsAt?.toISOString() ?? null,
  endsAt: banner.endsAt?.toISOString() ?? null,
  image: banner.image ?? null,
  theme: banner.theme,
  cropPoint: banner.cropPoint,
  bgColor: banner.bgColor,
  textColor: banner.textColor,
  texts: banner.texts,
});

export function createBannerAdminRepository(db: Db): BannerRepository {
  return {
    banners: () => bannersOf(db),

    saveBanner(id, input, picture, actor) {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const before = id === null ? null : ((await bannersOf(tx, id))[0] ?? undefined);
        if (before === undefined) return null;
        let bannerId = id;
        if (bannerId === null) {
          // Banner ids are the shop's own, as other content ids: the next one, taken under a lock.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('banners.id'))`);
          const [next] = await queryRows<{ id: number }>(tx, sql`select coalesce(max(id), 0) + 1 as id from banners`);
          bannerId = Number(next!.id);
        }
        if (picture) await pictureTransactionPart(tx).storePicture(picture);
        // A text banner has no picture; a picture banner keeps its upload until another replaces it, else the drawing.
        const image =
          input.kind === "text" ? null : picture ? pictureUrl(picture.hash, 960, "webp") : before?.image && before.image.startsWith("/images/pictures/") ? before.image : `/images/banners/${bannerId}.svg`;
        await tx.execute(sql`
          insert into banners (id, kind, sort_order, image, theme, crop_point, bg_color, text_color, is_active, starts_at, ends_at)
          values (${bannerId}, ${input.kind}, ${input.sortOrder}, ${image}, ${input.theme ?? "summer"}, ${input.cropPoint}, ${input.bgColor}, ${input.textColor},
            ${input.active}, ${input.startsAt?.toISOString() ?? null}::timestamptz, ${input.endsAt?.toISOString() ?? null}::timestamptz)
          on conflict (id) do update set kind = excluded.kind, sort_order = excluded.sort_order, image = excluded.image, theme = excluded.theme,
            crop_point = excluded.crop_point, bg_color = excluded.bg_color, text_color = excluded.text_color, is_active = excluded.is_active,
            starts_at = excluded.starts_at, ends_at = excluded.ends_at`);
        const langs = Object.keys(input.texts) as Lang[];
        await tx.execute(sql`delete from banner_translations where banner_id = ${bannerId} and not (lang = any(${textArray(langs)}))`);
        for (const lang of langs) {
          const own = input.texts[lang]!;
          await tx.execute(sql`
            insert into banner_translations (banner_id, lang, title, heading, button_text, sub_text, url)
            values (${bannerId}, ${lang}, ${own.title}, ${own.heading}, ${own.buttonText}, ${own.subText}, ${own.url})
            on conflict (banner_id, lang) do update set title = excluded.title, heading = excluded.heading, button_text = excluded.button_text,
              sub_text = excluded.sub_text, url = excluded.url`);
        }
        const after = snapshot({ ...input, image });
        // The audit row moves the data version: every process drops its kept front pages.
        await backOfficeTransaction(tx).audit(actor, {
          action: id === null ? "banner.create" : "banner.update",
          entity: "banner",
          entityId: String(bannerId),
          ...(before ? changedFields(snapshot(before), after) : { before: null, after }),
        });
        return bannerId;
      });
    },
  };
}
