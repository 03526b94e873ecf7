import { defineMessages } from "../define.ts";

/** Campaign landing pages (/campaigns/{slug}/). */
export default defineMessages({
  endsOn: { en: "The campaign ends on {date}.", fi: "Kampanja päättyy {date}.", sv: "Kampanjen slutar {date}.", de: "Die Aktion endet am {date}.", fr: "La campagne se termine le {date}.", ru: "Акция заканчивается {date}." },
  noProducts: {
    en: "The campaign’s products are sold out for now.",
    fi: "Kampanjan tuotteet on toistaiseksi myyty loppuun.",
    sv: "Kampanjens produkter är slutsålda för tillfället.",
    de: "Die Artikel der Aktion sind derzeit ausverkauft.",
    fr: "Les articles de la campagne sont épuisés pour le moment.",
    ru: "Товары акции пока распроданы.",
  },
});
