/**
 * The browser tests' database: the shop's first start (migrations, then the demo catalogue) made once into
 * a template folder, and copied into the server's data folder before each run. Seeding takes a minute or
 * two of one core; a copy takes seconds.
 *
 * The template is kept under `.data/e2e-template/` by a key over everything that decides its content: the
 * migrations, the source of the seed and every module of ours it imports, package-lock.json (PGlite's
 * on-disk format) and the seed options. Change any of them and the next run seeds again.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { migrateDatabase, MIGRATIONS_FOLDER, openDatabase } from "#db/client.server.ts";
import { lockDataDir } from "#db/data-dir-lock.server.ts";
import { seedDemoCatalogueIfEmpty } from "#db/seed/index.ts";
import { insertBrowserTestFixtures } from "./e2e-fixtures.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TEMPLATES = path.join(ROOT, ".data", "e2e-template");

/**
 * The seed marks the daily popularity job as just run. In a template older than a day that job would be
 * due on the server's first job check and re-rank the products in the middle of a run, which a database
 * seeded at the start never does; so a template is used for half a day at most.
 */
const MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** Where the server's start would take its module code from: our own modules, relative or by alias. */
const ENTRY_MODULES = ["db/client.server.ts", "db/seed/index.ts", "tests/support/e2e-fixtures.ts"];

export interface SeedSettings {
  models: number;
  seed: number;
}

/** The modules of ours that `entries` import at run time, directly or not (type-only imports are erased). */
export function moduleClosure(entries: string[]): string[] {
  const aliases = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { imports: Record<string, string> }).imports;
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(ROOT, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8").replace(/^\s*(?:import|export)\s+type\s[^;]*;/gm, "");
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      const specifier = match[1]!;
      if (specifier.startsWith(".")) {
        queue.push(path.resolve(path.dirname(file), specifier));
        continue;
      }
      for (const [pattern, target] of Object.entries(aliases)) {
        const prefix = pattern.replace(/\*$/, "");
        if (specifier.startsWith(prefix)) queue.push(path.join(ROOT, target.replace(/\*$/, ""), specifier.slice(prefix.length)));
      }
    }
  }
  return [...seen].sort();
}

export function templateKey(settings: SeedSettings): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(settings));
  const migrations = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" }).sort();
  const files = [...migrations.map((name) => path.join(MIGRATIONS_FOLDER, name)), ...moduleClosure(ENTRY_MODULES), path.join(ROOT, "package-lock.json")];
  for (const file of files) {
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) continue;
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

interface Stamp {
  madeAt: number;
  seconds: number;
}

function usableTemplate(folder: string): boolean {
  try {
    const stamp = JSON.parse(readFileSync(`${folder}.json`, "utf8")) as Stamp;
    return existsSync(folder) && Date.now() - stamp.madeAt < MAX_AGE_MS;
  } catch {
    return false;
  }
}

export interface Template {
  folder: string;
  /** Seconds spent seeding now, 0 when the template was there. */
  seededSeconds: number;
}

/** The template for these settings, seeded now unless a usable one is there. One process seeds; others wait. */
export async function ensureTemplate(settings: SeedSettings): Promise<Template> {
  const folder = path.join(TEMPLATES, templateKey(settings));
  if (usableTemplate(folder)) return { folder, seededSeconds: 0 };
  mkdirSync(TEMPLATES, { recursive: true });
  // Held while seeding; a second process waits for it, then finds the template made.
  const building = `${folder}.building`;
  let lock: Awaited<ReturnType<typeof lockDataDir>> | undefined;
  for (let waited = 0; !lock; waited += 1) {
    try {
      lock = await lockDataDir(`${building}-seeder`);
    } catch (error) {
      if (waited >= 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    if (usableTemplate(folder)) return { folder, seededSeconds: 0 };
    const started = performance.now();
    rmSync(building, { recursive: true, force: true });
    // What the server's first start on an empty folder does (server/start-shop.server.ts).
    const handle = await openDatabase({ dataDir: building });
    try {
      await migrateDatabase(handle);
      await seedDemoCatalogueIfEmpty(handle.db, { models: settings.models, seed: settings.seed });
      await insertBrowserTestFixtures(handle.db);
    } finally {
      await handle.close();
    }
    // Only the newest template is kept: they are hundreds of megabytes each.
    for (const name of readdirSync(TEMPLATES)) {
      if (name !== path.basename(building) && !name.startsWith(`${path.basename(building)}-seeder`)) rmSync(path.join(TEMPLATES, name), { recursive: true, force: true });
    }
    renameSync(building, folder);
    const seconds = (performance.now() - started) / 1000;
    writeFileSync(`${folder}.json`, JSON.stringify({ madeAt: Date.now(), seconds } satisfies Stamp));
    return { folder, seededSeconds: seconds };
  } finally {
    lock.release();
  }
}

/** Replaces `dataDir` with a copy of the template; refuses while a server holds the folder. */
export async function copyTemplate(template: string, dataDir: string): Promise<void> {
  const lock = await lockDataDir(dataDir);
  try {
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(template, dataDir, { recursive: true });
  } finally {
    lock.release();
  }
}
