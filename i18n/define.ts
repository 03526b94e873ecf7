import type { Lang } from "./languages.ts";

/**
 * A message namespace: every key carries its ICU message in all six languages,
 * so a missing translation is a type error rather than English leaking into a page.
 */
export type MessageDefs = Record<string, Record<Lang, string>>;

export function defineMessages<const T extends MessageDefs>(defs: T): T {
  return defs;
}
