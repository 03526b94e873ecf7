import { createServer, type Server } from "node:net";
import type { FastifyInstance } from "fastify";

/** The port is taken: the one line the shop prints before it exits (no stack trace). */
export class PortInUseError extends Error {}

export interface ListenOptions {
  /**
   * Listening sockets on the one port. Node (libuv) accepts one new connection per listening socket per turn
   * of the event loop, and under load a turn takes as long as the renders it runs: at three times a
   * process's rate, new connections waited over a second in the kernel's queue before the process could
   * answer them, even with a 503. Several sockets bound with SO_REUSEPORT share the arriving connections
   * and are each accepted from on every turn; the extra ones hand their connections to the app's server.
   */
  acceptSockets?: number;
}

export interface Listening {
  /** Stops the extra listening sockets; the app's own socket closes with app.close(). */
  closeExtraSockets(): void;
}

/**
 * Listens, or closes what the start opened before failing. A start that could not listen used to exit
 * with the embedded database still open; the next start must find it closed as cleanly as a shutdown.
 */
export async function listenOrClose(
  app: FastifyInstance,
  address: { host: string; port: number },
  close: () => Promise<void>,
  options: ListenOptions = {},
): Promise<Listening> {
  // SO_REUSEPORT is Linux's (and some BSDs'); elsewhere Node refuses the option.
  const sockets = process.platform === "linux" ? Math.max(1, options.acceptSockets ?? 1) : 1;
  const extra: Server[] = [];
  try {
    // A second shop on the same port would bind beside this one with SO_REUSEPORT and silently take half
    // the connections: a plain bind first fails as it should while anybody holds the port.
    if (sockets > 1 && address.port !== 0) {
      const probe = await listenOnce(createServer((socket) => socket.destroy()), address);
      await new Promise((resolve) => probe.close(resolve));
    }
    // Fastify hands its listen options to node:net, which knows reusePort; Fastify's types do not list it.
    const listenOptions = { ...address, reusePort: sockets > 1 };
    await app.listen(listenOptions);
    const port = (app.server.address() as { port: number }).port;
    for (let i = 1; i < sockets; i++) {
      // The app's server (node:http) sets no delay on its sockets; so must the sockets handed to it.
      const server = createServer({ noDelay: true }, (socket) => app.server.emit("connection", socket));
      extra.push(server);
      await listenOnce(server, { host: address.host, port, reusePort: true });
    }
  } catch (error) {
    extra.forEach(stopListening);
    await close().catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new PortInUseError(`Port ${address.port} is in use by another program. Stop it, or set PORT to another port.`);
    }
    throw error;
  }
  return { closeExtraSockets: () => extra.forEach(stopListening) };
}

function listenOnce(server: Server, options: { host: string; port: number; reusePort?: boolean }): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

/**
 * Stops listening at once. close()'s callback would wait for the connections this server accepted, but those
 * belong to the app's server, which drains and ends them.
 */
function stopListening(server: Server): void {
  if (server.listening) server.close();
}
