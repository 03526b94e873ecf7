/**
 * Social log-in against the local OpenID Connect provider of the tests
 * (tests/support/oidc-stand-in.ts), through openid-client as in production: the start page's redirect and
 * cookie, the provider's answer, the callback page's session, and who is signed in.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as startLoader } from "#app/routes/social-login.tsx";
import { loader as callbackLoader } from "#app/routes/social-login-callback.tsx";
import { requestContext } from "#app/context.ts";
import { hashPassword } from "#core/accounts/password.server.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { createServices } from "#server/services.server.ts";
import { startOidcStandIn, type OidcStandIn } from "../support/oidc-stand-in.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

const ORIGIN = "https://shop.example";
let database: DatabaseHandle;
let provider: OidcStandIn;
let services: Services;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  provider = await startOidcStandIn({ clientId: "shop", clientSecret: "shop-secret" });
  services = createServices(database.db, { oidc: { issuer: provider.issuer, clientId: "shop", clientSecret: "shop-secret", name: "Tunturi ID" } });
});

afterAll(async () => {
  await provider?.close();
  await database?.close();
});

function context(lang: Lang, withServices = services) {
  const map = new Map<unknown, unknown>([[requestContext, pageContext(withServices, lang, ORIGIN)]]);
  return { get: (key: unknown) => map.get(key) } as never;
}

interface Person {
  sub: string;
  email?: string;
  email_verified?: "true" | "false";
  given_name?: string;
  family_name?: string;
}

/** The start page, the provider's page answered as `person` would, and the callback: the callback's answer. */
async function logIn(person: Person, options: { lang?: Lang; next?: string; cookie?: (state: string) => string | null; decision?: string } = {}) {
  const lang = options.lang ?? "en";
  const start = (await startLoader({ request: new Request(`${ORIGIN}${pathFor("accounts.social-login", lang)}?next=${encodeURIComponent(options.next ?? "/")}`), params: {}, context: context(lang) } as never)) as Response;
  expect(start.status).toBe(303);
  const authorize = new URL(start.headers.get("location")!);
  const state = authorize.searchParams.get("state")!;
  expect(start.headers.get("set-cookie")).toBe(`social_state=${state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`);
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${ORIGIN}${pathFor("accounts.social-callback", lang)}`);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");

  const form = new URLSearchParams({ decision: options.decision ?? "allow", ...person });
  for (const name of ["client_id", "redirect_uri", "state", "nonce", "code_challenge"]) form.set(name, authorize.searchParams.get(name) ?? "");
  const answer = await fetch(`${provider.issuer}/authorize`, { method: "POST", body: form, redirect: "manual" });
  const back = answer.headers.get("location")!;
  const cookie = options.cookie ? options.cookie(state) : state;
  const request = new Request(back, { headers: cookie === null ? {} : { cookie: `other=1; social_state=${cookie}` } });
  try {
    return (await callbackLoader({ request, params: {}, context: context(lang) } as never)) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

const customerOf = async (email: string) =>
  (await rows<{ id: number; first: string; last: string; active: boolean; password: string | null }>(
    database.db,
    sql`select id, first_name as first, last_name as last, is_active as active, password_hash as password from customers where email = ${email}`,
  ))[0];

describe("social log-in", () => {
  it("creates an active customer from the provider's verified claims, signs them in and goes where asked", async () => {
    const done = await logIn({ sub: "sub-new", email: "Uusi.Asiakas@Example.fi", email_verified: "true", given_name: "Uusi", family_name: "Asiakas" }, { next: "/wishlist/" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/wishlist/");
    const cookies = done.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("social_state=;"))).toBe(true);
    // The next page tells the marketing tags of this sign-in, once.
    expect(cookies.some((cookie) => cookie.startsWith("signed_in_now=1;"))).toBe(true);
    const token = /^auth_token=([^;]+);/.exec(cookies.find((cookie) => cookie.startsWith("auth_token="))!)![1]!;
    expect(await services.auth.userOfToken(token)).toMatchObject({ email: "uusi.asiakas@example.fi", firstName: "Uusi" });
    expect(await customerOf("uusi.asiakas@example.fi")).toMatchObject({ first: "Uusi", last: "Asiakas", active: true, password: null });

    // The same subject again is the same customer, whatever address it gives now.
    const again = await logIn({ sub: "sub-new", email: "toinen@example.fi", email_verified: "true" });
    const token2 = /^auth_token=([^;]+);/.exec(again.headers.getSetCookie().find((cookie) => cookie.startsWith("auth_token="))!)![1]!;
    expect(await services.auth.userOfToken(token2)).toMatchObject({ email: "uusi.asiakas@example.fi" });
    expect(await customerOf("toinen@example.fi")).toBeUndefined();
  });

  it("ties a verified address to its existing account; an unverified one opens nothing", async () => {
    await database.db.execute(
      sql`insert into customers (email, password_hash, first_name, activated_at) values ('vanha@example.fi', ${await hashPassword("Salasana-123", { N: 2 ** 10, r: 8, p: 1 })}, 'Vanha', now())`,
    );
    const unverified = await logIn({ sub: "sub-unverified", email: "vanha@example.fi", email_verified: "false" }, { lang: "fi" });
    expect(unverified.headers.get("location")).toBe(`${pathFor("accounts.login", "fi")}?social=not-verified`);
    expect(unverified.headers.getSetCookie().some((cookie) => cookie.startsWith("auth_token="))).toBe(false);

    const verified = await logIn({ sub: "sub-vanha", email: "VANHA@example.fi", email_verified: "true" });
    const token = /^auth_token=([^;]+);/.exec(verified.headers.getSetCookie().find((cookie) => cookie.startsWith("auth_token="))!)![1]!;
    const { id } = (await customerOf("vanha@example.fi"))!;
    expect((await services.auth.userOfToken(token))?.id).toBe(Number(id));
    expect(await rows(database.db, sql`select subject from oidc_identities where customer_id = ${id}`)).toEqual([{ subject: "sub-vanha" }]);
  });

  it("sends the person back to log in, saying why: no e-mail address, a refusal, or a callback not of this browser", async () => {
    const noEmail = await logIn({ sub: "sub-no-email" }, { lang: "de" });
    expect(noEmail.headers.get("location")).toBe(`${pathFor("accounts.login", "de")}?social=no-email`);
    const denied = await logIn({ sub: "sub-denied", email: "ei@example.fi" }, { decision: "deny" });
    expect(denied.headers.get("location")).toBe(`${pathFor("accounts.login", "en")}?social=failed`);
    for (const cookie of [() => null, () => "someone-elses-state"]) {
      const foreign = await logIn({ sub: "sub-foreign", email: "vieras@example.fi", email_verified: "true" }, { cookie });
      expect(foreign.headers.get("location")).toBe(`${pathFor("accounts.login", "en")}?social=failed`);
    }
    expect(await customerOf("vieras@example.fi")).toBeUndefined();
    expect(await customerOf("ei@example.fi")).toBeUndefined();
  });

  it("does not exist without a configured provider", async () => {
    const plain = createServices(database.db);
    expect(plain.socialLogin.providerName).toBeNull();
    let status = 0;
    try {
      await startLoader({ request: new Request(`${ORIGIN}/accounts/social-login/`), params: {}, context: context("en", plain) } as never);
    } catch (error) {
      status = (error as { init: { status: number } }).init.status;
    }
    expect(status).toBe(404);
  });
});
