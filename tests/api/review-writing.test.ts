/**
 * Writing reviews and their moderation on the seeded
 * test catalogue, through the pages' loaders and actions as React Router calls them: a customer writes
 * once per model, the review waits hidden, staff show or hide it, and only then does it count.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as writeAction, loader as writeLoader } from "#app/routes/write-review.tsx";
import { action as moderateAction, loader as moderateLoader } from "#app/routes/staff-reviews.tsx";
import { action as myReviewsAction, loader as myReviewsLoader } from "#app/routes/my-reviews.tsx";
import { requestContext } from "#app/context.ts";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { createServices } from "#server/services.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { apiApp, host, openCatalogueDatabase, pageContext, rows, type TestApp } from "./support/api-app.ts";

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

    expect(bodyOf(await write({ rating: "9", comment: " Lämmin ja kevyt takki.\r\nSuosittelen. ", visibleName: "Aino V.", size: "6" }))).toEqual({ done: true, edited: false });
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
    await services.reviewWriting.write({ clientAddress: "203.0.113.60", customerId: Number(other!.id), modelId, lang: "en", review: { rating: "1", comment: "Spam spam", visibleName: "Eino", size: "" } });
    const spam = (await services.reviewWriting.pending(staff, "en")).find((review) => review.visibleName === "Eino")!;
    expect(bodyOf(await decide(spam.id, "hide"))).toEqual({ ok: true, shown: false });
    expect((await services.reviewWriting.pending(staff, "en")).map((review) => review.id)).not.toContain(spam.id);
    expect((await ratingOf()).count).toBe(after.count);
    expect(statusOf(await decide(0, "show"))).toBe(404);
  });
});

describe("the customer's own reviews", () => {
  const path = () => pathFor("reviews.write", "fi", { model: String(modelId) });
  const writePage = (user: SignedInUser) => writeLoader({ request: new Request(`${ORIGIN}${path()}`), params: { model: String(modelId) }, context: context("fi", user) } as never);
  const write = (fields: Record<string, string>) => writeAction({ request: post(path(), fields), params: { model: String(modelId) }, context: context("fi", customer) } as never);
  const mine = (user: SignedInUser, query = "") =>
    myReviewsLoader({ request: new Request(`${ORIGIN}${pathFor("accounts.reviews", "fi")}${query}`), params: {}, context: context("fi", user) } as never);
  const remove = (user: SignedInUser, review: number) =>
    myReviewsAction({ request: post(pathFor("accounts.reviews", "fi"), { intent: "delete", review: String(review) }), params: {}, context: context("fi", user) } as never);
  const stored = async (id: number) =>
    (await rows<{ rating: number; comment: string; visible: boolean; moderated: unknown }>(
      database.db,
      sql`select rating, comment, is_visible as visible, moderated_at as moderated from reviews where id = ${id}`,
    ))[0];

  it("says up front on the writing page that the model is reviewed, and edits that review, which waits for the staff again", async () => {
    const page = await writePage(customer);
    expect(page.own).toMatchObject({ modelId, rating: 9, comment: "Lämmin ja kevyt takki.\nSuosittelen.", visibleName: "Aino V.", size: 6, status: "shown" });
    const id = page.own!.id;
    const before = await ratingOf();

    // A form of a new review (another tab) does not overwrite it.
    expect(statusOf(await write({ rating: "2", comment: "", visibleName: "Aino", size: "" }))).toBe(409);
    // Problems are named as when writing, and nothing changes.
    expect(bodyOf(await write({ editing: String(id), rating: "", comment: "x", visibleName: "Aino V.", size: "6" }))).toMatchObject({ done: false, errors: { rating: "Valitse arvosana." } });
    expect(await stored(id)).toMatchObject({ rating: 9, visible: true });

    expect(bodyOf(await write({ editing: String(id), rating: "7", comment: "Muokattu: hihat lyhyet.", visibleName: "Aino V.", size: "4" }))).toEqual({ done: true, edited: true });
    expect(await stored(id)).toEqual({ rating: 7, comment: "Muokattu: hihat lyhyet.", visible: false, moderated: null });
    // Not shown until the staff have checked the new text: out of the rating meanwhile, back in their queue.
    expect((await ratingOf()).count).toBe(before.count - 1);
    expect((await services.reviewWriting.pending(staff, "fi")).map((review) => review.id)).toContain(id);
    expect((await writePage(customer)).own).toMatchObject({ id, rating: 7, status: "waiting" });

    expect(await services.reviewWriting.moderate(staff, id, true)).toBe(true);
    expect((await ratingOf()).count).toBe(before.count);
  });

  it("lists the customer's reviews in the account area and deletes one after asking, only their own", async () => {
    const list = await mine(customer);
    const own = list.reviews.find((review) => review.modelId === modelId)!;
    expect(own).toMatchObject({ modelName: expect.any(String), modelPath: expect.stringMatching(/^\//), rating: 7, status: "shown" });
    expect(list.confirming).toBeNull();
    // Asking first: the page shows the question for that review only.
    expect((await mine(customer, `?delete=${own.id}`)).confirming).toBe(own.id);
    expect((await mine(staff, `?delete=${own.id}`)).confirming).toBeNull();

    // Another customer's id deletes nothing.
    const refused = await remove(staff, own.id);
    expect(statusOf(refused)).toBe(404);
    expect(bodyOf(refused)).toEqual({ deleted: false });
    expect(await stored(own.id)).toBeDefined();

    const before = await ratingOf();
    expect(bodyOf(await remove(customer, own.id))).toEqual({ deleted: true });
    expect(await stored(own.id)).toBeUndefined();
    // It was shown: the model's rating no longer counts it.
    expect((await ratingOf()).count).toBe(before.count - 1);
    expect((await mine(customer)).reviews.map((review) => review.id)).not.toContain(own.id);
    // The model can be reviewed anew.
    expect((await writePage(customer)).own).toBeNull();
  });
});

describe("pictures with a review", () => {
  let test: TestApp;
  let writer: SignedInUser & { token: string };
  let moderator: SignedInUser & { token: string };
  let pictureModel: number;

  beforeAll(async () => {
    test = await apiApp(database.db);
    const login = async (account: { email: string; password: string }, clientAddress: string) => {
      const session = await services.auth.login({ ...account, clientAddress, lang: "fi" });
      return { ...session.user, token: session.token };
    };
    writer = await login(DEMO_ACCOUNTS.customer, "192.0.2.81");
    moderator = await login(DEMO_ACCOUNTS.staff, "192.0.2.82");
    const [model] = await rows<{ id: number }>(
      database.db,
      sql`select m.id from product_models m where m.is_public and not m.is_gift_card and m.id <> ${modelId}
            and exists (select 1 from catalog_listing c where c.model_id = m.id and c.lang = 'fi')
            and not exists (select 1 from reviews r where r.model_id = m.id and r.customer_id = ${writer.id})
          order by m.id limit 1`,
    );
    pictureModel = Number(model!.id);
  });

  afterAll(async () => {
    await test?.app.close();
  });

  // A camera photo held upright: stored 60×40 with orientation 6 and the camera's data.
  const photo = () =>
    sharp({ create: { width: 60, height: 40, channels: 3, background: "#2f6b4f" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "WRITER-SECRET", Make: "TrailCam" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
  const multipart = (path: string, fields: Record<string, string | string[]>, files: Array<{ name: string; bytes: Uint8Array; type: string }>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
    for (const file of files) form.append("images", new File([Buffer.from(file.bytes)], file.name, { type: file.type }));
    return new Request(`${ORIGIN}${path}`, { method: "POST", body: form, headers: { origin: ORIGIN } });
  };
  const write = (fields: Record<string, string | string[]>, files: Array<{ name: string; bytes: Uint8Array; type: string }>) => {
    const path = pathFor("reviews.write", "fi", { model: String(pictureModel) });
    return writeAction({ request: multipart(path, fields, files), params: { model: String(pictureModel) }, context: context("fi", writer) } as never);
  };
  const open = (url: string, token?: string) =>
    test.app.inject({ method: "GET", url, headers: { host: host("fi"), ...(token ? { authorization: `Token ${token}` } : {}) } });

  it("keeps a readable picture through a picture's problem, reads none while another field is wrong, saves it cleaned with the review, and shows it to others only once the review is shown", async () => {
    const jpeg = new Uint8Array(await photo());
    const files = [
      { name: "tunturilla.jpg", bytes: jpeg, type: "image/jpeg" },
      { name: "muistiinpanot.jpg", bytes: new TextEncoder().encode("not a picture"), type: "image/jpeg" },
    ];
    const picturesBefore = await rows(database.db, sql`select id from review_images where customer_id = ${writer.id}`);
    // Another field is wrong: no picture is read, and the form is told to keep its files chosen.
    const unread = await write({ rating: "", visibleName: "Aino" }, files);
    expect(statusOf(unread)).toBe(400);
    expect(bodyOf(unread)).toMatchObject({
      errors: { rating: "Valitse arvosana." },
      kept: [],
      // A plain form post (no script): the file field comes back empty, so the page asks to choose them again.
      imagesUnread: "chooseAgain",
    });
    expect(bodyOf(unread)).not.toHaveProperty("errors.images");
    expect(await rows(database.db, sql`select id from review_images where customer_id = ${writer.id}`)).toEqual(picturesBefore);
    // Only a picture is wrong: the readable one is kept for the next post.
    const first = await write({ rating: "8", visibleName: "Aino" }, files);
    expect(statusOf(first)).toBe(400);
    const failed = bodyOf(first) as { errors: Record<string, string>; kept: Array<{ token: string; url: string; uploadedBytes: number }> };
    expect(failed.errors).toEqual({ images: "Tiedostoa muistiinpanot.jpg ei voitu lukea JPEG-, PNG- tai WebP-kuvana." });
    expect(failed.kept).toEqual([{ token: expect.stringMatching(/^[\w-]{22}$/), url: expect.stringMatching(/^\/images\/reviews\/uploads\/[\w-]{22}\.webp$/), uploadedBytes: jpeg.byteLength }]);
    const keptUrl = failed.kept[0]!.url;
    // Kept for its writer only.
    expect((await open(keptUrl)).statusCode).toBe(404);
    const own = await open(keptUrl, writer.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/webp");
    expect(own.headers["cache-control"]).toBe("private, no-store");

    const png = new Uint8Array(await sharp({ create: { width: 30, height: 30, channels: 4, background: "#ffffff00" } }).png().toBuffer());
    const second = await write({ rating: "8", visibleName: "Aino", comment: "Kuvat tunturista", keptImage: failed.kept[0]!.token }, [{ name: "toinen.png", bytes: png, type: "image/png" }]);
    expect(bodyOf(second)).toEqual({ done: true, edited: false });
    const stored = await rows<{ url: string; width: number; height: number; content: Uint8Array }>(
      database.db,
      sql`select i.url, i.width, i.height, i.content from review_images i join reviews r on r.id = i.review_id
          where r.customer_id = ${writer.id} and r.model_id = ${pictureModel} order by i.sort_order`,
    );
    expect(stored.map(({ url, width, height }) => ({ url, width, height }))).toEqual([
      { url: keptUrl, width: 40, height: 60 },
      { url: expect.stringMatching(/^\/images\/reviews\/uploads\//), width: 30, height: 30 },
    ]);
    for (const { content } of stored) {
      const bytes = Buffer.from(content);
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(bytes.includes("WRITER-SECRET")).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }

    // Waiting for moderation: the staff see the pictures, others do not.
    const queue = await services.reviewWriting.pending(moderator, "fi");
    const waiting = queue.find((review) => review.modelId === pictureModel && review.comment === "Kuvat tunturista")!;
    expect(waiting.images).toEqual(stored.map((row) => row.url));
    for (const { url } of stored) {
      expect((await open(url)).statusCode).toBe(404);
      expect((await open(url, moderator.token)).statusCode).toBe(200);
    }
    const reviewsApi = async () =>
      (await test.app.inject({ method: "GET", url: `/api/product_reviews/?model_id=${pictureModel}&size=100&page=1`, headers: { host: host("fi") } })).json<{
        results: Array<{ comment: string; images: Array<{ url: string }> }>;
      }>();
    expect((await reviewsApi()).results.map((review) => review.comment)).not.toContain("Kuvat tunturista");

    expect(await services.reviewWriting.moderate(moderator, waiting.id, true)).toBe(true);
    const shown = await open(stored[0]!.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("public, max-age=86400");
    expect(shown.rawPayload.equals(Buffer.from(stored[0]!.content))).toBe(true);
    expect((await reviewsApi()).results.find((review) => review.comment === "Kuvat tunturista")?.images).toEqual(stored.map((row) => ({ url: row.url })));
  });

  it("refuses too many or too large pictures with the message on the field, keeping none of them", async () => {
    const jpeg = new Uint8Array(await photo());
    const before = await rows(database.db, sql`select id from review_images where customer_id = ${writer.id}`);
    // The model is reviewed already: the form edits that review (its own pictures left unticked).
    const [{ id: editing }] = (await rows<{ id: number }>(database.db, sql`select id from reviews where customer_id = ${writer.id} and model_id = ${pictureModel}`)) as [{ id: number }];
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `kuva${index}.jpg`, bytes: jpeg, type: "image/jpeg" }));
    const many = await write({ editing: String(editing), rating: "6", visibleName: "Aino" }, six);
    expect(statusOf(many)).toBe(400);
    expect(bodyOf(many)).toMatchObject({ errors: { images: "Lisää enintään 5 kuvaa." }, kept: [] });
    const large = await write({ editing: String(editing), rating: "6", visibleName: "Aino" }, [{ name: "iso.jpg", bytes: new Uint8Array(25 * 1024 * 1024), type: "image/jpeg" }]);
    expect(bodyOf(large)).toMatchObject({ errors: { images: "Kuvat ovat yhteensä liian suuria: kokonaiskoon on oltava alle 25 Mt." }, kept: [] });
    expect(await rows(database.db, sql`select id from review_images where customer_id = ${writer.id}`)).toEqual(before);
  });

  it("never serves another address under the uploads folder, nor a kept picture of someone else", async () => {
    expect((await open("/images/reviews/uploads/not-a-token.webp", moderator.token)).statusCode).toBe(404);
    expect((await open("/images/reviews/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp", moderator.token)).statusCode).toBe(404);
    const [other] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${customer.email}`);
    await database.db.execute(
      sql`insert into review_images (customer_id, url, content, content_type) values (${other!.id}, '/images/reviews/uploads/SomeoneElsesPicture001.webp', decode('00', 'hex'), 'image/webp')`,
    );
    expect((await open("/images/reviews/uploads/SomeoneElsesPicture001.webp", writer.token)).statusCode).toBe(404);
    // Its writer cannot attach someone else's kept picture either.
    await expect(services.reviewWriting.write({ clientAddress: "203.0.113.60", customerId: writer.id, modelId, lang: "fi", review: { rating: "5", comment: "", visibleName: "A", size: "" }, keptTokens: ["SomeoneElsesPicture001"] })).resolves.toEqual({ ok: true });
    expect(await rows(database.db, sql`select review_id as "reviewId" from review_images where url = '/images/reviews/uploads/SomeoneElsesPicture001.webp'`)).toEqual([{ reviewId: null }]);
  });
});
