/**
 * `npm run import` on an embedded PGlite folder, as an operator runs it: a bad option and a missing file or
 * database in one line; a file applied with its report written. What the import does with a file (problems,
 * a check that changes nothing, the audit) is tested in-process in back-office.test.ts. PGlite only, so the
 * PostgreSQL stage of npm test leaves it out.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server.ts";
import { createPgliteFolderDatabase } from "#db/testing.server.ts";
import { queryRows } from "#db/client.server.ts";
import { TEST_CATALOGUE } from "./support/api-app.ts";

const script = path.resolve(import.meta.dirname, "../../scripts/import.ts");
const root = mkdtempSync(path.join(tmpdir(), "import-cli-"));
const dataDir = path.join(root, "pglite");
let references: { brand: string; group: string };

function runCli(args: string[], folder = dataDir): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: folder, DATABASE_URL: "", NODE_ENV: "test" };
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { env, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

async function withShop<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  const shop = await createPgliteFolderDatabase(dataDir, { seed: TEST_CATALOGUE });
  const [row] = await queryRows<{ brand: string; path: string }>(shop.db, sql`select (select slug from brands order by id limit 1) as brand, (select path from product_groups where depth > 0 order by id limit 1) as path`);
  references = { brand: row!.brand, group: row!.path };
  await shop.close();
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm run import", () => {
  it("answers a bad option, a missing file and a missing database with one line, never a stack", async () => {
    for (const [args, folder, message] of [
      [["--nope", "a.csv"], dataDir, "Unknown option '--nope'"],
      [[path.join(root, "missing.csv")], dataDir, "no file at"],
      [[script], path.join(root, "no-shop-here"), "no database folder at"],
    ] as const) {
      const result = await runCli([...args], folder);
      expect(result.code, args.join(" ")).toBe(1);
      expect(result.stderr, args.join(" ")).toContain(message);
      expect(result.stderr, args.join(" ")).not.toMatch(/\n\s+at /);
    }
  }, 60_000);

  it("applies a file and writes its report, as an operator runs it", async () => {
    const good = path.join(root, "good.csv");
    writeFileSync(good, `sku,model,brand,group,name_fi,regular_price,size\nCLI-1,cli-takki,${references.brand},${references.group},Komentorivitakki,99,M\n`);
    const report = path.join(root, "report.csv");
    const applied = await runCli([good, "--apply", "--report", report]);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain("1 rows: 1 new and 0 changed models, 1 new and 0 changed variants");
    expect(applied.stdout).toMatch(/applied in \d/);
    expect(readFileSync(report, "utf8")).toBe("line,column,problem\n");
    expect(await withShop((db) => queryRows(db, sql`select t.name from product_models m join product_model_translations t on t.model_id = m.id and t.lang = 'fi' where m.slug = 'cli-takki'`))).toEqual([
      { name: "Komentorivitakki" },
    ]);
  }, 120_000);
});
