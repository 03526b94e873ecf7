/**
 * The sign-in cookie (document 1 §7: lifetime expires_in in days, Secure, SameSite=Lax, path /).
 * HttpOnly as well (docs/decisions/0016): the server reads it for pages and /api/ calls alike, so no
 * script needs the token and a script injected into a page cannot steal it.
 */
export const AUTH_COOKIE = "auth_token";
const DAY_SECONDS = 24 * 60 * 60;

/** Secure is left out on plain http only, where a browser would drop a Secure cookie (local development). */
export function authSetCookie(token: string, expiresInDays: number, { secure }: { secure: boolean }): string {
  const attributes = [`${AUTH_COOKIE}=${token}`, `Max-Age=${Math.round(expiresInDays * DAY_SECONDS)}`, "Path=/", "SameSite=Lax", "HttpOnly"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** Removes the cookie (log-out, or a token the server no longer knows). */
export function authClearCookie({ secure }: { secure: boolean }): string {
  const attributes = [`${AUTH_COOKIE}=`, "Max-Age=0", "Path=/", "SameSite=Lax", "HttpOnly"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
