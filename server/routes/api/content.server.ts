import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "#core/errors.ts";
import type { ApiOptions } from "./api-options.server.ts";
import {
  BannersResponse,
  ErrorResponse,
  KeywordPopupQuery,
  KeywordPopupResponse,
  KeywordPopupsResponse,
  PUBLIC_CACHE,
  RouteSlugsResponse,
  SlugQuery,
  StaticPageResponse,
  StaticPageWithTabsResponse,
} from "./schemas.server.ts";

/** Banners, keyword popups, static pages and the route slug lists, in the storefront's language. */
const contentRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.get(
    "/banners/",
    { schema: { tags: ["content"], summary: "Active banners by kind", response: { 200: BannersResponse } } },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return services.content.banners(request.lang);
    },
  );

  app.get(
    "/keyword-popups/",
    { schema: { tags: ["content"], summary: "Search keyword popups", response: { 200: KeywordPopupsResponse } } },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return { keywordPopups: await services.content.keywordPopups(request.lang) };
    },
  );

  app.get(
    "/keyword-popup/",
    {
      schema: {
        tags: ["content", "product"],
        summary: "One keyword popup by id (the product page's keyword explanation)",
        description: "An unknown id answers 404. Show the link only when `url` contains :// or starts with /.",
        querystring: KeywordPopupQuery,
        response: { 200: KeywordPopupResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const popup = (await services.content.keywordPopups(request.lang)).find((entry) => entry.id === request.query.id);
      if (!popup) throw notFound("Keyword not found.");
      reply.header("cache-control", PUBLIC_CACHE);
      return popup;
    },
  );

  app.get(
    "/static-page/",
    {
      schema: {
        tags: ["content"],
        summary: "A static content page by slug (sanitised HTML)",
        querystring: SlugQuery,
        response: { 200: StaticPageResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const page = await services.content.staticPage(request.lang, request.query.slug);
      if (!page) throw notFound(`No static page ${request.query.slug}`);
      reply.header("cache-control", PUBLIC_CACHE);
      return { content: page.content, title: page.title, id: page.id };
    },
  );

  app.get(
    "/static-page-with-tabs/",
    {
      schema: {
        tags: ["content"],
        summary: "The tabs of a static page with tabs, by page slug",
        querystring: SlugQuery,
        response: { 200: StaticPageWithTabsResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const page = await services.content.staticPageWithTabs(request.lang, request.query.slug);
      if (!page) throw notFound(`No static page with tabs ${request.query.slug}`);
      reply.header("cache-control", PUBLIC_CACHE);
      return { tabs: page.tabs };
    },
  );

  app.get(
    "/route-slugs/",
    { schema: { tags: ["content"], summary: "Slugs of the slug-resolved pages", response: { 200: RouteSlugsResponse } } },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return services.content.routeSlugs(request.lang);
    },
  );
};

export default contentRoutes;
