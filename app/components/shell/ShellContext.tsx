import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LANG, isLang, type Lang } from "#i18n/languages.ts";
import type { Translator } from "#i18n/messages.ts";
import type { ShellData, ShellEnv } from "./shell-types.ts";
import { createMessageTranslator } from "./translator.ts";

export interface ShellContextValue {
  env: ShellEnv;
  /** Null on the error screens when the shell's data could not be loaded. */
  data: ShellData | null;
  t: Translator;
}

const ShellContext = createContext<ShellContextValue | null>(null);

/** Language and nonce of the document when the root loader gave nothing (a failure before it ran). */
export function documentEnv(fallback?: Partial<ShellEnv>): ShellEnv {
  let lang: Lang = fallback?.lang ?? DEFAULT_LANG;
  let nonce = fallback?.nonce ?? "";
  if (typeof document !== "undefined") {
    const documentLang = document.documentElement.lang;
    if (!fallback?.lang && isLang(documentLang)) lang = documentLang;
    // Browsers hide the nonce attribute after parsing; the property keeps it.
    if (!nonce) nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  }
  return { lang, nonce, messages: fallback?.messages ?? {}, contactEmail: fallback?.contactEmail ?? "" };
}

export function ShellProvider({ env, data, children }: { env: ShellEnv; data: ShellData | null; children: ReactNode }) {
  const value = useMemo(
    () => ({ env, data, t: createMessageTranslator(env.lang, env.messages) }),
    [env, data],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

function useShellContext(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error("Shell components must be rendered inside <ShellProvider>");
  return value;
}

/**
 * The whole shell context, for a part the server renders on its own and puts into the page as HTML
 * (a grid card's kept markup, app/components/catalog/card-fragments.server.tsx): it must see the same language and texts.
 */
export function useShellValue(): ShellContextValue {
  return useShellContext();
}

export function ShellValueProvider({ value, children }: { value: ShellContextValue; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

/** The translator of this page's language. */
export function useT(): Translator {
  return useShellContext().t;
}

export function useLang(): Lang {
  return useShellContext().env.lang;
}

export function useShellEnv(): ShellEnv {
  return useShellContext().env;
}

/** The shell's data; null only on the resource-failure screen. */
export function useShellData(): ShellData | null {
  return useShellContext().data;
}
