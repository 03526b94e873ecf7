import { Readable, Transform } from "node:stream";
import fastifyStatic from "@fastify/static";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { isForeignStateChange } from "#core/security/cross-site.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { buildForLanguage } from "../language-build.server.ts";
import { requestOriginOf } from "../request-origin.server.ts";
import {
  bodyWithNonce,
  keepablePage,
  PAGE_CACHE_HEADER,
  PAGE_CACHE_STATUS_HEADER,
  pageCacheKey,
  type KeptPage,
  type PageCache,
} from "../page-cache.server.ts";

export interface ReactRouterOptions {
  /** The server build, or (development) a loader React Router asks on every request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The built browser files; absent in development, where Vite serves them. */
  clientDir?: string;
  mode: "production" | "development";
  getLoadContext: (
    request: FastifyRequest,
    reply: FastifyReply,
    refusal?: { status: 403 | 413 },
  ) => Promise<RouterContextProvider> | RouterContextProvider;
  /** Rendered public pages kept for a short while (server/page-cache.server.ts); absent or disabled: always render. */
  pageCache?: PageCache;
  /** Bytes a page's form post may send (BODY_LIMIT, as for the API): the body reaches the action as a stream. */
  bodyLimit: number;
  /** Pages whose forms send files (review pictures), and the larger limit of their posts. */
  uploads?: { limit: number; accepts: (pathname: string) => boolean };
}

/**
 * A test of a request path against route patterns (`/accounts/write-review/:model`), with or without
 * the trailing slash and as React Router's data request (`/…/_.data`) of a client-side post.
 */
export function pathMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const expressions = patterns.map((pattern) => {
    const source = pattern
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    return new RegExp(`^${source}(?:/|/_\\.data|\\.data)?$`);
  });
  return (pathname) => expressions.some((expression) => expression.test(pathname));
}

/**
 * The body as a stream that fails once more than `limit` bytes came: a form post without a length (chunked)
 * cannot fill the memory of the action that reads it. The action then reads no form and answers its usual
 * "field missing" message.
 */
export function limitedBody(body: Readable, limit: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(Object.assign(new Error(`request body over ${limit} bytes`), { statusCode: 413 }));
      else done(null, chunk);
    },
  });
  body.on("error", (error) => counter.destroy(error));
  return body.pipe(counter);
}

/**
 * The Fastify request as the web request React Router takes. `null` for the limit turns it into a GET of the
 * same address without its body (and without the headers that describe one): a refused post's error page.
 */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, bodyLimit: number | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (bodyLimit === null && (name === "content-length" || name === "content-type" || name === "transfer-encoding")) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const method = bodyLimit === null ? "GET" : request.method;
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  // A POST without a body (no Content-Type, nothing parsed) reaches the action with an empty body.
  if (bodyLimit !== null && method !== "GET" && method !== "HEAD" && request.body instanceof Readable) {
    init.body = createReadableStreamFromReadable(limitedBody(request.body, bodyLimit));
    init.duplex = "half";
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, init);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && name !== PAGE_CACHE_HEADER) reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

/** One request handler per storefront language, each with that language's routes (buildForLanguage). */
function languageHandlers(build: ReactRouterOptions["build"], mode: ReactRouterOptions["mode"]): (lang: Lang) => RequestHandler {
  const handlers = new Map<Lang, RequestHandler>();
  for (const lang of LANGUAGES) {
    const own = typeof build === "function" ? async () => buildForLanguage(await build(), lang) : buildForLanguage(build, lang);
    handlers.set(lang, createRequestHandler(own, mode));
  }
  return (lang) => handlers.get(lang)!;
}

/**
 * Hands every path that no other route claimed to React Router. Registered in its own
 * encapsulated scope: it takes request bodies as raw streams, which the /api routes must not.
 */
export async function reactRouterPlugin(app: FastifyInstance, options: ReactRouterOptions) {
  if (options.clientDir) await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    // scripts/precompress.ts writes .br and .gz copies at build time; they are sent as they are.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Hashed build assets never change; anything else may.
      const immutable = filePath.includes("/assets/");
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  const handle = languageHandlers(options.build, options.mode);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
  const cache = options.pageCache?.enabled ? options.pageCache : null;
  // Renders under way of pages that may be kept, by key: requests for the same page while it renders
  // wait for that render rather than render it again (20 shoppers opening a page whose kept copy just
  // expired cost one render, not 20).
  const rendering = new Map<string, Promise<KeptPage | null>>();
  const sendKept = (reply: FastifyReply, kept: KeptPage, nonce: string) => {
    reply.status(kept.status);
    for (const [name, value] of kept.headers) reply.header(name, value);
    reply.header(PAGE_CACHE_STATUS_HEADER, "hit");
    return reply.send(bodyWithNonce(kept, nonce));
  };
  app.all("/*", async (request, reply) => {
    // A declared length over the limit is refused before anything reads the body.
    const length = Number(request.headers["content-length"] ?? 0);
    const uploads = options.uploads;
    const bodyLimit = uploads && request.method === "POST" && uploads.accepts(request.url.split("?")[0] ?? "") ? uploads.limit : options.bodyLimit;
    // A post from another site's page, or one over the size limit, gets the error screen in the storefront's
    // language, rendered as for a GET of the page: its body is never read.
    const refusal = isForeignStateChange(requestOriginOf(request)) ? 403 : length > bodyLimit ? 413 : null;
    if (refusal !== null) {
      const context = await options.getLoadContext(request, reply, { status: refusal });
      return sendFetchResponse(reply, await handle(request.lang)(toFetchRequest(request, reply, null), context));
    }
    const key = cache ? pageCacheKey(await pageRequestOf(request)) : null;
    if (key) {
      const kept = cache!.get(key) ?? (await rendering.get(key)) ?? null;
      if (kept) return sendKept(reply, kept, request.cspNonce);
    }
    const own = key !== null && !rendering.has(key) ? Promise.withResolvers<KeptPage | null>() : null;
    if (own) rendering.set(key!, own.promise);
    try {
      const response = await handle(request.lang)(toFetchRequest(request, reply, bodyLimit), await options.getLoadContext(request, reply));
      if (key && response.status === 200 && response.headers.has(PAGE_CACHE_HEADER) && response.body) {
        // A page that may be kept is read whole (it has no deferred parts to stream) and sent from memory.
        const body = await response.text();
        const page = keepablePage({ status: response.status, headers: [...response.headers], body }, request.cspNonce);
        if (page) cache!.set(key, page);
        own?.resolve(page);
        reply.status(response.status);
        for (const [name, value] of response.headers) {
          if (name !== "set-cookie" && name !== PAGE_CACHE_HEADER) reply.header(name, value);
        }
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header("set-cookie", cookies);
        reply.header(PAGE_CACHE_STATUS_HEADER, page ? "miss" : "bypass");
        return reply.send(body);
      }
      // Not a page to keep (its route did not opt in, an error, a redirect): waiting requests go on now.
      own?.resolve(null);
      if (cache) reply.header(PAGE_CACHE_STATUS_HEADER, "bypass");
      return sendFetchResponse(reply, response);
    } finally {
      // Waiting requests render for themselves when nothing could be kept (or the render failed).
      if (own) {
        own.resolve(null);
        rendering.delete(key!);
      }
    }
  });
}

async function pageRequestOf(request: FastifyRequest) {
  const locale = await request.storefrontLocale();
  return {
    method: request.method,
    url: request.url,
    protocol: request.protocol,
    host: request.host,
    cookies: request.cookies ?? {},
    hasAuthorization: request.headers.authorization !== undefined,
    countryCode: locale.countryCode,
    currencyCode: locale.currencyCode,
    isBot: isbot(request.headers["user-agent"] ?? ""),
  };
}
