import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiOptions } from "./api-options.server.ts";
import { ErrorResponse, InitConfigResponse, LocaleByIpResponse, PUBLIC_CACHE } from "./schemas.server.ts";

/** GET /api/locale_by_ip/ and GET /api/init-config/. */
const localeRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { env, services }) => {
  app.get(
    "/locale_by_ip/",
    {
      schema: {
        tags: ["locale"],
        summary: "Delivery country and currency for a first visit",
        description:
          "Country from the trusted proxy's country header (GEOIP_COUNTRY_HEADER, only for requests that came through a " +
          "trusted proxy), else from the client address, else the storefront language's default; currency is that " +
          "country's currency. Codes are lower case.",
        response: { 200: LocaleByIpResponse },
      },
    },
    async (request, reply) => {
      // The header is believed only when Fastify accepted a forwarded address, i.e. the peer is a trusted proxy.
      const viaTrustedProxy = (request.ips?.length ?? 0) > 1;
      const headerValue = env.GEOIP_COUNTRY_HEADER && viaTrustedProxy ? request.headers[env.GEOIP_COUNTRY_HEADER] : undefined;
      const proxyCountry = typeof headerValue === "string" ? headerValue : null;
      const locale = await services.config.localeByIp({ lang: request.lang, proxyCountry, ip: request.ip ?? null });
      // Depends on who asks: never stored by a shared cache.
      reply.header("cache-control", "private, no-store");
      return { country_code: locale.countryCode, currency: locale.currencyCode };
    },
  );

  app.get(
    "/init-config/",
    {
      schema: {
        tags: ["locale"],
        summary: "Currency and tax settings of a delivery country",
        querystring: z.object({
          "delivery-country-code": z
            .string()
            .trim()
            .toLowerCase()
            .regex(/^[a-z]{2}$/, "expected a two-letter country code")
            .default("fi"),
          "currency-code": z
            .string()
            .trim()
            .toLowerCase()
            .regex(/^[a-z]{3}$/, "expected a three-letter currency code")
            .default("eur"),
        }),
        response: { 200: InitConfigResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const config = await services.config.initConfig({
        countryCode: request.query["delivery-country-code"],
        currencyCode: request.query["currency-code"],
        lang: request.lang,
      });
      reply.header("cache-control", PUBLIC_CACHE);
      return config;
    },
  );
};

export default localeRoutes;
