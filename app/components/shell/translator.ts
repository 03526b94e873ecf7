import IntlMessageFormat from "intl-messageformat";
import { LOCALE_BY_LANG, type Lang } from "#i18n/languages.ts";
import type { MessageKey, MessageValues, Translator } from "#i18n/messages.ts";

/** One language's messages as the root loader sends them: key to ICU text. */
export type MessageTexts = Readonly<Record<string, string>>;

/**
 * A translator over one language's messages, for server render and browser alike. The page gets
 * only its own language from the root loader (docs/decisions/0004), so the browser bundle never
 * carries the whole six-language catalogue. Formats compile once per key, on first use.
 * Like the catalogue's `translate`, it never throws: an unknown key reads as the key itself.
 */
// Compiled formats by language and text, shared by every render: catalogue texts only, no request state,
// so the number of entries is bounded by the catalogue. Compiling is the costly part of a server render.
const compiled = new Map<string, IntlMessageFormat | null>();

export function createMessageTranslator(lang: Lang, texts: MessageTexts): Translator {
  const locale = LOCALE_BY_LANG[lang];
  return (key: MessageKey, values?: MessageValues) => {
    const text = texts[key];
    if (text === undefined) return key;
    // A text without an argument or an escape is its own answer.
    if (!text.includes("{") && !text.includes("'")) return text;
    const cacheKey = `${lang}\u0000${text}`;
    let format = compiled.get(cacheKey);
    if (format === undefined) {
      try {
        format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
      } catch {
        format = null;
      }
      compiled.set(cacheKey, format);
    }
    if (!format) return text;
    try {
      return String(format.format(values ?? {}));
    } catch {
      return text;
    }
  };
}
