import { describe, expect, it } from "vitest";
import { modelUrlsByLang } from "./product-service.ts";

describe("modelUrlsByLang", () => {
  it("gives the model's path in each language with a slug: brand, that language's main group path, its slug", () => {
    const model = {
      brand: { id: 1, name: "Korimori", slug: "korimori", logo: null },
      slugByLang: { fi: "myrskytakki", en: "storm-jacket", sv: "stormjacka" },
      mainGroupPathByLang: { fi: "vaatteet/takit", en: "clothing/jackets" },
    };
    expect(modelUrlsByLang(model)).toEqual({
      fi: "/korimori/vaatteet/takit/myrskytakki/",
      en: "/korimori/clothing/jackets/storm-jacket/",
      // No Swedish path of the group: the path without groups, as the Swedish model_url is.
      sv: "/korimori/stormjacka/",
    });
    expect(modelUrlsByLang({ ...model, slugByLang: null })).toEqual({});
  });
});
