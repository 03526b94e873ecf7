import type { FastifyInstance } from "fastify";

/** The port is taken: the one line the shop prints before it exits (no stack trace). */
export class PortInUseError extends Error {}

/**
 * Listens, or closes what the start opened before failing. A start that could not listen used to exit
 * with the embedded database still open; the next start must find it closed as cleanly as a shutdown.
 */
export async function listenOrClose(app: FastifyInstance, address: { host: string; port: number }, close: () => Promise<void>): Promise<void> {
  try {
    await app.listen(address);
  } catch (error) {
    await close().catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new PortInUseError(`Port ${address.port} is in use by another program. Stop it, or set PORT to another port.`);
    }
    throw error;
  }
}
