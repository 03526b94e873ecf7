import { describe, expect, it } from "vitest";
import { canLoadMore, gridQuery, listingApiUrl, loadMoreHref, requestedCount } from "./load-more.ts";

describe("requestedCount", () => {
  it("reads a positive whole number and caps it at 600", () => {
    expect(requestedCount("180")).toBe(180);
    expect(requestedCount("5000")).toBe(600);
  });
  it("ignores anything else", () => {
    for (const value of [null, "", "0", "-60", "12.5", "abc", "1e3"]) expect(requestedCount(value)).toBeNull();
  });
});

describe("gridQuery", () => {
  it("drops count and keeps the rest in order", () => {
    expect(gridQuery("?sort=lowest&count=180&manufacturer=a,b")).toBe("sort=lowest&manufacturer=a%2Cb");
  });
});

describe("listingApiUrl", () => {
  it("joins the source, the page's parameters and the slice", () => {
    const url = listingApiUrl("source=group&id=12", "?manufacturer=halti&sort=newest&count=120", 120, 60);
    const params = new URL(url, "http://x").searchParams;
    expect(url.startsWith("/api/listing/?")).toBe(true);
    expect(params.get("source")).toBe("group");
    expect(params.get("id")).toBe("12");
    expect(params.get("manufacturer")).toBe("halti");
    expect(params.get("sort")).toBe("newest");
    expect(params.get("offset")).toBe("120");
    expect(params.get("limit")).toBe("60");
    expect(params.has("count")).toBe(false);
  });

  it("never lets the page URL override the source or the slice", () => {
    const params = new URL(listingApiUrl("source=brand&id=3", "?source=group&id=1&offset=9&limit=999", 60, 60), "http://x").searchParams;
    expect(params.getAll("source")).toEqual(["brand"]);
    expect(params.getAll("id")).toEqual(["3"]);
    expect(params.getAll("offset")).toEqual(["60"]);
    expect(params.getAll("limit")).toEqual(["60"]);
  });
});

describe("canLoadMore", () => {
  it("loads while cards remain and nothing is in flight", () => {
    expect(canLoadMore({ shown: 60, total: 200, loading: false, failed: false })).toBe(true);
  });
  it("stops at the end, while loading and after a failure", () => {
    expect(canLoadMore({ shown: 200, total: 200, loading: false, failed: false })).toBe(false);
    expect(canLoadMore({ shown: 60, total: 200, loading: true, failed: false })).toBe(false);
    expect(canLoadMore({ shown: 60, total: 200, loading: false, failed: true })).toBe(false);
  });
});

describe("loadMoreHref", () => {
  it("asks for one more step of cards", () => {
    expect(loadMoreHref("/uutuudet/", "?sort=newest", 60, 60, 500)).toBe("/uutuudet/?sort=newest&count=120");
    expect(loadMoreHref("/uutuudet/", "?count=120&sort=newest", 120, 60, 500)).toBe("/uutuudet/?count=180&sort=newest");
  });
  it("never asks past the total or the render cap", () => {
    expect(loadMoreHref("/x/", "", 60, 60, 100)).toBe("/x/?count=100");
    expect(loadMoreHref("/x/", "", 580, 60, 5000)).toBe("/x/?count=600");
  });
});
