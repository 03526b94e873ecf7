/**
 * A local OpenID Connect provider for the tests, so social log-in is tested without the internet: discovery,
 * an authorization page where the tester types who signs in (an empty address plays a provider that gives
 * no e-mail), the token endpoint with PKCE and client authentication, RS256-signed ID tokens, JWKS and
 * userinfo. The shop talks to it through openid-client exactly as to a real provider.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";

export interface OidcStandIn {
  issuer: string;
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string;
  user: { sub: string; email: string; emailVerified: boolean; givenName: string; familyName: string };
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function body(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startOidcStandIn(options: { port?: number; clientId: string; clientSecret: string }): Promise<OidcStandIn> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "stand-in-1", alg: "RS256", use: "sig" };
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Grant["user"]>();
  let issuer = "";

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", issuer || "http://stand-in");
      const json = (status: number, value: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
      if (url.pathname === "/.well-known/openid-configuration") {
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          userinfo_endpoint: `${issuer}/userinfo`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          code_challenge_methods_supported: ["S256"],
          token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
          scopes_supported: ["openid", "email", "profile"],
        });
      }
      if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
      if (url.pathname === "/authorize" && request.method === "GET") {
        const q = url.searchParams;
        if (q.get("client_id") !== options.clientId || q.get("response_type") !== "code" || q.get("code_challenge_method") !== "S256") {
          return response.writeHead(400, { "content-type": "text/plain" }).end("bad authorization request");
        }
        const hidden = ["client_id", "redirect_uri", "state", "nonce", "code_challenge"].map((name) => `<input type="hidden" name="${name}" value="${escape(q.get(name) ?? "")}">`).join("");
        return response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
          `<!doctype html><html lang="en"><title>Stand-in ID</title><main><h1>Stand-in ID</h1><form method="post" action="/authorize">${hidden}` +
            `<label>Subject <input name="sub" value="stand-in-user"></label><label>E-mail <input name="email" value=""></label>` +
            `<label>Given name <input name="given_name" value="Tester"></label><label>Family name <input name="family_name" value="Stand-in"></label>` +
            `<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button></form></main></html>`,
        );
      }
      if (url.pathname === "/authorize" && request.method === "POST") {
        const form = await body(request);
        const redirect = new URL(form.get("redirect_uri") ?? "");
        redirect.searchParams.set("state", form.get("state") ?? "");
        if (form.get("decision") !== "allow") {
          redirect.searchParams.set("error", "access_denied");
          return response.writeHead(302, { location: redirect.href }).end();
        }
        const code = randomBytes(16).toString("base64url");
        grants.set(code, {
          clientId: form.get("client_id") ?? "",
          redirectUri: form.get("redirect_uri") ?? "",
          nonce: form.get("nonce") ?? "",
          challenge: form.get("code_challenge") ?? "",
          user: {
            sub: form.get("sub") || "stand-in-user",
            email: form.get("email") ?? "",
            emailVerified: form.get("email_verified") !== "false",
            givenName: form.get("given_name") ?? "",
            familyName: form.get("family_name") ?? "",
          },
        });
        redirect.searchParams.set("code", code);
        return response.writeHead(302, { location: redirect.href }).end();
      }
      if (url.pathname === "/token" && request.method === "POST") {
        const form = await body(request);
        const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
        const [id, secret] = basic
          ? Buffer.from(basic, "base64").toString("utf8").split(":").map((part) => decodeURIComponent(part))
          : [form.get("client_id"), form.get("client_secret")];
        if (id !== options.clientId || secret !== options.clientSecret) return json(401, { error: "invalid_client" });
        const grant = grants.get(form.get("code") ?? "");
        grants.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (!grant || form.get("grant_type") !== "authorization_code" || grant.redirectUri !== form.get("redirect_uri") || grant.challenge !== challenge) {
          return json(400, { error: "invalid_grant" });
        }
        const { user } = grant;
        const claims: Record<string, unknown> = { nonce: grant.nonce, given_name: user.givenName, family_name: user.familyName };
        if (user.email) Object.assign(claims, { email: user.email, email_verified: user.emailVerified });
        const idToken = await new SignJWT(claims)
          .setProtectedHeader({ alg: "RS256", kid: jwk.kid! })
          .setIssuer(issuer)
          .setSubject(user.sub)
          .setAudience(grant.clientId)
          .setIssuedAt()
          .setExpirationTime("5m")
          .sign(privateKey);
        const accessToken = randomBytes(16).toString("base64url");
        tokens.set(accessToken, user);
        return json(200, { access_token: accessToken, token_type: "Bearer", expires_in: 300, id_token: idToken });
      }
      if (url.pathname === "/userinfo") {
        const user = tokens.get(/^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "");
        if (!user) return json(401, { error: "invalid_token" });
        return json(200, { sub: user.sub, given_name: user.givenName, family_name: user.familyName, ...(user.email ? { email: user.email, email_verified: user.emailVerified } : {}) });
      }
      response.writeHead(404).end();
    })().catch((error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
