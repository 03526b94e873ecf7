import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { langFromHost, localAliasTarget, originForLang, type HostMap } from "#core/locale/host-language.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The storefront language, fixed by the host for the whole request. */
    lang: Lang;
    originByLang(): Record<Lang, string>;
  }
}

const SHARED_PREFIXES = ["/api/", "/images/", "/assets/"];

async function storefrontLanguage(app: FastifyInstance, options: { hostMap: HostMap }) {
  app.decorateRequest("lang", "fi");
  app.decorateRequest("originByLang", function originByLang(this: import("fastify").FastifyRequest) {
    const current = { protocol: this.protocol, host: this.host };
    return Object.fromEntries(LANGUAGES.map((lang) => [lang, originForLang(lang, current, options.hostMap)])) as Record<Lang, string>;
  });
  app.addHook("onRequest", async (request, reply) => {
    request.lang = langFromHost(request.host, options.hostMap);
    // One Finnish origin locally, so one cart and one sign-in: a page of the alias moves for good. API calls,
    // pictures and built files are answered (they hold no cart or sign-in), as are posts, whose bodies a
    // redirect would lose.
    if ((request.method === "GET" || request.method === "HEAD") && !SHARED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      const target = localAliasTarget({ protocol: request.protocol, host: request.host }, options.hostMap);
      if (target) return reply.redirect(`${target}${request.url}`, 301);
    }
  });
}

export default fp(storefrontLanguage, { name: "storefront-language" });
