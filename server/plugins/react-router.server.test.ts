import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { patternsOf } from "#i18n/routes.ts";
import { limitedBody, pathMatcher } from "./react-router.server.ts";

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

describe("the pages whose posts may carry pictures", () => {
  const accepts = pathMatcher(patternsOf("reviews.write").map(({ pattern }) => pattern));

  it("are the review form in every language, as a page post and as a client-side data post", () => {
    for (const path of ["/accounts/write-review/12/", "/accounts/write-review/12", "/tili/kirjoita-arvostelu/12/", "/akkaunt/napisat-otzyv/7/_.data", "/compte/ecrire-un-avis/7.data"]) {
      expect(accepts(path), path).toBe(true);
    }
  });

  it("are no other page, nor a look-alike path", () => {
    for (const path of ["/accounts/", "/accounts/write-review/", "/accounts/write-review/12/extra/", "/x/accounts/write-review/12/", "/accounts/write-review/12/_xdata", "/checkout/"]) {
      expect(accepts(path), path).toBe(false);
    }
  });
});
