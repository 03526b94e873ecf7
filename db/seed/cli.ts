/**
 * Seeds the demo catalogue: `npm run seed -- [--models N] [--seed S] [--reset] [--date YYYY-MM-DD]`.
 * Uses DATABASE_URL when set, else the embedded PGlite folder (DATA_DIR or .data/pglite).
 */
import { parseArgs } from "node:util";
import { openDatabaseFromEnv } from "../client.server.ts";
import { DataDirInUseError } from "../data-dir-lock.server.ts";
import { DEFAULT_REFERENCE_DATE, isSeeded, resetDatabase, seedDemoCatalogue } from "./index.ts";

const { values } = parseArgs({
  options: {
    models: { type: "string", default: "2000" },
    seed: { type: "string", default: "1" },
    date: { type: "string" },
    reset: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help) {
  console.log("usage: npm run seed -- [--models 2000] [--seed 1] [--date 2026-11-23] [--reset]");
  process.exit(0);
}

const models = Number(values.models);
const seed = Number(values.seed);
if (!Number.isInteger(models) || models < 0) throw new Error(`--models must be a non-negative integer, got ${values.models}`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${values.seed}`);
const referenceDate = values.date ? new Date(`${values.date}T00:00:00Z`) : DEFAULT_REFERENCE_DATE;
if (Number.isNaN(referenceDate.getTime())) throw new Error(`--date must be YYYY-MM-DD, got ${values.date}`);

const started = performance.now();
const handle = await openDatabaseFromEnv().catch((error: unknown) => {
  // A folder the running shop holds is a situation to explain, not a crash to dump.
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
try {
  console.log(`database: ${handle.kind}, migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (await isSeeded(handle.db)) {
    if (!values.reset) {
      console.log("the database already holds a catalogue; use --reset to replace it");
      process.exitCode = 1;
    } else {
      await resetDatabase(handle.db);
      console.log("reset: all shop tables emptied");
    }
  }
  if (process.exitCode !== 1) {
    const t0 = performance.now();
    let lastReport = 0;
    await seedDemoCatalogue(handle.db, {
      models,
      seed,
      referenceDate,
      onPhase(phase, ms) {
        console.log(`  ${phase}: ${(ms / 1000).toFixed(1)} s`);
      },
      onProgress(done, total) {
        if (performance.now() - lastReport > 10_000 || done === total) {
          lastReport = performance.now();
          console.log(`  ${done} / ${total} models written (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
        }
      },
    });
    console.log(`seeded ${models} models (seed ${seed}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
} finally {
  await handle.close();
}
