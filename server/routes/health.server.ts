import type { FastifyInstance } from "fastify";
import type { Services } from "#core/services.ts";

/** For load balancers: 200 when this process can serve (its database answers), 503 otherwise. */
export default async function healthRoutes(app: FastifyInstance, options: { services: Services }) {
  app.get("/healthz/", { schema: { hide: true } }, async (_request, reply) => {
    const ok = await options.services.health.check().catch(() => false);
    reply.header("cache-control", "no-store");
    return reply.status(ok ? 200 : 503).send({ status: ok ? "ok" : "unavailable" });
  });
}
