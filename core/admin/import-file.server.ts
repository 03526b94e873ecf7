import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

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
    const header = body.split(/\r?\n/, 1)[0] ?? "";
    const delimiter = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ";" : ",";
    const records = parse(body, { columns: (names: string[]) => names.map((name) => name.trim().toLowerCase()), delimiter, skip_empty_lines: true, relax_column_count: true, info: true }) as Array<{
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
