import { formatNumber } from "#i18n/format.ts";
import { LOCALE_BY_LANG, type Lang } from "#i18n/languages.ts";

/** A model property as the product answer gives it (model_properties): one entry per value. */
export interface PropertyEntry {
  slug: string;
  /** The property's name; a unit may follow in square brackets ("Paino [g]"). */
  name: string;
  value: string;
  is_for_one_item: boolean;
}

/** One row of the Details list: a property with all its values. */
export interface PropertyRow {
  slug: string;
  name: string;
  unit: string | null;
  values: string[];
  /** Some value holds for one item of a pair or set. */
  forOneItem: boolean;
}

const UNIT_IN_NAME = /^(.*\S)\s*\[([^\]]+)\]\s*$/;

/** The name and the unit of a property name that carries its unit in square brackets: "Paino [g]" -> Paino, g. */
export function splitUnit(label: string): { name: string; unit: string | null } {
  const match = UNIT_IN_NAME.exec(label.trim());
  if (!match) return { name: label.trim(), unit: null };
  return { name: match[1]!, unit: match[2]!.trim() || null };
}

/**
 * The Details rows: one per property, in the order the properties come, with every value of a
 * multi-valued property in its own order (a value listed twice once) and the unit taken out of the name.
 */
export function propertyRows(entries: readonly PropertyEntry[]): PropertyRow[] {
  const rows = new Map<string, PropertyRow>();
  for (const entry of entries) {
    const key = entry.slug || entry.name;
    const row = rows.get(key);
    if (row) {
      if (entry.value && !row.values.includes(entry.value)) row.values.push(entry.value);
      row.forOneItem ||= entry.is_for_one_item;
      continue;
    }
    const { name, unit } = splitUnit(entry.name);
    rows.set(key, { slug: entry.slug, name, unit, values: entry.value ? [entry.value] : [], forOneItem: entry.is_for_one_item });
  }
  return [...rows.values()];
}

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

const lists = new Map<Lang, Intl.ListFormat>();

function listFormat(lang: Lang): Intl.ListFormat {
  let list = lists.get(lang);
  if (!list) {
    list = new Intl.ListFormat(LOCALE_BY_LANG[lang], { type: "conjunction" });
    lists.set(lang, list);
  }
  return list;
}

/**
 * A row's values as the page shows them in `lang`: a plain number with the language's separators, the unit
 * after each value ("240 g", a no-break space between), several values as a list of the language
 * ("Waterproof, Packable and Reflective").
 */
export function propertyValueText(row: Pick<PropertyRow, "unit" | "values">, lang: Lang): string {
  const values = row.values.map((value) => {
    const shown = PLAIN_NUMBER.test(value) ? formatNumber(Number(value), lang, { maximumFractionDigits: 3 }) : value;
    return row.unit ? `${shown}\u00a0${row.unit}` : shown;
  });
  return listFormat(lang).format(values);
}
