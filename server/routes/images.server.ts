import type { FastifyInstance, FastifyReply } from "fastify";
import type { ImageService } from "#core/images/image-service.ts";
import type { ReviewWritingService } from "#core/reviews/review-writing.server.ts";
import type { ReturnsService } from "#core/after-sales/returns-service.server.ts";
import type { FormsService } from "#core/forms/forms-service.server.ts";
import { casePictureToken } from "#core/after-sales/case-pictures.ts";
import { renderBannerSvg, renderBrandLogoSvg, renderProductSvg } from "#core/images/product-svg.ts";
import { parseImageRef } from "#core/images/refs.ts";
import { parseImagePath, type ParsedImage } from "#core/images/urls.ts";
import { errorBody } from "../plugins/errors.server.ts";

function render(image: ParsedImage): string {
  switch (image.kind) {
    case "product":
      return renderProductSvg({ shape: image.shape, colorHex: image.hex, accentHex: image.accentHex, variantSeed: image.seed, width: image.width });
    case "banner":
      return renderBannerSvg({ width: image.width, height: image.height, theme: image.theme, colorHex: image.hex, seed: image.seed });
    case "logo":
      return renderBrandLogoSvg({ name: image.name, colorHex: image.hex, width: 240, height: 80 });
  }
}

/** Stored picture bytes as they were kept: their own type, never sniffed as another, cached as the caller says. */
function sendStored(reply: FastifyReply, picture: { bytes: Uint8Array; contentType: string }, cacheControl: string) {
  return reply
    .header("content-type", picture.contentType)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", cacheControl)
    .send(Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength));
}

/**
 * Generated pictures. A drawn URL (core/images/urls.ts) carries everything in itself; a stored
 * reference (core/images/refs.ts) names a catalogue row. Either way one URL always draws the same
 * picture, so answers are cached for a year.
 */
export default async function imageRoutes(app: FastifyInstance, options: { images: ImageService; reviewWriting: ReviewWritingService; returns: ReturnsService; forms: FormsService }) {
  // Pictures customers sent with their reviews (docs/decisions/0026): the stored, cleaned bytes. Until
  // the review is shown only its writer and the staff may open one, and nothing keeps a copy.
  app.get("/images/reviews/uploads/:file", { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const picture = await options.reviewWriting.picture(() => request.signedInUser(), pathname);
    if (!picture) return reply.status(404).send(errorBody(404, "Image not found"));
    // A shown review may still be hidden later by the staff: a day, not a year.
    return sendStored(reply, picture, picture.public ? "public, max-age=86400" : "private, no-store");
  });

  // Pictures of complaints and of answers to the shop's questions. The address holds a random token and is
  // written only on its case's pages (the shopper's, opened by the case's own token, and the staff's), so it is
  // the key; nothing may keep a copy.
  app.get("/images/cases/:file", { schema: { hide: true } }, async (request, reply) => {
    const token = casePictureToken(request.url.split("?")[0] ?? "");
    const picture = token ? await options.returns.picture(token) : null;
    if (!picture) return reply.status(404).send(errorBody(404, "Image not found"));
    return sendStored(reply, picture, "private, no-store");
  });

  // Pictures sent with a question to customer service: only staff open them (the mail to customer service
  // links them), never cached.
  app.get("/images/contact/:file", { schema: { hide: true } }, async (request, reply) => {
    const token = /^\/images\/contact\/([\w-]{22})\.webp$/.exec(request.url.split("?")[0] ?? "")?.[1];
    const user = token ? await request.signedInUser() : null;
    const picture = token && user?.isStaff ? await options.forms.attachment(token) : null;
    if (!picture) return reply.status(404).send(errorBody(404, "Image not found"));
    return sendStored(reply, picture, "private, no-store");
  });

  // Uploaded product pictures: the name is the file's hash, so an address never shows other bytes.
  app.get("/images/pictures/:file", { schema: { hide: true } }, async (request, reply) => {
    const picture = await options.images.pictureFile(request.url.split("?")[0] ?? "");
    if (!picture) return reply.status(404).send(errorBody(404, "Image not found"));
    return sendStored(reply, picture, "public, max-age=31536000, immutable");
  });

  app.get("/images/*", { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const ref = parseImageRef(pathname);
    const image = parseImagePath(pathname) ?? (ref ? await options.images.drawingFor(ref) : null);
    if (!image) return reply.status(404).send(errorBody(404, "Image not found"));
    return reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(render(image));
  });
}
