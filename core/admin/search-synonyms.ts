import { DomainError } from "#core/errors.ts";
import { foldWord, MAX_PHRASE_WORDS, phraseWords } from "#core/catalog/search/shopper-words.ts";
import type { Lang } from "#i18n/languages.ts";
import type { FormFields, Parsed, Problems } from "./model-form.ts";
import { requireStaff, type Actor, type StaffActor } from "./roles.ts";

/**
 * The search words staff keep (the shop's search synonyms): per storefront language, a shopper's phrase and
 * what it means in the catalogue, one product group or one named property value. A search for the phrase
 * then finds that group's products, or the products with that value ("rain" → Waterproof, "puffer" →
 * Insulated jackets). One phrase may mean several things: each is a row of its own.
 *
 * Rules of the form: the phrase is required, at most 60 characters and four words, with a letter or digit,
 * without control characters; the meaning is one of the language's groups or named values; the same phrase
 * with the same meaning only once (compared without case and marks).
 */

export const SYNONYM_PHRASE_MAX = 60;

export type SynonymTarget = { kind: "group"; id: number } | { kind: "value"; id: number };

export interface AdminSynonym {
  id: number;
  lang: Lang;
  phrase: string;
  target: SynonymTarget;
}

/** A meaning staff can choose: a group (with its parents' names) or a property value (with its type's name). */
export interface SynonymChoice {
  target: SynonymTarget;
  label: string;
}

export interface SynonymInput {
  lang: Lang;
  phrase: string;
  target: SynonymTarget;
}

export interface SearchSynonymRepository {
  synonyms(lang: Lang): Promise<AdminSynonym[]>;
  synonym(id: number): Promise<AdminSynonym | null>;
  /** The language's groups and the named values of its checkbox filters, sorted by label. */
  choices(lang: Lang): Promise<SynonymChoice[]>;
  /**
   * Writes the synonym (a new one when `id` is null) with its audit row, which tells every process to read
   * the search words again; null when there is no such synonym.
   */
  save(id: number | null, input: SynonymInput, actor: StaffActor): Promise<number | null>;
  /** Removes the synonym with its audit row; what was removed, or null when there is no such synonym. */
  remove(id: number, actor: StaffActor): Promise<AdminSynonym | null>;
}

/** A meaning as a form's value: `group:12` or `value:34`. */
export const targetValue = (target: SynonymTarget): string => `${target.kind}:${target.id}`;

export function parseTarget(text: string): SynonymTarget | null {
  const match = /^(group|value):(\d{1,9})$/.exec(text);
  return match ? { kind: match[1] as SynonymTarget["kind"], id: Number(match[2]) } : null;
}

/** The phrase as it is compared: its words without case and marks. */
export const phraseKey = (phrase: string): string => phraseWords(phrase).map(foldWord).join(" ");

const sameTarget = (a: SynonymTarget, b: SynonymTarget) => a.kind === b.kind && a.id === b.id;

/** A phrase as it is kept: NFC, single spaces, trimmed. */
export const tidyPhrase = (text: string): string => text.normalize("NFC").replace(/\s+/gu, " ").trim();

export function parseSynonymForm(
  fields: FormFields,
  lang: Lang,
  context: { choices: readonly SynonymChoice[]; others: readonly AdminSynonym[] },
): Parsed<SynonymInput> {
  const problems: Problems = {};
  const raw = fields.get("phrase");
  const phrase = tidyPhrase(raw);
  const words = phraseWords(phrase);
  if (phrase === "") problems.phrase = "required";
  else if (phrase.length > SYNONYM_PHRASE_MAX || words.length > MAX_PHRASE_WORDS) problems.phrase = "tooLong";
  else if (words.length === 0 || /\p{Cc}/u.test(raw.replace(/[\t\r\n]/g, " "))) problems.phrase = "invalid";

  const targetText = fields.get("target");
  const target = parseTarget(targetText);
  if (targetText === "") problems.target = "required";
  else if (!target || !context.choices.some((choice) => sameTarget(choice.target, target))) problems.target = "unknown";

  if (!problems.phrase && target && !problems.target) {
    const key = phraseKey(phrase);
    if (context.others.some((other) => other.lang === lang && sameTarget(other.target, target) && phraseKey(other.phrase) === key)) problems.phrase = "taken";
  }
  if (Object.keys(problems).length > 0 || !target) return { ok: false, problems };
  return { ok: true, value: { lang, phrase, target } };
}

export function createSearchSynonymAdminService({ repository }: { repository: SearchSynonymRepository }) {
  return {
    async synonyms(actor: Actor, lang: Lang): Promise<AdminSynonym[]> {
      requireStaff(actor);
      return repository.synonyms(lang);
    },

    async synonym(actor: Actor, id: number): Promise<AdminSynonym> {
      requireStaff(actor);
      const found = await repository.synonym(id);
      if (!found) throw new DomainError("NOT_FOUND", "No such search word");
      return found;
    },

    async choices(actor: Actor, lang: Lang): Promise<SynonymChoice[]> {
      requireStaff(actor);
      return repository.choices(lang);
    },

    /** Saves a new synonym of `lang`, or changes synonym `id` (whose language stays). */
    async save(actor: Actor, id: number | null, lang: Lang, fields: FormFields): Promise<{ ok: true; id: number } | { ok: false; problems: Problems }> {
      const staff = requireStaff(actor);
      const own = id === null ? null : await repository.synonym(id);
      if (id !== null && !own) throw new DomainError("NOT_FOUND", "No such search word");
      const language = own?.lang ?? lang;
      const [choices, synonyms] = await Promise.all([repository.choices(language), repository.synonyms(language)]);
      const parsed = parseSynonymForm(fields, language, { choices, others: synonyms.filter((synonym) => synonym.id !== id) });
      if (!parsed.ok) return parsed;
      const saved = await repository.save(id, parsed.value, staff);
      if (saved === null) throw new DomainError("NOT_FOUND", "No such search word");
      return { ok: true, id: saved };
    },

    async remove(actor: Actor, id: number): Promise<AdminSynonym> {
      const staff = requireStaff(actor);
      const removed = await repository.remove(id, staff);
      if (!removed) throw new DomainError("NOT_FOUND", "No such search word");
      return removed;
    },
  };
}

export type SearchSynonymAdminService = ReturnType<typeof createSearchSynonymAdminService>;
