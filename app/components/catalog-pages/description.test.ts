import { describe, expect, it } from "vitest";
import { descriptionExcerpt, descriptionLines } from "./description.ts";

describe("descriptionLines", () => {
  it("keeps paragraphs and line breaks as lines and inline tags within them", () => {
    expect(descriptionLines("<p>Warm <b>down</b> jackets.</p><p>Second &amp; last.</p>")).toBe("Warm down jackets.\nSecond & last.");
    expect(descriptionLines("First line<br>second line<br/>third")).toBe("First line\nsecond line\nthird");
    expect(descriptionLines("<ul><li>One</li><li>Two</li></ul>")).toBe("One\nTwo");
  });

  it("drops scripts and empty paragraphs", () => {
    expect(descriptionLines("<p></p><p>Text<script>alert(1)</script></p><p> </p>")).toBe("Text");
  });
});

describe("descriptionExcerpt", () => {
  const limits = { mobile: 60, desktop: 120 };

  it("shows only the first paragraph and says the rest is left out", () => {
    const excerpt = descriptionExcerpt("<p>Short intro.</p><p>More details follow here.</p>", limits);
    expect(excerpt.mobile).toEqual({ text: "Short intro.", trimmed: true });
    expect(excerpt.desktop).toEqual({ text: "Short intro.", trimmed: true });
  });

  it("cuts at sentence ends within each limit", () => {
    const html = "<p>First sentence is here. Second sentence is a bit longer. Third one closes the paragraph nicely.</p>";
    const excerpt = descriptionExcerpt(html, limits);
    expect(excerpt.mobile).toEqual({ text: "First sentence is here. Second sentence is a bit longer.", trimmed: true });
    expect(excerpt.desktop).toEqual({
      text: "First sentence is here. Second sentence is a bit longer. Third one closes the paragraph nicely.",
      trimmed: false,
    });
  });

  it("is not trimmed when the whole description fits", () => {
    expect(descriptionExcerpt("<p>All of it.</p>", limits)).toEqual({
      mobile: { text: "All of it.", trimmed: false },
      desktop: { text: "All of it.", trimmed: false },
    });
  });

  it("gives empty text for an empty description", () => {
    expect(descriptionExcerpt("", limits).desktop).toEqual({ text: "", trimmed: false });
  });
});
