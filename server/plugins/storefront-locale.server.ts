import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { COUNTRY_COOKIE, CURRENCY_COOKIE, resolveLocale } from "#core/locale/defaults.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Delivery country and currency of this request (document 1 §9): cookies, then query overrides. */
    storefrontLocale(): { countryCode: string; currencyCode: string };
  }
}

function firstString(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return undefined;
}

async function storefrontLocale(app: FastifyInstance) {
  app.decorateRequest("storefrontLocale", function storefrontLocale(this: import("fastify").FastifyRequest) {
    const query = (this.query ?? {}) as Record<string, unknown>;
    const resolved = resolveLocale({
      lang: this.lang,
      cookies: { country: this.cookies[COUNTRY_COOKIE], currency: this.cookies[CURRENCY_COOKIE] },
      query: { delivery_country: firstString(query.delivery_country), currency: firstString(query.currency) },
    });
    return { countryCode: resolved.countryCode, currencyCode: resolved.currencyCode };
  });
}

export default fp(storefrontLocale, { name: "storefront-locale", dependencies: ["storefront-language"] });
