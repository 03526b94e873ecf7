/** The six storefront languages. fi is the default. */
export const LANGUAGES = ["en", "fi", "sv", "de", "fr", "ru"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "fi";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 locale used for number and date formatting per language. */
export const LOCALE_BY_LANG: Record<Lang, string> = {
  en: "en-US",
  fi: "fi-FI",
  sv: "sv-SE",
  de: "de-DE",
  fr: "fr-FR",
  ru: "ru-RU",
};

/** PostgreSQL text search configuration per language; search builds on it per language. */
export const TS_CONFIG_BY_LANG: Record<Lang, string> = {
  en: "english",
  fi: "finnish",
  sv: "swedish",
  de: "german",
  fr: "french",
  ru: "russian",
};

/** Top-level domain of the production host per language. */
export const TLD_BY_LANG: Record<Lang, string> = {
  en: "com",
  fi: "fi",
  sv: "se",
  de: "de",
  fr: "fr",
  ru: "ru",
};

/** A text stored in every language. */
export type Localized<T = string> = Record<Lang, T>;
