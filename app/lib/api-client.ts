/**
 * The browser's one client for the /api/ calls: every module that calls the API uses it.
 *
 * Rules kept here, in one place:
 * - methods GET, POST (JSON or FormData), PATCH, PUT, DELETE, OPTIONS;
 * - a retry on 408, 409, 425, 429, 500, 502, 503, 504: once by default for GET (and OPTIONS, which is
 *   just as safe to repeat), never for POST, PATCH, PUT, DELETE, which could apply a change twice.
 *   `retries` overrides the count per call. A failed network connection counts as a retryable
 *   failure; a timeout does not (the shopper has already waited the full time);
 * - an attempt that runs past its timeout (headers and body) raises `TimeoutError`;
 * - the authorisation header goes only to same-origin calls under /api/customer/ or /api/checkout/
 *   and to /api/bug-report/, never to the password-reset e-mail call (the shopper asking for a
 *   reset link is by definition not signed in, and a stale token must not turn the request into an
 *   account-bound one);
 * - a multipart Content-Type set by a caller is removed so the browser writes it with the boundary;
 * - a failed answer raises `ApiError` carrying the status and the parsed JSON body.
 */
import { systemClock, type Clock } from "./clock.ts";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE" | "OPTIONS";

/** Statuses worth a second try: the request may succeed unchanged a moment later. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** How many extra attempts each method gets unless the call says otherwise. */
export const DEFAULT_RETRIES: Readonly<Record<HttpMethod, number>> = {
  GET: 1,
  OPTIONS: 1,
  POST: 0,
  PATCH: 0,
  PUT: 0,
  DELETE: 0,
};

export const DEFAULT_TIMEOUT_MS = 10_000;
/** First retry waits this long; each later one twice as long. */
export const RETRY_BASE_DELAY_MS = 300;
/** A Retry-After longer than this is not waited for: the call fails instead. */
export const MAX_RETRY_DELAY_MS = 5_000;

/** Cookie holding the signed-in customer's token. */
export const AUTH_COOKIE_NAME = "auth_token";
/** Scheme of the Authorization header: `Authorization: Bearer <token>`. */
export const AUTH_SCHEME = "Bearer";

/** Path prefixes whose calls carry the authorisation header. */
export const AUTH_PATH_PREFIXES: readonly string[] = ["/api/customer/", "/api/checkout/"];
/** The bug-report call also carries it, so reports can be tied to the account. */
export const BUG_REPORT_PATH = "/api/bug-report/";
/**
 * The password-reset e-mail call ("send me a reset link"): the one call under /api/customer/ that is
 * sent without the authorisation header, since whoever asks for a reset link is not signed in.
 */
export const PASSWORD_RESET_EMAIL_PATH = "/api/customer/password-reset/";

/** Only used to resolve relative paths when neither a base URL nor a browser location exists. */
const FALLBACK_ORIGIN = "http://localhost";

export class ApiError extends Error {
  readonly status: number;
  /** Parsed JSON body when the answer was JSON, its text otherwise, undefined when empty. */
  readonly body: unknown;
  readonly method: HttpMethod;
  readonly url: string;

  constructor(init: { status: number; body: unknown; method: HttpMethod; url: string }) {
    super(`${init.method} ${init.url} failed with status ${init.status}`);
    this.name = "ApiError";
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
  }
}

export class TimeoutError extends Error {
  readonly timeoutMs: number;
  readonly method: HttpMethod;
  readonly url: string;

  constructor(init: { timeoutMs: number; method: HttpMethod; url: string }) {
    super(`${init.method} ${init.url} timed out after ${init.timeoutMs} ms`);
    this.name = "TimeoutError";
    this.timeoutMs = init.timeoutMs;
    this.method = init.method;
    this.url = init.url;
  }
}

/**
 * What a failed call tells a page, read in one place: the answer's status (null when none came: the network
 * failed, the time ran out, the caller cancelled) and the API's error answer's `message` and `field`
 * (server/routes/api/schemas.server.ts ErrorResponse), when it had them.
 */
export interface ApiFailure {
  status: number | null;
  message: string | null;
  field: string | null;
}

export function failureOf(error: unknown): ApiFailure {
  if (!(error instanceof ApiError)) return { status: null, message: null, field: null };
  const body = typeof error.body === "object" && error.body !== null ? (error.body as { message?: unknown; field?: unknown }) : {};
  return {
    status: error.status,
    message: typeof body.message === "string" && body.message !== "" ? body.message : null,
    field: typeof body.field === "string" && body.field !== "" ? body.field : null,
  };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Appended to the path; null and undefined values are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  headers?: HeadersInit;
  /** Extra attempts after the first one; defaults per method (DEFAULT_RETRIES). */
  retries?: number;
  /** Time allowed for each attempt, headers and body included. */
  timeoutMs?: number;
  /** Lets the caller cancel; a cancelled call rejects with the signal's reason, not TimeoutError. */
  signal?: AbortSignal;
}

export type RequestBody = FormData | URLSearchParams | object | string | number | boolean | null;

export interface ApiClientConfig {
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Origin (and optional path prefix) the paths are resolved against; defaults to the page's origin. */
  baseUrl?: string;
  /** Returns the current token or nothing; defaults to reading the auth cookie in the browser. */
  getToken?: () => string | null | undefined;
  timeoutMs?: number;
  clock?: Clock;
  /** Waits between attempts; injectable so tests need not sleep. */
  sleep?: (ms: number) => Promise<void>;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  options<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

/** The origin relative paths are resolved against. */
function baseOrigin(baseUrl: string | undefined): string {
  if (baseUrl) return new URL(baseUrl).origin;
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== "null" ? location.origin : FALLBACK_ORIGIN;
}

function resolveUrl(path: string, baseUrl: string | undefined): URL {
  // Absolute and protocol-relative URLs keep their own origin (and so never get the token).
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) return new URL(path, baseOrigin(baseUrl));
  if (baseUrl) {
    const base = new URL(baseUrl);
    const prefix = base.pathname.replace(/\/+$/, "");
    return new URL(prefix + (path.startsWith("/") ? path : `/${path}`), base.origin);
  }
  return new URL(path, baseOrigin(undefined));
}

/**
 * Whether a call to this URL carries the authorisation header. The URL is taken as resolved (dot
 * segments removed), so `/api/customer/../x/` is judged as `/api/x/`, exactly what is sent.
 */
export function requiresAuth(url: URL | string, origin: string = FALLBACK_ORIGIN): boolean {
  const resolved = typeof url === "string" ? new URL(url, origin) : url;
  // A token is never sent to another origin, whatever its path.
  if (resolved.origin !== new URL(origin).origin) return false;
  const { pathname } = resolved;
  if (pathname === PASSWORD_RESET_EMAIL_PATH) return false;
  if (pathname === BUG_REPORT_PATH) return true;
  return AUTH_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function buildUrl(path: string, baseUrl: string | undefined, query: RequestOptions["query"]): URL {
  const url = resolveUrl(path, baseUrl);
  if (query) {
    for (const [name, value] of Object.entries(query)) {
      const values = Array.isArray(value) ? value : [value];
      for (const item of values) {
        if (item !== null && item !== undefined) url.searchParams.append(name, String(item));
      }
    }
  }
  return url;
}

/** Retry-After in milliseconds (seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === "") return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Delay before retry number `attempt` (1-based), or null when the server asks for too long a wait. */
export function retryDelay(attempt: number, retryAfterMs: number | null): number | null {
  if (retryAfterMs !== null) return retryAfterMs > MAX_RETRY_DELAY_MS ? null : retryAfterMs;
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
}

function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || type.endsWith("+json");
}

async function readBody(response: Response, method: HttpMethod): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || response.status === 304) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  if (!isJsonContentType(response.headers.get("content-type"))) return text;
  try {
    return JSON.parse(text);
  } catch (error) {
    // An error page served as JSON still has to surface as an ApiError with its status.
    if (!response.ok) return text;
    throw new SyntaxError(`${method} ${response.url}: answer is not valid JSON`, { cause: error });
  }
}

function buildHeaders(
  method: HttpMethod,
  body: RequestBody | undefined,
  custom: HeadersInit | undefined,
): { headers: Headers; payload: BodyInit | undefined } {
  const headers = new Headers({ Accept: "application/json" });
  let payload: BodyInit | undefined;
  if (body === undefined || method === "GET" || method === "OPTIONS") {
    payload = undefined;
  } else if (body instanceof FormData || body instanceof URLSearchParams) {
    payload = body;
  } else {
    payload = JSON.stringify(body);
    headers.set("Content-Type", "application/json");
  }
  if (custom) new Headers(custom).forEach((value, name) => headers.set(name, value));
  // The multipart boundary is chosen by the browser when it serialises the FormData; a hand-set
  // multipart Content-Type lacks it and the server could not split the parts.
  const contentType = headers.get("Content-Type");
  if (contentType && contentType.trim().toLowerCase().startsWith("multipart/")) headers.delete("Content-Type");
  return { headers, payload };
}

function isAbortFromCaller(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && (error === signal.reason || (error as Error)?.name === "AbortError");
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => globalThis.setTimeout(resolve, ms));

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const clock = config.clock ?? systemClock;
  const sleep = config.sleep ?? defaultSleep;
  const getToken = config.getToken ?? readAuthTokenFromDocument;

  /** One attempt: fetch and read the body, racing the timeout. */
  async function attempt(
    method: HttpMethod,
    url: URL,
    init: RequestInit,
    timeoutMs: number,
    callerSignal: AbortSignal | undefined,
  ): Promise<{ response: Response; body: unknown }> {
    const fetchImpl = config.fetch ?? globalThis.fetch;
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) throw callerSignal.reason;
    callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
    let timer: ReturnType<Clock["setTimeout"]> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = clock.setTimeout(() => {
        const error = new TimeoutError({ timeoutMs, method, url: url.href });
        controller.abort(error);
        reject(error);
      }, timeoutMs);
    });
    try {
      const work = (async () => {
        const response = await fetchImpl(url.href, { ...init, signal: controller.signal });
        const body = await readBody(response, method);
        return { response, body };
      })();
      // The work may still reject after losing the race; that rejection is expected and handled.
      work.catch(() => undefined);
      return await Promise.race([work, timeout]);
    } finally {
      if (timer !== undefined) clock.clearTimeout(timer);
      callerSignal?.removeEventListener("abort", onCallerAbort);
    }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: RequestBody,
    options: RequestOptions = {},
  ): Promise<T> {
    const url = buildUrl(path, config.baseUrl, options.query);
    const { headers, payload } = buildHeaders(method, body, options.headers);
    if (requiresAuth(url, baseOrigin(config.baseUrl))) {
      const token = getToken();
      if (token) headers.set("Authorization", `${AUTH_SCHEME} ${token}`);
    }
    const retries = Math.max(0, Math.floor(options.retries ?? DEFAULT_RETRIES[method]));
    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const init: RequestInit = { method, headers, body: payload, credentials: "same-origin" };

    for (let attemptNo = 0; ; attemptNo++) {
      const canRetry = attemptNo < retries;
      let result: { response: Response; body: unknown };
      try {
        result = await attempt(method, url, init, timeoutMs, options.signal);
      } catch (error) {
        if (error instanceof TimeoutError || isAbortFromCaller(error, options.signal) || !canRetry) throw error;
        if (!(error instanceof TypeError)) throw error; // only network failures are retried
        const delay = retryDelay(attemptNo + 1, null);
        if (delay === null) throw error;
        await sleep(delay);
        continue;
      }
      const { response } = result;
      if (response.ok) return result.body as T;
      const apiError = new ApiError({ status: response.status, body: result.body, method, url: url.href });
      if (!canRetry || !RETRY_STATUSES.has(response.status)) throw apiError;
      const delay = retryDelay(attemptNo + 1, parseRetryAfter(response.headers.get("Retry-After"), clock.now()));
      if (delay === null) throw apiError;
      await sleep(delay);
    }
  }

  return {
    request,
    get: (path, options) => request("GET", path, undefined, options),
    post: (path, body, options) => request("POST", path, body, options),
    patch: (path, body, options) => request("PATCH", path, body, options),
    put: (path, body, options) => request("PUT", path, body, options),
    delete: (path, options) => request("DELETE", path, undefined, options),
    options: (path, options) => request("OPTIONS", path, undefined, options),
  };
}

// ---------------------------------------------------------------------------------------------
// Auth cookie

/** Value of one cookie in a `document.cookie` / Cookie header string, or null. */
export function readCookieValue(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function browserDocument(): { cookie: string } | undefined {
  return (globalThis as { document?: { cookie: string } }).document;
}

/** The default token source: the auth cookie in the browser, nothing on the server. */
export function readAuthTokenFromDocument(): string | null {
  const doc = browserDocument();
  return doc ? readCookieValue(doc.cookie, AUTH_COOKIE_NAME) || null : null;
}

const SECONDS_PER_DAY = 86_400;
const MS_PER_DAY = SECONDS_PER_DAY * 1000;

/** The token's lifetime in days, from the `expires_in` seconds of the log-in answer. */
export function expiresInToDays(expiresInSeconds: number): number {
  if (!Number.isFinite(expiresInSeconds) || expiresInSeconds <= 0) {
    throw new RangeError(`expires_in must be a positive number of seconds, got ${expiresInSeconds}`);
  }
  return expiresInSeconds / SECONDS_PER_DAY;
}

/** The Set-Cookie style string that stores the token: secure, SameSite=Lax, whole site. */
export function serializeAuthCookie(token: string, expiresInSeconds: number, now: number = Date.now()): string {
  const expires = new Date(now + expiresInToDays(expiresInSeconds) * MS_PER_DAY);
  return `${AUTH_COOKIE_NAME}=${encodeURIComponent(token)}; Expires=${expires.toUTCString()}; Path=/; Secure; SameSite=Lax`;
}

/** Stores the token after log-in. */
export function writeAuthCookie(
  token: string,
  expiresInSeconds: number,
  doc: { cookie: string } | undefined = browserDocument(),
): void {
  if (doc) doc.cookie = serializeAuthCookie(token, expiresInSeconds);
}

/** Removes the token at log-out; later calls then go without the authorisation header. */
export function clearAuthCookie(doc: { cookie: string } | undefined = browserDocument()): void {
  if (doc) doc.cookie = `${AUTH_COOKIE_NAME}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Secure; SameSite=Lax`;
}

/** The shop's shared client for browser code. */
export const apiClient: ApiClient = createApiClient();
