/**
 * GET /api/product_reviews/ and the product page's Reviews tab, on the seeded test
 * catalogue with reviews of the test's own.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProductPage } from "#app/components/product/product-page.server.ts";
import type { ReviewPage } from "#core/reviews/reviews.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, host, openCatalogueDatabase, pageContext, rows, type TestApp } from "./support/api-app.ts";

const ORIGIN = "http://localhost:3000";
let database: DatabaseHandle;
let test: TestApp;
let model: { id: number; brand: string; slug: string; path: string };
let bare: { id: number; brand: string; slug: string; path: string };

function reviews(query: string) {
  return test.app.inject({ method: "GET", url: `/api/product_reviews/?${query}`, headers: { host: host("fi") } });
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
  const models = await rows<{ id: number; brand: string; slug: string; path: string }>(
    database.db,
    sql`select m.id, b.slug as brand, t.slug, c.path from product_models m join brands b on b.id = m.brand_id
        join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
        join catalog_listing c on c.model_id = m.id and c.lang = 'fi'
        where m.is_public and not m.is_bundle and not m.is_gift_card order by m.id limit 2`,
  );
  [model, bare] = [models[0]!, models[1]!];
  await database.db.execute(sql`delete from reviews where model_id in (${model.id}, ${bare.id})`);
  // 23 reviews: dates one day apart (review 1 the oldest), ratings and votes that order differently, one hidden.
  for (let k = 1; k <= 23; k++) {
    await database.db.execute(sql`
      insert into reviews (model_id, lang, created_at, rating, visible_name, comment, size, votes_up, votes_down, is_visible)
      values (${model.id}, ${k % 2 === 0 ? "fi" : "en"}, ${new Date(Date.UTC(2026, 0, k, 12)).toISOString()}, ${k % 11}, ${`Reviewer ${k}`},
        ${`Review number ${k}`}, ${k % 5 === 0 ? 8 : null}, ${(k * 7) % 13}, ${k % 3}, ${k !== 23})`);
  }
  const [withPicture] = await rows<{ id: number }>(database.db, sql`select id from reviews where model_id = ${model.id} and visible_name = 'Reviewer 5'`);
  await database.db.execute(sql`insert into review_images (review_id, url, sort_order) values (${withPicture!.id}, '/images/reviews/test-1.svg', 1)`);
  await database.db.execute(sql`update product_models set rating_count = 22 where id = ${model.id}`);
  await database.db.execute(sql`update product_models set rating_count = 0 where id = ${bare.id}`);
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

describe("GET /api/product_reviews/", () => {
  it("pages the visible reviews newest first, ten to a page by default, and counts the pages", async () => {
    const first = await reviews(`model_id=${model.id}`);
    expect(first.statusCode).toBe(200);
    const page = first.json<ReviewPage>();
    // Review 23 is hidden: 22 shown, 3 pages of ten.
    expect(page.max_pages).toBe(3);
    expect(page.results.map((review) => review.visible_name)).toEqual(Array.from({ length: 10 }, (_, i) => `Reviewer ${22 - i}`));
    expect(page.results[0]).toMatchObject({ rating: 0, lang: "fi", comment: "Review number 22", votes_up: 11, votes_down: 1, votes_total: 10, images: [] });
    expect(page.results[0]!.created).toBe("2026-01-22T12:00:00Z");
    const third = (await reviews(`model_id=${model.id}&page=3`)).json<ReviewPage>();
    expect(third.results.map((review) => review.visible_name)).toEqual(["Reviewer 2", "Reviewer 1"]);
    expect((await reviews(`model_id=${model.id}&page=4`)).json<ReviewPage>()).toMatchObject({ results: [], max_pages: 3 });
    expect((await reviews(`model_id=${model.id}&size=1000`)).json<ReviewPage>()).toMatchObject({ max_pages: 1 });
  });

  it("sorts by votes (up minus down) and by stars, descending, newest first among equals", async () => {
    const byVotes = (await reviews(`model_id=${model.id}&sort=votes&size=22`)).json<ReviewPage>().results;
    const totals = byVotes.map((review) => review.votes_up - review.votes_down);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const byStars = (await reviews(`model_id=${model.id}&sort=stars&size=22`)).json<ReviewPage>().results;
    expect(byStars.map((review) => review.rating)).toEqual([...byStars.map((review) => review.rating)].sort((a, b) => b - a));
    // Ratings 10 (review 21 and 10): the newer first.
    expect(byStars.slice(0, 2).map((review) => review.visible_name)).toEqual(["Reviewer 21", "Reviewer 10"]);
  });

  it("gives each review its pictures and the model's pictures together, and the reviewer's size", async () => {
    const page = (await reviews(`model_id=${model.id}&size=22`)).json<ReviewPage>();
    const fifth = page.results.find((review) => review.visible_name === "Reviewer 5")!;
    expect(fifth).toMatchObject({ size: 8, images: [{ url: "/images/reviews/test-1.svg" }] });
    expect(page.images).toEqual([{ url: "/images/reviews/test-1.svg", review_id: fifth.id }]);
  });

  it("answers 404 for an unknown or hidden model and 400 on the field for bad input", async () => {
    expect((await reviews("model_id=999999")).statusCode).toBe(404);
    for (const [query, field] of [
      ["", "model_id"],
      ["model_id=abc", "model_id"],
      [`model_id=${model.id}&page=0`, "page"],
      [`model_id=${model.id}&size=1001`, "size"],
      [`model_id=${model.id}&sort=price`, "sort"],
    ] as const) {
      const response = await reviews(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ field: string }>().field, query).toBe(field);
    }
  });
});

describe("the product page's Reviews tab", () => {
  const services = () => createServices(database.db);
  const load = (target: typeof model, query = "") =>
    loadProductPage(pageContext(services(), "fi", ORIGIN), new Request(`${ORIGIN}${target.path}${query}`), {
      modelId: target.id,
      brandSlug: target.brand,
      modelSlug: target.slug,
    });

  it("is there only when the model has ratings, with the first page of ten newest first", async () => {
    expect((await load(bare)).reviews).toBeNull();
    const page = await load(model);
    expect(page.reviews).toMatchObject({ modelId: model.id, sort: "date", pages: 1 });
    expect(page.reviews!.page.results).toHaveLength(10);
    expect(page.reviews!.page.max_pages).toBe(3);
  });

  it("renders the order and the pages the address asks for, so sorting and 'load more' work before JavaScript", async () => {
    const page = await load(model, "?review_sort=stars&review_pages=2");
    expect(page.reviews).toMatchObject({ sort: "stars", pages: 2 });
    expect(page.reviews!.page.results).toHaveLength(20);
    expect(page.reviews!.page.results[0]!.visible_name).toBe("Reviewer 21");
    // Nonsense falls back to the defaults.
    expect((await load(model, "?review_sort=x&review_pages=-3")).reviews).toMatchObject({ sort: "date", pages: 1 });
  });

  it("tells a signed-in customer's page which review is their own, and gives the back-in-stock form their address", async () => {
    const [customer] = await rows<{ id: number; email: string }>(database.db, sql`select id, email from customers where email = ${DEMO_ACCOUNTS.customer.email}`);
    const user = { id: Number(customer!.id), email: customer!.email, firstName: "Asiakas", isStaff: false, isAdmin: false, isOrgUser: false, isClubMember: false };
    const [own] = await rows<{ id: number }>(database.db, sql`select id from reviews where model_id = ${model.id} and visible_name = 'Reviewer 7'`);
    const loadAs = (target: typeof model) =>
      loadProductPage(pageContext(services(), "fi", ORIGIN, user), new Request(`${ORIGIN}${target.path}`), { modelId: target.id, brandSlug: target.brand, modelSlug: target.slug });
    expect(await loadAs(model)).toMatchObject({ ownReviewId: null, userEmail: customer!.email });
    await database.db.execute(sql`update reviews set customer_id = ${user.id} where id = ${own!.id}`);
    try {
      expect(await loadAs(model)).toMatchObject({ ownReviewId: Number(own!.id), userEmail: customer!.email });
      // Another model's page knows no review of theirs.
      expect((await loadAs(bare)).ownReviewId).toBeNull();
    } finally {
      await database.db.execute(sql`update reviews set customer_id = null where id = ${own!.id}`);
    }
    expect(await load(model)).toMatchObject({ ownReviewId: null, userEmail: null });
  });
});

describe("POST /api/review_votes/", () => {
  let token: string;
  let customerId: number;
  let review: { id: number; up: number; down: number };

  beforeAll(async () => {
    const login = await createServices(database.db).auth.login({
      email: DEMO_ACCOUNTS.customer.email,
      password: DEMO_ACCOUNTS.customer.password,
      clientAddress: "192.0.2.60",
      lang: "fi",
    });
    token = login.token;
    customerId = login.user.id;
    const [row] = await rows<{ id: number; up: number; down: number }>(
      database.db,
      sql`select id, votes_up as up, votes_down as down from reviews where model_id = ${model.id} and visible_name = 'Reviewer 4'`,
    );
    review = row!;
  });

  const vote = (body: Record<string, unknown>, headers: Record<string, string> = {}, lang = "fi") =>
    test.app.inject({ method: "POST", url: "/api/review_votes/", payload: body, headers: { host: host(lang), ...headers } });
  const signedIn = () => ({ authorization: `Token ${token}` });

  it("counts a customer's vote once: up, then down turns it, then null clears it; the customer's list follows", async () => {
    const up = await vote({ review_id: review.id, review_vote: "up", customer_id: customerId }, signedIn());
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ review_id: review.id, review_vote: "up", votes_up: review.up + 1, votes_down: review.down });
    // The same vote again (another tab) changes nothing.
    expect((await vote({ review_id: review.id, review_vote: "up", customer_id: customerId }, signedIn())).json()).toMatchObject({ votes_up: review.up + 1 });
    const customer = await test.app.inject({ method: "GET", url: "/api/customer/", headers: { host: host("fi"), ...signedIn() } });
    expect(customer.json<{ customer: { voted_reviews: unknown[] } }>().customer.voted_reviews).toContainEqual({ id: review.id, vote: true });

    const down = await vote({ review_id: review.id, review_vote: "down", customer_id: customerId }, { cookie: `auth_token=${token}` });
    expect(down.json()).toEqual({ review_id: review.id, review_vote: "down", votes_up: review.up, votes_down: review.down + 1 });
    const cleared = await vote({ review_id: review.id, review_vote: null, customer_id: customerId }, signedIn());
    expect(cleared.json()).toEqual({ review_id: review.id, review_vote: null, votes_up: review.up, votes_down: review.down });
    const after = await test.app.inject({ method: "GET", url: "/api/customer/", headers: { host: host("fi"), ...signedIn() } });
    expect(after.json<{ customer: { voted_reviews: Array<{ id: number }> } }>().customer.voted_reviews.some((entry) => entry.id === review.id)).toBe(false);
  });

  it("tells a guest to log in, in the storefront's language, and refuses a vote in another's name", async () => {
    const guest = await vote({ review_id: review.id, review_vote: "up", customer_id: customerId }, {}, "de");
    expect(guest.statusCode).toBe(401);
    expect(guest.json<{ message: string }>().message).toBe("Sie müssen angemeldet sein, um zu bewerten");
    const other = await vote({ review_id: review.id, review_vote: "up", customer_id: customerId + 1 }, signedIn());
    expect(other.statusCode).toBe(403);
    const [counts] = await rows<{ up: number }>(database.db, sql`select votes_up as up from reviews where id = ${review.id}`);
    expect(counts!.up).toBe(review.up);
  });

  it("refuses a vote on the customer's own review with 403 and a message in the storefront's language, counting nothing", async () => {
    const [own] = await rows<{ id: number; up: number; down: number }>(
      database.db,
      sql`select id, votes_up as up, votes_down as down from reviews where model_id = ${model.id} and visible_name = 'Reviewer 6'`,
    );
    await database.db.execute(sql`update reviews set customer_id = ${customerId} where id = ${own!.id}`);
    try {
      for (const choice of ["up", "down", null]) {
        const response = await vote({ review_id: own!.id, review_vote: choice, customer_id: customerId }, signedIn(), "en");
        expect(response.statusCode, String(choice)).toBe(403);
        expect(response.json<{ message: string; field?: string }>()).toMatchObject({ message: "You cannot vote on your own review.", field: "review_id" });
      }
      const fi = await vote({ review_id: own!.id, review_vote: "up", customer_id: customerId }, signedIn(), "fi");
      expect(fi.json<{ message: string }>().message).toBe("Et voi äänestää omaa arvosteluasi.");
      expect(await rows(database.db, sql`select votes_up as up, votes_down as down from reviews where id = ${own!.id}`)).toEqual([{ up: own!.up, down: own!.down }]);
      expect(await rows(database.db, sql`select vote from review_votes where review_id = ${own!.id}`)).toEqual([]);
    } finally {
      await database.db.execute(sql`update reviews set customer_id = null where id = ${own!.id}`);
    }
  });

  it("answers 404 for an unknown or hidden review and 400 on the field for bad input", async () => {
    expect((await vote({ review_id: 99_999_999, review_vote: "up", customer_id: customerId }, signedIn())).statusCode).toBe(404);
    const [hidden] = await rows<{ id: number }>(database.db, sql`select id from reviews where model_id = ${model.id} and not is_visible`);
    expect((await vote({ review_id: hidden!.id, review_vote: "up", customer_id: customerId }, signedIn())).statusCode).toBe(404);
    for (const [body, field] of [
      [{ review_vote: "up", customer_id: customerId }, "review_id"],
      [{ review_id: review.id, review_vote: "sideways", customer_id: customerId }, "review_vote"],
      [{ review_id: review.id, review_vote: "up" }, "customer_id"],
    ] as const) {
      const response = await vote(body, signedIn());
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ field: string }>().field, JSON.stringify(body)).toBe(field);
    }
  });
});
