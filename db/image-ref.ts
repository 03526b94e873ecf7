import { sql, type SQL } from "drizzle-orm";

/**
 * A model image's address at a card or page width, made in SQL where a read returns it inside JSON: the uploaded
 * picture's WebP when the image has one, else its drawing. The same addresses as `productImageRef`
 * (core/images/pictures.ts); `alias` is the images row's alias in the query.
 */
export function imageRefSql(alias: string, width: 320 | 960 | 1920): SQL {
  const image = sql.raw(alias);
  return sql`case when ${image}.picture_hash is null then '/images/products/' || ${image}.id || ${`-${width}.svg`}
    else '/images/pictures/' || ${image}.picture_hash || ${`-${width}.webp`} end`;
}
