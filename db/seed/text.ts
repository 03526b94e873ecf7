/** Text helpers of the demo catalogue: localized records and URL slugs. */
import { LANGUAGES, type Lang, type Localized } from "../../i18n/languages.ts";

export type L = Localized<string>;

/** Builds a record for every language from a function. */
export function perLang<T>(fn: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, fn(lang)])) as Record<Lang, T>;
}

export { slugify } from "#core/text/slugify.ts";

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
