import { DomainError } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { SESSION_DAYS } from "./auth-service.ts";
import { newSessionToken, sha256Hex } from "./session-token.server.ts";

/**
 * Social log-in through a standard OpenID Connect provider: the authorization code flow with PKCE,
 * state and nonce. The provider itself (discovery, token exchange, ID token checks) is behind `OidcProvider`, so these rules know no library.
 *
 * Who signs in: the account already tied to the provider's subject; else the account of the provider's
 * verified e-mail address, tied to it from now on; else a new active account (the provider has verified
 * the address, so no activation mail). A provider that gives no e-mail address is refused with a
 * message asking the person to log in again and allow access to it.
 */

/** A social log-in left unfinished is forgotten after this. */
export const SOCIAL_LOGIN_LIFETIME_MS = 10 * 60 * 1000;


export interface OidcClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  givenName: string;
  familyName: string;
}

export interface OidcProvider {
  /** The name on the log-in button. */
  name: string;
  issuer: string;
  authorizationUrl(input: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string>;
  /** Exchanges the callback's code and checks the ID token (signature, issuer, audience, nonce); throws on any failure. */
  claims(input: { callbackUrl: URL; redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<OidcClaims>;
}

export interface SocialLoginRepository {
  saveLogin(input: { stateHash: string; codeVerifier: string; nonce: string; next: string; lang: Lang; expiresAt: Date }): Promise<void>;
  /** Takes (deletes and returns) an unexpired log-in under way; null when there is none. */
  takeLogin(stateHash: string, now: Date): Promise<{ codeVerifier: string; nonce: string; next: string } | null>;
  /**
   * The customer of the identity; else of the verified address, tied to the identity; else a new active
   * account with it. Null when the address has an account that is closed or the address is not verified
   * and taken (nobody gets into another's account through an unverified claim).
   */
  customerFor(input: { issuer: string; claims: OidcClaims & { email: string }; lang: Lang; now: Date }): Promise<number | null>;
  createSession(input: { customerId: number; tokenHash: string; expiresAt: Date }): Promise<void>;
}

export interface SocialLoginService {
  /** The provider's name for the button; null when no provider is configured (no button). */
  providerName: string | null;
  /** Where to send the browser, and the state to keep in its cookie. */
  start(input: { lang: Lang; next: string; redirectUri: string }): Promise<{ url: string; state: string }>;
  /**
   * Finishes the log-in of the callback: the browser's cookie must carry the state the provider sent
   * back. Answers a new session and where to go; UNAUTHORIZED with a message for the log-in page otherwise.
   */
  finish(input: { lang: Lang; callbackUrl: URL; cookieState: string | null; redirectUri: string }): Promise<{ token: string; expiresIn: number; next: string }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createSocialLoginService(deps: { repository: SocialLoginRepository; provider: OidcProvider | null; now?: () => Date }): SocialLoginService {
  const { repository, provider } = deps;
  const now = deps.now ?? (() => new Date());
  // `field` names the reason for the log-in page's address (?social=), which shows the message again.
  const failed = (lang: Lang) => new DomainError("UNAUTHORIZED", translate(lang, "accounts.socialFailed", { provider: provider?.name ?? "" }), { field: "failed" });

  return {
    providerName: provider?.name ?? null,

    async start({ lang, next, redirectUri }) {
      if (!provider) throw new DomainError("NOT_FOUND", "No social log-in configured");
      const state = newSessionToken();
      const nonce = newSessionToken();
      const codeVerifier = newSessionToken();
      await repository.saveLogin({ stateHash: sha256Hex(state), codeVerifier, nonce, next, lang, expiresAt: new Date(now().getTime() + SOCIAL_LOGIN_LIFETIME_MS) });
      return { url: await provider.authorizationUrl({ redirectUri, state, nonce, codeVerifier }), state };
    },

    async finish({ lang, callbackUrl, cookieState, redirectUri }) {
      if (!provider) throw new DomainError("NOT_FOUND", "No social log-in configured");
      const state = callbackUrl.searchParams.get("state") ?? "";
      // The state must come back to the browser that started: another's callback link signs nobody in here.
      if (state === "" || cookieState === null || state !== cookieState) throw failed(lang);
      const pending = await repository.takeLogin(sha256Hex(state), now());
      if (!pending) throw failed(lang);
      // The person said no at the provider: back to the log-in page with the usual message.
      if (callbackUrl.searchParams.has("error")) throw failed(lang);
      let claims: OidcClaims;
      try {
        claims = await provider.claims({ callbackUrl, redirectUri, state, nonce: pending.nonce, codeVerifier: pending.codeVerifier });
      } catch {
        throw failed(lang);
      }
      if (!claims.email) throw new DomainError("UNAUTHORIZED", translate(lang, "accounts.socialNoEmail", { provider: provider.name }), { field: "no-email" });
      const customerId = await repository.customerFor({ issuer: provider.issuer, claims: { ...claims, email: claims.email.trim().toLowerCase() }, lang, now: now() });
      if (customerId === null) throw new DomainError("UNAUTHORIZED", translate(lang, "accounts.socialNotVerified", { provider: provider.name }), { field: "not-verified" });
      const token = newSessionToken();
      await repository.createSession({ customerId, tokenHash: sha256Hex(token), expiresAt: new Date(now().getTime() + SESSION_DAYS * DAY_MS) });
      return { token, expiresIn: SESSION_DAYS, next: pending.next };
    },
  };
}
