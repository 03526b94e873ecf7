import type { Services } from "#core/services.ts";
import type { Env } from "../../env.server.ts";

/**
 * What every /api/ route module is registered with. It lives apart from the module that registers them
 * (index.server.ts), so a route module does not import the module that imports it.
 */
export interface ApiOptions {
  env: Env;
  services: Services;
}
