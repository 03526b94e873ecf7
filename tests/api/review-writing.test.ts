/**
 * Writing reviews and their moderation (issue 6; document 3 §3, §6, §8 "Comment saved") on the seeded
 * test catalogue, through the pages' loaders and actions as React Router calls them: a customer writes
 * once per model, the review waits hidden, staff show or hide it, and only then does it count.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as writeAction, loader as writeLoader } from "#app/routes/write-review.tsx";
import { action as moderateAction, loader as moderateLoader } from "#app/routes/staff-reviews.tsx";
import { requestContext } from "#app/context.ts";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

const ORIGIN = "https://shop.example";
let database: DatabaseHandle;
let services: Services;
let modelId: number;
const customer: SignedInUser = { id: 0, email: "writer@example.fi", firstName: "Aino", isStaff: false, isAdmin: false, isOrgUser: false, isClubMember: false };
const staff: SignedInUser = { id: 0, email: "moderator@example.fi", firstName: "Sanna", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false };

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  const [model] = await rows<{ id: number }>(
    database.db,
    sql`select m.id from product_models m where m.is_public and not m.is_gift_card and exists (select 1 from catalog_listing c where c.model_id = m.id and c.lang = 'en') order by m.id limit 1`,
  );
  modelId = Number(model!.id);
  for (const user of [customer, staff]) {
    const [row] = await rows<{ id: number }>(database.db, sql`insert into customers (email, first_name, is_staff, activated_at) values (${user.email}, ${user.firstName}, ${user.isStaff}, now()) returning id`);
    user.id = Number(row!.id);
  }
});

afterAll(async () => {
  await database?.close();
});

function context(lang: Lang, user: SignedInUser | null) {
  const map = new Map<unknown, unknown>([[requestContext, pageContext(services, lang, ORIGIN, user)]]);
  return { get: (key: unknown) => map.get(key) } as never;
}
const post = (path: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: ORIGIN } });
const bodyOf = (result: unknown) => (result as { data: unknown }).data;
const statusOf = (result: unknown) => (result as { init: { status: number } | null }).init?.status ?? 200;
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, location: null };
    throw error;
  }
  throw new Error("expected a throw");
}
const ratingOf = async () =>
  (await rows<{ count: number; avg: string }>(database.db, sql`select rating_count as count, rating_avg::text as avg from product_models where id = ${modelId}`))[0]!;

describe("writing a review", () => {
  it("sends a guest to log in and back, and answers 404 for a model that is not sold", async () => {
    const path = pathFor("reviews.write", "en", { model: String(modelId) });
    expect(await thrown(() => writeLoader({ request: new Request(`${ORIGIN}${path}`), params: { model: String(modelId) }, context: context("en", null) } as never))).toEqual({
      status: 303,
      location: `/accounts/login/?next=${encodeURIComponent(path)}`,
    });
    for (const model of ["999999", "abc", "0"]) {
      expect((await thrown(() => writeLoader({ request: new Request(`${ORIGIN}/`), params: { model }, context: context("en", customer) } as never))).status).toBe(404);
    }
    const page = await writeLoader({ request: new Request(`${ORIGIN}${path}`), params: { model: String(modelId) }, context: context("en", customer) } as never);
    expect(page).toMatchObject({ model: { id: modelId, name: expect.any(String), path: expect.stringMatching(/^\//) }, firstName: "Aino" });
  });

  it("names every wrong field, then saves the review hidden until moderation, once per customer and model", async () => {
    const path = pathFor("reviews.write", "fi", { model: String(modelId) });
    const write = (fields: Record<string, string>) => writeAction({ request: post(path, fields), params: { model: String(modelId) }, context: context("fi", customer) } as never);
    const before = await ratingOf();

    const bad = await write({ rating: "", comment: "x".repeat(5001), visibleName: "  ", size: "7" });
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf(bad)).toMatchObject({ done: false, errors: { rating: "Valitse arvosana.", comment: "Kirjoita enintään 5000 merkkiä.", visibleName: expect.any(String), size: expect.any(String) } });
    expect((bodyOf(bad) as { values: { comment: string } }).values.comment).toHaveLength(5001);

    expect(bodyOf(await write({ rating: "9", comment: " Lämmin ja kevyt takki.\r\nSuosittelen. ", visibleName: "Aino V.", size: "6" }))).toEqual({ done: true });
    const [saved] = await rows(
      database.db,
      sql`select rating, comment, visible_name as name, size, lang, is_visible as visible, moderated_at as moderated from reviews where customer_id = ${customer.id}`,
    );
    expect(saved).toEqual({ rating: 9, comment: "Lämmin ja kevyt takki.\nSuosittelen.", name: "Aino V.", size: 6, lang: "fi", visible: false, moderated: null });
    // Not shown, not counted.
    const shown = await services.reviews.page({ modelId, sort: "date", page: 1, size: 1000 });
    expect(shown?.results.map((review) => review.comment)).not.toContain("Lämmin ja kevyt takki.\nSuosittelen.");
    expect(await ratingOf()).toEqual(before);

    const again = await write({ rating: "2", comment: "", visibleName: "Aino", size: "" });
    expect(statusOf(again)).toBe(409);
    expect(bodyOf(again)).toMatchObject({ done: false, formError: "Olet jo arvostellut tämän tuotteen." });
  });
});

describe("moderation", () => {
  it("is for staff only: a guest logs in, a customer is refused on the page and in the action", async () => {
    expect((await thrown(() => moderateLoader({ request: new Request(`${ORIGIN}/`), params: {}, context: context("en", null) } as never))).status).toBe(303);
    expect((await thrown(() => moderateLoader({ request: new Request(`${ORIGIN}/`), params: {}, context: context("en", customer) } as never))).status).toBe(403);
    const [{ id }] = (await rows<{ id: number }>(database.db, sql`select id from reviews where customer_id = ${customer.id}`)) as [{ id: number }];
    expect((await thrown(() => moderateAction({ request: post("/staff/reviews/", { review: String(id), decision: "show" }), params: {}, context: context("en", customer) } as never))).status).toBe(403);
    expect((await rows<{ visible: boolean }>(database.db, sql`select is_visible as visible from reviews where id = ${id}`))[0]!.visible).toBe(false);
  });

  it("shows an approved review and counts it in the model's rating; a hidden one stays out", async () => {
    const before = await ratingOf();
    const queue = await moderateLoader({ request: new Request(`${ORIGIN}/`), params: {}, context: context("en", staff) } as never);
    const mine = queue.pending.find((review) => review.visibleName === "Aino V.");
    expect(mine).toMatchObject({ modelId, rating: 9, size: 6, lang: "fi", comment: "Lämmin ja kevyt takki.\nSuosittelen." });

    const decide = (review: number, decision: string) =>
      moderateAction({ request: post("/staff/reviews/", { review: String(review), decision }), params: {}, context: context("en", staff) } as never);
    expect(bodyOf(await decide(mine!.id, "show"))).toEqual({ ok: true, shown: true });
    const after = await ratingOf();
    expect(after.count).toBe(before.count + 1);
    const shown = await services.reviews.page({ modelId, sort: "date", page: 1, size: 1000 });
    expect(shown?.results.find((review) => review.id === mine!.id)).toMatchObject({ rating: 9, visible_name: "Aino V.", size: 6 });
    const [listed] = await rows<{ count: number }>(database.db, sql`select rating_count as count from catalog_listing where model_id = ${modelId} and lang = 'en'`);
    expect(Number(listed!.count)).toBe(after.count);
    // Decided once: a second decision finds nothing to moderate.
    expect(statusOf(await decide(mine!.id, "hide"))).toBe(404);

    const [other] = await rows<{ id: number }>(
      database.db,
      sql`insert into customers (email, first_name, activated_at) values ('writer2@example.fi', 'Eino', now()) returning id`,
    );
    await services.reviewWriting.write({ customerId: Number(other!.id), modelId, lang: "en", review: { rating: "1", comment: "Spam spam", visibleName: "Eino", size: "" } });
    const spam = (await services.reviewWriting.pending(staff, "en")).find((review) => review.visibleName === "Eino")!;
    expect(bodyOf(await decide(spam.id, "hide"))).toEqual({ ok: true, shown: false });
    expect((await services.reviewWriting.pending(staff, "en")).map((review) => review.id)).not.toContain(spam.id);
    expect((await ratingOf()).count).toBe(after.count);
    expect(statusOf(await decide(0, "show"))).toBe(404);
  });
});
