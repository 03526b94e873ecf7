/**
 * The layer rules of docs/decisions/0036-layer-rules.md, checked by `npm run lint:layers` (part of `npm test`).
 *
 * The layers, from the top down: server/ (Fastify) and app/ (the storefront), core/ (business rules),
 * db/ (schema, migrations, repositories), i18n/ (languages, route table, messages). Imports only go down:
 * server may use app, core, db and i18n; app uses core and i18n and reaches the database only through the
 * services of its request context (app/context.ts), never through db/ itself; db implements the ports that
 * core declares, so it may use core's types and pure functions; i18n uses nothing of ours.
 *
 * Type-only imports count for the layers and for loops (a type still ties two modules together), but not
 * for what reaches the browser: type stripping erases them before any bundle is made.
 *
 * dependency-cruiser reads TypeScript through @swc/core: TypeScript 7 has no compiler API it can use.
 */

const SERVER_MODULE = "[.]server[.]tsx?$";
const TEST_MODULE = "([.]test[.]tsx?|[.]e2e[.]ts)$";
/**
 * React Router's route modules (app/routes.ts names them). Their loader, action, headers and middleware
 * exports run only on the server: the build removes them and the imports only they use from the browser
 * bundle, and fails ("Server-only module referenced by client") when a `.server` module is still reached
 * from the browser side, directly or through other modules.
 */
const ROUTE_MODULE = "^app/(root|routes/[^/]+)[.]tsx$";
/** The modules that are bundled for the browser: the storefront's, less its server-only modules and tests. */
const BROWSER_MODULE_NOT = [SERVER_MODULE, TEST_MODULE, "^app/routes[.]ts$"];

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "core-stays-inside",
      severity: "error",
      comment:
        "core/ holds the business rules: it never imports the storefront (app/), the server (server/) or the database layer (db/). A service receives repositories through its own port interfaces; db/ implements them.",
      from: { path: "^core/" },
      to: { path: "^(app|server|db|scripts|tests)/" },
    },
    {
      name: "core-without-frameworks",
      severity: "error",
      comment: "core/ never imports React, React Router or Fastify: the same rules serve the pages, the /api/ routes and the jobs.",
      from: { path: "^core/" },
      to: { path: "^node_modules/(react|react-dom|react-router|@react-router/[^/]+|fastify|@fastify/[^/]+|fastify-[^/]+)/" },
    },
    {
      name: "i18n-self-contained",
      severity: "error",
      comment: "i18n/ (languages, the route table, messages) is the bottom layer: it imports nothing else of the project.",
      from: { path: "^i18n/" },
      to: { path: "^(app|core|db|server|scripts|tests)/" },
    },
    {
      name: "app-not-to-db-or-server",
      severity: "error",
      comment:
        "The storefront calls core services in-process through its request context (app/context.ts) and never imports the database layer or the Fastify server: a loader that needs data asks a service.",
      from: { path: "^app/" },
      to: { path: "^(db|server|scripts)/" },
    },
    {
      name: "db-not-to-app-or-server",
      severity: "error",
      comment: "db/ sits under app/ and server/: repositories and the seed never import the storefront or the server.",
      from: { path: "^db/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "no-test-code-in-the-shop",
      severity: "error",
      comment: "Test files and tests/ support code are never imported by the shop's own modules.",
      from: { path: "^(app|core|db|i18n|server)/", pathNot: TEST_MODULE },
      to: { path: ["^tests/", TEST_MODULE] },
    },
    {
      name: "node-builtins-only-in-server-modules",
      severity: "error",
      comment:
        "A storefront, core or i18n module that imports a Node built-in (node:crypto, node:fs...) is server-only and is named *.server.ts, so that the build refuses to put it in the browser bundle. Move browser-safe constants and functions it exports to a small pure module.",
      from: { path: "^(app|core|i18n)/", pathNot: [SERVER_MODULE, TEST_MODULE] },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "browser-not-to-server-modules",
      severity: "error",
      comment:
        "A module bundled for the browser (anything under app/ that is not *.server.*, not a test and not a route module) does not import a *.server.* module. Route modules may: React Router removes their loader and action with the imports only those use. Type-only imports are allowed, as type stripping erases them.",
      from: { path: "^app/", pathNot: [...BROWSER_MODULE_NOT, ROUTE_MODULE] },
      to: { path: SERVER_MODULE, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "only-composition-roots-use-services",
      severity: "error",
      comment:
        "core/services.ts is the shape of the whole set of services the server builds (server/services.server.ts) and hands to requests (app/context.ts). A core feature names what it needs by the owning feature's own interface, never through it, so the registry cannot form a loop.",
      from: { path: "^core/", pathNot: ["^core/services[.]ts$"] },
      to: { path: "^core/services[.]ts$" },
    },
    {
      name: "no-circular",
      severity: "error",
      comment:
        "No import loops between modules, type-only imports included: a loop makes the order of module evaluation matter and ties the modules into one unit that cannot be read, tested or moved alone. Move what both sides need into a third module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-storefront-folders",
      severity: "error",
      comment:
        "No loops between the storefront's folders (app/lib, app/components/<area>, app/routes): a shared piece moves down into the folder both use, so each area can change without the other.",
      scope: "folder",
      from: { path: "^app/" },
      to: { path: "^app/", circular: true },
    },
  ],
  options: {
    parser: "swc",
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|[.]react-router)/" },
    moduleSystems: ["es6", "cjs"],
    enhancedResolveOptions: {
      // package.json "imports" (#app/*, #core/* ...) resolve by Node's own rules; "exports" as Node and Vite read them.
      exportsFields: ["exports"],
      conditionNames: ["import", "module-sync", "node", "types", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
      mainFields: ["module", "main", "types"],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
