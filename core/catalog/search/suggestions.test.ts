import { describe, expect, it } from "vitest";
import type { GridCard } from "../listing/types.ts";
import { createSuggestions, type SuggestionSources } from "./suggestions.ts";

const card = (id: number): GridCard =>
  ({
    id,
    name: `Tent ${id}`,
    manufacturer: "Brand",
    manufacturerSlug: "brand",
    path: `/brand/tents/tent-${id}/`,
    image: null,
    colors: [],
    price: { active: 1000 * id, reference: 1000 * id, club: null, type: "normal", discountPercent: null },
    shortDescription: "",
    tags: [],
    ribbons: [],
    rating: 0,
    ratingCount: 0,
    fromPrefix: false,
  }) as GridCard;

function sources(ids: number[]) {
  const calls: Array<{ text: string; minPrefix: number | undefined; limit: number | undefined }> = [];
  const deps: SuggestionSources = {
    search: async (_lang, text, options) => {
      calls.push({ text, minPrefix: options?.minPrefix, limit: options?.limit });
      return { ids, approximate: false, relatedSearches: [], correctedText: null };
    },
    resultShares: async (_lang, modelIds) => ({
      groups: [
        { id: 21, name: "Tents", count: modelIds.length },
        { id: 99, name: "Hidden", count: 2 },
        { id: 22, name: "Hiking tents", count: 1 },
      ],
      brands: [
        { slug: "fjellverk", name: "Fjellverk", count: 3 },
        { slug: "a", name: "A", count: 2 },
        { slug: "b", name: "B", count: 1 },
        { slug: "c", name: "C", count: 1 },
      ],
    }),
    cardsOf: async ({ ids: wanted }) => wanted.map(card),
    prices: async () => ({ taxAreaId: 1, currency: { code: "eur", rate: 1 } }),
    groupPath: async (_lang, id) => (id === 99 ? null : `/camping/${id}/`),
  };
  return { deps, calls };
}

const locale = { lang: "en", countryCode: "fi", currencyCode: "eur" } as const;

describe("createSuggestions", () => {
  it("searches with the last word a beginning from two letters, and gives groups, brands and four products", async () => {
    const { deps, calls } = sources([5, 6, 7, 8, 9, 10]);
    const answer = await createSuggestions(deps)({ locale, text: "  te " });
    // The first 200 matches are all the suggestions look at.
    expect(calls).toEqual([{ text: "te", minPrefix: 2, limit: 200 }]);
    expect(answer.products.map((product) => product.id)).toEqual([5, 6, 7, 8]);
    expect(answer.products[0]).toEqual({ id: 5, name: "Tent 5", manufacturer: "Brand", path: "/brand/tents/tent-5/", image: null, price: card(5).price, fromPrefix: false });
    // A group without a page in this storefront is left out.
    expect(answer.groups).toEqual([
      { name: "Tents", path: "/camping/21/", count: 6 },
      { name: "Hiking tents", path: "/camping/22/", count: 1 },
    ]);
    expect(answer.brands).toEqual([
      { name: "Fjellverk", path: "/fjellverk/", count: 3 },
      { name: "A", path: "/a/", count: 2 },
      { name: "B", path: "/b/", count: 1 },
    ]);
    expect(answer.currency).toEqual({ code: "eur", rate: 1 });
  });

  it("searches nothing for fewer than two letters or digits", async () => {
    const { deps, calls } = sources([1]);
    for (const text of ["", "a", " - ", "<>"]) {
      expect(await createSuggestions(deps)({ locale, text })).toMatchObject({ groups: [], brands: [], products: [] });
    }
    expect(calls).toEqual([]);
  });

  it("suggests nothing when the search finds nothing", async () => {
    const { deps } = sources([]);
    expect(await createSuggestions(deps)({ locale, text: "zzzz" })).toMatchObject({ groups: [], brands: [], products: [], approximate: false });
  });
});
