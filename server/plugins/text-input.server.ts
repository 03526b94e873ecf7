import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { cleanTexts } from "#core/text/control-characters.ts";

/** A body the JSON parser made; page posts reach React Router as a stream, which readForm cleans. */
function isParsedJson(body: unknown): boolean {
  if (Array.isArray(body)) return true;
  if (body === null || typeof body !== "object") return false;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}

/** Every JSON body's texts lose their control characters before validation, as the pages' form posts do. */
async function textInput(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (isParsedJson(request.body)) cleanTexts(request.body);
  });
}

export default fp(textInput, { name: "text-input" });
