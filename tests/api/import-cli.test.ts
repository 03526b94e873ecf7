/**
 * `npm run import` on an embedded PGlite folder, as an operator runs it: bad arguments and a missing file or
 * database in one line with the usage; a file with a bad row checked (its problem by line and column, the report
 * written, nothing applied); a good file checked without changing anything, then applied, recorded in the audit
 * log as the command line's. PGlite only, so the PostgreSQL stage of npm test leaves it out.
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
  it("answers bad arguments, a missing file and a missing database with one line, never a stack", async () => {
    for (const [args, folder, message] of [
      [[], dataDir, "usage: npm run import"],
      [["a.csv", "b.csv"], dataDir, "usage: npm run import"],
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

  it("names a bad row's problem and applies nothing; checks a good file without changing anything, then applies it", async () => {
    const header = "sku,model,brand,group,name_fi,regular_price,size,stock_20";
    const bad = path.join(root, "bad.csv");
    writeFileSync(bad, `${header}\nCLI-1,cli-takki,${references.brand},${references.group},Komentorivitakki,99,M,3\nCLI-2,cli-takki,no-such-brand,,,99,L,1\n`);
    const report = path.join(root, "report.csv");
    const checked = await runCli([bad, "--apply", "--report", report]);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain("line 3, brand: unknown");
    expect(checked.stderr).toContain("1 problems: nothing was applied");
    expect(readFileSync(report, "utf8")).toBe("line,column,problem\n3,brand,unknown\n");

    const good = path.join(root, "good.csv");
    writeFileSync(good, `${header}\nCLI-1,cli-takki,${references.brand},${references.group},Komentorivitakki,99,M,3\nCLI-2,cli-takki,,,,"109,50",L,1\n`);
    const dry = await runCli([good]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain("2 rows: 1 new and 0 changed models, 2 new and 0 changed variants");
    expect(dry.stdout).toContain("add --apply");
    expect(await withShop((db) => queryRows(db, sql`select 1 from product_models where slug = 'cli-takki'`))).toEqual([]);

    const applied = await runCli([good, "--apply"]);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toMatch(/applied in \d/);
    const [model] = await withShop((db) =>
      queryRows<{ name: string; skus: string[]; price: number; stock: number; actor: string }>(
        db,
        sql`select t.name, array_agg(v.teksonumber order by v.teksonumber) as skus,
              (select vp.active_cents from variant_prices vp join variants x on x.id = vp.variant_id where x.teksonumber = 'CLI-2' and vp.tax_area_id = 1) as price,
              (select s.quantity from stock s join variants x on x.id = s.variant_id where x.teksonumber = 'CLI-1' and s.store_id = 20) as stock,
              (select actor_label from audit_log where action = 'catalogue.import' order by id desc limit 1) as actor
            from product_models m join product_model_translations t on t.model_id = m.id and t.lang = 'fi' join variants v on v.model_id = m.id
            where m.slug = 'cli-takki' group by t.name`,
      ),
    );
    expect(model).toEqual({ name: "Komentorivitakki", skus: ["CLI-1", "CLI-2"], price: 10950, stock: 3, actor: "system: command line import" });
  }, 120_000);
});
