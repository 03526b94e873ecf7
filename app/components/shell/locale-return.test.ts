import { describe, expect, it } from "vitest";
import { cleanReturnPath, returnPathOf } from "./locale-return.ts";

describe("returnPathOf", () => {
  it("keeps the path and other query parameters", () => {
    expect(returnPathOf("/haku/", "?text=teltta&page=2")).toBe("/haku/?text=teltta&page=2");
  });

  it("drops the locale query overrides", () => {
    expect(returnPathOf("/takit/", "?delivery_country=se&currency=sek&sort=new")).toBe("/takit/?sort=new");
    expect(returnPathOf("/", "?currency=usd")).toBe("/");
  });
});

describe("cleanReturnPath", () => {
  it("accepts paths of this site only", () => {
    expect(cleanReturnPath("/sopimusehdot/")).toBe("/sopimusehdot/");
    expect(cleanReturnPath("https://evil.example/")).toBe("/");
    expect(cleanReturnPath("//evil.example/x")).toBe("/");
    // Dot segments that collapse into a protocol-relative path while parsing.
    for (const trick of ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example", "/./%2e//evil.example/x"]) {
      expect(cleanReturnPath(trick), trick).toBe("/");
    }
    expect(cleanReturnPath(undefined)).toBe("/");
  });

  it("drops the hash and the locale overrides", () => {
    expect(cleanReturnPath("/takit/?currency=sek&a=1#top")).toBe("/takit/?a=1");
    expect(cleanReturnPath("/takit/#x?currency=sek")).toBe("/takit/");
  });
});
