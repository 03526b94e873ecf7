import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { SearchStatistics } from "#core/catalog/search/search-statistics.ts";
import searchStatisticsHook from "./search-statistics.server.ts";
import storefrontLanguage from "./storefront-language.server.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

async function appCounting() {
  const recorded: Array<[string, string]> = [];
  const statistics: SearchStatistics = { record: (lang, text) => void recorded.push([lang, text]), flush: async () => undefined, report: async () => ({ top: [], zeroResults: [] }) };
  const app = Fastify();
  await app.register(storefrontLanguage, { hostMap: {} });
  await app.register(searchStatisticsHook, { statistics });
  app.get("/*", async (request, reply) => (request.url.includes("missing") ? reply.status(404).send("no") : "page"));
  await app.ready();
  return { app, recorded };
}

describe("the search statistics' hook", () => {
  it("counts a results page asked with a text only, as a page or as navigation data, in the host's language", async () => {
    const { app, recorded } = await appCounting();
    await app.inject({ url: "/haku/?text=teltta", headers: { host: "localhost", "user-agent": BROWSER } });
    await app.inject({ url: "/haku/_.data?text=reppu&_routes=search", headers: { host: "localhost", "user-agent": BROWSER } });
    await app.inject({ url: "/search/?text=tent", headers: { host: "en.localhost", "user-agent": BROWSER } });
    // The hook runs once the answer is out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recorded).toEqual([
      ["fi", "teltta"],
      ["fi", "reppu"],
      ["en", "tent"],
    ]);
  });

  it("counts no filtered, sorted or later page of a search, no other page, no failure and no robot", async () => {
    const { app, recorded } = await appCounting();
    await app.inject({ url: "/haku/?text=teltta&color=green", headers: { host: "localhost", "user-agent": BROWSER } });
    await app.inject({ url: "/haku/?text=teltta&sort=newest", headers: { host: "localhost", "user-agent": BROWSER } });
    await app.inject({ url: "/haku/", headers: { host: "localhost", "user-agent": BROWSER } });
    await app.inject({ url: "/tuotteet/?text=teltta", headers: { host: "localhost", "user-agent": BROWSER } });
    await app.inject({ url: "/search/?text=tent", headers: { host: "localhost", "user-agent": BROWSER } });
    await app.inject({ method: "POST", url: "/haku/?text=teltta", headers: { host: "localhost", "user-agent": BROWSER } });
    await app.inject({ url: "/haku/?text=missing", headers: { host: "localhost", "user-agent": BROWSER } });
    await app.inject({ url: "/haku/?text=teltta", headers: { host: "localhost", "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recorded).toEqual([]);
    // The same request as a shopper's is counted: the rules above, not the setup, left those out.
    await app.inject({ url: "/haku/?text=teltta", headers: { host: "localhost", "user-agent": BROWSER } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recorded).toEqual([["fi", "teltta"]]);
  });
});
