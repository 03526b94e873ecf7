import { fromSentJson, toSentJson } from "./sent-json.ts";

/** A page's texts by message key (app/components/shell/translator.ts MessageTexts). */
type MessageTexts = Readonly<Record<string, string>>;

/**
 * A page's texts as its loader data carries them: one text (app/transport/sent-json.ts) instead of a few hundred
 * keys and texts that React Router's serialiser walks one by one (docs/decisions/0034).
 */
export interface SentTexts {
  sentTexts: string;
}

// The texts are built once per language and selection (messagesFor) and kept, so the sent form is too.
const sentOf = new WeakMap<MessageTexts, SentTexts>();
// On the server the texts a sent form was made from; in the browser the parsed ones, one object per answer.
const textsOf = new WeakMap<SentTexts, MessageTexts>();

export function sendTexts(texts: MessageTexts): SentTexts {
  let sent = sentOf.get(texts);
  if (!sent) {
    sent = { sentTexts: toSentJson(texts) };
    sentOf.set(texts, sent);
    textsOf.set(sent, texts);
  }
  return sent;
}

export function receiveTexts(sent: SentTexts): MessageTexts {
  let texts = textsOf.get(sent);
  if (!texts) {
    texts = fromSentJson<MessageTexts>(sent.sentTexts);
    textsOf.set(sent, texts);
  }
  return texts;
}

export function isSentTexts(value: unknown): value is SentTexts {
  return typeof value === "object" && value !== null && typeof (value as { sentTexts?: unknown }).sentTexts === "string";
}
