import { describe, expect, it } from "vitest";
import { withTrailingSlash } from "./trailing-slash.server.ts";

describe("withTrailingSlash", () => {
  it("adds the slash and keeps the query", () => {
    expect(withTrailingSlash("/stores")).toBe("/stores/");
    expect(withTrailingSlash("/search?text=tent")).toBe("/search/?text=tent");
    expect(withTrailingSlash("/api/init-config?delivery-country-code=se")).toBe("/api/init-config/?delivery-country-code=se");
  });
  it("leaves slashed paths and files alone", () => {
    expect(withTrailingSlash("/")).toBeNull();
    expect(withTrailingSlash("/menu/?slug=x")).toBeNull();
    expect(withTrailingSlash("/favicon.ico")).toBeNull();
    expect(withTrailingSlash("/assets/root-abc123.js")).toBeNull();
    expect(withTrailingSlash("/api/docs/json")).toBeNull();
    expect(withTrailingSlash("/api/docs")).toBe("/api/docs/");
  });
});
