/**
 * Makes the browser tests' seeded template (tests/support/e2e-database.ts) unless it is there:
 * `node tests/support/e2e-database-cli.ts [--copy-to DIR]`. With --copy-to, DIR is then replaced by a copy,
 * which is how playwright.config.ts gives the server its database; npm test runs it without, beside the build.
 * SEED_MODELS is read as the server reads it.
 */
import { parseArgs } from "node:util";
import { DEMO_CATALOGUE_SEED } from "#db/seed/index.ts";
import { loadEnv } from "#server/env.server.ts";
import { copyTemplate, ensureTemplate } from "./e2e-database.ts";

const { values } = parseArgs({ options: { "copy-to": { type: "string" } } });
const { SEED_MODELS } = loadEnv({ SEED_MODELS: process.env.SEED_MODELS });
const started = performance.now();
const template = await ensureTemplate({ models: SEED_MODELS, seed: DEMO_CATALOGUE_SEED });
console.log(
  template.seededSeconds > 0
    ? `e2e database: seeded ${SEED_MODELS} models into ${template.folder} in ${template.seededSeconds.toFixed(1)} s`
    : `e2e database: ${template.folder} is ready (${SEED_MODELS} models)`,
);
const target = values["copy-to"];
if (target) {
  const copyStarted = performance.now();
  await copyTemplate(template.folder, target);
  console.log(`e2e database: copied to ${target} in ${((performance.now() - copyStarted) / 1000).toFixed(1)} s (${((performance.now() - started) / 1000).toFixed(1)} s in all)`);
}
