import type { FormFields, Parsed, Problems } from "./model-form.ts";

/**
 * A brand's carousel pictures (the brand page's rotating 720×480 pictures), in the order shown.
 *
 * - Pictures are uploads, checked and kept as product pictures are, and shown as WebP 960 pixels wide (the
 *   smallest kept size that fills the carousel's 720 pixels; the page crops it to 3:2).
 * - A brand has at most 10; an upload that would pass that adds nothing.
 * - The list form orders them by number (smallest first, an empty number keeps its place, equal numbers keep
 *   their order) and removes the ticked ones. It names each picture by its address: a picture another save
 *   removed meanwhile stays removed, one added meanwhile stays at the end.
 */

export const MAX_CAROUSEL_PICTURES = 10;

export const carouselOrderField = (index: number) => `promoOrder_${index}`;

/** The carousel as the list form wants it, from the pictures it was drawn with (`promo`, in order). */
export function parseCarouselForm(fields: FormFields, current: readonly string[]): Parsed<string[]> {
  const problems: Problems = {};
  const posted = fields.all("promo");
  const removed = new Set(fields.all("promoRemove"));
  const ranked: Array<{ image: string; order: number; index: number }> = [];
  posted.forEach((image, index) => {
    const text = fields.get(carouselOrderField(index)).trim();
    if (text !== "" && !/^\d{1,4}$/.test(text)) problems[carouselOrderField(index)] = "invalid";
    if (!current.includes(image) || removed.has(image)) return;
    ranked.push({ image, order: text === "" || !/^\d{1,4}$/.test(text) ? index + 1 : Number(text), index });
  });
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  ranked.sort((a, b) => a.order - b.order || a.index - b.index);
  const kept = ranked.map((entry) => entry.image);
  const addedMeanwhile = current.filter((image) => !posted.includes(image));
  return { ok: true, value: [...new Set([...kept, ...addedMeanwhile])] };
}
