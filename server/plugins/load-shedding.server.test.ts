import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { translate } from "#i18n/messages.ts";
import loadShedding from "./load-shedding.server.ts";

/** An app whose routes wait until `open()`: requests stay in flight as long as the test wants. */
async function appWithGate(maxInFlight: number) {
  let open = () => {};
  let gate = new Promise<void>((resolve) => (open = resolve));
  const app = Fastify();
  await app.register(loadShedding, { maxInFlight, retryAfterSeconds: 3 });
  for (const url of ["/slow/", "/api/slow/"]) {
    app.get(url, async () => {
      await gate;
      return { ok: true };
    });
  }
  for (const url of ["/healthz/", "/assets/app.js"]) app.get(url, async () => ({ ok: true }));
  await app.ready();
  return {
    app,
    open: () => {
      open();
      gate = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

/** Sends at once (an inject waits for its first `then` before it is sent). */
const send = (app: Awaited<ReturnType<typeof appWithGate>>["app"], url: string) => app.inject(url).then((answer) => answer);

describe("load shedding", () => {
  it("answers 503 with Retry-After at once past the requests in flight, and lets requests in again as answers go out", async () => {
    const { app, open } = await appWithGate(2);
    const waiting = [send(app, "/slow/"), send(app, "/slow/")];
    await expect.poll(() => app.requestsInFlight?.()).toBe(2);
    const page = await app.inject("/slow/");
    expect(page.statusCode).toBe(503);
    expect(page.headers["retry-after"]).toBe("3");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain(`<p lang="fi">${translate("fi", "errors.busy")}</p>`);
    expect(page.body).toMatch(/^<!doctype html><html lang="en">/);
    const api = await app.inject("/api/slow/");
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ statusCode: 503, error: "Service Unavailable", message: translate("en", "errors.busy") });
    expect(app.requestsInFlight?.()).toBe(2);

    // Health checks and built files are never refused.
    expect((await app.inject("/healthz/")).statusCode).toBe(200);
    expect((await app.inject("/assets/app.js")).statusCode).toBe(200);
    open();
    expect((await Promise.all(waiting)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(app.requestsInFlight?.()).toBe(0);
    const again = send(app, "/slow/");
    await expect.poll(() => app.requestsInFlight?.()).toBe(1);
    open();
    expect((await again).statusCode).toBe(200);
    await app.close();
  });

  it("counts a request whose client went away as done", async () => {
    const { app, open } = await appWithGate(1);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const controller = new AbortController();
    const gone = fetch(`http://127.0.0.1:${port}/slow/`, { signal: controller.signal }).catch(() => null);
    await expect.poll(() => app.requestsInFlight?.()).toBe(1);
    controller.abort();
    await gone;
    await expect.poll(() => app.requestsInFlight?.()).toBe(0);
    const next = fetch(`http://127.0.0.1:${port}/slow/`);
    await expect.poll(() => app.requestsInFlight?.()).toBe(1);
    open();
    expect((await next).status).toBe(200);
    await app.close();
  });

  it("is off at 0", async () => {
    const { app, open } = await appWithGate(0);
    const answers = Array.from({ length: 5 }, () => send(app, "/slow/"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(app.requestsInFlight).toBeUndefined();
    await app.close();
  });
});
