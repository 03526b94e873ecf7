import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { HOME_LANG, parseCents, type FormFields, type Problems } from "./model-form.ts";
import { priceInTaxArea } from "./price-plan.ts";

/**
 * A model's bundles as staff set them on its editor: other models sold together with it on its page at a price of
 * their own. The rules:
 *
 * - An ordinary model is the first part of every bundle of its own, once; the bundle lists the other models, each
 *   with a quantity from 1 to 99, at least one of them. A package model (one sold only as its bundle) is no part of
 *   it: its bundle lists at least two models. A model is in a bundle once; a package or a gift card is no part.
 * - A part is named by its model id or by the SKU of one of its variants: a number that is a model's id names that
 *   model, anything else is looked up as a SKU. An emptied row leaves the bundle.
 * - The regular price is the sum of the parts' prices, worked out when the bundle is saved: each part's lowest
 *   regular price among its variants in the shop, times its quantity. The bundle's price is typed in euros, with
 *   VAT of the home tax area, and must be below that sum; a part without a price cannot be summed and is named.
 * - Both prices are kept for every tax area, converted by the main model's VAT class as its variants' prices are.
 * - Names and descriptions per language; the Finnish name is required. A language without a name shows the
 *   Finnish texts.
 */

export const BUNDLE_NAME_LIMIT = 200;
export const BUNDLE_DESCRIPTION_LIMIT = 2_000;
/** The part rows a bundle's form posts at most. */
export const MAX_BUNDLE_PARTS = 12;
/** Empty rows the form offers below the stored parts, for adding models. */
export const NEW_PART_ROWS = 3;
export const MAX_PART_QUANTITY = 99;
const MAX_BUNDLE_ORDER = 9_999;

export const bundleFieldName = {
  bundle: "bundle",
  active: "bundleActive",
  order: "bundleOrder",
  price: "bundlePrice",
  name: (lang: Lang) => `bundleName_${lang}`,
  description: (lang: Lang) => `bundleDescription_${lang}`,
  part: (row: number) => `bundlePart_${row}`,
  quantity: (row: number) => `bundleQuantity_${row}`,
} as const;

export interface BundleTexts {
  name: string;
  description: string;
}

/** A bundle as the editor shows it and the audit log compares it; prices are the home tax area's. */
export interface AdminBundle {
  id: number;
  isActive: boolean;
  sortOrder: number;
  texts: Partial<Record<Lang, BundleTexts>>;
  /** The listed models in their order (an ordinary main model, in every bundle of its own, is not listed). */
  parts: Array<{ modelId: number; quantity: number; name: string }>;
  activeCents: number | null;
  regularCents: number | null;
}

export interface ModelBundles {
  /** A package model is sold only as its bundle and is no part of it. */
  isPackage: boolean;
  bundles: AdminBundle[];
}

/** What the rules need to know of a model named as a part (or of the main model). */
export interface PartModel {
  modelId: number;
  /** A package or a gift card: no part of a bundle. */
  sellsAlone: boolean;
  /** The lowest regular price (home tax area, with VAT) among its variants in the shop; null when none has one. */
  lowestRegularCents: number | null;
}

export interface BundleForm {
  /** null for a new bundle. */
  bundleId: number | null;
  isActive: boolean;
  sortOrder: number;
  texts: Partial<Record<Lang, BundleTexts>>;
  /** The rows with a model typed, in the form's order. */
  parts: Array<{ row: number; text: string; quantity: number }>;
  activeCents: number;
}

export interface BundleWrite {
  isActive: boolean;
  sortOrder: number;
  texts: Partial<Record<Lang, BundleTexts>>;
  parts: Array<{ modelId: number; quantity: number }>;
  prices: Array<{ taxAreaId: number; activeCents: number; regularCents: number }>;
}

/** The writes of a model's bundles, inside the back office's transaction. */
export interface BundleTx {
  /** The model's bundles, their parts named in `lang`. */
  bundles(mainModelId: number, lang: Lang): Promise<ModelBundles>;
  /** The models some part rows name: by model id and by a variant's SKU. */
  partModels(ids: readonly number[], skus: readonly string[]): Promise<{ byId: Map<number, PartModel>; bySku: Map<string, PartModel> }>;
  /** Writes a new bundle (id null) or replaces a stored one's fields, texts, parts and prices; answers its id. */
  writeBundle(mainModelId: number, bundleId: number | null, bundle: BundleWrite): Promise<number>;
  deleteBundle(mainModelId: number, bundleId: number): Promise<void>;
}

/** Which bundle a form is of: `new`, or a stored bundle's id; undefined when it names neither. */
export function bundleIdOf(fields: FormFields): number | null | undefined {
  const text = fields.get(bundleFieldName.bundle).trim();
  if (text === "new") return null;
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** The bundle form as typed: the bundle and each field's problem (the parts are looked up afterwards). */
export function parseBundleForm(fields: FormFields): { value: BundleForm; problems: Problems } {
  const problems: Problems = {};
  const orderText = fields.get(bundleFieldName.order).trim();
  let sortOrder = 0;
  if (orderText !== "") {
    if (/^\d{1,4}$/.test(orderText) && Number(orderText) <= MAX_BUNDLE_ORDER) sortOrder = Number(orderText);
    else problems[bundleFieldName.order] = "invalid";
  }
  const texts: Partial<Record<Lang, BundleTexts>> = {};
  for (const lang of LANGUAGES) {
    const name = fields.get(bundleFieldName.name(lang)).trim().replace(/\s+/g, " ");
    const description = fields.get(bundleFieldName.description(lang)).trim();
    if (name.length > BUNDLE_NAME_LIMIT) problems[bundleFieldName.name(lang)] = "tooLong";
    if (description.length > BUNDLE_DESCRIPTION_LIMIT) problems[bundleFieldName.description(lang)] = "tooLong";
    if (name === "") {
      if (lang === HOME_LANG) problems[bundleFieldName.name(lang)] = "required";
      // A description without a name would never show: the language shows the Finnish texts.
      else if (description !== "") problems[bundleFieldName.name(lang)] = "required";
      continue;
    }
    texts[lang] = { name, description };
  }
  const parts: BundleForm["parts"] = [];
  for (let row = 0; row < MAX_BUNDLE_PARTS; row += 1) {
    const text = fields.get(bundleFieldName.part(row)).trim();
    if (text === "") continue;
    if (text.length > 60) problems[bundleFieldName.part(row)] = "invalid";
    const quantityText = fields.get(bundleFieldName.quantity(row)).trim();
    let quantity = 1;
    if (quantityText !== "") {
      if (/^\d{1,2}$/.test(quantityText) && Number(quantityText) >= 1 && Number(quantityText) <= MAX_PART_QUANTITY) quantity = Number(quantityText);
      else problems[bundleFieldName.quantity(row)] = "invalid";
    }
    parts.push({ row, text, quantity });
  }
  const price = parseCents(fields.get(bundleFieldName.price));
  if (price === null) problems[bundleFieldName.price] = "required";
  else if (Number.isNaN(price) || price === 0) problems[bundleFieldName.price] = "invalid";
  return {
    value: { bundleId: null, isActive: fields.get(bundleFieldName.active) === "on", sortOrder, texts, parts, activeCents: price !== null && Number.isFinite(price) ? price : 0 },
    problems,
  };
}

/** The model ids and SKUs the part rows name, for one look-up. */
export function partReferences(parts: BundleForm["parts"]): { ids: number[]; skus: string[] } {
  const ids = parts.map((part) => part.text).filter((text) => /^\d{1,9}$/.test(text)).map(Number);
  return { ids: [...new Set(ids)], skus: [...new Set(parts.map((part) => part.text))] };
}

/**
 * The bundle's parts and its regular price (home tax area), or each part row's problem: a model not found, one
 * that is no part (a package or a gift card, or the main model of its own bundle), one listed twice, one without a
 * price; too few parts; a price not below the sum.
 */
export function resolveBundle(
  form: BundleForm,
  found: { byId: ReadonlyMap<number, PartModel>; bySku: ReadonlyMap<string, PartModel> },
  main: { model: PartModel; isPackage: boolean },
): { parts: Array<{ modelId: number; quantity: number }>; regularCents: number; problems: Problems } {
  const problems: Problems = {};
  const parts: Array<{ modelId: number; quantity: number }> = [];
  const seen = new Set<number>(main.isPackage ? [] : [main.model.modelId]);
  let regularCents = main.isPackage ? 0 : (main.model.lowestRegularCents ?? 0);
  let priced = main.isPackage || main.model.lowestRegularCents !== null;
  if (!priced) problems[bundleFieldName.price] = "mainNoPrice";
  for (const part of form.parts) {
    const field = bundleFieldName.part(part.row);
    const model = (/^\d{1,9}$/.test(part.text) ? found.byId.get(Number(part.text)) : undefined) ?? found.bySku.get(part.text);
    if (!model) problems[field] = "noModel";
    else if (model.sellsAlone || (main.isPackage && model.modelId === main.model.modelId)) problems[field] = "notPart";
    else if (seen.has(model.modelId)) problems[field] = "twice";
    else if (model.lowestRegularCents === null) problems[field] = "noPrice";
    if (!model || problems[field]) {
      priced = false;
      continue;
    }
    seen.add(model.modelId);
    parts.push({ modelId: model.modelId, quantity: part.quantity });
    regularCents += model.lowestRegularCents! * part.quantity;
  }
  const needed = main.isPackage ? 2 : 1;
  if (form.parts.length < needed) {
    // Named on the first empty row, where the missing model is to be typed.
    const used = new Set(form.parts.map((part) => part.row));
    let row = 0;
    while (used.has(row)) row += 1;
    problems[bundleFieldName.part(row)] = "required";
  }
  if (priced && form.parts.length >= needed && form.activeCents > 0 && form.activeCents >= regularCents) problems[bundleFieldName.price] = "notBelowParts";
  return { parts, regularCents, problems };
}

/** Both prices in every tax area, from the home tax area's by the main model's VAT class. */
export function bundleAreaPrices(activeCents: number, regularCents: number, rates: { homeBp: number; areas: ReadonlyArray<{ id: number; rateBp: number }> }): BundleWrite["prices"] {
  return rates.areas.map((area) => ({
    taxAreaId: area.id,
    activeCents: priceInTaxArea(activeCents, rates.homeBp, area.rateBp),
    regularCents: priceInTaxArea(regularCents, rates.homeBp, area.rateBp),
  }));
}

/** A bundle as the audit log keeps it. */
export function bundleForAudit(bundle: AdminBundle): Record<string, unknown> {
  return {
    active: bundle.isActive,
    order: bundle.sortOrder,
    texts: bundle.texts,
    parts: bundle.parts.map((part) => `${part.modelId} × ${part.quantity}`),
    activeCents: bundle.activeCents,
    regularCents: bundle.regularCents,
  };
}
