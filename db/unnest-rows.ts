import { sql, type SQL } from "drizzle-orm";

/**
 * Many rows as one FROM item: `unnest($1::int[], $2::text[], ...) as r("a", "b", ...)`, a typed array parameter
 * per column. PostgreSQL reads arrays of plain values several times faster than the same rows as a JSON
 * recordset, which matters for the catalogue import's millions of price and stock rows.
 */
export type UnnestType = "int" | "bigint" | "text" | "bool" | "timestamptz";

export type UnnestColumns = Readonly<Record<string, UnnestType>>;

type Value = string | number | boolean | Date | null | undefined;

const needsEscape = /[\\"]/;
const escaped = /[\\"]/g;

/**
 * One array literal of a column's values. Written per type without a call per value: the catalogue import
 * builds tens of millions of elements, and a callback and a switch per element were a tenth of its time.
 */
function arrayLiteral(values: readonly Value[], type: UnnestType): string {
  const parts: string[] = new Array<string>(values.length);
  switch (type) {
    case "int":
    case "bigint":
      for (let i = 0; i < values.length; i++) {
        const value = values[i];
        if (value === null || value === undefined) parts[i] = "NULL";
        else if (typeof value === "number" && Number.isSafeInteger(value)) parts[i] = `${value}`;
        else throw new TypeError(`not an integer: ${String(value)}`);
      }
      break;
    case "bool":
      for (let i = 0; i < values.length; i++) {
        const value = values[i];
        parts[i] = value === null || value === undefined ? "NULL" : value ? "t" : "f";
      }
      break;
    case "timestamptz": {
      // Rows written at one moment share one instant: it is written out once.
      let last: Value = null;
      let lastText = "NULL";
      for (let i = 0; i < values.length; i++) {
        const value = values[i];
        if (value === null || value === undefined) parts[i] = "NULL";
        else {
          if (value !== last) {
            last = value;
            lastText = `"${value instanceof Date ? value.toISOString() : String(value)}"`;
          }
          parts[i] = lastText;
        }
      }
      break;
    }
    case "text":
      // Quoted, so that NULL, commas, braces and spaces stay a single text element.
      for (let i = 0; i < values.length; i++) {
        const value = values[i];
        if (value === null || value === undefined) parts[i] = "NULL";
        else {
          const text = String(value);
          parts[i] = needsEscape.test(text) ? `"${text.replace(escaped, "\\$&")}"` : `"${text}"`;
        }
      }
      break;
  }
  return `{${parts.join(",")}}`;
}

/** `rows` as a FROM item aliased `r`, its columns named as the keys of `columns` (quoted, so camelCase keeps). */
export function unnestRows(columns: UnnestColumns, rows: readonly object[]): SQL {
  const names = Object.keys(columns);
  const arrays = names.map((name) => {
    const type = columns[name]!;
    return sql`${arrayLiteral(
      rows.map((row) => (row as Record<string, Value>)[name]),
      type,
    )}::${sql.raw(type)}[]`;
  });
  return sql`unnest(${sql.join(arrays, sql`, `)}) as r(${sql.raw(names.map((name) => `"${name.replace(/"/g, '""')}"`).join(", "))})`;
}
