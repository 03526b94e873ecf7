import { createReadStream } from "node:fs";
import { open, readFile, stat } from "node:fs/promises";
import { parse as parseStream } from "csv-parse";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { ImportFileProblem, type ImportRow, type ImportSource } from "./catalogue-import.ts";

/**
 * Reading and writing the import format's files. CSV: UTF-8 (a byte-order mark is dropped), the first line names
 * the columns, separated by commas or, as spreadsheets in Finnish write them, by semicolons. JSON: an array of
 * objects with the same names. Every value is read as text.
 */
export type ImportFormat = "csv" | "json";

export const MAX_IMPORT_ROWS = 50_000;

export type ReadFile = { ok: true; rows: Array<{ line: number; values: Record<string, string> }> } | { ok: false; problem: "unreadable" | "empty" | "tooManyRows" };

export function importFormatOf(fileName: string, text: string): ImportFormat {
  return /\.json$/i.test(fileName) || /^\s*\[/.test(text) ? "json" : "csv";
}

/** The separator of a CSV file, from its header line: spreadsheets in Finnish write semicolons. */
function delimiterOf(header: string): "," | ";" {
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ";" : ",";
}

const columnNames = (names: string[]) => names.map((name) => name.trim().toLowerCase());

/** `maxRows`: the back office's upload takes at most MAX_IMPORT_ROWS; the command line any number. */
export function readImportFile(text: string, format: ImportFormat, maxRows: number = MAX_IMPORT_ROWS): ReadFile {
  const body = text.replace(/^\uFEFF/, "");
  try {
    if (format === "json") {
      const data: unknown = JSON.parse(body);
      if (!Array.isArray(data)) return { ok: false, problem: "unreadable" };
      if (data.length === 0) return { ok: false, problem: "empty" };
      if (data.length > maxRows) return { ok: false, problem: "tooManyRows" };
      const rows = data.map((item, index) => {
        if (item === null || typeof item !== "object" || Array.isArray(item)) throw new Error("not an object");
        const values = Object.fromEntries(Object.entries(item as Record<string, unknown>).map(([key, value]) => [key, value === null || value === undefined ? "" : String(value)]));
        return { line: index + 1, values };
      });
      return { ok: true, rows };
    }
    const delimiter = delimiterOf(body.split(/\r?\n/, 1)[0] ?? "");
    const records = parse(body, { columns: columnNames, delimiter, skip_empty_lines: true, relax_column_count: true, info: true }) as Array<{
      record: Record<string, string>;
      info: { lines: number };
    }>;
    if (records.length === 0) return { ok: false, problem: "empty" };
    if (records.length > maxRows) return { ok: false, problem: "tooManyRows" };
    return { ok: true, rows: records.map(({ record, info }) => ({ line: info.lines, values: record })) };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}

/** Rows as CSV with a header line: what the export writes and the import reads back. */
export function writeImportCsv(columns: readonly string[], rows: ReadonlyArray<Readonly<Record<string, string>>>, header: boolean): string {
  return stringify(rows as Array<Record<string, string>>, { header, columns: [...columns] });
}

/** Rows per batch a source answers: enough to look a batch's references up in one query. */
const BATCH_ROWS = 2_000;

/**
 * A JSON file is read whole (about ten times its size in memory): above this size the command line asks for
 * CSV, which is read as a stream in any size.
 */
export const MAX_JSON_BYTES = 100 * 1024 * 1024;

function* batchesOf(rows: readonly ImportRow[]): Generator<readonly ImportRow[]> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) yield rows.slice(start, start + BATCH_ROWS);
}

/** A file's text held in memory as a source (tests, and files the command line reads whole). */
export function textImportSource(name: string, text: string): ImportSource {
  return {
    name,
    async *batches() {
      const read = readImportFile(text, importFormatOf(name, text), Number.POSITIVE_INFINITY);
      if (!read.ok) {
        if (read.problem === "empty") return;
        throw new ImportFileProblem("unreadable");
      }
      yield* batchesOf(read.rows);
    },
  };
}

/** A file on disk as a source: CSV read as a stream, a batch of rows at a time; JSON read whole, up to MAX_JSON_BYTES. */
export async function fileImportSource(path: string): Promise<ImportSource> {
  const name = path.split(/[\\/]/).pop() ?? path;
  const handle = await open(path);
  let start: string;
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    start = head.subarray(0, bytesRead).toString("utf8").replace(/^\uFEFF/, "");
  } finally {
    await handle.close();
  }
  if (importFormatOf(name, start) === "json") {
    return {
      name,
      async *batches() {
        if ((await stat(path)).size > MAX_JSON_BYTES) throw new ImportFileProblem("tooLarge");
        yield* textImportSource(name, await readFile(path, "utf8")).batches();
      },
    };
  }
  const delimiter = delimiterOf(start.split(/\r?\n/, 1)[0] ?? "");
  return {
    name,
    async *batches() {
      const records = createReadStream(path).pipe(parseStream({ bom: true, columns: columnNames, delimiter, skip_empty_lines: true, relax_column_count: true, info: true }));
      let batch: ImportRow[] = [];
      try {
        for await (const { record, info } of records as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
          batch.push({ line: info.lines, values: record });
          if (batch.length >= BATCH_ROWS) {
            yield batch;
            batch = [];
          }
        }
      } catch (error) {
        if (error instanceof Error && "code" in error && String(error.code).startsWith("CSV_")) throw new ImportFileProblem("unreadable");
        throw error;
      } finally {
        records.destroy();
      }
      if (batch.length > 0) yield batch;
    },
  };
}
