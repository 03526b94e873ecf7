/** Slugs of names the catalogue and the back office make, the same way for every language. */

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
