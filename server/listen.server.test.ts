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
});
