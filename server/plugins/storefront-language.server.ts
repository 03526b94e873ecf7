import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { langFromHost, originForLang, type HostMap } from "#core/locale/host-language.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The storefront language, fixed by the host for the whole request. */
    lang: Lang;
    originByLang(): Record<Lang, string>;
  }
}

async function storefrontLanguage(app: FastifyInstance, options: { hostMap: HostMap }) {
  app.decorateRequest("lang", "fi");
  app.decorateRequest("originByLang", function originByLang(this: import("fastify").FastifyRequest) {
    const current = { protocol: this.protocol, host: this.host };
    return Object.fromEntries(LANGUAGES.map((lang) => [lang, originForLang(lang, current, options.hostMap)])) as Record<Lang, string>;
  });
  app.addHook("onRequest", async (request) => {
    request.lang = langFromHost(request.host, options.hostMap);
  });
}

export default fp(storefrontLanguage, { name: "storefront-language" });
