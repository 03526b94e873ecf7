import { serializerCompiler } from "fastify-type-provider-zod";

type SerializerCompiler = typeof serializerCompiler;

/**
 * The zod response serializer, remembering its answer per answer object. Public reads come from the
 * read cache (core/cache/read-cache.ts), which hands every request of its time to live the same
 * object: checking and stringifying it once is enough. A handler must not change an object after
 * returning it (the shop's never do: answers are built fresh or taken from that cache as they are).
 */
export const memoizedSerializerCompiler: SerializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
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
