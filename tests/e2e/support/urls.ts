/**
 * Where the browser tests find the production server that playwright.config.ts starts.
 * The storefront language comes from the host name; Chromium resolves *.localhost to loopback itself.
 */
import type { Lang } from "#i18n/languages.ts";

/** Fixed so that the storefront hosts are known before the server starts; E2E_PORT moves it. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);

/** Origin of a language's storefront: fi is plain localhost (the default host), others lang.localhost. */
export function originFor(lang: Lang): string {
  return lang === "fi" ? `http://localhost:${E2E_PORT}` : `http://${lang}.localhost:${E2E_PORT}`;
}

/** Absolute URL of a path (starting with "/") in a language's storefront. */
export function urlFor(lang: Lang, path: string): string {
  if (!path.startsWith("/")) throw new Error(`urlFor: path must start with "/", got ${JSON.stringify(path)}`);
  return `${originFor(lang)}${path}`;
}

/** The local SMTP capture the browser-test server sends its mail to (tests/support/stand-ins-cli.ts). */
export const SMTP_CAPTURE_PORT = E2E_PORT + 97;
/** Where the tests read the captured mail: GET /messages?to=address. */
export const SMTP_CAPTURE_HTTP_PORT = E2E_PORT + 96;
/** The local OpenID Connect provider of the social log-in (tests/support/stand-ins-cli.ts). */
export const OIDC_STAND_IN_PORT = E2E_PORT + 95;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_STAND_IN_PORT}`;
/** The Nu HTML checker's web service (tests/e2e/support/checks.ts), one for the whole run. */
export const NU_CHECKER_PORT = E2E_PORT + 94;
