import type { FastifyInstance } from "fastify";
import { renderBannerSvg, renderBrandLogoSvg, renderProductSvg } from "#core/images/product-svg.ts";
import { parseImagePath } from "#core/images/urls.ts";
import { errorBody } from "../plugins/errors.server.ts";

/** Generated pictures: everything is in the URL, so the answer never changes and is cached for a year. */
export default async function imageRoutes(app: FastifyInstance) {
  app.get("/images/*", { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const image = parseImagePath(pathname);
    if (!image) return reply.status(404).send(errorBody(404, "Image not found"));
    const svg =
      image.kind === "product"
        ? renderProductSvg({ shape: image.shape, colorHex: image.hex, accentHex: image.accentHex, variantSeed: image.seed, width: image.width })
        : image.kind === "banner"
          ? renderBannerSvg({ width: image.width, height: image.height, theme: image.theme, colorHex: image.hex, seed: image.seed })
          : renderBrandLogoSvg({ name: image.name, colorHex: image.hex, width: 240, height: 80 });
    return reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(svg);
  });
}
