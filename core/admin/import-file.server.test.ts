import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImportFileProblem, type ImportRow } from "./catalogue-import.ts";
import { fileImportSource, PIECE_BYTES, readImportFile } from "./import-file.server.ts";

async function allRows(file: string): Promise<ImportRow[]> {
  const rows: ImportRow[] = [];
  for await (const batch of (await fileImportSource(file)).batches()) rows.push(...batch);
  return rows;
}

describe("reading an import file's CSV", () => {
  let folder = "";
  beforeAll(async () => (folder = await mkdtemp(path.join(tmpdir(), "import-file-"))));
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("names each row by the line it starts on, past line breaks in quoted values and skipped empty lines", () => {
    const text = `\uFEFFSKU;Model;Name_fi\r\nA-1;takki;"Kaksi\r\nriviä"\r\n\r\nA-2;takki;"Sanoi ""hei"""\r\nA-3;housut\r\n`;
    expect(readImportFile(text, "csv")).toEqual({
      ok: true,
      rows: [
        { line: 2, values: { sku: "A-1", model: "takki", name_fi: "Kaksi\r\nriviä" } },
        { line: 5, values: { sku: "A-2", model: "takki", name_fi: 'Sanoi "hei"' } },
        { line: 6, values: { sku: "A-3", model: "housut" } },
      ],
    });
  });

  it("refuses a quote left open, and a file of only a header is empty", () => {
    expect(readImportFile(`sku,model\nA-1,"takki\n`, "csv")).toEqual({ ok: false, problem: "unreadable" });
    expect(readImportFile(`sku,model\n`, "csv")).toEqual({ ok: false, problem: "empty" });
  });

  it("streams a file in pieces: a letter split between two pieces and a record across their edge stay whole", async () => {
    const file = path.join(folder, "big.csv");
    const header = "sku,model,name_fi\n";
    // The first piece ends in the middle of the two bytes of "ä", inside a quoted value with a line break.
    const pad = "x".repeat(PIECE_BYTES - header.length - "A-1,takki,\"".length - 2);
    await writeFile(file, `${header}A-1,takki,"${pad}\n\u00e4y"\nA-2,takki,viimeinen`);
    const rows = await allRows(file);
    expect(rows.map((row) => row.line)).toEqual([2, 4]);
    expect(rows[0]!.values.name_fi).toBe(`${pad}\n\u00e4y`);
    expect(rows[1]!.values).toEqual({ sku: "A-2", model: "takki", name_fi: "viimeinen" });
  });

  it("guesses a file's rows from its first megabyte without reading it all: exact for a small file", async () => {
    const small = path.join(folder, "small.csv");
    await writeFile(small, "sku,model\nA-1,takki\nA-2,takki\nA-3,housut\n");
    expect(await (await fileImportSource(small)).rowsAbout!()).toBe(3);
    const big = path.join(folder, "rows.csv");
    const row = "B-0000001,some-model,Some name of a model\n";
    await writeFile(big, `sku,model,name_fi\n${row.repeat(100_000)}`);
    const guess = await (await fileImportSource(big)).rowsAbout!();
    expect(Math.abs(guess - 100_000)).toBeLessThan(100);
  });

  it("raises a problem for a stream whose quote is never closed", async () => {
    const file = path.join(folder, "open.csv");
    await writeFile(file, `sku,model\nA-1,takki\nA-2,"housut\n`);
    await expect(allRows(file)).rejects.toBeInstanceOf(ImportFileProblem);
  });
});
