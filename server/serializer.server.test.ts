import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createResponseSerializer, ResponseContractError } from "./serializer.server.ts";

const schema = z.object({ name: z.string(), count: z.number(), tags: z.array(z.string()) });
const compile = (check: boolean) => createResponseSerializer({ check })({ schema, method: "GET", url: "/x", httpStatus: "200" } as never);

describe("createResponseSerializer", () => {
  it("stringifies the answer as it stands", () => {
    expect(compile(false)({ name: "a", count: 1, tags: [] })).toBe('{"name":"a","count":1,"tags":[]}');
    expect(compile(true)({ name: "a", count: 1, tags: ["x"] })).toBe('{"name":"a","count":1,"tags":["x"]}');
  });

  it("when checking, refuses an answer that does not fit its schema", () => {
    expect(() => compile(true)({ name: 1, count: "x", tags: [] })).toThrow();
  });

  it("when checking, refuses a field the schema would drop, so nothing unlisted reaches production answers", () => {
    expect(() => compile(true)({ name: "a", count: 1, tags: [], secret: "s" })).toThrow(ResponseContractError);
  });

  it("stringifies one answer object once", () => {
    const serialize = compile(true);
    const answer = { name: "a", count: 1, tags: [] };
    const first = serialize(answer);
    // Changed after it was answered: the shop never does this, which is why the first text stands.
    answer.count = 2;
    expect(serialize(answer)).toBe(first);
    expect(serialize({ name: "a", count: 2, tags: [] })).toBe('{"name":"a","count":2,"tags":[]}');
  });
});
