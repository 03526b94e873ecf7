import { expect, test } from "@playwright/test";
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
