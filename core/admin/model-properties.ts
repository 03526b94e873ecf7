import type { FormFields, Parsed, Problems } from "./model-form.ts";

/**
 * A model's technical properties as staff set them: a number for each measured property (weight in grams, water
 * column in millimetres...), and the named values of each chosen property (gender, material...). What the product
 * page lists under its technical details and what the listings' property filters match.
 */

export interface PropertyChoice {
  id: number;
  slug: string;
  name: string;
  unit: string | null;
  kind: "range" | "checkbox";
  values: Array<{ id: number; slug: string; name: string }>;
}

/** One stored row: a named value of a checkbox property, or a range property's number. */
export interface ModelProperty {
  typeId: number;
  valueId: number | null;
  valueNum: number | null;
  /** The number is of one item of a pair or set (one shoe's weight). */
  isForOneItem: boolean;
}

export const propertyFieldName = (slug: string) => `property-${slug}`;
export const propertyOneItemFieldName = (slug: string) => `property-${slug}-one`;

/** The largest number the database keeps (numeric(14, 3)). */
const MAX_VALUE = 99_999_999_999;

/** A number as typed, with a decimal comma or point and spaces between thousands; null when it is none. */
function parseNumber(text: string): number | null {
  const clean = text.trim().replace(/[\s\u00a0]/g, "").replace(",", ".").replace(/^\u2212/, "-");
  if (!/^-?\d+(\.\d{1,3})?$/.test(clean)) return null;
  const value = Number(clean);
  return Math.abs(value) <= MAX_VALUE ? value : null;
}

/**
 * The properties form: every property type's field; an empty number or no ticked value leaves the property
 * off the model. A number with more than three decimals, or a value the property does not have, is named.
 */
export function parsePropertiesForm(fields: FormFields, choices: readonly PropertyChoice[]): Parsed<ModelProperty[]> {
  const problems: Problems = {};
  const rows: ModelProperty[] = [];
  for (const choice of choices) {
    const name = propertyFieldName(choice.slug);
    if (choice.kind === "range") {
      const text = fields.get(name).trim();
      if (text === "") continue;
      const value = parseNumber(text);
      if (value === null) problems[name] = "invalid";
      else rows.push({ typeId: choice.id, valueId: null, valueNum: value, isForOneItem: fields.get(propertyOneItemFieldName(choice.slug)) === "on" });
      continue;
    }
    const known = new Map(choice.values.map((value) => [value.slug, value.id]));
    const ticked = [...new Set(fields.all(name))];
    if (ticked.some((slug) => !known.has(slug))) {
      problems[name] = "unknown";
      continue;
    }
    // In the property's own order of values, whatever order the form sent them in.
    for (const value of choice.values) if (ticked.includes(value.slug)) rows.push({ typeId: choice.id, valueId: value.id, valueNum: null, isForOneItem: false });
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, value: rows };
}

/** The properties as the audit log shows them: `slug: value` in the form's order. */
export function propertiesForAudit(rows: readonly ModelProperty[], choices: readonly PropertyChoice[]): string[] {
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  return rows.map((row) => {
    const choice = byId.get(row.typeId);
    const value = row.valueId !== null ? (choice?.values.find((entry) => entry.id === row.valueId)?.slug ?? String(row.valueId)) : `${row.valueNum}${row.isForOneItem ? " (one item)" : ""}`;
    return `${choice?.slug ?? row.typeId}: ${value}`;
  });
}
