import { describe, expect, it } from "vitest";
import type { BrandSummary } from "#core/catalog/types.ts";
import { brandsByInitial } from "./brand-index.ts";

const brand = (id: number, name: string): BrandSummary => ({ id, name, slug: `b${id}`, logo: null });
const names = (groups: ReturnType<typeof brandsByInitial>) => groups.map((group) => [group.letter, group.brands.map((b) => b.name)]);

describe("brandsByInitial", () => {
  it("sorts alphabetically under upper-case letter headings", () => {
    const brands = [brand(1, "tussock & Tor"), brand(2, "Alpenglow"), brand(3, "Tundra"), brand(4, "arktis")];
    expect(names(brandsByInitial(brands, "en"))).toEqual([
      ["A", ["Alpenglow", "arktis"]],
      ["T", ["Tundra", "tussock & Tor"]],
    ]);
  });

  it("follows the language's alphabet", () => {
    const brands = [brand(1, "Åsa"), brand(2, "Zeta"), brand(3, "Alfa")];
    expect(names(brandsByInitial(brands, "sv"))).toEqual([
      ["A", ["Alfa"]],
      ["Z", ["Zeta"]],
      ["Å", ["Åsa"]],
    ]);
    expect(names(brandsByInitial(brands, "de"))).toEqual([
      ["A", ["Alfa", "Åsa"]],
      ["Z", ["Zeta"]],
    ]);
  });

  it("puts names that start with a digit or a sign under one heading at the end", () => {
    const brands = [brand(1, "8848 Altitude"), brand(2, "Bergans"), brand(3, "#hashtag")];
    expect(names(brandsByInitial(brands, "fi"))).toEqual([
      ["B", ["Bergans"]],
      [null, ["#hashtag", "8848 Altitude"]],
    ]);
  });

  it("gives nothing for no brands", () => {
    expect(brandsByInitial([], "fi")).toEqual([]);
  });
});
