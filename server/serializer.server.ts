import { isDeepStrictEqual } from "node:util";
import { serializerCompiler } from "fastify-type-provider-zod";

type SerializerCompiler = typeof serializerCompiler;

/** An answer that is not exactly what its response schema describes (only raised when checking). */
export class ResponseContractError extends Error {
  constructor(method: string, url: string, detail: string) {
    super(`${method} ${url}: the answer does not match its response schema (${detail})`);
    this.name = "ResponseContractError";
  }
}

/**
 * The response serializer of every /api/ route.
 *
 * With `check` (development and tests) an answer is encoded with its zod schema, which throws when it does
 * not fit, and must come out unchanged: no field the schema would drop or value it would change. So in
 * production, where checking a 100 KB grid answer cost about a seventh of the request's CPU (the
 * catalogue benchmark, docs/benchmarks.md), the answer is stringified as it stands and the text is the
 * same the schema would give.
 *
 * Either way the text is remembered per answer object: public reads come from the read cache
 * (core/cache/read-cache.ts), which hands every request of its time to live the same object, so
 * stringifying it once is enough. A handler must not change an object after returning it (the shop's
 * never do: answers are built fresh or taken from that cache as they are).
 */
export function createResponseSerializer(options: { check: boolean }): SerializerCompiler {
  return (route) => {
    const encode = options.check ? serializerCompiler(route) : null;
    const serialize = (data: unknown): string => {
      const json = JSON.stringify(data);
      if (encode) {
        const encoded = encode(data);
        if (!isDeepStrictEqual(JSON.parse(encoded) as unknown, json === undefined ? undefined : (JSON.parse(json) as unknown))) {
          throw new ResponseContractError(route.method, route.url, "fields the schema would drop or change");
        }
      }
      return json;
    };
    const known = new WeakMap<object, string>();
    return (data: unknown) => {
      if (typeof data !== "object" || data === null) return serialize(data);
      const kept = known.get(data);
      if (kept !== undefined) return kept;
      const json = serialize(data);
      known.set(data, json);
      return json;
    };
  };
}
