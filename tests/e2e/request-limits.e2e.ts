import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { E2E_PORT } from "./support/urls.ts";

/** Requests the server refuses before any page or call reads them still get the shop's answer. */

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const hostOf = (lang: Lang) => (lang === "fi" ? `localhost:${E2E_PORT}` : `${lang}.localhost:${E2E_PORT}`);
// Over the default BODY_LIMIT of 1 MiB the browser-test server runs with.
const OVERSIZED = "a".repeat(1_200_000);

for (const lang of ["fi", "en"] as const) {
  test(`${lang}: a form post over the size limit gets the error page in the storefront's language`, async ({ request }) => {
    const response = await request.post(`${ORIGIN}${pathFor("accounts.login", lang)}`, {
      headers: { host: hostOf(lang), "content-type": "application/x-www-form-urlencoded" },
      data: `email=${OVERSIZED}`,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(translate(lang, "errors.status413"));
    expect(html).toContain(translate(lang, "errors.bodyTooLarge"));
    // The shop's whole header stays, the locale control (which needs the shell's data) among it.
    expect(html).toContain('class="locale-control');
    expect(html).not.toContain("Request body too large");
  });
}

test("a call under /api/ over the size limit answers JSON 413", async ({ request }) => {
  const response = await request.post(`${ORIGIN}/api/checkout/`, {
    headers: { host: hostOf("fi"), "content-type": "application/json" },
    data: `{"special_request":"${OVERSIZED}"}`,
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toMatchObject({ statusCode: 413 });
});

test("a page address whose last segment holds a dot gets its trailing slash", async ({ request }) => {
  const path = pathFor("accounts.stop-reminders", "en", { email: "maija.meikalainen@example.fi" }).replace(/\/$/, "");
  const response = await request.get(`${ORIGIN}${path}`, { headers: { host: hostOf("en") }, maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`${path}/`);
});

for (const lang of ["fi", "en"] as const) {
  test(`${lang}: a form post made by another site's page is refused with the error page, and changes nothing`, async ({ request }) => {
    const forms: Array<[string, string]> = [
      [pathFor("locale", lang), "country=se&currency=sek&return=%2F"],
      [pathFor("accounts.login", lang), "email=a%40example.fi&password=x"],
      [pathFor("accounts.reset-password", lang), "email=a%40example.fi"],
    ];
    for (const [path, body] of forms) {
      const foreigners: Array<Record<string, string>> = [
        { origin: "https://evil.example" },
        { origin: `http://${lang === "fi" ? "en" : "sv"}.localhost:${E2E_PORT}` },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const foreign of foreigners) {
        const response = await request.post(`${ORIGIN}${path}`, {
          headers: { host: hostOf(lang), "content-type": "application/x-www-form-urlencoded", ...foreign },
          data: body,
          maxRedirects: 0,
        });
        const label = `${path} ${JSON.stringify(foreign)}`;
        expect(response.status(), label).toBe(403);
        expect(response.headers()["set-cookie"], label).toBeUndefined();
        const html = await response.text();
        expect(html, label).toContain(`<html lang="${lang}"`);
        expect(html, label).toContain(translate(lang, "errors.crossSiteRefused"));
      }
    }
    // The storefront's own page posts the same form as usual.
    const own = await request.post(`${ORIGIN}${pathFor("locale", lang)}`, {
      headers: { host: hostOf(lang), "content-type": "application/x-www-form-urlencoded", origin: `http://${hostOf(lang)}` },
      data: forms[0]![1],
      maxRedirects: 0,
    });
    expect(own.status()).toBe(303);
  });
}

test("what no route can answer gets a client error from the shop's server, never a 500", async ({ request }) => {
  const host = hostOf("fi");
  const trace = await request.fetch(`${ORIGIN}/`, { method: "TRACE", headers: { host } });
  expect(trace.status()).toBe(405);
  expect(trace.headers().allow).toContain("GET");
  expect((await request.get(`${ORIGIN}/`, { headers: { host: "a@b" } })).status()).toBe(400);
  expect((await request.get(`${ORIGIN}/`, { headers: { host: `localhost:99999` } })).status()).toBe(400);
  const nul = await request.get(`${ORIGIN}/lahjakampanjat/%00/`, { headers: { host } });
  expect(nul.status()).toBe(404);
  expect(await nul.json()).toMatchObject({ field: "path" });
});

test("ids past what a table holds are pages that do not exist, for a signed-in customer and for the staff", async ({ playwright }) => {
  for (const account of [DEMO_ACCOUNTS.customer, DEMO_ACCOUNTS.staff]) {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { host: hostOf("fi") } });
    const login = await request.post(`${ORIGIN}${pathFor("accounts.login", "fi")}`, { form: { email: account.email, password: account.password }, maxRedirects: 0 });
    expect(login.status()).toBe(303);
    for (const id of ["2147483648", "99999999999"]) {
      expect((await request.get(`${ORIGIN}${pathFor("reviews.write", "fi", { model: id })}`)).status()).toBe(404);
    }
    if (account.isStaff) {
      const moderated = await request.post(`${ORIGIN}${pathFor("staff.reviews", "fi")}`, { form: { review: "2147483648", decision: "show" }, maxRedirects: 0 });
      expect(moderated.status()).toBe(404);
    }
    await request.dispose();
  }
});
