/**
 * npm run bench -- --import
 *
 * The catalogue's import at full size: the seeded big catalogue (DATABASE_URL, else the PGlite folder
 * .data/bench-100k) is exported in the import format to a file, then imported with `npm run import -- FILE
 * --apply` into a new shop holding the same reference data (brands, groups, colours, stores) but no models: a
 * PostgreSQL database `<name>_import` made and dropped here, or a PGlite folder under .data. It prints the export's
 * time, the file's size, the import's time (reading, checking, applying and building the read model) and the
 * import process's peak resident memory.
 */
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { writeImportCsv } from "#core/admin/import-file.server.ts";
import { openDatabase } from "#db/client.server.ts";
import { createServices } from "#server/services.server.ts";
import { ROOT } from "./lib/server.ts";

const node = process.execPath;

/** The Node flags `npm run import` runs with (its heap cap), read from package.json so the bench measures the same. */
function importFlags(): string[] {
  const script: string = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.import;
  return script.split(/\s+/).filter((part) => part.startsWith("--"));
}

async function exportTo(file: string, env: { databaseUrl?: string; dataDir?: string }): Promise<number> {
  const started = performance.now();
  const handle = await openDatabase(env);
  try {
    const services = createServices(handle.db);
    const exported = await services.backOffice.exportCatalogue({ kind: "staff", id: 0, email: "bench", isAdmin: true });
    const out = createWriteStream(file);
    let header = true;
    for await (const batch of exported.batches) {
      if (!out.write(writeImportCsv(exported.columns, batch, header))) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      header = false;
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  } finally {
    await handle.close();
  }
  return (performance.now() - started) / 1000;
}

/** Runs a script to its end, sampling its resident memory (Linux /proc), and answers its time and peak. */
function runMeasured(args: string[], env: NodeJS.ProcessEnv): Promise<{ seconds: number; peakMb: number; output: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(node, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    let peakKb = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    const sample = setInterval(() => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
        peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        // Ended between two samples.
      }
    }, 250);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(sample);
      if (code !== 0) reject(new Error(`${args.join(" ")} ended with ${code}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMb: Math.round(peakKb / 1024), output });
    });
  });
}

export async function benchImport(): Promise<void> {
  const file = path.join(ROOT, ".data", "bench-import.csv");
  const source = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: path.join(ROOT, ".data/bench-100k") };
  console.log("exporting the catalogue...");
  const exportSeconds = await exportTo(file, source);
  const megabytes = statSync(file).size / 1024 / 1024;
  console.log(`exported in ${exportSeconds.toFixed(1)} s: ${megabytes.toFixed(0)} MB`);

  let target: NodeJS.ProcessEnv;
  let dropTarget: () => Promise<void>;
  if (source.databaseUrl) {
    const url = new URL(source.databaseUrl);
    const name = `${url.pathname.slice(1) || "postgres"}_import`;
    const admin = new pg.Client({ connectionString: source.databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}"`);
    await admin.query(`create database "${name}"`);
    await admin.end();
    url.pathname = `/${name}`;
    target = { DATABASE_URL: url.toString() };
    dropTarget = async () => {
      const client = new pg.Client({ connectionString: source.databaseUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}"`);
      await client.end();
    };
  } else {
    const dataDir = path.join(ROOT, ".data", "bench-import");
    rmSync(dataDir, { recursive: true, force: true });
    target = { DATABASE_URL: "", DATA_DIR: dataDir };
    dropTarget = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    const seeded = spawnSync(node, ["db/seed/cli.ts", "--models", "0"], { cwd: ROOT, env: { ...process.env, ...target }, encoding: "utf8" });
    if (seeded.status !== 0) throw new Error(`seeding the empty shop failed: ${seeded.stderr}`);
    console.log("importing into a shop without models...");
    const imported = await runMeasured([...importFlags(), "scripts/import.ts", file, "--apply"], target);
    console.log("");
    console.log(`| import | file | time | peak memory |`);
    console.log(`|---|---|---|---|`);
    console.log(`| ${/(\d+) rows: (\d+) new/.exec(imported.output)?.slice(1).join(" rows, ") ?? "?"} models | ${megabytes.toFixed(0)} MB | ${imported.seconds.toFixed(0)} s | ${imported.peakMb} MB |`);
  } finally {
    await dropTarget();
    rmSync(file, { force: true });
  }
}
