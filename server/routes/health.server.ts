import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Services } from "#core/services.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Marks the process as leaving: /readyz/ answers 503 from now on, while requests are still served. */
    startDraining(): void;
  }
}

/**
 * For load balancers:
 * - `/healthz/` (liveness): 200 when this process can serve (its database answers), 503 otherwise;
 * - `/readyz/` (readiness): the same, and 503 once the process drains before it stops, so the balancer sends
 *   it no new requests while those in flight finish (DRAIN_SECONDS, server/start-shop.server.ts).
 */
async function healthRoutes(app: FastifyInstance, options: { services: Services }) {
  let draining = false;
  app.decorate("startDraining", () => {
    draining = true;
  });
  const databaseAnswers = () => options.services.health.check().catch(() => false);

  app.get("/healthz/", { schema: { hide: true } }, async (_request, reply) => {
    const ok = await databaseAnswers();
    reply.header("cache-control", "no-store");
    return reply.status(ok ? 200 : 503).send({ status: ok ? "ok" : "unavailable" });
  });

  app.get("/readyz/", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (draining) return reply.status(503).send({ status: "draining" });
    const ok = await databaseAnswers();
    return reply.status(ok ? 200 : 503).send({ status: ok ? "ready" : "unavailable" });
  });
}

// Not encapsulated: the process's shutdown reaches startDraining on the app itself.
export default fp(healthRoutes, { name: "health-routes" });
