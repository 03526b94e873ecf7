import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#i18n/languages.ts";
import { isMessageKey } from "#i18n/messages.ts";
import { textsFor, SHELL_MESSAGES } from "#app/components/shell/shell-data.server.ts";
import { GRID_MESSAGES } from "./listing.server.ts";

const DIR = fileURLToPath(new URL(".", import.meta.url));

/** Every message key the grid's components pass to the translator, read from their source. */
function keysUsed(): string[] {
  const keys = new Set<string>();
  for (const file of readdirSync(DIR).filter((name) => name.endsWith(".tsx"))) {
    const source = readFileSync(`${DIR}/${file}`, "utf8");
    for (const match of source.matchAll(/\bt\(\s*"([a-zA-Z]+\.[a-zA-Z0-9]+)"/g)) keys.add(match[1]!);
    // Keys picked by condition or from a table: "catalog.xxx" literals anywhere in the file.
    for (const match of source.matchAll(/"((?:catalog|shell)\.[a-zA-Z0-9]+)"/g)) keys.add(match[1]!);
  }
  return [...keys].sort();
}

describe("the grid's texts", () => {
  it("finds the keys the components use", () => {
    expect(keysUsed()).toEqual(expect.arrayContaining(["catalog.filterWithCount", "catalog.loadMore", "shell.close"]));
  });

  it("exist in the catalogue", () => {
    for (const key of keysUsed()) expect(isMessageKey(key), key).toBe(true);
  });

  it("reach the browser through the shell's texts or GRID_MESSAGES, in every language", () => {
    for (const lang of LANGUAGES) {
      const sent = { ...textsFor(lang), ...textsFor(lang, [...GRID_MESSAGES]) };
      for (const key of keysUsed()) expect(sent[key], `${lang} ${key}`).toBeTypeOf("string");
    }
    expect(SHELL_MESSAGES).toContain("shell");
  });
});
