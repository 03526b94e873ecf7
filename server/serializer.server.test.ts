import { describe, expect, it } from "vitest";
import { z } from "zod";
import { memoizedSerializerCompiler } from "./serializer.server.ts";

const schema = z.object({ name: z.string(), count: z.number() });
const compile = () => memoizedSerializerCompiler({ schema, method: "GET", url: "/x", httpStatus: "200" } as never);

describe("memoizedSerializerCompiler", () => {
  it("serializes as the zod serializer does, dropping unknown fields", () => {
    expect(compile()({ name: "a", count: 1, secret: "s" })).toBe('{"name":"a","count":1}');
  });

  it("stringifies one answer object once", () => {
    const serialize = compile();
    const answer = { name: "a", count: 1 };
    const first = serialize(answer);
    // Changed after it was answered: the shop never does this, which is why the first text stands.
    answer.count = 2;
    expect(serialize(answer)).toBe(first);
    expect(serialize({ name: "a", count: 2 })).toBe('{"name":"a","count":2}');
  });

  it("still refuses an answer that does not fit its schema", () => {
    expect(() => compile()({ name: 1, count: "x" })).toThrow();
  });
});
