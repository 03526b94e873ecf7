import { DomainError } from "#core/errors.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { isShopOrWebLink } from "./link.ts";
import { HOME_LANG, type FormFields, type Parsed, type Problems } from "./model-form.ts";
import { requireStaff, type Actor, type StaffActor } from "./roles.ts";

/**
 * Keyword popups in the back office (staff): a word of product descriptions (`vesipilari`) that opens a short
 * explanation, with a link to read more. Per language a keyword, its text and a link; a language without a
 * keyword has none (Finnish is required); a keyword once per language; the link is the shop's own address or a
 * web address, or empty.
 */

export interface PopupTexts {
  keyword: string;
  text: string;
  url: string;
}

export interface AdminKeywordPopup {
  id: number;
  sortOrder: number;
  texts: Partial<Record<Lang, PopupTexts>>;
}

export type PopupInput = Omit<AdminKeywordPopup, "id">;

export const POPUP_LIMITS = { keyword: 60, text: 600, url: 500 } as const;
export const popupFieldName = (field: keyof PopupTexts, lang: Lang) => `${field}_${lang}`;

export interface KeywordPopupRepository {
  popups(): Promise<AdminKeywordPopup[]>;
  /** Writes the popup (a new one when `id` is null) with its audit row; null when there is no such popup. */
  savePopup(id: number | null, input: PopupInput, actor: StaffActor): Promise<number | null>;
  deletePopup(id: number, actor: StaffActor): Promise<boolean>;
}

export function parsePopupForm(fields: FormFields, others: readonly AdminKeywordPopup[]): Parsed<PopupInput> {
  const problems: Problems = {};
  const orderText = fields.get("sortOrder").trim();
  if (orderText !== "" && !/^\d{1,4}$/.test(orderText)) problems.sortOrder = "invalid";
  const texts: PopupInput["texts"] = {};
  for (const lang of LANGUAGES) {
    const value = (field: keyof PopupTexts) => {
      const name = popupFieldName(field, lang);
      const text = fields.get(name).trim();
      if (text.length > POPUP_LIMITS[field]) problems[name] = "tooLong";
      return text;
    };
    const own: PopupTexts = { keyword: value("keyword"), text: value("text"), url: value("url") };
    if (own.url !== "" && !isShopOrWebLink(own.url)) problems[popupFieldName("url", lang)] = "invalid";
    if (own.keyword === "") {
      if (lang === HOME_LANG || own.text !== "" || own.url !== "") problems[popupFieldName("keyword", lang)] = "required";
      continue;
    }
    if (own.text === "") problems[popupFieldName("text", lang)] = "required";
    const lower = own.keyword.toLocaleLowerCase(lang);
    if (others.some((other) => other.texts[lang]?.keyword.toLocaleLowerCase(lang) === lower)) problems[popupFieldName("keyword", lang)] = "taken";
    texts[lang] = own;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { sortOrder: orderText === "" ? 0 : Number(orderText), texts } };
}

export function createKeywordPopupAdminService({ repository }: { repository: KeywordPopupRepository }) {
  return {
    async popups(actor: Actor): Promise<AdminKeywordPopup[]> {
      requireStaff(actor);
      return repository.popups();
    },

    async savePopup(actor: Actor, id: number | null, fields: FormFields): Promise<{ ok: true; id: number } | { ok: false; problems: Problems }> {
      const staff = requireStaff(actor);
      const popups = await repository.popups();
      if (id !== null && !popups.some((popup) => popup.id === id)) throw new DomainError("NOT_FOUND", "No such keyword popup");
      const parsed = parsePopupForm(fields, popups.filter((popup) => popup.id !== id));
      if (!parsed.ok) return parsed;
      const saved = await repository.savePopup(id, parsed.value, staff);
      if (saved === null) throw new DomainError("NOT_FOUND", "No such keyword popup");
      return { ok: true, id: saved };
    },

    async deletePopup(actor: Actor, id: number): Promise<void> {
      const staff = requireStaff(actor);
      if (!(await repository.deletePopup(id, staff))) throw new DomainError("NOT_FOUND", "No such keyword popup");
    },
  };
}

export type KeywordPopupAdminService = ReturnType<typeof createKeywordPopupAdminService>;
