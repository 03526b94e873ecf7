import { describe, expect, it } from "vitest";
import { isCrossSitePost } from "./same-origin.ts";

const post = (headers: Record<string, string>) => new Request("http://fi.localhost:3000/tili/kirjaudu/", { method: "POST", headers });

describe("cross-site form posts", () => {
  it("are told by Origin or Sec-Fetch-Site", () => {
    expect(isCrossSitePost(post({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSitePost(post({ "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSitePost(post({ origin: "null" }))).toBe(true);
  });

  it("let this site's own posts and header-less clients through", () => {
    expect(isCrossSitePost(post({ origin: "http://fi.localhost:3000", "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossSitePost(post({}))).toBe(false);
  });
});
