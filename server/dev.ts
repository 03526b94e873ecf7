/**
 * `npm run dev`: the shop (server/start-shop.server.ts) with the storefront straight from its sources.
 * Vite runs inside the one Fastify server, in middleware mode: it serves the browser modules and the
 * hot-update socket, and React Router asks it for the server build on every request, so edits show
 * without a restart. Only app/ and what it imports go through Vite; server/ changes still need one.
 */
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";

// React and React Router pick their development build from NODE_ENV when they are first imported, so it
// is set before anything else loads (the imports above are types only).
process.env.NODE_ENV = "development";
const path = await import("node:path");
const { createServer, isRunnableDevEnvironment } = await import("vite");
const { ownHostsFromConfig } = await import("./services.server.ts");
const { startShop } = await import("./start-shop.server.ts");

/** React Router's Vite plugin serves the server build under this module id. */
const SERVER_BUILD_ID = "virtual:react-router/server-build";

startShop(async ({ root, env }) => {
  // Vite starts once the Fastify app exists (its hot-update socket shares the app's HTTP server);
  // requests arrive only after that.
  let vite: ViteDevServer | undefined;
  const running = () => {
    if (!vite) throw new Error("the Vite dev server has not started");
    return vite;
  };
  return {
    storefront: {
      async build() {
        // The same runner React Router's own dev server uses; it re-evaluates the modules edits touched.
        const ssr = running().environments.ssr;
        if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's ssr environment cannot run modules in this process");
        return (await ssr.runner.import(SERVER_BUILD_ID)) as ServerBuild;
      },
      version: "dev",
      devMiddleware: (request, response, next) => running().middlewares(request, response, next),
    },
    async attach(app) {
      vite = await createServer({
        root,
        configFile: path.join(root, "vite.config.ts"),
        appType: "custom",
        server: {
          middlewareMode: true,
          hmr: { server: app.server },
          // Databases, builds and test reports change all the time and are no source: watching them
          // would only cost CPU and reload the browser for nothing.
          watch: { ignored: ["**/.data/**", "**/build/**", "**/reports/**", "**/test-results/**", "**/playwright-report/**"] },
          // Vite refuses hosts other than localhost and *.localhost: the LANG_HOSTS storefronts are ours too.
          allowedHosts: ownHostsFromConfig(env.LANG_HOSTS).map((host) => host.replace(/:\d+$/, "")),
        },
      });
    },
    close: async () => {
      await vite?.close();
    },
  };
});
