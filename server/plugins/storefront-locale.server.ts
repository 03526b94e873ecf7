import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  CURRENCY_HEADER,
  DELIVERY_COUNTRY_HEADER,
  resolveLocale,
  type KnownLocaleCodes,
  type LocaleCodes,
} from "#core/locale/defaults.ts";
import type { CountryOption, CurrencyOption } from "#core/config/config-service.ts";
import type { Services } from "#core/services.ts";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Delivery country and currency of this request: query, then the x-so-* headers, then the cookies, then the
     * storefront language's defaults; a code the shop does not offer is ignored. Asked once per request.
     */
    storefrontLocale(): Promise<LocaleCodes>;
  }
}

function firstString(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return undefined;
}

type StorefrontLocaleOptions = { config: Pick<Services["config"], "countries" | "currencies"> };

async function storefrontLocale(app: FastifyInstance, { config }: StorefrontLocaleOptions) {
  // The lists come from the read cache as the same arrays until they change: their code sets are built once per list.
  const countrySets = new WeakMap<readonly CountryOption[], ReadonlySet<string>>();
  const currencySets = new WeakMap<readonly CurrencyOption[], ReadonlySet<string>>();
  const codesOf = <T extends { code: string }>(sets: WeakMap<readonly T[], ReadonlySet<string>>, list: readonly T[]) => {
    let set = sets.get(list);
    if (!set) sets.set(list, (set = new Set(list.map((option) => option.code))));
    return set;
  };
  const resolved = new WeakMap<FastifyRequest, Promise<LocaleCodes>>();

  async function resolve(request: FastifyRequest): Promise<LocaleCodes> {
    const [countries, currencies] = await Promise.all([config.countries(request.lang), config.currencies()]);
    const known: KnownLocaleCodes = { countries: codesOf(countrySets, countries), currencies: codesOf(currencySets, currencies) };
    const query = (request.query ?? {}) as Record<string, unknown>;
    const { countryCode, currencyCode } = resolveLocale({
      lang: request.lang,
      cookies: { country: request.cookies[COUNTRY_COOKIE], currency: request.cookies[CURRENCY_COOKIE] },
      headers: { country: firstString(request.headers[DELIVERY_COUNTRY_HEADER]), currency: firstString(request.headers[CURRENCY_HEADER]) },
      query: { delivery_country: firstString(query.delivery_country), currency: firstString(query.currency) },
      known,
    });
    return { countryCode, currencyCode };
  }

  app.decorateRequest("storefrontLocale", function storefrontLocale(this: FastifyRequest) {
    let locale = resolved.get(this);
    if (!locale) resolved.set(this, (locale = resolve(this)));
    return locale;
  });
}

export default fp(storefrontLocale, { name: "storefront-locale", dependencies: ["storefront-language"] });
