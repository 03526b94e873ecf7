import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import requestEdge, { isValidHost, pathHasControlCharacter } from "./request-edge.server.ts";

describe("the Host header", () => {
  it("takes names and addresses with a valid port", () => {
    for (const host of ["localhost", "localhost:3000", "fi.localhost:3000", "kauppa.example.fi", "127.0.0.1:8080", "[::1]:3000"]) expect(isValidHost(host), host).toBe(true);
  });
  it("refuses credentials, a port out of range, spaces, paths and nothing", () => {
    for (const host of ["a@b", "user:pw@localhost", "localhost:99999", "local host", "localhost/x", "", undefined, "x".repeat(300)]) expect(isValidHost(host), String(host)).toBe(false);
  });
});

describe("control characters in the path", () => {
  it("are found written as themselves or percent-encoded, in either case", () => {
    for (const target of ["/lahjakampanjat/%00/", "/a%0a/", "/a%1F/", "/a%7f/", "/a\u0000/"]) expect(pathHasControlCharacter(target), target).toBe(true);
  });
  it("leave other escapes and the query alone", () => {
    for (const target of ["/", "/tili/lopeta_muistutukset/a%40b.com/", "/haku/?text=%00", "/%C3%A4/", "/a%20b/"]) expect(pathHasControlCharacter(target), target).toBe(false);
  });
});

describe("the edge of the server", () => {
  const app = async () => {
    const server = Fastify();
    await server.register(requestEdge);
    server.all("/*", async () => ({ ok: true }));
    return server;
  };

  it("answers 405 with the methods in use for TRACE, and lets the shop's methods through", async () => {
    const server = await app();
    const trace = await server.inject({ method: "TRACE", url: "/", headers: { host: "localhost" } });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(trace.json()).toMatchObject({ statusCode: 405 });
    for (const method of ["GET", "POST", "DELETE"] as const) expect((await server.inject({ method, url: "/", headers: { host: "localhost" } })).statusCode).toBe(200);
  });

  it("answers 400 on host for a Host that is no host, and 404 on path for a control character in the path", async () => {
    const server = await app();
    const credentials = await server.inject({ method: "GET", url: "/", headers: { host: "a@b" } });
    expect(credentials.statusCode).toBe(400);
    expect(credentials.json()).toMatchObject({ statusCode: 400, field: "host" });
    expect((await server.inject({ method: "GET", url: "/", headers: { host: "localhost:99999" } })).statusCode).toBe(400);
    const nul = await server.inject({ method: "GET", url: "/lahjakampanjat/%00/", headers: { host: "localhost" } });
    expect(nul.statusCode).toBe(404);
    expect(nul.json()).toMatchObject({ statusCode: 404, field: "path" });
    expect((await server.inject({ method: "GET", url: "/haku/?text=%00", headers: { host: "localhost" } })).statusCode).toBe(200);
  });
});
