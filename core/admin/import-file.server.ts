import { createReadStream } from "node:fs";
import { open, readFile, stat } from "node:fs/promises";
import Papa from "papaparse";
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

/**
 * A CSV file's records, read from the text given to `read` piece by piece (a stream's chunks, or a whole file
 * once). The first record names the columns; an empty line is skipped; each row carries the line it starts on
 * (a quoted value may hold line breaks), the header being line 1. The separator, a comma or (as spreadsheets in
 * Finnish write them) a semicolon, and the line break are taken from the header line.
 */
class CsvReader {
  private readonly parser: Papa.Parser;
  private columns: string[] | null = null;
  private nextLine = 1;
  /** The text after the last complete record, read again with the next piece. */
  private rest = "";

  constructor(start: string) {
    const header = start.split(/\r?\n|\r/, 1)[0] ?? "";
    const delimiter = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ";" : ",";
    const newline = start.startsWith(`${header}\r\n`) ? "\r\n" : start.startsWith(`${header}\r`) ? "\r" : "\n";
    this.parser = new Papa.Parser({ delimiter, newline });
  }

  /** The complete records of the text read so far as rows; `last` says the text has ended. */
  read(piece: string, last: boolean): ImportRow[] {
    const text = this.rest + piece;
    const parsed = this.parser.parse(text, 0, !last) as Papa.ParseResult<string[]>;
    if (parsed.errors.some((error) => error.type === "Quotes")) throw new ImportFileProblem("unreadable");
    this.rest = last ? "" : text.slice(parsed.meta.cursor);
    const rows: ImportRow[] = [];
    for (const fields of parsed.data) {
      const row = this.row(fields);
      if (row !== null) rows.push(row);
    }
    return rows;
  }

  private row(fields: readonly string[]): ImportRow | null {
    const line = this.nextLine;
    this.nextLine += 1;
    for (const field of fields) {
      for (let at = field.indexOf("\n"); at >= 0; at = field.indexOf("\n", at + 1)) this.nextLine++;
    }
    if (fields.length === 1 && fields[0] === "") return null;
    if (this.columns === null) {
      this.columns = fields.map((name, index) => (index === 0 ? name.replace(/^\uFEFF/, "") : name).trim().toLowerCase());
      return null;
    }
    const columns = this.columns;
    const values: Record<string, string> = {};
    // A short row leaves its last columns empty; values past the named columns are ignored.
    const count = Math.min(columns.length, fields.length);
    for (let index = 0; index < count; index++) values[columns[index]!] = fields[index]!;
    return { line, values };
  }
}

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
    const rows = new CsvReader(body).read(body, true);
    if (rows.length === 0) return { ok: false, problem: "empty" };
    if (rows.length > maxRows) return { ok: false, problem: "tooManyRows" };
    return { ok: true, rows };
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

export const PIECE_BYTES = 64 * 1024;

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
  return {
    name,
    async rowsAbout() {
      // The line breaks of the file's first megabyte, scaled to its size: a guess, not a second read of the file
      // (quoted values holding line breaks only make it a little high).
      const size = (await stat(path)).size;
      const sample = Buffer.alloc(Math.min(size, 1 << 20));
      const file = await open(path);
      try {
        await file.read(sample, 0, sample.length, 0);
      } finally {
        await file.close();
      }
      let lines = 0;
      for (let at = sample.indexOf(10); at >= 0; at = sample.indexOf(10, at + 1)) lines++;
      return Math.max(0, Math.round(sample.length === 0 ? 0 : (lines * size) / sample.length) - 1);
    },
    async *batches() {
      const csv = new CsvReader(start);
      let batch: ImportRow[] = [];
      // The stream's pieces of 64 KiB, each parsed in one call (larger pieces decode and parse slower); it decodes
      // UTF-8 across their edges.
      for await (const piece of createReadStream(path, { encoding: "utf8", highWaterMark: PIECE_BYTES }) as AsyncIterable<string>) {
        for (const row of csv.read(piece, false)) {
          batch.push(row);
          if (batch.length >= BATCH_ROWS) {
            yield batch;
            batch = [];
          }
        }
      }
      batch.push(...csv.read("", true));
      for (let start = 0; start < batch.length; start += BATCH_ROWS) yield batch.slice(start, start + BATCH_ROWS);
    },
  };
}
