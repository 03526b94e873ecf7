import { describe, expect, it } from "vitest";
import { isForeignStateChange } from "./cross-site.ts";

const post = (origin: string | undefined, fetchSite?: string, host = "localhost:3000") => isForeignStateChange({ method: "POST", origin, fetchSite, host });

describe("isForeignStateChange", () => {
  it("lets a page's own posts through", () => {
    expect(post("http://localhost:3000", "same-origin")).toBe(false);
    expect(post("http://localhost:3000")).toBe(false);
    expect(post("https://shop.example.fi", undefined, "shop.example.fi")).toBe(false);
    expect(post("https://SHOP.example.fi", undefined, "Shop.Example.fi")).toBe(false);
  });

  it("refuses posts of another site, of another storefront's subdomain and of opaque origins", () => {
    expect(post("https://evil.example")).toBe(true);
    expect(post("http://en.localhost:3000")).toBe(true);
    expect(post("http://localhost:3000", "cross-site")).toBe(true);
    expect(post("http://localhost:3000", "same-site")).toBe(true);
    expect(post("null")).toBe(true);
    expect(post("not a url")).toBe(true);
  });

  it("lets requests without Origin or Sec-Fetch-Site through (not a browser's, so no cookie to abuse)", () => {
    expect(post(undefined)).toBe(false);
    expect(post("")).toBe(false);
  });

  it("checks every method that changes something, and no safe one", () => {
    for (const method of ["PUT", "PATCH", "DELETE", "post"]) {
      expect(isForeignStateChange({ method, origin: "https://evil.example", fetchSite: undefined, host: "localhost:3000" }), method).toBe(true);
    }
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(isForeignStateChange({ method, origin: "https://evil.example", fetchSite: "cross-site", host: "localhost:3000" }), method).toBe(false);
    }
  });
});
