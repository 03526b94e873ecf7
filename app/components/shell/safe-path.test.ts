import { describe, expect, it } from "vitest";
import { safeLocalPath, sameOriginPath } from "./safe-path.ts";

describe("sameOriginPath", () => {
  it("keeps a path with its query and hash", () => {
    expect(sameOriginPath("/sivu/sopimusehdot/?a=1#maksu")).toBe("/sivu/sopimusehdot/?a=1#maksu");
    expect(sameOriginPath("/")).toBe("/");
  });

  it("normalises dot segments without leaving the origin", () => {
    expect(sameOriginPath("/a/../b/")).toBe("/b/");
    expect(sameOriginPath("/../../etc/")).toBe("/etc/");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example/",
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example/",
    "/ok\u0000/",
    "/\t/evil.example",
    "",
    "   ",
  ])("refuses %j", (value) => {
    expect(sameOriginPath(value)).toBeNull();
  });

  it("refuses values that are not strings", () => {
    expect(sameOriginPath(undefined)).toBeNull();
    expect(sameOriginPath(42)).toBeNull();
    expect(sameOriginPath({ redirect: "/" })).toBeNull();
  });
});

describe("safeLocalPath", () => {
  it("falls back to the front page or the given fallback", () => {
    expect(safeLocalPath("https://evil.example/")).toBe("/");
    expect(safeLocalPath(null, "/menu/")).toBe("/menu/");
    expect(safeLocalPath("/tili/")).toBe("/tili/");
  });
});
