/**
 * Redirect targets that come from a request (a form's return field, an error's data) must stay on
 * this storefront: only a path of this origin is accepted, never an absolute or protocol-relative
 * URL, so the shop can never be used as an open redirect.
 */
const PARSE_BASE = "http://storefront.invalid";

/** The path, query and hash of `value` when it is a same-origin path; otherwise null. */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const candidate = value.trim();
  // "//host" and "/\host" are read by browsers as another host; control characters hide tricks.
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE) return null;
  // Dot segments collapse while parsing ("/.//evil.example" becomes "//evil.example"): what is returned
  // is checked again, not only what came in.
  if (url.pathname.startsWith("//") || url.pathname.startsWith("/\\")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Like sameOriginPath, with a fallback (the front page by default) for anything else. */
export function safeLocalPath(value: unknown, fallback = "/"): string {
  return sameOriginPath(value) ?? fallback;
}
