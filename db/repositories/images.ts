import { and, asc, eq } from "drizzle-orm";
import type { ImageRepository } from "#core/images/image-service.ts";
import type { Db } from "../client.server.ts";
import { banners, brands, images, pictureFiles, reviews } from "../schema/index.ts";

export function createImageRepository(db: Db): ImageRepository {
  return {
    async productImage(imageId) {
      const [row] = await db
        .select({ shape: images.shape, hex: images.hex, accentHex: images.accentHex })
        .from(images)
        .where(eq(images.id, imageId))
        .limit(1);
      return row ?? null;
    },
    async banner(bannerId) {
      const [row] = await db.select({ theme: banners.theme, hex: banners.bgColor }).from(banners).where(eq(banners.id, bannerId)).limit(1);
      return row ?? null;
    },
    async brand(slug) {
      const [row] = await db.select({ name: brands.name, hex: brands.colorHex }).from(brands).where(eq(brands.slug, slug)).limit(1);
      return row ?? null;
    },
    async pictureFile(hash, format, width) {
      const [row] = await db
        .select({ content: pictureFiles.content })
        .from(pictureFiles)
        .where(and(eq(pictureFiles.hash, hash), eq(pictureFiles.format, format), eq(pictureFiles.width, width)))
        .limit(1);
      return row?.content ?? null;
    },
    async reviewedProductImage(reviewId) {
      const [row] = await db
        .select({ shape: images.shape, hex: images.hex, accentHex: images.accentHex })
        .from(reviews)
        .innerJoin(images, eq(images.modelId, reviews.modelId))
        .where(eq(reviews.id, reviewId))
        .orderBy(asc(images.sortOrder))
        .limit(1);
      return row ?? null;
    },
  };
}
