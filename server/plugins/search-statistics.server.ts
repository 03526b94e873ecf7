import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isbot } from "isbot";
import type { SearchStatistics } from "#core/catalog/search/search-statistics.ts";
import { LANGUAGES } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";

/**
 * Counts the searches shoppers make (core/catalog/search/search-statistics.ts): a results page asked with a text
 * and nothing else (not a filter, a sort or a later page of the same search), as a page or as the data of a
 * client-side navigation, and also when the page cache answered it. Robots are not counted.
 */
async function searchStatisticsHook(app: FastifyInstance, options: { statistics: SearchStatistics }) {
  const searchPaths = new Map(
    LANGUAGES.map((lang) => {
      const base = pathFor("search", lang).replace(/\/+$/u, "");
      return [lang, new Set([`${base}/`, `${base}/_.data`, `${base}.data`])] as const;
    }),
  );
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" || reply.statusCode !== 200) return;
    const mark = request.url.indexOf("?");
    if (mark < 0 || !searchPaths.get(request.lang)?.has(request.url.slice(0, mark))) return;
    const params = new URLSearchParams(request.url.slice(mark + 1));
    // React Router's data requests name the routes they want.
    const names = new Set([...params.keys()].filter((name) => name !== "_routes"));
    if (names.size !== 1 || !names.has("text") || isbot(request.headers["user-agent"] ?? "")) return;
    options.statistics.record(request.lang, params.get("text") ?? "");
  });
}

export default fp(searchStatisticsHook, { name: "search-statistics" });
