/**
 * Every operation of the OpenAPI document, called with input made by fast-check: wrong types, missing and extra
 * fields, huge and unicode strings, NUL, prototype-pollution keys, numbers past PostgreSQL's integer, wrong
 * content types, signed in or not. Whatever arrives, the answer is never a 5xx and never shows a stack trace
 * or a path of the server. The seed is printed on a failure, so a failing input can be replayed.
 */
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, host, openCatalogueDatabase } from "./support/api-app.ts";

/** Inputs per operation: enough to meet each kind of bad value several times, bounded in time. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

interface Operation {
  method: string;
  path: string;
  query: string[];
  pathParams: string[];
  bodyFields: string[];
}

let database: DatabaseHandle;
let app: FastifyInstance;
let operations: Operation[] = [];
let sessionToken = "";

beforeAll(async () => {
  database = await openCatalogueDatabase();
  ({ app } = await apiApp(database.db));
  const document = (await app.inject({ url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === "query").map((parameter) => parameter.name),
        pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === "path").map((parameter) => parameter.name),
        bodyFields: Object.keys(Object.values(operation.requestBody?.content ?? {})[0]?.schema?.properties ?? {}),
      })),
  );
  const services = createServices(database.db);
  sessionToken = (await services.auth.login({ email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password, clientAddress: "192.0.2.250", lang: "fi" })).token;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Values a client can send that no honest form does. */
const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom(
    "",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x".repeat(20_000),
    "__proto__",
    "constructor",
    "' or 1=1 --",
    "%00",
    "../../../etc/passwd",
    "<script>alert(1)</script>",
    "9".repeat(40),
    "1e400",
    "NaN",
    "-0",
    "W100001",
  ),
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, -1, 0, 1),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nasty,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor", "prototype")), tie("value"), { maxKeys: 3 }),
  ),
}));

/** A body: any value, or the operation's own fields with bad values, some left out, one extra. */
const bodyOf = (operation: Operation) =>
  fc.oneof(
    value,
    fc.record(Object.fromEntries(operation.bodyFields.map((field) => [field, value])), { requiredKeys: [] }),
    fc.record({ ...Object.fromEntries(operation.bodyFields.map((field) => [field, value])), __proto__: fc.constant({ polluted: true }) }, { requiredKeys: [] }),
  );

const contentType = fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=zz", "application/xml", null);

const text = (entry: unknown) => (typeof entry === "string" ? entry : JSON.stringify(entry) ?? "");

/** A path part as a client may send it: a lone surrogate, which encodeURIComponent refuses, as the bytes of one. */
function pathPart(entry: unknown): string {
  try {
    return encodeURIComponent(text(entry));
  } catch {
    return `${encodeURIComponent(text(entry).toWellFormed())}%ED%A0%80`;
  }
}

function payloadFor(type: string | null, body: unknown): string {
  if (type === "application/x-www-form-urlencoded") {
    const form = new URLSearchParams();
    if (body && typeof body === "object") for (const [key, entry] of Object.entries(body)) form.append(key, text(entry));
    return form.toString();
  }
  if (type?.startsWith("multipart/")) return `--zz\r\ncontent-disposition: form-data; name="a"\r\n\r\n${text(body)}\r\n--zz--`;
  return JSON.stringify(body) ?? "";
}

describe("the API under generated input", () => {
  it("never answers 5xx, a stack trace or a server path to any operation of its OpenAPI document", { timeout: 300_000 }, async () => {
    expect(operations.length).toBeGreaterThan(20);
    const stack = /\n\s+at .+:\d+:\d+|node_modules|\/work\/|file:\/\//;
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            params: fc.tuple(...operation.pathParams.map(() => value)),
            query: fc.dictionary(fc.oneof(fc.constantFrom(...(operation.query.length > 0 ? operation.query : ["x"])), fc.string({ maxLength: 8 })), fc.oneof(value, fc.array(nasty, { maxLength: 2 })), {
              maxKeys: 4,
            }),
            body: bodyOf(operation),
            type: contentType,
            signedIn: fc.boolean(),
          }),
          async ({ params, query, body, type, signedIn }) => {
            let url = operation.path;
            operation.pathParams.forEach((name, index) => (url = url.replace(`{${name}}`, pathPart(params[index]))));
            const search = new URLSearchParams();
            for (const [key, entry] of Object.entries(query)) for (const one of Array.isArray(entry) ? entry : [entry]) search.append(key, text(one));
            const sendsBody = operation.method !== "GET" && operation.method !== "DELETE";
            const response = await app.inject({
              method: operation.method as "GET",
              url: `${url}${search.size > 0 ? `?${search}` : ""}`,
              headers: {
                host: host("fi"),
                origin: "http://fi.localhost",
                ...(signedIn ? { cookie: `auth_token=${sessionToken}` } : {}),
                ...(sendsBody && type ? { "content-type": type } : {}),
              },
              ...(sendsBody ? { payload: payloadFor(type, body) } : {}),
              remoteAddress: "198.51.100.240",
            });
            expect(response.statusCode, `${operation.method} ${operation.path}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
            expect(response.body, `${operation.method} ${operation.path}`).not.toMatch(stack);
          },
        ),
        { numRuns: RUNS },
      );
    }
  });
});
