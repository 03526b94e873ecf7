import { describe, expect, it } from "vitest";
import { keywordLinkShown, keywordsIn } from "./keywords.ts";

const GLOSSARY = [
  { id: 1, keyword: "Vesipilari", text: "", url: "" },
  { id: 2, keyword: "R-arvo", text: "", url: "" },
  { id: 3, keyword: "Merino", text: "", url: "" },
  { id: 4, keyword: "Gore-Tex (R)", text: "", url: "" },
];

describe("keywords of a product", () => {
  it("finds a term at the start of a word, in any case and inflected", () => {
    const found = keywordsIn(GLOSSARY, ["Kankaan <b>vesipilarin</b> ansiosta...", "Alustan r-arvo on 4,5."]);
    expect(found.map((k) => k.id)).toEqual([1, 2]);
  });

  it("does not find a term inside another word, nor in the markup", () => {
    expect(keywordsIn(GLOSSARY, ["Polymerino-kuitu", '<span class="merino">villa</span>'])).toEqual([]);
  });

  it("takes terms with characters of regular expressions literally", () => {
    expect(keywordsIn(GLOSSARY, ["Kalvo: Gore-Tex (R) Pro"]).map((k) => k.id)).toEqual([4]);
    expect(keywordsIn(GLOSSARY, ["Gore-Tex R"]).map((k) => k.id)).toEqual([]);
  });

  it("shows a link only for an absolute address or a path of the shop", () => {
    expect(keywordLinkShown("https://example.com/a")).toBe(true);
    expect(keywordLinkShown("/sivu/pikanouto/")).toBe(true);
    expect(keywordLinkShown("sivu/pikanouto")).toBe(false);
    expect(keywordLinkShown("")).toBe(false);
  });
});
