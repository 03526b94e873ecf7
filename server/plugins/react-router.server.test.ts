import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { limitedBody } from "./react-router.server.ts";

describe("a page post's body", () => {
  it("passes through whole up to the limit", async () => {
    expect(await text(limitedBody(Readable.from([Buffer.from("a=1&"), Buffer.from("b=2")]), 7))).toBe("a=1&b=2");
  });

  it("fails once more than the limit has come, whatever the request declared", async () => {
    const endless = Readable.from((function* () {
      for (let i = 0; i < 1000; i++) yield Buffer.alloc(1024, 120);
    })());
    await expect(text(limitedBody(endless, 10 * 1024))).rejects.toThrow("request body over 10240 bytes");
  });
});
