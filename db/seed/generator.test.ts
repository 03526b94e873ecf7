import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../i18n/languages.ts";
import { sizeSortOrder } from "./attributes.ts";
import { CatalogueGenerator, MODEL_ID_BASE, priceForArea, shelfPrice } from "./catalogue.ts";
import { STATIC_PAGES } from "./content.ts";
import { Rng, hashSeed } from "./prng.ts";
import { COUNTRIES, STORES } from "./reference-data.ts";
import { GROUPS, KINDS } from "./taxonomy.ts";
import { slugify } from "./text.ts";

const DATE = new Date(Date.UTC(2026, 10, 23));
const generate = (seed: number, count: number) => {
  const generator = new CatalogueGenerator({ seed, referenceDate: DATE });
  return Array.from({ length: count }, (_, i) => generator.model(i));
};

describe("seeded random numbers", () => {
  it("repeat for the same seed and labels and differ otherwise", () => {
    const a = Rng.for(7, "x", 1);
    const b = Rng.for(7, "x", 1);
    const c = Rng.for(7, "x", 2);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(hashSeed("a", 1)).not.toBe(hashSeed("a1"));
  });

  it("keep int() within its bounds", () => {
    const rng = new Rng(1);
    const values = Array.from({ length: 2000 }, () => rng.int(3, 6));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(6);
  });
});

describe("the catalogue generator", () => {
  it("gives the same models for the same seed", () => {
    expect(generate(42, 30)).toEqual(generate(42, 30));
  });

  it("gives the same first models whatever the total", () => {
    const small = generate(5, 20);
    const large = generate(5, 120).slice(0, 20);
    expect(large).toEqual(small);
  });

  it("gives a different catalogue for another seed", () => {
    const names = (seed: number) => generate(seed, 20).map((m) => m.translations[0]!.name);
    expect(names(1)).not.toEqual(names(2));
  });

  it("writes 2,000 models with over 20,000 variants and believable counts", () => {
    const models = generate(1, 2000);
    const variants = models.reduce((n, m) => n + m.variants.length, 0);
    expect(variants).toBeGreaterThan(20_000);
    expect(variants).toBeLessThan(60_000);
    const ids = models.map((m) => m.model.id);
    expect(new Set(ids).size).toBe(2000);
    expect(ids[0]).toBe(MODEL_ID_BASE);
    expect(ids).not.toContain(2427);
    expect(ids).not.toContain(1412);
    const kinds = new Set(models.map((m) => m.summary.kind));
    expect(kinds.size).toBe(KINDS.length);
    const outlet = models.filter((m) => m.model.belongsToOutlet).length;
    expect(outlet).toBeGreaterThan(40);
    expect(models.filter((m) => !m.model.isPublic).length).toBeGreaterThan(5);
    const types = new Set(models.flatMap((m) => m.prices.map((p) => p.priceType)));
    expect([...types].sort()).toEqual(["club", "discount", "normal", "outdoor", "outlet"]);
    const stock = models.flatMap((m) => m.stock);
    expect(stock.some((s) => s.blocked)).toBe(true);
    expect(new Set(stock.map((s) => s.storeId))).toEqual(new Set(STORES.map((s) => s.id)));
    expect(models.some((m) => m.variants.some((v) => v.incomingAt))).toBe(true);
    const sizes = new Set(models.flatMap((m) => m.variants.map((v) => v.sizeName)));
    for (const size of ["XXXS", "XXXXXL", "42", "40,5", "26,5"]) expect(sizes).toContain(size);
    const reviews = models.flatMap((m) => m.reviews);
    expect(new Set(reviews.map((r) => r.lang)).size).toBe(6);
    expect(reviews.every((r) => r.rating >= 0 && r.rating <= 10)).toBe(true);
  });

  it("translates every model into all six languages with distinct slugs per language", () => {
    const models = generate(3, 300);
    for (const m of models) expect(m.translations.map((t) => t.lang)).toEqual([...LANGUAGES]);
    for (const lang of LANGUAGES) {
      const slugs = models.map((m) => m.translations.find((t) => t.lang === lang)!.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    const fi = models[0]!.translations.find((t) => t.lang === "fi")!;
    const en = models[0]!.translations.find((t) => t.lang === "en")!;
    expect(fi.name).not.toBe(en.name);
    expect(fi.longDescriptionHtml).toMatch(/^<p><strong>/);
  });

  it("prices every variant in every tax area, with the club price below the active one", () => {
    const models = generate(9, 200);
    for (const m of models) {
      expect(m.prices.length).toBe(m.variants.length * 5);
      for (const p of m.prices) {
        expect(Number.isInteger(p.activeCents)).toBe(true);
        expect(p.activeCents).toBeLessThanOrEqual(p.regularCents);
        if (p.clubCents !== null && p.clubCents !== undefined) expect(p.clubCents).toBeLessThan(p.activeCents);
      }
    }
  });
});

describe("money helpers", () => {
  it("end shelf prices in .90", () => {
    expect(shelfPrice(249.3)).toBe(24_990);
    expect(shelfPrice(21.2)).toBe(2_090);
  });

  it("move a Finnish price to another VAT rate in whole cents", () => {
    expect(priceForArea(12_550, 2_550)).toBe(12_550);
    expect(priceForArea(12_550, 0)).toBe(10_000);
    expect(priceForArea(12_550, 1_900)).toBe(11_900);
  });
});

describe("reference data and content", () => {
  it("orders sizes XXXS..XXXXXL first, then numeric", () => {
    const sizes = ["42", "XXL", "XXXS", "S/M", "24,5", "M", "XXXXXL", "S"];
    expect([...sizes].sort((a, b) => sizeSortOrder(a) - sizeSortOrder(b))).toEqual(["XXXS", "S", "S/M", "M", "XXL", "XXXXXL", "24,5", "42"]);
  });

  it("slugifies with diacritics dropped and Russian transliterated", () => {
    expect(slugify("Allgemeine Geschäftsbedingungen")).toBe("allgemeine-geschaftsbedingungen");
    expect(slugify("Горные лыжи")).toBe("gornye-lyzhi");
    expect(slugify("Vaelluskengät")).toBe("vaelluskengat");
    expect(slugify("Winter Boots Men's")).toBe("winter-boots-mens");
    expect(slugify("Bottes d'hiver")).toBe("bottes-d-hiver");
  });

  it("gives the terms page the localized slugs", () => {
    const terms = STATIC_PAGES.find((p) => p.key === "terms")!;
    expect(terms.slugs.fi).toBe("sopimusehdot");
    expect(terms.slugs.de).toBe("allgemeine-geschaftsbedingungen");
    expect(new Set(Object.values(terms.slugs)).size).toBeGreaterThan(4);
  });

  it("lists over 50 countries including the language defaults, and the eight stores", () => {
    expect(COUNTRIES.length).toBeGreaterThan(50);
    for (const code of ["fi", "se", "de", "fr", "us"]) expect(COUNTRIES.some((c) => c.code === code && c.enabled)).toBe(true);
    expect(STORES.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 20]);
  });

  it("builds a three-level group tree of about forty groups", () => {
    expect(GROUPS.length).toBeGreaterThanOrEqual(40);
    const depth = (slug: string): number => {
      const g = GROUPS.find((x) => x.slug === slug)!;
      return g.parent ? 1 + depth(g.parent) : 0;
    };
    expect(Math.max(...GROUPS.map((g) => depth(g.slug)))).toBe(2);
    for (const k of KINDS) expect(GROUPS.some((g) => g.slug === k.group)).toBe(true);
  });
});
