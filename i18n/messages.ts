import IntlMessageFormat, { type PrimitiveType } from "intl-messageformat";
import { DEFAULT_LANG, isLang, LOCALE_BY_LANG, type Lang } from "./languages.ts";
import * as NAMESPACES from "./messages/index.ts";

/**
 * The message catalogue: every namespace of `i18n/messages/`, merged under its namespace name
 * (`errors.pageNotFound`), so two namespaces can never claim the same key.
 * A namespace is registered by its one export line in `i18n/messages/index.ts`.
 */
type Namespaces = typeof NAMESPACES;
type NamespaceName = keyof Namespaces & string;

export type MessageKey = {
  [N in NamespaceName]: `${N}.${keyof Namespaces[N] & string}`;
}[NamespaceName];

export type MessageValue = PrimitiveType;
export type MessageValues = Readonly<Record<string, MessageValue>>;
export type Translator = (key: MessageKey, values?: MessageValues) => string;

function buildCatalogue(): ReadonlyMap<string, Readonly<Record<Lang, string>>> {
  const catalogue = new Map<string, Readonly<Record<Lang, string>>>();
  for (const [namespace, defs] of Object.entries(NAMESPACES)) {
    for (const [key, texts] of Object.entries(defs)) {
      catalogue.set(`${namespace}.${key}`, texts);
    }
  }
  return catalogue;
}

// A Map rather than an object, so a stray runtime string such as "constructor" is simply unknown.
const CATALOGUE = buildCatalogue();

export const MESSAGE_KEYS: readonly MessageKey[] = [...CATALOGUE.keys()] as MessageKey[];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && CATALOGUE.has(value);
}

/** The raw ICU text of a message, or undefined for an unknown key. */
export function messageText(lang: Lang, key: MessageKey): string | undefined {
  return CATALOGUE.get(key)?.[lang];
}

/** The kind of value an ICU argument expects; plural and number arguments want numbers. */
export type ArgumentKind = "text" | "number" | "plural" | "select" | "date" | "time";

/** Every argument an ICU message uses, by name; `#` inside a plural is not an argument. */
export function messageArguments(format: IntlMessageFormat): Map<string, ArgumentKind> {
  const found = new Map<string, ArgumentKind>();
  walk(format.getAst() as unknown as readonly AstNode[], found);
  return found;
}

// Structural view of the parser's AST (@formatjs/icu-messageformat-parser, TYPE enum),
// so the catalogue does not import a package it does not declare.
type AstNode = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: readonly AstNode[] }>;
  children?: readonly AstNode[];
};
const KIND_BY_AST_TYPE: Record<number, ArgumentKind | undefined> = {
  1: "text",
  2: "number",
  3: "date",
  4: "time",
  5: "select",
  6: "plural",
};

function walk(nodes: readonly AstNode[], found: Map<string, ArgumentKind>): void {
  for (const node of nodes) {
    const kind = KIND_BY_AST_TYPE[node.type];
    if (kind && typeof node.value === "string") found.set(node.value, kind);
    for (const option of Object.values(node.options ?? {})) walk(option.value, found);
    if (node.children) walk(node.children, found);
  }
}

type Compiled = { format: IntlMessageFormat; args: Map<string, ArgumentKind> } | null;

// Compiled formats per (language, key). Module level on purpose: it holds only catalogue data,
// bounded by languages x keys, and no request state.
const compiledCache = new Map<string, Compiled>();

/**
 * Compile an ICU message the way the runtime does. Tags are plain text (`ignoreTag`):
 * messages are strings, and rich markup belongs in components, not in translations.
 */
export function compileMessage(text: string, lang: Lang): IntlMessageFormat {
  return new IntlMessageFormat(text, LOCALE_BY_LANG[lang], undefined, { ignoreTag: true });
}

function compiled(lang: Lang, key: string, text: string): Compiled {
  const cacheKey = `${lang}\u0000${key}`;
  let entry = compiledCache.get(cacheKey);
  if (entry === undefined) {
    try {
      const format = compileMessage(text, lang);
      entry = { format, args: messageArguments(format) };
    } catch {
      // A message that does not compile is caught by the catalogue's unit test; at runtime show its text.
      entry = null;
    }
    compiledCache.set(cacheKey, entry);
  }
  return entry;
}

/** Missing or unusable values become empty text or 0, so a page never fails over a label. */
function completeValues(args: Map<string, ArgumentKind>, values: MessageValues): Record<string, MessageValue> {
  const complete: Record<string, MessageValue> = { ...values };
  for (const [name, kind] of args) {
    const value = complete[name];
    if (kind === "plural" || kind === "number") {
      const number = typeof value === "number" ? value : Number(value);
      complete[name] = Number.isFinite(number) ? number : 0;
    } else if (kind === "date" || kind === "time") {
      if (!(value instanceof Date) && typeof value !== "number") complete[name] = 0;
    } else if (value === undefined || value === null) {
      complete[name] = "";
    }
  }
  return complete;
}

/**
 * The text of a message in a language, with ICU values filled in.
 * Never throws: an unknown key gives the key itself, missing values give empty text.
 */
export function translate(lang: Lang, key: MessageKey, values: MessageValues = {}): string {
  const texts = CATALOGUE.get(key);
  if (!texts) return key;
  const language = isLang(lang) ? lang : DEFAULT_LANG;
  const text = texts[language];
  const entry = compiled(language, key, text);
  if (!entry) return text;
  try {
    return String(entry.format.format(completeValues(entry.args, values)));
  } catch {
    return text;
  }
}

/** A translator bound to one request's language. */
export function createTranslator(lang: Lang): Translator {
  return (key, values) => translate(lang, key, values);
}

/** The status texts the error screen knows; any other status reads as 500's. */
const STATUS_KEYS = {
  400: "errors.status400",
  401: "errors.status401",
  403: "errors.status403",
  404: "errors.status404",
  405: "errors.status405",
  413: "errors.status413",
  429: "errors.status429",
  500: "errors.status500",
  503: "errors.status503",
} as const satisfies Record<number, MessageKey>;

export function httpStatusMessageKey(status: number): MessageKey {
  return (STATUS_KEYS as Record<number, MessageKey>)[status] ?? STATUS_KEYS[500];
}
