import { describe, expect, it } from "vitest";
import {
  htmlToPlainText,
  META_DESCRIPTION_MAX_LENGTH,
  metaDescription,
  pageTitle,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
} from "./meta.ts";

const length = (text: string) => Array.from(text).length;

describe("pageTitle", () => {
  it("joins title and brand", () => {
    expect(pageTitle("Hiking boots", "Kuusikko Outdoor")).toBe("Hiking boots - Kuusikko Outdoor");
  });

  it("collapses whitespace and falls back to the brand", () => {
    expect(pageTitle("  Tents \n and  tarps ", "Shop")).toBe("Tents and tarps - Shop");
    expect(pageTitle("", "Shop")).toBe("Shop");
    expect(pageTitle("   ", "Shop")).toBe("Shop");
    expect(pageTitle("Shop", "Shop")).toBe("Shop");
    expect(pageTitle("Tents", "")).toBe("Tents");
  });
});

describe("metaDescription", () => {
  it("leaves text of 150 characters or less alone", () => {
    expect(metaDescription("Warm down jacket.")).toBe("Warm down jacket.");
    const exactly150 = `${"word ".repeat(29)}abcd.`;
    expect(length(exactly150)).toBe(150);
    expect(metaDescription(exactly150)).toBe(exactly150);
  });

  it("cuts longer text at a word boundary with an ellipsis, 150 characters at most", () => {
    const text = `${"Lightweight trekking tent for two ".repeat(6)}end`;
    const result = metaDescription(text);
    expect(length(result)).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
    expect(result.endsWith("…")).toBe(true);
    const body = result.slice(0, -1);
    expect(text.startsWith(body)).toBe(true);
    // the cut falls before a space: no word is broken
    expect(text[body.length]).toBe(" ");
    expect(result).toBe(
      "Lightweight trekking tent for two Lightweight trekking tent for two Lightweight trekking tent for two Lightweight trekking tent for two Lightweight…",
    );
  });

  it("keeps a word that ends exactly at the limit", () => {
    // 149 characters of words, then a space: the whole head fits with the ellipsis.
    const head = `${"a".repeat(74)} ${"b".repeat(74)}`;
    expect(length(head)).toBe(149);
    expect(metaDescription(`${head} tail`)).toBe(`${head}…`);
  });

  it("drops the word the limit falls inside", () => {
    const text = `${"a".repeat(140)} ${"b".repeat(20)}`;
    expect(metaDescription(text)).toBe(`${"a".repeat(140)}…`);
  });

  it("cuts a single 200-character word at 149 characters", () => {
    const word = "x".repeat(200);
    const result = metaDescription(word);
    expect(result).toBe(`${"x".repeat(149)}…`);
    expect(length(result)).toBe(150);
  });

  it("drops punctuation left at the cut", () => {
    const text = `${"a".repeat(130)}, ${"b".repeat(10)}. ${"c".repeat(20)}`;
    expect(metaDescription(text)).toBe(`${"a".repeat(130)}, ${"b".repeat(10)}…`);
    const comma = `${"a".repeat(140)}, ${"b".repeat(20)}`;
    expect(metaDescription(comma)).toBe(`${"a".repeat(140)}…`);
    const dash = `${"a".repeat(140)} – ${"b".repeat(20)}`;
    expect(metaDescription(dash)).toBe(`${"a".repeat(140)}…`);
  });

  it("strips HTML and collapses whitespace before measuring", () => {
    expect(metaDescription("<p>Waterproof <b>Gore-Tex</b>\n\n  jacket</p><p>for&nbsp;hiking &amp; skiing</p>")).toBe(
      "Waterproof Gore-Tex jacket for hiking & skiing",
    );
    // 200 characters of markup around 100 characters of text: no cut needed
    const markup = `<div class="${"x".repeat(200)}">${"word ".repeat(20)}</div>`;
    expect(metaDescription(markup)).toBe("word ".repeat(20).trim());
  });

  it("never splits an astral character", () => {
    const text = "🏔".repeat(200);
    const result = metaDescription(text);
    expect(result).toBe(`${"🏔".repeat(149)}…`);
    expect(result).not.toMatch(/[\ud800-\udbff]…$/u);
  });
});

describe("htmlToPlainText", () => {
  it("drops scripts, styles and comments with their content", () => {
    expect(htmlToPlainText("a<script>alert(1)</script>b<style>p{}</style>c<!-- hidden -->d")).toBe("a b cd");
  });

  it("keeps inline markup inside words and separates blocks", () => {
    expect(htmlToPlainText("Gore<b>-Tex</b><br>Pro<li>One</li><li>Two</li>")).toBe("Gore-Tex Pro One Two");
  });

  it("decodes entities, counting any space as whitespace", () => {
    expect(htmlToPlainText("5&#8201;&lt;&#x3e;&quot;&euro;&unknown;")).toBe('5 <>"€&unknown;');
  });
});

describe("share image", () => {
  it("is 1200 x 630", () => {
    expect([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]).toEqual([1200, 630]);
  });
});
