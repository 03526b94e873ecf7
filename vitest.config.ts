import { defineConfig } from "vitest/config";

// Unit tests sit beside the code; API tests drive the Fastify app in-process.
// Browser tests (*.e2e.ts) belong to Playwright, never to Vitest.
export default defineConfig({
  test: {
    // Globals and environment variables a test stubs are put back after it, whatever it forgets.
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,core,db,i18n,server,scripts}/**/*.test.{ts,tsx}", "tests/search/**/*.test.ts"],
          environment: "node",
          // Files of a worker share the loaded modules: importing the app once per file was a third of the
          // run. Tests keep no state in modules and undo their fake timers and stubs (docs/decisions/0019).
          isolate: false,
          // npm test runs this beside the browser tests on two cores: a test of half a second alone (image
          // decoding, password hashing) took over the default 5 s there.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Server processes of the production build on TEST_DATABASE_URL: npm test runs it after the build.
          name: "concurrency",
          include: ["tests/concurrency/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
