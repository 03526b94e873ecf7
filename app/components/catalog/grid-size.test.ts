import { describe, expect, it } from "vitest";
import { gridSizeCookie, gridSizeFromCookies, writeGridSizeCookie } from "./grid-size.ts";

describe("grid size cookie", () => {
  it("keeps the choice for one year on the whole site", () => {
    expect(gridSizeCookie("extended")).toBe("grid_size=extended; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("is read back from a Cookie header among others", () => {
    expect(gridSizeFromCookies("currency=eur; grid_size=extended; delivery_country=fi")).toBe("extended");
    expect(gridSizeFromCookies("grid_size=default")).toBe("default");
  });

  it("falls back to the default size when missing or unknown", () => {
    expect(gridSizeFromCookies(null)).toBe("default");
    expect(gridSizeFromCookies("")).toBe("default");
    expect(gridSizeFromCookies("grid_size=huge")).toBe("default");
    expect(gridSizeFromCookies("my_grid_size=extended")).toBe("default");
  });

  it("is written to the document", () => {
    const doc = { cookie: "" };
    writeGridSizeCookie("extended", doc);
    expect(doc.cookie).toBe(gridSizeCookie("extended"));
  });
});
