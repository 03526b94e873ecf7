/**
 * The sign-in cookie: it lives the session's expires_in days, Secure, SameSite=Lax, path /.
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

/**
 * A second cookie without a secret and readable by scripts (docs/decisions/0021): it only says "someone is
 * signed in", so the browser asks GET /api/customer/ for the wishlist and the like only then, and a guest's
 * page makes no call that would answer 401.
 */
export const SIGNED_IN_COOKIE = "signed_in";

function hintCookie(value: string, maxAge: number, secure: boolean): string {
  const attributes = [`${SIGNED_IN_COOKIE}=${value}`, `Max-Age=${maxAge}`, "Path=/", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/**
 * A third, short-lived mark of a sign-in that has just happened (log-in, activation, social log-in, a new
 * password): the first page loaded after it tells the marketing tags once and removes the mark, so a sign-in is
 * announced once, not on every page of the session. No secret; readable by scripts.
 */
export const SIGNED_IN_NOW_COOKIE = "signed_in_now";
/** Long enough for the page after the sign-in to load; a browser that never runs the script forgets it soon. */
const SIGNED_IN_NOW_SECONDS = 10 * 60;

function markCookie(value: string, maxAge: number, secure: boolean): string {
  const attributes = [`${SIGNED_IN_NOW_COOKIE}=${value}`, `Max-Age=${maxAge}`, "Path=/", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** The Set-Cookie values of a sign-in: the session's cookie and the signed-in hint, living as long, and the sign-in's mark. */
export function signInCookies(token: string, expiresInDays: number, { secure }: { secure: boolean }): string[] {
  return [authSetCookie(token, expiresInDays, { secure }), hintCookie("1", Math.round(expiresInDays * DAY_SECONDS), secure), markCookie("1", SIGNED_IN_NOW_SECONDS, secure)];
}

/** The Set-Cookie values that end a sign-in in the browser: all three cookies removed. */
export function signOutCookies({ secure }: { secure: boolean }): string[] {
  return [authClearCookie({ secure }), hintCookie("", 0, secure), markCookie("", 0, secure)];
}

/** Whether a Cookie header (or document.cookie) carries the mark of a sign-in not yet announced. */
export function hasSignInMark(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${SIGNED_IN_NOW_COOKIE}=1`);
}

/** What a script writes to document.cookie to remove the mark once the sign-in has been announced. */
export function signInMarkRemoval(secure: boolean): string {
  return markCookie("", 0, secure);
}

/** Whether a Cookie header (or document.cookie) carries the signed-in hint. */
export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}
