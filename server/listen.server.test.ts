import { request } from "node:http";
import { createServer, type Server } from "node:net";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { listenOrClose, PortInUseError } from "./listen.server.ts";

let blocker: Server | null = null;
afterEach(() => blocker?.close());

describe("listenOrClose", () => {
  it("listens on a free port and leaves everything open", async () => {
    const app = Fastify();
    let closed = false;
    await listenOrClose(app, { host: "127.0.0.1", port: 0 }, async () => void (closed = true));
    expect(app.server.listening).toBe(true);
    expect(closed).toBe(false);
    await app.close();
  });

  it("on a taken port closes what the start opened and explains in one line", async () => {
    blocker = createServer();
    const port = await new Promise<number>((resolve) => blocker!.listen(0, "127.0.0.1", () => resolve((blocker!.address() as { port: number }).port)));
    const app = Fastify();
    let closed = false;
    const failure = listenOrClose(app, { host: "127.0.0.1", port }, async () => {
      await app.close();
      closed = true;
    });
    await expect(failure).rejects.toThrow(new PortInUseError(`Port ${port} is in use by another program. Stop it, or set PORT to another port.`));
    expect(closed).toBe(true);
  });

  describe.runIf(process.platform === "linux")("with several accept sockets", () => {
    const started: Array<{ app: ReturnType<typeof Fastify>; listening: { closeExtraSockets(): void } }> = [];
    afterEach(async () => {
      for (const { app, listening } of started.splice(0)) {
        listening.closeExtraSockets();
        await app.close();
      }
    });

    async function start(port: number) {
      const app = Fastify();
      app.get("/", async () => "ok");
      const listening = await listenOrClose(app, { host: "127.0.0.1", port }, () => app.close(), { acceptSockets: 4 });
      started.push({ app, listening });
      return (app.server.address() as { port: number }).port;
    }

    it("answers every connection, whichever of the sockets the kernel gave it to", async () => {
      const port = await start(0);
      // New connections are spread over the four sockets by their source ports; forty fresh ones all on the
      // app's own socket would happen once in 10^24 tries, so a socket that did not hand on would hang some.
      const statuses = await Promise.all(Array.from({ length: 40 }, () => getFresh(port)));
      expect(statuses).toEqual(Array.from({ length: 40 }, () => 200));
    });

    it("still refuses a port another shop with the same setting holds", async () => {
      const port = await start(0);
      const second = Fastify();
      let closed = false;
      const failure = listenOrClose(second, { host: "127.0.0.1", port }, async () => void (closed = true), { acceptSockets: 4 });
      await expect(failure).rejects.toThrow(PortInUseError);
      expect(closed).toBe(true);
      expect(await getFresh(port)).toBe(200);
    });

    it("gives the port back once the app and its extra sockets are closed", async () => {
      const port = await start(0);
      const { app, listening } = started.pop()!;
      listening.closeExtraSockets();
      await app.close();
      blocker = createServer();
      await new Promise<void>((resolve, reject) => {
        blocker!.once("error", reject);
        blocker!.listen(port, "127.0.0.1", () => resolve());
      });
      expect(blocker.listening).toBe(true);
    });
  });
});

/** A GET on a new connection (no keep-alive agent). */
function getFresh(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("timeout", () => req.destroy(new Error("no answer")));
    req.on("error", reject);
    req.end();
  });
}
