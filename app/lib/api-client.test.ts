import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  AUTH_COOKIE_NAME,
  clearAuthCookie,
  createApiClient,
  expiresInToDays,
  failureOf,
  PASSWORD_RESET_EMAIL_PATH,
  parseRetryAfter,
  readCookieValue,
  requiresAuth,
  RETRY_STATUSES,
  serializeAuthCookie,
  TimeoutError,
  writeAuthCookie,
  type HttpMethod,
} from "./api-client.ts";

const BASE = "https://shop.test";

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a queue of responses and records every call. */
function fakeFetch(...answers: Array<Response | (() => Response) | Error>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next === undefined) throw new Error("no answer queued");
    if (next instanceof Error) throw next;
    return typeof next === "function" ? next() : next.clone();
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

function client(f: typeof fetch, token: string | null = "tok-123") {
  const sleeps: number[] = [];
  const api = createApiClient({
    fetch: f,
    baseUrl: BASE,
    getToken: () => token,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { api, sleeps };
}

function headersOf(call: Call | undefined): Headers {
  return new Headers(call?.init.headers);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("methods and bodies", () => {
  it("GET resolves the path against the base URL, adds the query and parses JSON", async () => {
    const { fetch, calls } = fakeFetch(json(200, { currencyRate: 1 }));
    const { api } = client(fetch);
    const result = await api.get("/api/init-config/", {
      query: { "delivery-country-code": "se", "currency-code": "sek", skip: undefined, none: null },
    });
    expect(result).toEqual({ currencyRate: 1 });
    expect(calls[0]?.url).toBe(`${BASE}/api/init-config/?delivery-country-code=se&currency-code=sek`);
    expect(calls[0]?.init.method).toBe("GET");
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it("POST sends a plain object as JSON", async () => {
    const { fetch, calls } = fakeFetch(json(200, { ok: true }));
    const { api } = client(fetch);
    await api.post("/api/checkout/", { products: [{ productId: 1, amount: 2 }] });
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.body).toBe('{"products":[{"productId":1,"amount":2}]}');
    expect(headersOf(calls[0]).get("content-type")).toBe("application/json");
  });

  it("POST passes FormData through untouched and sets no Content-Type", async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    const { api } = client(fetch);
    const form = new FormData();
    form.set("email", "a@b.fi");
    await api.post("/api/reclamation/", form);
    expect(calls[0]?.init.body).toBe(form);
    expect(headersOf(calls[0]).has("content-type")).toBe(false);
  });

  it("removes a multipart Content-Type set by the caller so the browser adds the boundary", async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    const { api } = client(fetch);
    const form = new FormData();
    form.set("file", new Blob(["x"]), "x.txt");
    await api.post("/api/bug-report/", form, { headers: { "Content-Type": "multipart/form-data" } });
    await api.put("/api/customer/avatar/", form, { headers: { "content-type": "Multipart/Form-Data; charset=utf-8" } });
    expect(headersOf(calls[0]).has("content-type")).toBe(false);
    expect(headersOf(calls[1]).has("content-type")).toBe(false);
  });

  it("keeps a non-multipart Content-Type the caller sets", async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    const { api } = client(fetch);
    await api.post("/api/x/", "raw", { headers: { "Content-Type": "text/plain" } });
    expect(headersOf(calls[0]).get("content-type")).toBe("text/plain");
  });

  it.each(["PATCH", "PUT", "DELETE", "OPTIONS"] as const)("%s uses its method", async (method) => {
    const { fetch, calls } = fakeFetch(new Response(null, { status: 204 }));
    const { api } = client(fetch);
    const result =
      method === "PATCH"
        ? await api.patch("/api/x/", { a: 1 })
        : method === "PUT"
          ? await api.put("/api/x/", { a: 1 })
          : method === "DELETE"
            ? await api.delete("/api/x/")
            : await api.options("/api/x/");
    expect(calls[0]?.init.method).toBe(method);
    expect(result).toBeUndefined();
  });

  it("returns text for a non-JSON answer", async () => {
    const { fetch } = fakeFetch(new Response("pong", { status: 200, headers: { "Content-Type": "text/plain" } }));
    const { api } = client(fetch);
    expect(await api.get("/api/ping/")).toBe("pong");
  });
});

describe("errors", () => {
  it("raises ApiError with the status and the parsed JSON body", async () => {
    const { fetch } = fakeFetch(json(400, { field: "slug", error: "required" }));
    const { api } = client(fetch);
    const error = await api.get("/api/static-page/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual({ field: "slug", error: "required" });
    expect((error as ApiError).method).toBe("GET");
  });

  it("keeps the text of an error answer that is not JSON", async () => {
    const { fetch } = fakeFetch(new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "Content-Type": "text/html" } }));
    const { api } = client(fetch);
    const error = (await api.post("/api/x/", {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toBe("<h1>Bad gateway</h1>");
  });

  it("reads a failure once for the pages: the status, and the API's message and field when the answer had them", async () => {
    const { fetch } = fakeFetch(json(400, { statusCode: 400, error: "Bad Request", message: "email: not an address", field: "email" }));
    const { api } = client(fetch);
    expect(failureOf(await api.post("/api/x/", {}).catch((e: unknown) => e))).toEqual({ status: 400, message: "email: not an address", field: "email" });
    const html = new ApiError({ status: 502, body: "<h1>Bad gateway</h1>", method: "GET", url: `${BASE}/api/x/` });
    expect(failureOf(html)).toEqual({ status: 502, message: null, field: null });
    // No answer came: the network failed, the time ran out, or the caller cancelled.
    expect(failureOf(new TypeError("Failed to fetch"))).toEqual({ status: null, message: null, field: null });
    expect(failureOf(new TimeoutError({ timeoutMs: 10, method: "GET", url: `${BASE}/api/x/` }))).toEqual({ status: null, message: null, field: null });
  });
});

describe("retries", () => {
  it("lists exactly the retryable statuses", () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each([...RETRY_STATUSES])("GET retries once on %i, then succeeds", async (status) => {
    const { fetch, calls } = fakeFetch(json(status, {}), json(200, { ok: 1 }));
    const { api, sleeps } = client(fetch);
    expect(await api.get("/api/resources/")).toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
  });

  it.each([...RETRY_STATUSES])("GET gives up after one retry on a persistent %i", async (status) => {
    const { fetch, calls } = fakeFetch(json(status, { n: 1 }));
    const { api } = client(fetch);
    const error = (await api.get("/api/resources/").catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(calls).toHaveLength(2);
  });

  const nonRetrying: HttpMethod[] = ["POST", "PATCH", "PUT", "DELETE"];
  it.each(nonRetrying.flatMap((method) => [500, 503, 429].map((status) => [method, status] as const)))(
    "%s is not retried on %i by default",
    async (method, status) => {
      const { fetch, calls } = fakeFetch(json(status, {}), json(200, {}));
      const { api } = client(fetch);
      await expect(api.request(method, "/api/x/", method === "DELETE" ? undefined : {})).rejects.toBeInstanceOf(ApiError);
      expect(calls).toHaveLength(1);
    },
  );

  it.each([400, 401, 403, 404, 422])("GET is not retried on %i", async (status) => {
    const { fetch, calls } = fakeFetch(json(status, {}), json(200, {}));
    const { api } = client(fetch);
    await expect(api.get("/api/static-page/")).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });

  it("the retry count is configurable per call, for GET and for POST", async () => {
    const get = fakeFetch(json(503, {}));
    await expect(client(get.fetch).api.get("/api/x/", { retries: 3 })).rejects.toBeInstanceOf(ApiError);
    expect(get.calls).toHaveLength(4);

    const noRetry = fakeFetch(json(503, {}));
    await expect(client(noRetry.fetch).api.get("/api/x/", { retries: 0 })).rejects.toBeInstanceOf(ApiError);
    expect(noRetry.calls).toHaveLength(1);

    const post = fakeFetch(json(503, {}), json(201, { id: 7 }));
    expect(await client(post.fetch).api.post("/api/x/", {}, { retries: 2 })).toEqual({ id: 7 });
    expect(post.calls).toHaveLength(2);
  });

  it("waits longer before each further retry", async () => {
    const { fetch } = fakeFetch(json(500, {}));
    const { api, sleeps } = client(fetch);
    await api.get("/api/x/", { retries: 3 }).catch(() => undefined);
    expect(sleeps).toHaveLength(3);
    expect(sleeps[1]).toBeGreaterThan(sleeps[0] ?? Infinity);
    expect(sleeps[2]).toBeGreaterThan(sleeps[1] ?? Infinity);
  });

  it("honours a short Retry-After and gives up on a long one", async () => {
    const short = fakeFetch(json(429, {}, { "Retry-After": "2" }), json(200, {}));
    const a = client(short.fetch);
    await a.api.get("/api/x/");
    expect(a.sleeps).toEqual([2000]);

    const long = fakeFetch(json(503, {}, { "Retry-After": "120" }), json(200, {}));
    const b = client(long.fetch);
    await expect(b.api.get("/api/x/")).rejects.toMatchObject({ status: 503 });
    expect(long.calls).toHaveLength(1);
  });

  it("retries a GET once when the connection fails, and rethrows after that", async () => {
    const once = fakeFetch(new TypeError("Failed to fetch"), json(200, { ok: true }));
    expect(await client(once.fetch).api.get("/api/x/")).toEqual({ ok: true });
    expect(once.calls).toHaveLength(2);

    const always = fakeFetch(new TypeError("Failed to fetch"));
    await expect(client(always.fetch).api.get("/api/x/")).rejects.toBeInstanceOf(TypeError);
    expect(always.calls).toHaveLength(2);

    const post = fakeFetch(new TypeError("Failed to fetch"), json(200, {}));
    await expect(client(post.fetch).api.post("/api/x/", {})).rejects.toBeInstanceOf(TypeError);
    expect(post.calls).toHaveLength(1);
  });
});

describe("timeout", () => {
  /** A fetch that never answers on its own, only rejects when its signal aborts. */
  function hangingFetch() {
    const signals: AbortSignal[] = [];
    const fn = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_, reject) => {
          const signal = init.signal;
          if (signal) {
            signals.push(signal);
            signal.addEventListener("abort", () => reject(signal.reason));
          }
        }),
    );
    return { fetch: fn as unknown as typeof fetch, signals, fn };
  }

  it("raises TimeoutError when the answer does not arrive in time, and aborts the request", async () => {
    vi.useFakeTimers();
    const hanging = hangingFetch();
    const api = createApiClient({ fetch: hanging.fetch, baseUrl: BASE, getToken: () => null, timeoutMs: 1000 });
    const pending = api.get("/api/resources/").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(hanging.signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(1000);
    expect(hanging.signals[0]?.aborted).toBe(true);
    // A timed-out GET is not tried again: the shopper has already waited the full time.
    expect(hanging.fn).toHaveBeenCalledTimes(1);
  });

  it("raises TimeoutError even when fetch ignores the abort signal", async () => {
    vi.useFakeTimers();
    const stuck = vi.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    const api = createApiClient({ fetch: stuck, baseUrl: BASE, getToken: () => null });
    const pending = api.post("/api/x/", {}, { timeoutMs: 50 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await pending).toBeInstanceOf(TimeoutError);
  });

  it("a cancelled call rejects with the caller's reason, not TimeoutError", async () => {
    vi.useFakeTimers();
    const hanging = hangingFetch();
    const api = createApiClient({ fetch: hanging.fetch, baseUrl: BASE, getToken: () => null });
    const controller = new AbortController();
    const pending = api.get("/api/x/", { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new DOMException("left the page", "AbortError"));
    const error = await pending;
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect((error as DOMException).name).toBe("AbortError");
    expect(hanging.fn).toHaveBeenCalledTimes(1);
  });

  it("an answer in time clears the timer", async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(json(200, { ok: 1 }));
    const api = createApiClient({ fetch, baseUrl: BASE, getToken: () => null, timeoutMs: 100 });
    expect(await api.get("/api/x/")).toEqual({ ok: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("authorisation header", () => {
  async function authHeaderFor(method: HttpMethod, path: string, token: string | null = "tok-123") {
    const { fetch, calls } = fakeFetch(json(200, {}));
    const api = createApiClient({ fetch, baseUrl: BASE, getToken: () => token, sleep: async () => undefined });
    await api.request(method, path, method === "GET" ? undefined : {});
    return headersOf(calls[0]).get("authorization");
  }

  it.each([
    ["GET", "/api/customer/"],
    ["POST", "/api/customer/wishlist/"],
    ["POST", "/api/checkout/"],
    ["PATCH", "/api/checkout/payment/"],
    ["POST", "/api/bug-report/"],
  ] as const)("is attached to %s %s", async (method, path) => {
    expect(await authHeaderFor(method, path)).toBe("Bearer tok-123");
  });

  it.each([
    ["GET", "/api/resources/"],
    ["GET", "/api/init-config/"],
    ["GET", "/api/customers/"],
    ["GET", "/api/customer"],
    ["POST", "/api/bug-report-extra/"],
    ["GET", "/shop/api/customer/"],
  ] as const)("is not attached to %s %s", async (method, path) => {
    expect(await authHeaderFor(method, path)).toBeNull();
  });

  it("is not attached to the password-reset e-mail call, with or without a query", async () => {
    expect(PASSWORD_RESET_EMAIL_PATH.startsWith("/api/customer/")).toBe(true);
    expect(await authHeaderFor("POST", PASSWORD_RESET_EMAIL_PATH)).toBeNull();
    expect(await authHeaderFor("POST", `${PASSWORD_RESET_EMAIL_PATH}?lang=fi`)).toBeNull();
    // Only that exact call is exempt: the confirm step below it is account-bound.
    expect(await authHeaderFor("POST", `${PASSWORD_RESET_EMAIL_PATH}confirm/`)).toBe("Bearer tok-123");
  });

  it("is judged on the resolved path, so dot segments cannot smuggle a path in or out", async () => {
    expect(await authHeaderFor("GET", "/api/customer/../resources/")).toBeNull();
    expect(await authHeaderFor("GET", "/api/public/../customer/")).toBe("Bearer tok-123");
    expect(await authHeaderFor("POST", "/api/customer/x/../password-reset/")).toBeNull();
  });

  it("is never sent to another origin", async () => {
    expect(await authHeaderFor("GET", "https://evil.test/api/customer/")).toBeNull();
    expect(await authHeaderFor("GET", "//evil.test/api/checkout/")).toBeNull();
    expect(await authHeaderFor("GET", `${BASE}/api/customer/`)).toBe("Bearer tok-123");
  });

  it("is left out when there is no token", async () => {
    expect(await authHeaderFor("GET", "/api/customer/", null)).toBeNull();
    expect(await authHeaderFor("GET", "/api/customer/", "")).toBeNull();
  });

  it("reads the token at call time, so a log-out takes effect on the next call", async () => {
    let token: string | null = "first";
    const { fetch, calls } = fakeFetch(json(200, {}));
    const api = createApiClient({ fetch, baseUrl: BASE, getToken: () => token });
    await api.get("/api/customer/");
    token = null;
    await api.get("/api/customer/");
    expect(headersOf(calls[0]).get("authorization")).toBe("Bearer first");
    expect(headersOf(calls[1]).has("authorization")).toBe(false);
  });

  it("requiresAuth works on plain paths too", () => {
    expect(requiresAuth("/api/checkout/?x=1")).toBe(true);
    expect(requiresAuth("/api/")).toBe(false);
  });
});

describe("auth cookie", () => {
  it("converts expires_in seconds to days", () => {
    expect(expiresInToDays(86_400)).toBe(1);
    expect(expiresInToDays(1_209_600)).toBe(14);
    expect(expiresInToDays(43_200)).toBe(0.5);
    expect(() => expiresInToDays(0)).toThrow(RangeError);
    expect(() => expiresInToDays(Number.NaN)).toThrow(RangeError);
  });

  it("serialises a secure, lax, site-wide cookie that expires after expires_in", () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const cookie = serializeAuthCookie("a b;c", 2 * 86_400, now);
    expect(cookie).toBe(
      `${AUTH_COOKIE_NAME}=a%20b%3Bc; Expires=Sat, 03 Jan 2026 12:00:00 GMT; Path=/; Secure; SameSite=Lax`,
    );
  });

  it("reads the token back from a cookie string", () => {
    expect(readCookieValue("a=1; auth_token=a%20b%3Bc; b=2", AUTH_COOKIE_NAME)).toBe("a b;c");
    expect(readCookieValue("x_auth_token=1; other=2", AUTH_COOKIE_NAME)).toBeNull();
    expect(readCookieValue("", AUTH_COOKIE_NAME)).toBeNull();
  });

  it("writes and clears the cookie on a document", () => {
    const doc = { cookie: "" };
    writeAuthCookie("t1", 3600, doc);
    expect(doc.cookie).toMatch(/^auth_token=t1; Expires=.+; Path=\/; Secure; SameSite=Lax$/);
    clearAuthCookie(doc);
    expect(doc.cookie).toMatch(/^auth_token=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=\//);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    expect(parseRetryAfter("3", now)).toBe(3000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:04 GMT", now)).toBe(4000);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
  });
});
