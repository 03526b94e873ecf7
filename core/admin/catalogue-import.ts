import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { slugify } from "#core/text/slugify.ts";
import { dayText, HOME_LANG, parseCents, parseQuantity, TEXT_LIMITS, VISIBILITIES, type AdminProblem, type Visibility } from "./model-form.ts";
import { helsinkiMidnight } from "#core/product/campaign-input.ts";

/**
 * The catalogue's import and export format (docs/import-format.md): one row per variant, keyed by its SKU, in CSV
 * or as a JSON array of the same objects. A row names its model by the model's key (its language-neutral address
 * name); the model's own columns may be repeated on each of its rows and must then agree. An empty cell leaves
 * the stored value as it is; a new model or variant needs its required columns. Checking a file changes nothing:
 * it answers every problem by line and column, and the file is applied only when it has none.
 */

export const FIXED_COLUMNS = ["sku", "model", "brand", "group", "visibility", "colour", "size", "ean", "regular_price", "sale_price", "sale_start", "sale_end", "club_price"] as const;
export const TEXT_COLUMNS = ["name", "short", "description"] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];
export const textColumn = (column: TextColumn, lang: Lang) => `${column}_${lang}`;
export const stockColumn = (storeId: number) => `stock_${storeId}`;

/** Every column of the format for these stores, in the order an export writes them. */
export function importColumns(storeIds: readonly number[]): string[] {
  return [...FIXED_COLUMNS, ...TEXT_COLUMNS.flatMap((column) => LANGUAGES.map((lang) => textColumn(column, lang))), ...storeIds.map(stockColumn)];
}

/** The columns of a row that belong to its model rather than to the variant. */
export function modelColumns(): string[] {
  return ["brand", "group", "visibility", ...TEXT_COLUMNS.flatMap((column) => LANGUAGES.map((lang) => textColumn(column, lang)))];
}

/**
 * Export rows with their model's own columns on the model's first row only (`seen` keeps the models written so
 * far): the texts of six languages repeated on every variant's row would make a file ten times larger, and an
 * empty cell keeps the stored value when the file is imported back.
 */
export function modelColumnsOnce(rows: ReadonlyArray<Record<string, string>>, seen: Set<string>): Array<Record<string, string>> {
  const columns = modelColumns();
  return rows.map((row) => {
    const key = row.model ?? "";
    if (!seen.has(key)) {
      seen.add(key);
      return row;
    }
    const rest = { ...row };
    for (const column of columns) if (column in rest) rest[column] = "";
    return rest;
  });
}

export type ImportProblemCode = AdminProblem | "duplicate" | "conflict" | "unknownColumn";

export interface ImportProblem {
  /** The file's line (the header is line 1), or the JSON array's position plus one. */
  line: number;
  column: string;
  problem: ImportProblemCode;
}

/** What the shop has that rows refer to. */
export interface ImportReferences {
  brands: ReadonlyMap<string, number>;
  groups: ReadonlyMap<string, number>;
  colours: ReadonlySet<string>;
  storeIds: readonly number[];
  /** Variants by SKU, with their model's key. */
  skus: ReadonlyMap<string, { variantId: number; modelId: number; modelKey: string }>;
  models: ReadonlyMap<string, number>;
  /** The SKU each EAN belongs to now. */
  eans: ReadonlyMap<string, string>;
}

export interface PriceChange {
  regularCents?: number;
  saleCents?: number;
  saleStartsAt?: Date;
  saleEndsAt?: Date;
  clubCents?: number;
}

export interface VariantChange {
  line: number;
  sku: string;
  variantId: number | null;
  colourSlug?: string;
  sizeName?: string;
  ean?: string;
  prices: PriceChange;
  stock: Map<number, number>;
}

export interface ModelChange {
  key: string;
  modelId: number | null;
  brandId?: number;
  groupId?: number;
  visibility?: Visibility;
  texts: Partial<Record<Lang, Partial<Record<TextColumn, string>>>>;
  variants: VariantChange[];
}

export interface CheckedImport {
  rows: number;
  problems: ImportProblem[];
  models: ModelChange[];
  counts: { newModels: number; changedModels: number; newVariants: number; changedVariants: number };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_SKU = 40;

/** A Finnish day as typed (YYYY-MM-DD) as the instant it starts; null when it is no day. */
function day(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return null;
  return helsinkiMidnight(value);
}

/** The end of a sale whose last day is `last`: that day's last moment. */
function endOfDay(last: Date): Date {
  return new Date(helsinkiMidnight(dayText(new Date(last.getTime() + DAY_MS + 3 * 60 * 60 * 1000))).getTime() - 1);
}

/** Checks every row against the format and the shop, and gathers the changes by model. */
export function checkImport(rows: ReadonlyArray<{ line: number; values: Readonly<Record<string, string>> }>, references: ImportReferences): CheckedImport {
  const problems: ImportProblem[] = [];
  const known = new Set(importColumns(references.storeIds));
  const reported = new Set<string>();
  for (const row of rows) {
    for (const column of Object.keys(row.values)) {
      if (!known.has(column) && !reported.has(column)) {
        reported.add(column);
        problems.push({ line: row.line, column, problem: "unknownColumn" });
      }
    }
  }
  const models = new Map<string, ModelChange>();
  const skusSeen = new Map<string, number>();
  const eansSeen = new Map<string, string>();
  const counts = { newModels: 0, changedModels: 0, newVariants: 0, changedVariants: 0 };
  for (const { line, values } of rows) {
    const cell = (column: string) => (values[column] ?? "").trim();
    const problem = (column: string, code: ImportProblemCode) => problems.push({ line, column, problem: code });
    const sku = cell("sku");
    if (sku === "") {
      problem("sku", "required");
      continue;
    }
    if (sku.length > MAX_SKU) problem("sku", "tooLong");
    if (skusSeen.has(sku)) problem("sku", "duplicate");
    skusSeen.set(sku, line);
    const existing = references.skus.get(sku);
    const modelKey = cell("model") || existing?.modelKey || "";
    if (modelKey === "") {
      problem("model", "required");
      continue;
    }
    if (existing && cell("model") !== "" && cell("model") !== existing.modelKey) problem("model", "conflict");
    if (slugify(modelKey) !== modelKey) problem("model", "invalid");
    let model = models.get(modelKey);
    if (!model) {
      model = { key: modelKey, modelId: references.models.get(modelKey) ?? (existing?.modelKey === modelKey ? existing.modelId : null), texts: {}, variants: [] };
      models.set(modelKey, model);
    }
    // The model's own columns: the first row that gives one sets it; a later row saying otherwise is a conflict.
    const agree = <K extends "brandId" | "groupId" | "visibility">(key: K, column: string, value: NonNullable<ModelChange[K]>) => {
      if (model[key] !== undefined && model[key] !== value) problem(column, "conflict");
      else model[key] = value;
    };
    const brand = cell("brand");
    if (brand !== "") {
      const id = references.brands.get(brand);
      if (id === undefined) problem("brand", "unknown");
      else agree("brandId", "brand", id);
    }
    const group = cell("group");
    if (group !== "") {
      const id = references.groups.get(group.replace(/^\/+|\/+$/g, ""));
      if (id === undefined) problem("group", "unknown");
      else agree("groupId", "group", id);
    }
    const visibility = cell("visibility");
    if (visibility !== "") {
      if (!(VISIBILITIES as readonly string[]).includes(visibility)) problem("visibility", "invalid");
      else agree("visibility", "visibility", visibility as Visibility);
    }
    for (const lang of LANGUAGES) {
      for (const column of TEXT_COLUMNS) {
        const name = textColumn(column, lang);
        const value = cell(name);
        if (value === "") continue;
        const max = column === "name" ? TEXT_LIMITS.name : column === "short" ? TEXT_LIMITS.short : TEXT_LIMITS.description;
        if (value.length > max) {
          problem(name, "tooLong");
          continue;
        }
        const texts = (model.texts[lang] ??= {});
        if (texts[column] !== undefined && texts[column] !== value) problem(name, "conflict");
        else texts[column] = value;
      }
    }
    const variant: VariantChange = { line, sku, variantId: existing?.variantId ?? null, prices: {}, stock: new Map() };
    const colour = cell("colour");
    if (colour !== "") {
      if (!references.colours.has(colour)) problem("colour", "unknown");
      else variant.colourSlug = colour;
    }
    const size = cell("size");
    if (size !== "") {
      if (size.length > 20) problem("size", "tooLong");
      else variant.sizeName = size;
    }
    const ean = cell("ean");
    if (ean !== "") {
      if (!/^\d{8,14}$/.test(ean)) problem("ean", "invalid");
      else if ((references.eans.get(ean) ?? sku) !== sku || (eansSeen.get(ean) ?? sku) !== sku) problem("ean", "taken");
      else variant.ean = ean;
      eansSeen.set(ean, sku);
    }
    const money = (column: string, key: "regularCents" | "saleCents" | "clubCents") => {
      const value = cell(column);
      if (value === "") return;
      const cents = parseCents(value);
      if (cents === null || Number.isNaN(cents) || cents <= 0) problem(column, "invalid");
      else variant.prices[key] = cents;
    };
    money("regular_price", "regularCents");
    money("sale_price", "saleCents");
    money("club_price", "clubCents");
    const start = cell("sale_start") === "" ? undefined : day(cell("sale_start"));
    const last = cell("sale_end") === "" ? undefined : day(cell("sale_end"));
    if (start === null) problem("sale_start", "invalid");
    else if (start) variant.prices.saleStartsAt = start;
    if (last === null) problem("sale_end", "invalid");
    else if (last) {
      if (start && last < start) problem("sale_end", "endBeforeStart");
      else variant.prices.saleEndsAt = endOfDay(last);
    }
    if (variant.prices.saleCents !== undefined && variant.prices.regularCents !== undefined && variant.prices.saleCents >= variant.prices.regularCents) problem("sale_price", "notBelowRegular");
    for (const storeId of references.storeIds) {
      const value = cell(stockColumn(storeId));
      if (value === "") continue;
      const quantity = parseQuantity(value);
      if (quantity === null) problem(stockColumn(storeId), "invalid");
      else variant.stock.set(storeId, quantity);
    }
    if (variant.variantId === null) {
      if (variant.prices.regularCents === undefined && !problems.some((entry) => entry.line === line && entry.column === "regular_price")) problem("regular_price", "required");
      counts.newVariants++;
    } else counts.changedVariants++;
    model.variants.push(variant);
  }
  for (const model of models.values()) {
    if (model.modelId === null) {
      const line = model.variants[0]?.line ?? 0;
      if (model.brandId === undefined && !problems.some((entry) => entry.line === line && entry.column === "brand")) problems.push({ line, column: "brand", problem: "required" });
      if (model.groupId === undefined && !problems.some((entry) => entry.line === line && entry.column === "group")) problems.push({ line, column: "group", problem: "required" });
      if (!model.texts[HOME_LANG]?.name) problems.push({ line, column: textColumn("name", HOME_LANG), problem: "required" });
      counts.newModels++;
    } else counts.changedModels++;
  }
  problems.sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
  return { rows: rows.length, problems, models: [...models.values()], counts };
}
