import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { requestContext } from "#app/context.ts";
import { parseHostMap } from "#core/locale/host-language.ts";
import { loggedError } from "#core/text/log-safe.ts";
import type { Services } from "#core/services.ts";
import { devPagesEnabled, klarnaConfigFrom, klarnaMessagingFrom, type Env } from "./env.server.ts";
import { klarnaMessagingOrigins } from "#core/payments/klarna-messaging.ts";
import errors from "./plugins/errors.server.ts";
import { createPageCache } from "./page-cache.server.ts";
import { createResponseSerializer } from "./serializer.server.ts";
import { pathMatcher, reactRouterPlugin } from "./plugins/react-router.server.ts";
import { REVIEW_UPLOAD_BODY_LIMIT } from "#core/reviews/review-images.ts";
import { patternsOf } from "#i18n/routes.ts";
import security, { klarnaFrameOrigins } from "./plugins/security.server.ts";
import storefrontLanguage from "./plugins/storefront-language.server.ts";
import searchStatisticsHook from "./plugins/search-statistics.server.ts";
import storefrontLocale from "./plugins/storefront-locale.server.ts";
import textInput from "./plugins/text-input.server.ts";
import loadShedding from "./plugins/load-shedding.server.ts";
import { metricsPlugin } from "./metrics.server.ts";
import requestEdge from "./plugins/request-edge.server.ts";
import signIn from "./plugins/sign-in.server.ts";
import storefrontHandoff from "./plugins/storefront-handoff.server.ts";
import trailingSlash from "./plugins/trailing-slash.server.ts";
import apiRoutes from "./routes/api/index.server.ts";
import healthRoutes from "./routes/health.server.ts";
import imageRoutes from "./routes/images.server.ts";

/** A Connect-style middleware, as Vite's dev server gives (`vite.middlewares`). */
export type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

export interface StorefrontOptions {
  /** The React Router server build, or (development) a loader asked on every request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The built browser files; absent in development, where Vite serves them. */
  clientDir?: string;
  version: string;
  /** Development: Vite's middlewares (modules, HMR client, source files), asked before anything else. */
  devMiddleware?: NodeMiddleware;
}

export interface AppOptions {
  env: Env;
  services: Services;
  /** The React Router storefront; without it only the API and health routes exist (API tests). */
  storefront?: StorefrontOptions;
  logger?: FastifyServerOptions["logger"];
}

function trustProxy(value: string | undefined): FastifyServerOptions["trustProxy"] {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  if (value === "true") return true;
  return value.split(",").map((part) => part.trim());
}

/** Every error the server logs goes through one serializer, which redacts secrets (core/text/log-safe.ts). */
function withErrorSerializer(logger: NonNullable<AppOptions["logger"]>): NonNullable<AppOptions["logger"]> {
  if (typeof logger !== "object") return logger;
  const err = (error: unknown) => {
    const logged = loggedError(error);
    return { ...logged, stack: logged.stack ?? "" };
  };
  return { ...logger, serializers: { ...logger.serializers, err } };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, services } = options;
  const app = Fastify({
    logger: withErrorSerializer(options.logger ?? { level: env.LOG_LEVEL }),
    bodyLimit: env.BODY_LIMIT,
    trustProxy: trustProxy(env.TRUST_PROXY),
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    // A path parameter longer than the router's default 100 characters matched no route, so a long or
    // percent-encoded slug got "not found" (or the storefront's 404 page) instead of its schema's 400
    // naming the field. The schemas bound every parameter's length, no route has a pattern parameter,
    // and Node refuses a request line longer than its 16 KB header limit before the router sees it.
    routerOptions: { maxParamLength: 16_384 },
  }).withTypeProvider<ZodTypeProvider>();

  const devMiddleware = options.storefront?.devMiddleware;
  if (devMiddleware) {
    // The first hook of all: Vite's addresses (/@vite/client, /app/root.tsx...) must not meet the
    // trailing-slash redirect or the language hosts. A request Vite answers never calls `next`, so this
    // hook stays pending and Fastify sends nothing more for it, as with @fastify/middie.
    app.addHook("onRequest", (request, reply, done) => {
      devMiddleware(request.raw, reply.raw, (error) => {
        if (error === undefined || error === null) done();
        else done(error instanceof Error ? error : new Error(String(error)));
      });
    });
  }

  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against their schemas outside production (server/serializer.server.ts).
  app.setSerializerCompiler(createResponseSerializer({ check: env.NODE_ENV !== "production" }));
  app.decorate("services", services);
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-request-id", request.id);
    return payload;
  });

  await app.register(errors);
  await app.register(loadShedding, { maxInFlight: env.MAX_IN_FLIGHT });
  if (env.METRICS_PORT) await app.register(metricsPlugin);
  await app.register(requestEdge);
  await app.register(security, {
    frameOrigins: klarnaFrameOrigins(klarnaConfigFrom(env)?.apiUrl ?? null),
    widgetOrigins: klarnaMessagingOrigins(klarnaMessagingFrom(env)),
  });
  await app.register(trailingSlash);
  await app.register(storefrontLanguage, { hostMap: parseHostMap(env.LANG_HOSTS) });
  await app.register(cookie);
  await app.register(storefrontLocale, { config: services.config });
  await app.register(signIn, { services });
  await app.register(textInput);
  // After the language, the cookies and the sign-in: a language link's handoff is redeemed before anything answers.
  await app.register(storefrontHandoff, { services });
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Outdoor shop API", version: options.storefront?.version ?? "dev" },
      components: {
        securitySchemes: {
          integrationToken: { type: "http", scheme: "bearer", description: "An integration token an admin created in the back office (/admin/tokens/)" },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Puts the named schemas (.meta({ id })) into components, where the routes' $refs point.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await app.register(healthRoutes, { services });
  await app.register(imageRoutes, { images: services.images, reviewWriting: services.reviewWriting, returns: services.returns, forms: services.forms });
  await app.register(apiRoutes, { prefix: "/api", env, services });

  const storefront = options.storefront;
  if (storefront) {
    await app.register(searchStatisticsHook, { statistics: services.searchStatistics });
    const pageCache = createPageCache({ ttlMs: env.NODE_ENV === "development" ? 0 : env.PAGE_CACHE_MS });
    // A back-office change on any process drops the kept pages too (core/cache/data-changes.ts).
    services.dataChanges.subscribe(() => pageCache.clear());
    app.get("/build-info.json", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { version: storefront.version };
    });
    await app.register(reactRouterPlugin, {
      build: storefront.build,
      clientDir: storefront.clientDir,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      bodyLimit: env.BODY_LIMIT,
      // The review form, the complaint form, a complaint's answer and the question to customer service send
      // pictures, and the back office's import a file, a model's pictures and a brand's logo: their posts may be longer, never less than BODY_LIMIT.
      uploads: {
        limit: Math.max(env.BODY_LIMIT, REVIEW_UPLOAD_BODY_LIMIT),
        accepts: pathMatcher((["reviews.write", "reclamation", "reclamation.case", "ask", "admin.import", "admin.product", "admin.brand"] as const).flatMap((id) => patternsOf(id).map(({ pattern }) => pattern))),
      },
      pageCache,
      async getLoadContext(request, _reply, refusal) {
        const context = new RouterContextProvider();
        context.set(requestContext, {
          lang: request.lang,
          nonce: request.cspNonce,
          origin: `${request.protocol}://${request.host}`,
          originByLang: request.originByLang(),
          // Filled by the locale resolution (docs/behaviour.md, "Locale": query, headers, cookies, defaults).
          locale: await request.storefrontLocale(),
          services,
          clientAddress: request.ip,
          authToken: request.authToken(),
          user: () => request.signedInUser(),
          contactEmail: env.CONTACT_EMAIL,
          buildVersion: storefront.version,
          devPages: devPagesEnabled(env),
          dataRequest: (request.url.split("?")[0] ?? "").endsWith(".data"),
          ...(refusal ? { refusedStatus: refusal.status } : {}),
        });
        return context;
      },
    });
  }
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}
