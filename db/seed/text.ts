/** Text helpers of the demo catalogue: localized records and URL slugs. */
import { LANGUAGES, type Lang, type Localized } from "../../i18n/languages.ts";

export type L = Localized<string>;

/** Builds a record for every language from a function. */
export function perLang<T>(fn: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, fn(lang)])) as Record<Lang, T>;
}

// Russian slugs are transliterated to Latin letters like the route table's (`/akkaunt`, `/poisk`).
const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "yo", ж: "zh", з: "z", и: "i", й: "y", к: "k", л: "l",
  м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh",
  щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};

/** Lower-case ASCII slug: diacritics dropped (ä -> a, ß -> ss), Cyrillic transliterated, words joined by hyphens. */
export function slugify(text: string): string {
  // English possessives read better joined ("mens"); other apostrophes separate words ("d-hiver").
  const lower = text.toLowerCase().replace(/(\w)['’]s\b/g, "$1s").replace(/ß/g, "ss").replace(/æ/g, "ae").replace(/ø/g, "o").replace(/œ/g, "oe");
  const latin = [...lower].map((ch) => CYRILLIC[ch] ?? ch).join("");
  return latin
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
