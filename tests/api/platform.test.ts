import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { Writable } from "node:stream";
import { buildApp } from "#server/app.ts";
import { loadEnv } from "#server/env.server.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, host, openCatalogueDatabase, type TestApp } from "./support/api-app.ts";

/** The shell's /api/ calls, which the storefront's browser code makes. */
const API_PATHS = [
  "/api/locale_by_ip/",
  "/api/init-config/",
  "/api/product-groups/",
  "/api/banners/",
  "/api/brands/",
  "/api/keyword-popups/",
  "/api/resources/",
  "/api/static-page/",
  "/api/static-page-with-tabs/",
  "/api/route-slugs/",
  "/api/",
];

let database: DatabaseHandle;
let test: TestApp;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

describe("security headers", () => {
  it("are on API answers, errors and redirects alike", async () => {
    for (const url of ["/api/resources/", "/api/static-page/", "/api/resources", "/api/no-such-thing/"]) {
      const response = await test.app.inject({ url });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(String(response.headers["content-security-policy"]), url).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(String(response.headers["content-security-policy"]), url).toContain("frame-ancestors 'none'");
      expect(String(response.headers["permissions-policy"]), url).toMatch(/(^|, )camera=\(\)(,|$)/);
      expect(String(response.headers["permissions-policy"]), url).toContain("geolocation=()");
    }
  });

  it("use a new nonce for every answer", async () => {
    const nonce = async () => /'nonce-([^']+)'/.exec(String((await test.app.inject({ url: "/healthz/" })).headers["content-security-policy"]))?.[1];
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it("let Klarna's messaging SDK reach its hosts only when the shop configures it", async () => {
    const policy = (response: { headers: Record<string, unknown> }) => String(response.headers["content-security-policy"]);
    const plain = policy(await test.app.inject({ url: "/healthz/" }));
    expect(plain).toContain("connect-src 'self';");
    expect(plain).toContain("img-src 'self' data:;");
    const configured = await apiApp(database.db, { KLARNA_CLIENT_ID: "klarna_test", KLARNA_SDK_URL: "http://127.0.0.1:3198/web-sdk/v1/klarna.js" });
    try {
      const headers = policy(await configured.app.inject({ url: "/healthz/" }));
      expect(headers).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.klarna\.com[^;]*http:\/\/127\.0\.0\.1:3198/);
      expect(headers).toMatch(/img-src 'self' data: [^;]*https:\/\/\*\.klarnacdn\.net/);
      // The script itself is trusted through the nonce of the code that adds it, not by its host.
      expect(headers).not.toMatch(/script-src [^;]*klarna/);
      // Klarna draws with inline styles, and a client-side navigation keeps the first page's policy.
      expect(headers).toMatch(/style-src 'self' 'unsafe-inline' [^;]*https:\/\/\*\.klarnacdn\.net/);
      expect(headers).not.toMatch(/style-src [^;]*'nonce-/);
    } finally {
      await configured.app.close();
    }
  });

  it("allow only styles of the shop's files and its nonce, unless a third party's page needs inline ones", async () => {
    for (const url of ["/healthz/", "/api/resources/", "/"]) {
      const policy = String((await test.app.inject({ url })).headers["content-security-policy"]);
      const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, url).toBeTruthy();
      expect(policy, url).toContain(`style-src 'self' 'nonce-${nonce}';`);
      expect(policy, url).not.toContain("unsafe-inline");
    }
    // The API documentation viewer's own scripts and inline styles.
    const docs = String((await test.app.inject({ url: "/api/docs/" })).headers["content-security-policy"]);
    expect(docs).toContain("script-src 'self';");
    expect(docs).toContain("style-src 'self' 'unsafe-inline';");
  });

  it("send HSTS only over TLS", async () => {
    const plain = await test.app.inject({ url: "/healthz/" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("request ids", () => {
  it("echo the caller's x-request-id", async () => {
    const response = await test.app.inject({ url: "/api/route-slugs/", headers: { "x-request-id": "req-abc-123" } });
    expect(response.headers["x-request-id"]).toBe("req-abc-123");
  });

  it("make one up when the caller sends none", async () => {
    const [a, b] = [await test.app.inject({ url: "/healthz/" }), await test.app.inject({ url: "/healthz/" })];
    expect(a.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });
});

describe("trailing slash", () => {
  it("redirects API paths without the slash, keeping the query", async () => {
    const plain = await test.app.inject({ url: "/api/resources" });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe("/api/resources/");
    const withQuery = await test.app.inject({ url: "/api/static-page?slug=x" });
    expect(withQuery.statusCode).toBe(301);
    expect(withQuery.headers.location).toBe("/api/static-page/?slug=x");
  });

  it("never redirects off the site", async () => {
    const response = await test.app.inject({ url: "//evil.example" });
    expect(response.headers.location ?? "").not.toMatch(/^\/\//);
  });
});

describe("health", () => {
  it("answers 200 while the database answers, never cached", async () => {
    const response = await test.app.inject({ url: "/healthz/" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("readiness", () => {
  it("is ready while the database answers, and answers 503 once the process drains while it still serves", async () => {
    const own = await apiApp(database.db);
    try {
      const ready = await own.app.inject({ url: "/readyz/" });
      expect([ready.statusCode, ready.json(), ready.headers["cache-control"]]).toEqual([200, { status: "ready" }, "no-store"]);
      own.app.startDraining();
      const draining = await own.app.inject({ url: "/readyz/" });
      expect([draining.statusCode, draining.json()]).toEqual([503, { status: "draining" }]);
      // Alive, and still answering the requests that reach it.
      expect((await own.app.inject({ url: "/healthz/" })).statusCode).toBe(200);
      expect((await own.app.inject({ url: "/api/resources/", headers: { host: host("fi") } })).statusCode).toBe(200);
    } finally {
      await own.app.close();
    }
  });
});

describe("load shedding", () => {
  it("is on by default and answers what a process cannot take at once with 503 and Retry-After, the API in JSON", async () => {
    expect(loadEnv({ NODE_ENV: "production" }).MAX_IN_FLIGHT).toBe(20);
    const busy = await apiApp(database.db, { MAX_IN_FLIGHT: "1" });
    try {
      const answers = await Promise.all(Array.from({ length: 4 }, () => busy.app.inject({ url: "/api/resources/", headers: { host: host("fi") } }).then((answer) => answer)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      const refused = answers.filter((answer) => answer.statusCode === 503);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const answer of refused) {
        expect(answer.headers["retry-after"]).toBe("2");
        expect(answer.json()).toMatchObject({ statusCode: 503, error: "Service Unavailable" });
      }
      // Health checks are never refused.
      const health = await Promise.all([busy.app.inject({ url: "/api/resources/", headers: { host: host("fi") } }).then((answer) => answer), busy.app.inject({ url: "/healthz/" }).then((answer) => answer)]);
      expect(health[1]!.statusCode).toBe(200);
    } finally {
      await busy.app.close();
    }
  });
});

describe("OpenAPI document", () => {
  it("lists every shell API call with its query parameters", async () => {
    const response = await test.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const path of API_PATHS) expect(Object.keys(document.paths), path).toContain(path);
    const names = (path: string) => (document.paths[path]?.get?.parameters ?? []).map((parameter) => parameter.name).sort();
    expect(names("/api/init-config/")).toEqual(["currency-code", "delivery-country-code"]);
    expect(names("/api/static-page/")).toEqual(["slug"]);
    expect(names("/api/static-page-with-tabs/")).toEqual(["slug"]);
    expect(names("/api/")).toEqual(["err"]);
  });

  it("resolves every schema reference", async () => {
    const text = (await test.app.inject({ url: "/api/docs/json" })).body;
    const document = JSON.parse(text) as { components?: { schemas?: Record<string, unknown> } };
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(document.components?.schemas?.[ref], ref).toBeDefined();
  });

  it("documents the answers' field names", async () => {
    const text = (await test.app.inject({ url: "/api/docs/json" })).body;
    for (const field of ["country_code", "currencyFormat", "deliveryCountryName", "isEuMember", "imageBanners", "staticPageWithTabsSlugs", "propertyTypes", "keywordPopups"]) {
      expect(text).toContain(`"${field}"`);
    }
  });

  it("serves the viewer page", async () => {
    const response = await test.app.inject({ url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });
});

describe("bad input never gives a 500", () => {
  const attempts = [
    "/api/static-page/?slug=%00",
    "/api/static-page/?slug=a%00b",
    "/api/static-page/?slug=%E0%A4%A",
    "/api/static-page/?slug[]=x",
    "/api/static-page/?slug=x&slug=y",
    `/api/static-page/?slug=${"%F0%9F%98%80".repeat(300)}`,
    "/api/static-page-with-tabs/?slug=%00",
    "/api/static-page-with-tabs/?slug=",
    "/api/init-config/?delivery-country-code=%00%00",
    "/api/init-config/?currency-code=%C3%A4%C3%A4%C3%A4",
    "/api/init-config/?delivery-country-code[a]=1",
    "/api/?err=%00",
    "/api/?err=%ED%A0%80",
    "/api/resources/?x=%00",
    "/api/product-groups/?lang=xx",
  ];
  it.each(attempts)("%s", async (url) => {
    const response = await test.app.inject({ url, remoteAddress: "198.51.100.200" });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.json()).toMatchObject({ statusCode: response.statusCode, error: expect.any(String), message: expect.any(String) });
    }
  });

  it("answers 404 with a JSON error for unknown API paths", async () => {
    const response = await test.app.inject({ url: "/api/nothing-here/" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  });

  it("refuses a JSON body that is not JSON with a 400", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      remoteAddress: "198.51.100.201",
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("body size limit", () => {
  it("answers 413 to a body over the server's limit", async () => {
    const small = await apiApp(database.db, { BODY_LIMIT: "1024" });
    try {
      const response = await small.app.inject({
        method: "POST",
        url: "/api/",
        payload: { err: "x".repeat(2000) },
        remoteAddress: "198.51.100.202",
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, error: "Payload Too Large" });
      const fits = await small.app.inject({ method: "POST", url: "/api/", payload: { err: "short" }, remoteAddress: "198.51.100.202" });
      expect(fits.statusCode).toBe(204);
    } finally {
      await small.app.close();
    }
  });

  it("keeps a client error report under its own, smaller limit", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/",
      payload: { err: "x".repeat(20_000) },
      remoteAddress: "198.51.100.203",
    });
    expect(response.statusCode).toBe(413);
  });
});

describe("requests no route can answer", () => {
  it("are refused at the edge with a client error, never a 500: an unused method, a Host that is no host, a control character in the path", async () => {
    const trace = await test.app.inject({ method: "TRACE", url: "/api/resources/" });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toContain("GET");
    const host = await test.app.inject({ method: "GET", url: "/api/resources/", headers: { host: "a@b" } });
    expect(host.statusCode).toBe(400);
    expect(host.json()).toMatchObject({ field: "host" });
    expect((await test.app.inject({ method: "GET", url: "/api/resources/", headers: { host: "localhost:99999" } })).statusCode).toBe(400);
    const nul = await test.app.inject({ method: "GET", url: "/lahjakampanjat/%00/" });
    expect(nul.statusCode).toBe(404);
    expect(nul.json()).toMatchObject({ field: "path" });
    expect((await test.app.inject({ method: "GET", url: "/api/resources/" })).statusCode).toBe(200);
  });
});

describe("the server's log", () => {
  it("has a failed request's error by type and message, with query parameters and password hashes redacted", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        callback();
      },
    });
    const app = await buildApp({ env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "warn" }), services: createServices(database.db), logger: { level: "warn", stream } });
    const hash = "scrypt$16384$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g";
    app.get("/failing-for-the-log/", async () => {
      throw new Error(`Failed query: update customers set password_hash = $1 where id = $2\nparams: ${hash},7`, { cause: new Error("deadlock detected") });
    });
    await app.ready();
    const response = await app.inject({ url: "/failing-for-the-log/" });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("password_hash");
    const logged = lines.find((line) => line.msg === "request failed");
    expect(logged?.err).toMatchObject({ type: "Error", message: "Failed query: update customers set password_hash = $1 where id = $2\nparams: [redacted]", cause: "deadlock detected" });
    expect(JSON.stringify(lines)).not.toContain("c2FsdHNhbHRzYWx0");
  });
});
