import { defineMessages } from "../define.ts";

/**
 * Texts of the catalogue pages around the grid (document 2 §2): product-group and brand pages, the
 * brands list, newest, the full catalogue and search. The grid's own texts are in catalog.ts.
 */
export default defineMessages({
  brandsTitle: {
    en: "Brands",
    fi: "Merkit",
    sv: "Märken",
    de: "Marken",
    fr: "Marques",
    ru: "Бренды",
  },
});
