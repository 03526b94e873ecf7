import { describe, expect, it } from "vitest";
import { isShopOrWebLink } from "./link.ts";

describe("isShopOrWebLink", () => {
  it("takes the shop's own paths and http(s) addresses, nothing else", () => {
    for (const link of ["/talvi/", "/", "https://example.fi/a?b=1", "http://example.fi"]) expect(isShopOrWebLink(link), link).toBe(true);
    for (const link of ["//evil.example/", "/with space/", "javascript:alert(1)", "ftp://x", "talvi", "https://", ""]) expect(isShopOrWebLink(link), link).toBe(false);
  });
});
