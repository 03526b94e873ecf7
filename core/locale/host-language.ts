import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from "../../i18n/languages.ts";

/**
 * The storefront language comes from the request host only (docs/decisions/0003).
 * A host map names the public host of each language; `{lang}.localhost` and plain `localhost`
 * always work so a developer can open every storefront without configuration.
 */
export type HostMap = Partial<Record<Lang, string>>;

/** Parses `en=shop.example.com,fi=shop.example.fi` (the LANG_HOSTS setting). */
export function parseHostMap(value: string | undefined): HostMap {
  const map: HostMap = {};
  if (!value) return map;
  for (const pair of value.split(",")) {
    const [lang, host] = pair.split("=").map((part) => part.trim().toLowerCase());
    if (isLang(lang) && host) map[lang] = host;
  }
  return map;
}

function hostname(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.split(":")[0] ?? "";
}

export function langFromHost(host: string | undefined, map: HostMap): Lang {
  if (!host) return DEFAULT_LANG;
  const name = hostname(host);
  for (const lang of LANGUAGES) {
    const mapped = map[lang];
    if (mapped && hostname(mapped) === name) return lang;
  }
  const sub = name.endsWith(".localhost") ? name.slice(0, -".localhost".length) : undefined;
  if (sub !== undefined && isLang(sub)) return sub;
  return DEFAULT_LANG;
}

function portOf(host: string): string {
  return host.includes(":") && !host.endsWith("]") ? `:${host.split(":").pop()}` : "";
}

/**
 * The origin of another language's storefront, used for hreflang alternates and canonical URLs.
 * Configured hosts win; otherwise a local host keeps its port and gets the `{lang}.localhost` name, except
 * the Finnish storefront, whose one local address is plain `localhost` (see `localAliasTarget`).
 */
export function originForLang(lang: Lang, current: { protocol: string; host: string }, map: HostMap): string {
  const mapped = map[lang];
  if (mapped) return mapped.includes("://") ? mapped : `${current.protocol}://${mapped}`;
  const name = lang === DEFAULT_LANG ? "localhost" : `${lang}.localhost`;
  return `${current.protocol}://${name}${portOf(current.host)}`;
}

/**
 * `fi.localhost` and plain `localhost` are both the Finnish storefront, yet two origins with a cart and a sign-in
 * each: `fi.localhost` is only an alias, whose pages move to the same address on `localhost` (null for any other
 * host, and for `fi.localhost` when LANG_HOSTS names it).
 */
export function localAliasTarget(current: { protocol: string; host: string }, map: HostMap): string | null {
  const name = hostname(current.host);
  if (name !== `${DEFAULT_LANG}.localhost` || Object.values(map).some((mapped) => mapped && hostname(mapped.replace(/^\w+:\/\//, "")) === name)) return null;
  return `${current.protocol}://localhost${portOf(current.host)}`;
}
