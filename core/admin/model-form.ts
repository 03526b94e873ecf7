import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { helsinkiMidnight } from "#core/product/campaign-input.ts";
import { slugify } from "#core/text/slugify.ts";
import type { PricePlan } from "./price-plan.ts";

/**
 * The back office's catalogue forms as typed: each parse takes the posted fields as text and answers either the
 * clean input or a problem per field, named by the field's form name, so the form shows each next to its field
 * and keeps everything typed.
 *
 * - A model needs a brand, a main product group and a name in the home language (Finnish); a language without a
 *   name has no storefront page for the model. A slug left empty is made from the name.
 * - Prices are euros with at most two decimals, above zero. A sale price needs a regular price above it; its
 *   days are whole Finnish days, from the first day's midnight to the end of the last day; the last not before
 *   the first.
 * - Stock quantities are whole numbers from 0 to 999,999.
 */

export const HOME_LANG: Lang = "fi";
/** Public: listed and sold; hidden: sold at its address (and in campaigns) but listed nowhere; staff: staff only. */
export const VISIBILITIES = ["public", "hidden", "staff"] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const TAX_CLASSES = ["standard", "reduced", "books", "zero"] as const;
export const MODEL_FLAGS = ["outlet", "discountsAllowed", "showDiscountPercentage", "onOrder", "extendedRange"] as const;
export type ModelFlag = (typeof MODEL_FLAGS)[number];

export const TEXT_LIMITS = { name: 200, slug: 120, short: 500, description: 50_000, meta: 300, modelnumber: 60 } as const;

export type AdminProblem =
  | "required"
  | "invalid"
  | "tooLong"
  | "notBelowRegular"
  | "endBeforeStart"
  | "taken"
  | "unknown"
  | "tooMany"
  | "tooLarge"
  | "tooLargeTogether"
  | "notPicture"
  | "busy"
  | "noParentText"
  | "noModel"
  | "notPart"
  | "twice"
  | "noPrice"
  | "mainNoPrice"
  | "notBelowParts";
export type Problems = Record<string, AdminProblem>;

export interface ModelTexts {
  name: string;
  slug: string;
  shortDescription: string;
  descriptionHtml: string;
  metaDescription: string;
}

export interface ModelInput {
  brandId: number;
  mainGroupId: number;
  groupIds: number[];
  visibility: Visibility;
  taxClass: (typeof TAX_CLASSES)[number];
  modelnumber: string;
  flags: Record<ModelFlag, boolean>;
  /** Only the languages with a name. */
  texts: Partial<Record<Lang, ModelTexts>>;
  tagIds: number[];
  /** In the order the cards show them. */
  ribbonIds: number[];
  sizeTableId: number | null;
  /** The new model a second-hand one is sold as a used copy of. */
  secondHandParentId: number | null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: Problems };

/** The posted form as a reader of single values and lists. */
export interface FormFields {
  get(name: string): string;
  all(name: string): string[];
}

export function formFields(form: FormData | URLSearchParams): FormFields {
  return {
    get: (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    },
    all: (name) => form.getAll(name).filter((value): value is string => typeof value === "string"),
  };
}

export function textFieldName(field: keyof typeof TEXT_FIELDS, lang: Lang): string {
  return `${TEXT_FIELDS[field]}_${lang}`;
}

const TEXT_FIELDS = { name: "name", slug: "slug", shortDescription: "short", descriptionHtml: "description", metaDescription: "meta" } as const;

function positiveId(value: string): number | null {
  return /^\d{1,9}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null;
}

export interface ModelChoices {
  brandIds: ReadonlySet<number>;
  groupIds: ReadonlySet<number>;
  tagIds: ReadonlySet<number>;
  ribbonIds: ReadonlySet<number>;
  sizeTableIds: ReadonlySet<number>;
}

export function parseModelForm(fields: FormFields, choices: ModelChoices): Parsed<ModelInput> {
  const problems: Problems = {};
  const brandId = positiveId(fields.get("brand"));
  if (fields.get("brand") === "") problems.brand = "required";
  else if (brandId === null || !choices.brandIds.has(brandId)) problems.brand = "unknown";
  const mainGroupId = positiveId(fields.get("mainGroup"));
  if (fields.get("mainGroup") === "") problems.mainGroup = "required";
  else if (mainGroupId === null || !choices.groupIds.has(mainGroupId)) problems.mainGroup = "unknown";
  const groupIds = [...new Set(fields.all("groups").map(positiveId))];
  if (groupIds.some((id) => id === null || !choices.groupIds.has(id))) problems.groups = "unknown";
  const visibility = fields.get("visibility");
  if (!(VISIBILITIES as readonly string[]).includes(visibility)) problems.visibility = "invalid";
  const taxClass = fields.get("taxClass") || "standard";
  if (!(TAX_CLASSES as readonly string[]).includes(taxClass)) problems.taxClass = "invalid";
  const listOf = (name: string, known: ReadonlySet<number>) => {
    const ids = [...new Set(fields.all(name).map(positiveId))];
    if (ids.some((id) => id === null || !known.has(id))) problems[name] = "unknown";
    return ids.filter((id): id is number => id !== null);
  };
  const tagIds = listOf("tags", choices.tagIds);
  const ribbonIds = orderedRibbons(fields, listOf("ribbons", choices.ribbonIds), choices.ribbonIds, problems);
  const sizeTableText = fields.get("sizeTable");
  const sizeTableId = sizeTableText === "" ? null : positiveId(sizeTableText);
  if (sizeTableText !== "" && (sizeTableId === null || !choices.sizeTableIds.has(sizeTableId))) problems.sizeTable = "unknown";
  const parentText = fields.get("secondHandParent").trim();
  const secondHandParentId = parentText === "" ? null : positiveId(parentText);
  if (parentText !== "" && secondHandParentId === null) problems.secondHandParent = "invalid";
  const modelnumber = fields.get("modelnumber").trim();
  if (modelnumber.length > TEXT_LIMITS.modelnumber) problems.modelnumber = "tooLong";
  const texts: Partial<Record<Lang, ModelTexts>> = {};
  for (const lang of LANGUAGES) {
    const read = (field: keyof typeof TEXT_FIELDS) => fields.get(textFieldName(field, lang));
    const name = read("name").trim().replace(/\s+/g, " ");
    const rest = { slug: read("slug").trim(), shortDescription: read("shortDescription").trim(), descriptionHtml: read("descriptionHtml").trim(), metaDescription: read("metaDescription").trim() };
    const limit = (field: keyof typeof TEXT_FIELDS, value: string, max: number) => {
      if (value.length > max) problems[textFieldName(field, lang)] = "tooLong";
    };
    limit("name", name, TEXT_LIMITS.name);
    limit("slug", rest.slug, TEXT_LIMITS.slug);
    limit("shortDescription", rest.shortDescription, TEXT_LIMITS.short);
    limit("descriptionHtml", rest.descriptionHtml, TEXT_LIMITS.description);
    limit("metaDescription", rest.metaDescription, TEXT_LIMITS.meta);
    if (name === "") {
      if (lang === HOME_LANG) problems[textFieldName("name", lang)] = "required";
      continue;
    }
    const slug = rest.slug === "" ? slugify(name) : rest.slug;
    if (slug !== slugify(slug) || slug === "") problems[textFieldName("slug", lang)] = "invalid";
    texts[lang] = { name, ...rest, slug };
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const flags = Object.fromEntries(MODEL_FLAGS.map((flag) => [flag, fields.get(flag) === "on"])) as Record<ModelFlag, boolean>;
  return {
    ok: true,
    value: {
      brandId: brandId!,
      mainGroupId: mainGroupId!,
      groupIds: [...new Set([mainGroupId!, ...(groupIds as number[])])],
      visibility: visibility as Visibility,
      taxClass: taxClass as ModelInput["taxClass"],
      modelnumber,
      flags,
      texts,
      tagIds,
      ribbonIds,
      sizeTableId,
      secondHandParentId,
    },
  };
}

export const ribbonOrderFieldName = (ribbonId: number) => `ribbonOrder_${ribbonId}`;
/** The largest place a ribbon's order field takes. */
const MAX_RIBBON_ORDER = 99;

/**
 * The ticked ribbons in the order the cards show them: by the number typed beside each (1 first), those without
 * a number after the numbered ones, a tie in the order they were posted. A typed number that is not a whole
 * number from 0 to 99 is named, ticked or not.
 */
function orderedRibbons(fields: FormFields, ticked: readonly number[], known: ReadonlySet<number>, problems: Problems): number[] {
  const place = new Map<number, number>();
  for (const ribbonId of known) {
    const text = fields.get(ribbonOrderFieldName(ribbonId)).trim();
    if (text === "") continue;
    if (!/^\d{1,2}$/.test(text) || Number(text) > MAX_RIBBON_ORDER) problems[ribbonOrderFieldName(ribbonId)] = "invalid";
    else place.set(ribbonId, Number(text));
  }
  return ticked
    .map((ribbonId, index) => ({ ribbonId, index, place: place.get(ribbonId) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.place - b.place || a.index - b.index)
    .map((entry) => entry.ribbonId);
}

/** Euros as typed (`49,90`, `49.9`, `1 299`) in cents; null when empty, NaN when no price. */
export function parseCents(value: string): number | null {
  const text = value.trim().replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (text === "") return null;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the form shows them: `49.90`. */
export function centsText(cents: number | null): string {
  return cents === null ? "" : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Finnish day after the one starting at `start`, as YYYY-MM-DD (a day the clocks change has 23 or 25 hours). */
function nextDay(start: Date): string {
  return dayText(new Date(start.getTime() + DAY_MS + 3 * 60 * 60 * 1000));
}

/** A Finnish day as typed (YYYY-MM-DD) as the instant it starts; null when empty, undefined when no day. */
export function parseDay(value: string): Date | null | undefined {
  const text = value.trim();
  if (text === "") return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) return undefined;
  return helsinkiMidnight(text);
}

/** The last moment of a Finnish day (23:59:59.999), so a period ending then names that day rather than the next. */
export function endOfDay(day: Date): Date {
  return new Date(helsinkiMidnight(nextDay(day)).getTime() - 1);
}

/** The Finnish day a sale's start falls on, or the last day of a sale ending at `end` (the day before). */
export function dayText(at: Date | null, { lastDay = false } = {}): string {
  if (at === null) return "";
  const instant = lastDay ? new Date(at.getTime() - 1) : at;
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Helsinki", year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

export const PRICE_FIELDS = ["regular", "sale", "saleStart", "saleEnd", "club", "outdoor"] as const;
export const priceFieldName = (variantId: number, field: (typeof PRICE_FIELDS)[number]) => `${field}_${variantId}`;

/** The price form: one plan per variant of the model, each named by its variant id. */
export function parsePriceForm(fields: FormFields, variantIds: readonly number[]): Parsed<Map<number, PricePlan>> {
  const problems: Problems = {};
  const plans = new Map<number, PricePlan>();
  for (const id of variantIds) {
    const name = (field: (typeof PRICE_FIELDS)[number]) => priceFieldName(id, field);
    const cents = (field: (typeof PRICE_FIELDS)[number]) => {
      const value = parseCents(fields.get(name(field)));
      if (Number.isNaN(value) || value === 0) problems[name(field)] = "invalid";
      return value !== null && Number.isFinite(value) && value > 0 ? value : null;
    };
    const regular = cents("regular");
    if (fields.get(name("regular")).trim() === "") problems[name("regular")] = "required";
    const sale = cents("sale");
    const club = cents("club");
    const outdoor = cents("outdoor");
    const start = parseDay(fields.get(name("saleStart")));
    const lastDay = parseDay(fields.get(name("saleEnd")));
    if (start === undefined) problems[name("saleStart")] = "invalid";
    if (lastDay === undefined) problems[name("saleEnd")] = "invalid";
    if (start && lastDay && lastDay < start) problems[name("saleEnd")] = "endBeforeStart";
    if (regular !== null && sale !== null && sale >= regular) problems[name("sale")] = "notBelowRegular";
    if (regular === null) continue;
    plans.set(id, {
      regularCents: regular,
      saleCents: sale,
      // Days only matter with a sale price; without one they are dropped rather than kept unseen.
      saleStartsAt: sale === null ? null : (start ?? null),
      // The last day's last moment, so the price-ending notice names that day (23:59) rather than the next.
      saleEndsAt: sale === null || !lastDay ? null : endOfDay(lastDay),
      clubCents: club,
      outdoorCents: outdoor,
    });
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, value: plans };
}

export const MAX_QUANTITY = 999_999;

export interface StockLevel {
  variantId: number;
  storeId: number;
  quantity: number;
  blocked: boolean;
}

export interface IncomingStock {
  variantId: number;
  quantity: number;
  /** YYYY-MM-DD, or null for none. */
  on: string | null;
}

export const stockFieldName = (variantId: number, storeId: number) => `qty_${variantId}_${storeId}`;
export const blockedFieldName = (variantId: number, storeId: number) => `blocked_${variantId}_${storeId}`;
export const incomingFieldName = (variantId: number, field: "quantity" | "on") => `incoming${field === "on" ? "On" : "Qty"}_${variantId}`;
export const activeFieldName = (variantId: number) => `active_${variantId}`;

export function parseQuantity(value: string): number | null {
  const text = value.trim();
  if (text === "") return 0;
  return /^\d{1,6}$/.test(text) && Number(text) <= MAX_QUANTITY ? Number(text) : null;
}

/**
 * The stock form: a quantity and a blocked-for-online tick per variant and store, each variant's incoming stock,
 * and whether the variant is shown in the shop at all (a variant not shown is not sold, whatever its stock).
 */
export function parseStockForm(
  fields: FormFields,
  variantIds: readonly number[],
  storeIds: readonly number[],
): Parsed<{ levels: StockLevel[]; incoming: IncomingStock[]; active: Array<{ variantId: number; isActive: boolean }> }> {
  const problems: Problems = {};
  const levels: StockLevel[] = [];
  const incoming: IncomingStock[] = [];
  const active = variantIds.map((variantId) => ({ variantId, isActive: fields.get(activeFieldName(variantId)) === "on" }));
  for (const variantId of variantIds) {
    for (const storeId of storeIds) {
      const quantity = parseQuantity(fields.get(stockFieldName(variantId, storeId)));
      if (quantity === null) problems[stockFieldName(variantId, storeId)] = "invalid";
      else levels.push({ variantId, storeId, quantity, blocked: fields.get(blockedFieldName(variantId, storeId)) === "on" });
    }
    const quantity = parseQuantity(fields.get(incomingFieldName(variantId, "quantity")));
    const on = fields.get(incomingFieldName(variantId, "on")).trim();
    if (quantity === null) problems[incomingFieldName(variantId, "quantity")] = "invalid";
    if (on !== "" && parseDay(on) === undefined) problems[incomingFieldName(variantId, "on")] = "invalid";
    if (quantity !== null && quantity > 0 && on === "") problems[incomingFieldName(variantId, "on")] = "required";
    if (quantity !== null) incoming.push({ variantId, quantity, on: quantity > 0 && on !== "" ? on : null });
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, value: { levels, incoming, active } };
}

export interface NewVariantsInput {
  colours: string[];
  sizes: string[];
  regularCents: number;
}

/** New variants: every picked colour in every size typed (comma separated; none for a model without sizes), with a regular price. */
export function parseNewVariants(fields: FormFields, colourSlugs: ReadonlySet<string>): Parsed<NewVariantsInput> {
  const problems: Problems = {};
  const colours = [...new Set(fields.all("colours"))];
  if (colours.length === 0) problems.colours = "required";
  else if (colours.some((colour) => !colourSlugs.has(colour))) problems.colours = "unknown";
  const sizes = [...new Set(fields.get("sizes").split(",").map((size) => size.trim().replace(/\s+/g, " ")).filter((size) => size !== ""))];
  if (sizes.some((size) => size.length > 20)) problems.sizes = "tooLong";
  if (colours.length * Math.max(1, sizes.length) > 200) problems.sizes = "invalid";
  const regular = parseCents(fields.get("regular"));
  if (regular === null) problems.regular = "required";
  else if (Number.isNaN(regular) || regular === 0) problems.regular = "invalid";
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, value: { colours, sizes, regularCents: regular! } };
}
