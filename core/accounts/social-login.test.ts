import { describe, expect, it } from "vitest";
import { translate } from "#i18n/messages.ts";
import { createSocialLoginService, SOCIAL_LOGIN_LIFETIME_MS, type OidcClaims, type OidcProvider, type SocialLoginRepository } from "./social-login.ts";
import { sha256Hex } from "./session-token.server.ts";

const T0 = new Date("2026-11-24T12:00:00Z");

function fixture(claims: Partial<OidcClaims> = {}, options: { taken?: boolean; fail?: boolean } = {}) {
  const logins = new Map<string, { codeVerifier: string; nonce: string; next: string; expiresAt: Date }>();
  const sessions: string[] = [];
  let now = T0;
  const asked: Array<{ nonce: string; codeVerifier: string }> = [];
  const provider: OidcProvider = {
    name: "Tunturi ID",
    issuer: "https://id.example",
    async authorizationUrl({ redirectUri, state, nonce }) {
      return `https://id.example/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&state=${state}&nonce=${nonce}`;
    },
    async claims({ nonce, codeVerifier }) {
      asked.push({ nonce, codeVerifier });
      if (options.fail) throw new Error("bad id token");
      return { subject: "sub-1", email: "aino@example.fi", emailVerified: true, givenName: "Aino", familyName: "Laine", ...claims };
    },
  };
  const repository: SocialLoginRepository = {
    async saveLogin({ stateHash, codeVerifier, nonce, next, expiresAt }) {
      logins.set(stateHash, { codeVerifier, nonce, next, expiresAt });
    },
    async takeLogin(stateHash, at) {
      const found = logins.get(stateHash);
      logins.delete(stateHash);
      return found && found.expiresAt > at ? found : null;
    },
    async customerFor() {
      return options.taken ? null : 42;
    },
    async createSession({ tokenHash }) {
      sessions.push(tokenHash);
    },
  };
  const service = createSocialLoginService({ repository, provider, now: () => now });
  return { service, sessions, asked, logins, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const REDIRECT = "https://shop.example/accounts/social-login/callback/";
const callback = (state: string, extra = "") => new URL(`${REDIRECT}?code=abc&state=${state}${extra}`);

describe("social log-in", () => {
  it("sends the browser to the provider and signs in the customer of the claims on return, once", async () => {
    const { service, sessions, asked, logins } = fixture();
    const { url, state } = await service.start({ lang: "fi", next: "/tili/", redirectUri: REDIRECT });
    expect(url).toContain(`state=${state}`);
    // Only the state's hash is kept; the nonce and verifier go to the provider's checks.
    expect([...logins.keys()]).toEqual([sha256Hex(state)]);
    const done = await service.finish({ lang: "fi", callbackUrl: callback(state), cookieState: state, redirectUri: REDIRECT });
    expect(done).toMatchObject({ next: "/tili/", expiresIn: 30 });
    expect(sessions).toEqual([sha256Hex(done.token)]);
    expect(asked[0]!.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same callback again (a reload, or a stolen link) signs in nobody.
    await expect(service.finish({ lang: "fi", callbackUrl: callback(state), cookieState: state, redirectUri: REDIRECT })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses a callback whose state is not the browser's own, an old one, and a refusal at the provider", async () => {
    const { service, advance } = fixture();
    const message = translate("en", "accounts.socialFailed", { provider: "Tunturi ID" });
    const first = await service.start({ lang: "en", next: "/", redirectUri: REDIRECT });
    await expect(service.finish({ lang: "en", callbackUrl: callback(first.state), cookieState: null, redirectUri: REDIRECT })).rejects.toMatchObject({ message });
    const second = await service.start({ lang: "en", next: "/", redirectUri: REDIRECT });
    await expect(service.finish({ lang: "en", callbackUrl: callback(second.state), cookieState: first.state, redirectUri: REDIRECT })).rejects.toMatchObject({ message });
    const late = await service.start({ lang: "en", next: "/", redirectUri: REDIRECT });
    advance(SOCIAL_LOGIN_LIFETIME_MS + 1);
    await expect(service.finish({ lang: "en", callbackUrl: callback(late.state), cookieState: late.state, redirectUri: REDIRECT })).rejects.toMatchObject({ message });
    const denied = await service.start({ lang: "en", next: "/", redirectUri: REDIRECT });
    await expect(service.finish({ lang: "en", callbackUrl: callback(denied.state, "&error=access_denied"), cookieState: denied.state, redirectUri: REDIRECT })).rejects.toMatchObject({ message });
  });

  it("says so when the provider gives no e-mail address, or its token does not check out", async () => {
    const noEmail = fixture({ email: null });
    const one = await noEmail.service.start({ lang: "de", next: "/", redirectUri: REDIRECT });
    await expect(noEmail.service.finish({ lang: "de", callbackUrl: callback(one.state), cookieState: one.state, redirectUri: REDIRECT })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: translate("de", "accounts.socialNoEmail", { provider: "Tunturi ID" }),
    });
    const broken = fixture({}, { fail: true });
    const two = await broken.service.start({ lang: "de", next: "/", redirectUri: REDIRECT });
    await expect(broken.service.finish({ lang: "de", callbackUrl: callback(two.state), cookieState: two.state, redirectUri: REDIRECT })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(broken.sessions).toEqual([]);
  });
});
