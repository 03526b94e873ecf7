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

/**
 * A 53-bit fingerprint of a text: a model's texts repeated on later rows are compared by it, so that checking a
 * file of any size keeps a few numbers per model instead of its texts.
 */
export function textFingerprint(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A copy of a text that holds nothing else: a parser's values may be slices of the piece of file they were read
 * from, and a key the check keeps for the whole file would keep that piece in memory with it.
 */
function kept(text: string): string {
  return ` ${text}`.slice(1);
}

export type ImportRow = { line: number; values: Readonly<Record<string, string>> };

/** A file to import: its rows in the file's order, a batch at a time, from the start on each call (a pass). */
export interface ImportSource {
  name: string;
  batches(): AsyncIterable<readonly ImportRow[]>;
  /**
   * About how many rows the file has, told without reading them (a CSV file's lines): how an import into an
   * empty or small shop chooses to write. Not every source knows.
   */
  rowsAbout?(): Promise<number>;
}

/** Why a file could not be read as rows at all, raised by a source while it reads. */
export class ImportFileProblem extends Error {
  readonly problem: "unreadable" | "tooLarge";
  constructor(problem: "unreadable" | "tooLarge") {
    super(`import file ${problem}`);
    this.problem = problem;
  }
}

/** What the check keeps of a model between rows: its agreed model columns and where its rows are. */
interface ModelState {
  modelId: number | null;
  brandId?: number;
  groupId?: number;
  visibility?: Visibility;
  /** The fingerprint of each text column (TEXT_SLOTS' order) once a row gave it; NaN before. */
  texts: Float64Array;
  firstLine: number;
  lastLine: number;
  /** Columns with a problem on the model's first line: not also named as missing. */
  firstLineProblems?: Set<string>;
}

/** The text columns in a fixed order, each model's fingerprints kept in one small typed array. */
const TEXT_SLOTS = LANGUAGES.flatMap((lang) => TEXT_COLUMNS.map((column) => textColumn(column, lang)));
const textSlot = new Map(TEXT_SLOTS.map((name, index) => [name, index]));

/** The file's rows as far as checked: what a summary and the apply need. */
export interface ImportCheckResult {
  rows: number;
  problems: ImportProblem[];
  counts: CheckedImport["counts"];
  /** The last line of each model's rows: a model is complete, and can be written, once the file is past it. */
  lastLines: ReadonlyMap<string, number>;
}

/**
 * Checks a file's rows batch by batch, in the file's order, against the format and the shop (`references`
 * answers for the batch's own SKUs, model keys and EANs), keeping per model only its agreed columns and
 * fingerprints of its texts, so that a file of any size is checked in bounded memory. Each batch answers the
 * changes its rows make, by model: a model's rows may be spread over several batches (see `assembleModels`).
 */
export class ImportCheck {
  private readonly problems: ImportProblem[] = [];
  private readonly known: Set<string>;
  private readonly reported = new Set<string>();
  private readonly models = new Map<string, ModelState>();
  private readonly skusSeen = new Set<string>();
  private readonly eansSeen = new Map<string, string>();
  private readonly counts = { newModels: 0, changedModels: 0, newVariants: 0, changedVariants: 0 };
  private rowCount = 0;
  /** A model's rows came apart: another model's rows between them. */
  private scatteredRows = false;
  private lastKey = "";
  private lastKeyValid = true;
  private readonly storeIds: readonly number[];

  constructor(storeIds: readonly number[]) {
    this.storeIds = storeIds;
    this.known = new Set(importColumns(storeIds));
  }

  /** Checks a batch; answers its rows' changes grouped by model, in the order the models first appear. */
  check(rows: readonly ImportRow[], references: ImportReferences): ModelChange[] {
    const fragments = new Map<string, ModelChange>();
    for (const row of rows) this.checkRow(row, references, fragments);
    return [...fragments.values()];
  }

  private checkRow({ line, values }: ImportRow, references: ImportReferences, fragments: Map<string, ModelChange>): void {
    this.rowCount++;
    const problems = this.problems;
    for (const column of Object.keys(values)) {
      if (!this.known.has(column) && !this.reported.has(column)) {
        this.reported.add(column);
        problems.push({ line, column, problem: "unknownColumn" });
      }
    }
    const cell = (column: string) => (values[column] ?? "").trim();
    let state: ModelState | undefined;
    const problem = (column: string, code: ImportProblemCode) => {
      problems.push({ line, column, problem: code });
      if (state && state.firstLine === line) (state.firstLineProblems ??= new Set()).add(column);
    };
    const sku = cell("sku");
    if (sku === "") return problem("sku", "required");
    if (sku.length > MAX_SKU) problem("sku", "tooLong");
    if (this.skusSeen.has(sku)) problem("sku", "duplicate");
    this.skusSeen.add(kept(sku));
    const existing = references.skus.get(sku);
    const modelKey = cell("model") || existing?.modelKey || "";
    if (modelKey === "") return problem("model", "required");
    if (existing && cell("model") !== "" && cell("model") !== existing.modelKey) problem("model", "conflict");
    // A model's rows mostly follow each other: its key is checked once for the run of rows that name it.
    state = this.models.get(modelKey);
    if (modelKey !== this.lastKey) {
      if (state) this.scatteredRows = true;
      this.lastKey = modelKey;
      this.lastKeyValid = slugify(modelKey) === modelKey;
    }
    if (!this.lastKeyValid) problem("model", "invalid");
    if (!state) {
      const modelId = references.models.get(modelKey) ?? (existing?.modelKey === modelKey ? existing.modelId : null);
      state = { modelId, texts: new Float64Array(TEXT_SLOTS.length).fill(Number.NaN), firstLine: line, lastLine: line };
      this.models.set(kept(modelKey), state);
      if (modelId === null) this.counts.newModels++;
      else this.counts.changedModels++;
    }
    state.lastLine = line;
    const model = state;
    let fragment = fragments.get(modelKey);
    if (!fragment) {
      fragment = { key: modelKey, modelId: model.modelId, texts: {}, variants: [] };
      fragments.set(modelKey, fragment);
    }
    // The model's own columns: the first row that gives one sets it; a later row saying otherwise is a conflict.
    const agree = <K extends "brandId" | "groupId" | "visibility">(key: K, column: string, value: NonNullable<ModelState[K]>) => {
      if (model[key] !== undefined && model[key] !== value) problem(column, "conflict");
      else {
        model[key] = value;
        fragment[key] = value as ModelChange[K];
      }
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
        const fingerprint = textFingerprint(value);
        const slot = textSlot.get(name)!;
        const before = model.texts[slot]!;
        if (!Number.isNaN(before) && before !== fingerprint) problem(name, "conflict");
        else {
          model.texts[slot] = fingerprint;
          (fragment.texts[lang] ??= {})[column] = value;
        }
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
      else if ((references.eans.get(ean) ?? sku) !== sku || (this.eansSeen.get(ean) ?? sku) !== sku) problem("ean", "taken");
      else variant.ean = ean;
      if (!this.eansSeen.has(ean)) this.eansSeen.set(kept(ean), kept(sku));
    }
    let regularProblem = false;
    const money = (column: string, key: "regularCents" | "saleCents" | "clubCents") => {
      const value = cell(column);
      if (value === "") return;
      const cents = parseCents(value);
      if (cents === null || Number.isNaN(cents) || cents <= 0) {
        problem(column, "invalid");
        if (key === "regularCents") regularProblem = true;
      } else variant.prices[key] = cents;
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
    for (const storeId of this.storeIds) {
      const value = cell(stockColumn(storeId));
      if (value === "") continue;
      const quantity = parseQuantity(value);
      if (quantity === null) problem(stockColumn(storeId), "invalid");
      else variant.stock.set(storeId, quantity);
    }
    if (variant.variantId === null) {
      if (variant.prices.regularCents === undefined && !regularProblem) problem("regular_price", "required");
      this.counts.newVariants++;
    } else this.counts.changedVariants++;
    fragment.variants.push(variant);
  }

  /** Whether a model's rows so far came apart (another model's rows between them): see `current`. */
  get scattered(): boolean {
    return this.scatteredRows;
  }

  /** The model the last row checked named. While the rows are not scattered, every other model read is complete. */
  get current(): string {
    return this.lastKey;
  }

  /** The rows checked so far and the models and variants they create and change. */
  get soFar(): { rows: number; counts: CheckedImport["counts"] } {
    return { rows: this.rowCount, counts: { ...this.counts } };
  }

  /** Problems found so far, without those `finish` adds for what a new model misses. */
  get problemCount(): number {
    return this.problems.length;
  }

  /** What a new model misses of its required columns, as problems on its first line. */
  private missing(model: ModelState): ImportProblem[] {
    if (model.modelId !== null) return [];
    const line = model.firstLine;
    const problems: ImportProblem[] = [];
    if (model.brandId === undefined && !model.firstLineProblems?.has("brand")) problems.push({ line, column: "brand", problem: "required" });
    if (model.groupId === undefined && !model.firstLineProblems?.has("group")) problems.push({ line, column: "group", problem: "required" });
    if (Number.isNaN(model.texts[textSlot.get(textColumn("name", HOME_LANG))!]!)) problems.push({ line, column: textColumn("name", HOME_LANG), problem: "required" });
    return problems;
  }

  /** Whether a model read so far is complete enough to write: a new one needs its brand, group and home name. */
  writable(key: string): boolean {
    const model = this.models.get(key);
    return model !== undefined && this.missing(model).length === 0;
  }

  /** The whole file's problems (with what a new model misses), counts and the models' last lines. */
  finish(): ImportCheckResult {
    const problems = [...this.problems];
    const lastLines = new Map<string, number>();
    for (const [key, model] of this.models) {
      lastLines.set(key, model.lastLine);
      problems.push(...this.missing(model));
    }
    problems.sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
    return { rows: this.rowCount, problems, counts: { ...this.counts }, lastLines };
  }
}

/**
 * Joins the batches' changes of each model into the whole model, and answers the models whose rows are all
 * read, in the order they were completed. `complete(key, throughLine)` tells whether a model's rows are all read
 * once the file is read through that line: with the models' last lines from a first pass, whether the file is
 * past its last line (`ModelAssembly.byLastLines`). `flush` answers the rest.
 */
export class ModelAssembly {
  private readonly open = new Map<string, ModelChange>();
  private readonly complete: (key: string, throughLine: number) => boolean;

  constructor(complete: (key: string, throughLine: number) => boolean) {
    this.complete = complete;
  }

  static byLastLines(lastLines: ReadonlyMap<string, number>): ModelAssembly {
    return new ModelAssembly((key, throughLine) => (lastLines.get(key) ?? 0) <= throughLine);
  }

  add(fragments: readonly ModelChange[], throughLine: number): ModelChange[] {
    for (const fragment of fragments) {
      const model = this.open.get(fragment.key);
      if (!model) {
        this.open.set(fragment.key, fragment);
        continue;
      }
      for (const key of ["brandId", "groupId", "visibility"] as const) if (fragment[key] !== undefined) (model as Record<typeof key, unknown>)[key] = fragment[key];
      for (const [lang, texts] of Object.entries(fragment.texts) as Array<[Lang, Partial<Record<TextColumn, string>>]>) model.texts[lang] = { ...model.texts[lang], ...texts };
      model.variants.push(...fragment.variants);
    }
    const complete: ModelChange[] = [];
    for (const [key, model] of this.open) {
      if (!this.complete(key, throughLine)) continue;
      complete.push(model);
      this.open.delete(key);
    }
    return complete;
  }

  flush(): ModelChange[] {
    const rest = [...this.open.values()];
    this.open.clear();
    return rest;
  }
}

/** Checks rows held in memory (an upload): the whole file's changes by model, or its problems. */
export function checkImport(rows: readonly ImportRow[], references: ImportReferences, storeIds: readonly number[] = references.storeIds): CheckedImport {
  const check = new ImportCheck(storeIds);
  const fragments = check.check(rows, references);
  const result = check.finish();
  return { rows: result.rows, problems: result.problems, counts: result.counts, models: fragments };
}
