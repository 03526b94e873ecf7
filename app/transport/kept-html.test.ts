import { describe, expect, it } from "vitest";
import { keepHtml, keptHtml } from "./kept-html.ts";

describe("kept HTML", () => {
  it("is kept per object and variant", () => {
    const card = { id: 1 };
    expect(keptHtml(card, "fi")).toBeUndefined();
    expect(keepHtml(card, "fi", "<p>a</p>")).toBe("<p>a</p>");
    expect(keptHtml(card, "fi")).toBe("<p>a</p>");
    expect(keptHtml(card, "sv")).toBeUndefined();
  });

  it("belongs to its object: another object with the same data has none", () => {
    keepHtml({ id: 2 }, "fi", "old");
    expect(keptHtml({ id: 2 }, "fi")).toBeUndefined();
  });
});
