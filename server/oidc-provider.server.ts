import * as client from "openid-client";
import type { OidcClaims, OidcProvider } from "#core/accounts/social-login.ts";

/**
 * The social log-in's provider through openid-client: discovery once per process (retried after a
 * failure), the authorization URL with PKCE (S256), state and nonce, and the code exchange with the ID
 * token's checks. The e-mail address comes from the ID token, or from userinfo when the token has none.
 */
export function createOidcProvider(config: { issuer: string; clientId: string; clientSecret: string; name: string }): OidcProvider {
  let discovered: Promise<client.Configuration> | null = null;
  // Plain http only for a provider on this machine (the tests' stand-in); anything else must be https.
  const local = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(config.issuer);
  const configuration = () =>
    (discovered ??= client
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, local ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      }));

  return {
    name: config.name,
    issuer: config.issuer,

    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      return client
        .buildAuthorizationUrl(await configuration(), {
          redirect_uri: redirectUri,
          scope: "openid email profile",
          state,
          nonce,
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: "S256",
        })
        .toString();
    },

    async claims({ callbackUrl, redirectUri, state, nonce, codeVerifier }) {
      const settings = await configuration();
      // The callback as the provider addressed it: behind a proxy the request's own URL may differ.
      const current = new URL(redirectUri);
      current.search = callbackUrl.search;
      const tokens = await client.authorizationCodeGrant(settings, current, { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error("no ID token");
      let source: Record<string, unknown> = idClaims;
      if (typeof idClaims.email !== "string") source = { ...(await client.fetchUserInfo(settings, tokens.access_token, idClaims.sub)), ...idClaims };
      const text = (value: unknown) => (typeof value === "string" ? value : "");
      const claims: OidcClaims = {
        subject: idClaims.sub,
        email: typeof source["email"] === "string" && source["email"] !== "" ? source["email"] : null,
        emailVerified: typeof source["email_verified"] === "boolean" ? source["email_verified"] : null,
        givenName: text(source["given_name"]),
        familyName: text(source["family_name"]),
      };
      return claims;
    },
  };
}
