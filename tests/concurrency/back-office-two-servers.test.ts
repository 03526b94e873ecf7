/**
 * A back-office change on one server process shows on another within 5 seconds: two real server processes
 * (the production build) on one PostgreSQL. Staff save a model's name and its sale price on process A; process
 * B, whose page cache and read caches already hold the group page, the search answer and the product page,
 * shows the new name and price within 5 seconds on each.
 *
 * Needs TEST_DATABASE_URL and `npm run build`; npm test runs it after the build (scripts/test-all.ts).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centsText, priceFieldName, textFieldName } from "#core/admin/model-form.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { queryRows } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { LANGUAGES } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase } from "../api/support/api-app.ts";
import { origin, startShopServer, type Server } from "./support/shop-server.ts";

if (!process.env.TEST_DATABASE_URL) throw new Error("The concurrency test runs on PostgreSQL: set TEST_DATABASE_URL.");

let database: DatabaseHandle;
let servers: Server[] = [];
let cookie = "";

beforeAll(async () => {
  database = await openCatalogueDatabase();
  const login = await createServices(database.db).auth.login({ email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password, clientAddress: "192.0.2.91", lang: "fi" });
  cookie = `auth_token=${login.token}`;
  const base = 3900 + (process.pid % 400) * 2;
  servers = await Promise.all([startShopServer({ databaseUrl: database.databaseUrl!, port: base, appName: "office-a" }), startShopServer({ databaseUrl: database.databaseUrl!, port: base + 1, appName: "office-b" })]);
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.process.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.exited));
  await database?.close();
}, 60_000);

/** Asks `url` of the server every 100 ms until `seen` holds of its page; answers how long that took. */
async function waitUntil(server: Server, url: string, seen: (html: string) => boolean, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(new URL(url, origin(server)))).text();
    if (seen(html)) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`${url} did not change within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a back-office change with two server processes", () => {
  it("shows on the other process's group page, search and product page within 5 seconds", async () => {
    const candidates = await queryRows<{ id: number; group_path: string; path: string }>(
      database.db,
      sql`select c.model_id as id, gt.path as group_path, c.path from catalog_listing c
          join product_models m on m.id = c.model_id
          join product_group_translations gt on gt.group_id = m.main_group_id and gt.lang = 'fi'
          where c.lang = 'fi' and m.is_public and not m.is_bundle and not m.is_gift_card
          order by c.model_id limit 12`,
    );
    // A model its group page's first screen shows, as its card's link.
    let model: (typeof candidates)[number] | undefined;
    for (const candidate of candidates) {
      const html = await (await fetch(new URL(`/${candidate.group_path}/`, origin(servers[1]!)))).text();
      if (html.includes(`href="${candidate.path}"`)) {
        model = candidate;
        break;
      }
    }
    expect(model).toBeDefined();
    const [a, b] = servers as [Server, Server];
    const groupPage = `/${model!.group_path}/`;
    const searchPage = `${pathFor("search", "fi")}?text=${encodeURIComponent("Kuuraparta")}`;
    // B keeps its pages: the group page twice, so the second answer comes from its page cache.
    await fetch(new URL(groupPage, origin(b)));
    expect((await fetch(new URL(groupPage, origin(b)))).headers.get("x-page-cache-status")).toBe("hit");
    await fetch(new URL(searchPage, origin(b)));
    await fetch(new URL(model!.path, origin(b)));

    const office = createServices(database.db).backOffice;
    const staff = { kind: "staff" as const, id: 0, email: DEMO_ACCOUNTS.staff.email, isAdmin: false };
    const current = await office.model(staff, Number(model!.id), "fi");
    const form = new URLSearchParams({ intent: "model", version: String(current.version), brand: String(current.brandId), mainGroup: String(current.mainGroupId), visibility: "public", taxClass: current.taxClass });
    for (const id of current.groupIds) form.append("groups", String(id));
    for (const [flag, on] of Object.entries(current.flags)) if (on) form.set(flag, "on");
    for (const lang of LANGUAGES) {
      const texts = current.texts[lang];
      if (!texts) continue;
      form.set(textFieldName("name", lang), lang === "fi" ? `Kuuraparta ${texts.name}` : texts.name);
      form.set(textFieldName("slug", lang), texts.slug);
    }
    const edit = pathFor("admin.product", "fi", { id: String(model!.id) });
    const saved = await fetch(new URL(edit, origin(a)), { method: "POST", body: form, redirect: "manual", headers: { origin: origin(a), cookie } });
    expect(saved.status).toBe(303);
    const changedAt = performance.now();

    const prices = new URLSearchParams({ intent: "prices", version: String(current.version + 1) });
    for (const variant of current.variants) {
      prices.set(priceFieldName(variant.id, "regular"), centsText(200_000));
      prices.set(priceFieldName(variant.id, "sale"), centsText(123_400));
    }
    const pricesPath = pathFor("admin.product.section", "fi", { id: String(model!.id), section: "prices" });
    const repriced = await fetch(new URL(pricesPath, origin(a)), { method: "POST", body: prices, redirect: "manual", headers: { origin: origin(a), cookie } });
    expect(repriced.status).toBe(303);

    const renamed = (html: string) => html.includes(`Kuuraparta ${current.texts.fi!.name}`);
    await waitUntil(b, groupPage, renamed, 5_000);
    // The search finds the model by its new word (its card links to the model).
    await waitUntil(b, searchPage, (html) => html.includes(`href="${model!.path}"`), 5_000);
    // The sale price: 1 234 € in Finnish, its digits grouped by a narrow no-break space.
    await waitUntil(b, model!.path, (html) => /1\s?234\s?€/u.test(html.replace(/[\u00a0\u202f]/g, " ")), 5_000);
    expect(performance.now() - changedAt).toBeLessThan(10_000);
  }, 60_000);
});
