import type { FastifyInstance } from "fastify";
import type { Services } from "#core/services.ts";
import type { Env } from "../../env.server.ts";

export interface ApiOptions {
  env: Env;
  services: Services;
}

/** Every /api/ route module of the spec, registered under the /api prefix. */
export default async function apiRoutes(_app: FastifyInstance, _options: ApiOptions) {}
