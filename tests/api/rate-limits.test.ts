/**
 * Every limit that protects accounts, codes and forms, hit by a burst of parallel requests: the number let
 * through is the limit, never more, because each request is counted in the shared table before it is
 * looked at. One request at a time proves the limit's size; these prove it holds when a guesser does not wait.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MAIL_LIMITS } from "#core/accounts/account-service.ts";
import { PASSWORD_CHANGE_LIMIT } from "#core/accounts/account-area-service.ts";
import { LOGIN_LIMITS } from "#core/accounts/auth-service.ts";
import { hashPassword } from "#core/accounts/password.server.ts";
import { CODE_GUESS_LIMIT } from "#core/checkout/checkout-service.ts";
import { REVIEW_UPLOAD_LIMITS } from "#core/reviews/review-images.ts";
import { isDomainError } from "#core/errors.ts";
import { ORDER_LOOKUP_LIMIT } from "#core/orders/order-service.server.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { CLIENT_ERROR_RATE_LIMIT } from "#server/plugins/rate-limit.server.ts";
import { CAMPAIGN_CODE_RATE_LIMIT, NOTIFY_RATE_LIMIT } from "#server/routes/api/product.server.ts";
import { HANDOFF_RATE_LIMIT } from "#server/routes/api/storefront-handoff.server.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, host, openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
let app: FastifyInstance;

/** How a call ended: "ok", or the domain error's code. */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "ok";
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
}

function tally(outcomes: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of outcomes) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

const burst = <T>(size: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: size }, (_, i) => make(i)));

/** The statuses of `size` JSON posts sent at once from one client address, the i-th with `body(i)`. */
const postBurst = (size: number, url: string, remoteAddress: string, body: (i: number) => unknown) =>
  burst(size, async (i) =>
    (await app.inject({ method: "POST", url, remoteAddress, headers: { host: host("fi"), "content-type": "application/json" }, payload: JSON.stringify(body(i)) })).statusCode,
  );
const countOf = (statuses: readonly number[], status: number) => statuses.filter((entry) => entry === status).length;

async function activeCustomer(email: string, password: string): Promise<void> {
  const hash = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });
  await database.db.execute(sql`insert into customers (email, password_hash, first_name, activated_at) values (${email}, ${hash}, 'Aino', now())`);
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  ({ app } = await apiApp(database.db));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("signing in, in parallel", () => {
  it("checks at most ten passwords of one account however many guesses arrive at once", { timeout: 60_000 }, async () => {
    await activeCustomer("parallel.guess@example.fi", "Oikea-salasana-1");
    const results = await burst(60, (i) =>
      outcome(services.auth.login({ email: "parallel.guess@example.fi", password: `Arvaus-${i}`, clientAddress: `198.51.100.${i + 1}`, lang: "en" })),
    );
    expect(tally(results)).toEqual({ UNAUTHORIZED: LOGIN_LIMITS.perAccount, RATE_LIMITED: 60 - LOGIN_LIMITS.perAccount });
    // The refused guesses gave their places back: the counter holds the failures only.
    const [counter] = await rows<{ count: number }>(database.db, sql`select max(count)::int as count from rate_limits where key like 'login-account|%'`);
    expect(counter!.count).toBe(LOGIN_LIMITS.perAccount);
    await expect(outcome(services.auth.login({ email: "parallel.guess@example.fi", password: "Oikea-salasana-1", clientAddress: "192.0.2.200", lang: "en" }))).resolves.toBe(
      "RATE_LIMITED",
    );
  });

  it("checks at most thirty passwords from one client address at once, and a success gives its place back", { timeout: 60_000 }, async () => {
    const address = "203.0.113.150";
    await activeCustomer("parallel.address@example.fi", "Oikea-salasana-1");
    for (let i = 0; i < 5; i++) {
      await expect(outcome(services.auth.login({ email: "parallel.address@example.fi", password: "Oikea-salasana-1", clientAddress: address, lang: "fi" }))).resolves.toBe("ok");
    }
    const results = await burst(90, (i) => outcome(services.auth.login({ email: `nobody${i}@example.fi`, password: "Arvaus-1", clientAddress: address, lang: "fi" })));
    expect(tally(results)).toEqual({ UNAUTHORIZED: LOGIN_LIMITS.perAddress, RATE_LIMITED: 90 - LOGIN_LIMITS.perAddress });
  });
});

describe("account forms, in parallel", () => {
  it("sends at most five registration mails to one address however many arrive at once", { timeout: 60_000 }, async () => {
    const results = await burst(25, (i) =>
      outcome(
        services.accounts.register({ email: "parallel.register@example.fi", password: "Tunturi-2026", firstName: "Aino", lastName: "Laine", lang: "fi", clientAddress: `198.51.100.${100 + i}` }),
      ),
    );
    expect(tally(results)).toEqual({ ok: ACCOUNT_MAIL_LIMITS.perEmail, RATE_LIMITED: 25 - ACCOUNT_MAIL_LIMITS.perEmail });
  });

  it("sends at most the address's number of reset mails from one client at once", { timeout: 60_000 }, async () => {
    const results = await burst(ACCOUNT_MAIL_LIMITS.perAddress * 3, (i) =>
      outcome(services.accounts.requestPasswordReset({ email: `reset${i}@example.fi`, lang: "fi", clientAddress: "203.0.113.151" })),
    );
    expect(tally(results)).toEqual({ ok: ACCOUNT_MAIL_LIMITS.perAddress, RATE_LIMITED: ACCOUNT_MAIL_LIMITS.perAddress * 2 });
  });

  it("checks at most ten current passwords of a signed-in account at once", { timeout: 60_000 }, async () => {
    await activeCustomer("parallel.change@example.fi", "Vanha-salasana-1");
    const session = await services.auth.login({ email: "parallel.change@example.fi", password: "Vanha-salasana-1", clientAddress: "192.0.2.201", lang: "en" });
    const results = await burst(40, (i) =>
      outcome(
        services.accountArea.changePassword({
          customerId: session.user.id,
          sessionToken: session.token,
          currentPassword: `Arvaus-${i}`,
          password: "Uusi-salasana-2",
          passwordAgain: "Uusi-salasana-2",
          lang: "en",
        }),
      ),
    );
    expect(tally(results)).toEqual({ BAD_INPUT: PASSWORD_CHANGE_LIMIT.perAccount, RATE_LIMITED: 40 - PASSWORD_CHANGE_LIMIT.perAccount });
  });

  it("looks up at most twenty orders from one client address at once", { timeout: 60_000 }, async () => {
    const answers = await burst(ORDER_LOOKUP_LIMIT.perAddress * 3, (i) =>
      services.orders.lookup({ email: "kuka@example.fi", number: `A${100000 + i}`, lang: "fi", clientAddress: "203.0.113.152" }),
    );
    const limited = answers.filter((answer) => !answer.found && answer.reason === "rate-limited").length;
    expect(limited).toBe(ORDER_LOOKUP_LIMIT.perAddress * 2);
  });
});

describe("codes, in parallel", () => {
  it("looks at most twenty unknown checkout codes from one address at once", { timeout: 60_000 }, async () => {
    const [variant] = await rows<{ id: number }>(
      database.db,
      sql`select v.id from variants v join product_models m on m.id = v.model_id
          where m.is_public and not m.is_bundle and not m.is_gift_card and v.is_active order by v.id limit 1`,
    );
    const answers = await burst(CODE_GUESS_LIMIT.perAddress * 3, async (i) => {
      const response = await app.inject({
        method: "POST",
        url: "/api/checkout/",
        remoteAddress: "203.0.113.153",
        headers: { host: host("en"), "content-type": "application/json" },
        payload: JSON.stringify({ products: [{ productId: String(variant!.id), amount: 1, frozen: false, name: "", extra_data: null }], discount_codes: [`RINNAKKAIN${i}`] }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { errors: string[] }).errors;
    });
    const looked = answers.filter((errors) => errors.some((error) => /^The code RINNAKKAIN\d+ is not valid\.$/.test(error))).length;
    const stopped = answers.filter((errors) => errors.includes("Too many codes tried. Wait 10 minutes and try again.")).length;
    expect({ looked, stopped }).toEqual({ looked: CODE_GUESS_LIMIT.perAddress, stopped: CODE_GUESS_LIMIT.perAddress * 2 });
  });

  it("answers at most thirty gift campaign code checks from one address at once", { timeout: 60_000 }, async () => {
    const statuses = await postBurst(CAMPAIGN_CODE_RATE_LIMIT.max * 2, "/api/giftcampaigns/validate_code/", "203.0.113.154", (i) => ({
      code: `ARVAUS${i}`,
      category_slug: "ei-ole",
      product_id: 1,
    }));
    expect([countOf(statuses, 429), countOf(statuses, 400)]).toEqual([CAMPAIGN_CODE_RATE_LIMIT.max, CAMPAIGN_CODE_RATE_LIMIT.max]);
  });
});

describe("forms that mail or store, in parallel", () => {
  it("takes at most twenty stock notification requests from one address at once", { timeout: 60_000 }, async () => {
    const statuses = await postBurst(NOTIFY_RATE_LIMIT.max * 2, "/api/product_availability_email_notify/", "203.0.113.155", (i) => ({
      email: `odottaja${i}@example.fi`,
      product_id: 2147483000,
      lang_code: "fi",
    }));
    expect([countOf(statuses, 429), countOf(statuses, 400)]).toEqual([NOTIFY_RATE_LIMIT.max, NOTIFY_RATE_LIMIT.max]);
  });

  it("stores at most thirty browser error reports a minute from one address at once", { timeout: 60_000 }, async () => {
    const statuses = await burst(CLIENT_ERROR_RATE_LIMIT.max * 2, async (i) => (await app.inject({ method: "GET", url: `/api/?err=parallel${i}`, remoteAddress: "203.0.113.156" })).statusCode);
    expect(countOf(statuses, 429)).toBe(CLIENT_ERROR_RATE_LIMIT.max);
  });

  it("mints at most thirty storefront handoffs a minute for one address at once", { timeout: 60_000 }, async () => {
    // Without an Origin the handoff is refused (403), but only after the limit counted it.
    const statuses = await postBurst(HANDOFF_RATE_LIMIT.max * 2, "/api/storefront-handoff/", "203.0.113.157", () => ({ to: "http://en.localhost/" }));
    expect([countOf(statuses, 429), countOf(statuses, 403)]).toEqual([HANDOFF_RATE_LIMIT.max, HANDOFF_RATE_LIMIT.max]);
  });
});

describe("review pictures, in parallel", () => {
  it("reads at most thirty pictures an hour of one account however many posts arrive at once, and keeps at most ten waiting", { timeout: 60_000 }, async () => {
    await activeCustomer("parallel.pictures@example.fi", "Oikea-salasana-1");
    const [customer] = await rows<{ id: number }>(database.db, sql`select id from customers where email = 'parallel.pictures@example.fi'`);
    const [model] = await rows<{ id: number }>(database.db, sql`select id from product_models where is_public order by id limit 1`);
    const png = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2f6b4f" } }).png().toBuffer());
    // Four pictures and a broken file: the post fails on the broken one only, so the four are read and kept.
    const post = (i: number) =>
      services.reviewWriting.write({
        clientAddress: `198.51.100.${200 + i}`,
        customerId: Number(customer!.id),
        modelId: Number(model!.id),
        lang: "en",
        review: { rating: "8", comment: "", visibleName: "Aino", size: "" },
        uploads: [...Array.from({ length: 4 }, (_, n) => ({ name: `${n}.png`, bytes: png })), { name: "broken.jpg", bytes: new Uint8Array([0xff, 0xd8, 0xff, 0]) }],
      });
    const outcomes = await burst(12, post);
    const messages = outcomes.map((outcome) => (outcome.ok ? "ok" : (outcome.problems.images ?? "")));
    const tooOften = messages.filter((message) => message.startsWith("You have sent many pictures")).length;
    // Five files a post count: six posts fit in thirty.
    expect(tooOften).toBe(12 - REVIEW_UPLOAD_LIMITS.perAccountHour / 5);
    const [kept] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from review_images where customer_id = ${customer!.id} and review_id is null`);
    expect(kept!.n).toBeLessThanOrEqual(REVIEW_UPLOAD_LIMITS.keptPerAccount);
    expect(kept!.n).toBeGreaterThan(0);
  });
});

