import { createHash, randomBytes } from "node:crypto";
import { DomainError } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import { slugify } from "#core/text/slugify.ts";
import {
  parseModelForm,
  parseNewVariants,
  parsePriceForm,
  parseStockForm,
  textFieldName,
  type FormFields,
  type IncomingStock,
  type ModelInput,
  type Parsed,
  type Problems,
  type StockLevel,
  type Visibility,
} from "./model-form.ts";
import { derivePrices, lowestIn30Days, nextPriceChange, priceInTaxArea, type DerivedPrices, type PricePeriod, type PricePlan, type PriceType } from "./price-plan.ts";
import { PAGE_SIZE, type ModelSort } from "./model-query.ts";
import { parsePropertiesForm, propertiesForAudit, type ModelProperty, type PropertyChoice } from "./model-properties.ts";
import { bundleAreaPrices, bundleForAudit, bundleIdOf, parseBundleForm, partReferences, resolveBundle, type BundleTx, type ModelBundles } from "./model-bundles.ts";
import {
  checkImport,
  ImportCheck,
  ImportFileProblem,
  importColumns,
  ModelAssembly,
  modelColumnsOnce,
  type CheckedImport,
  type ImportCheckResult,
  type ImportProblem,
  type ImportReferences,
  type ImportRow,
  type ImportSource,
  type ModelChange,
} from "./catalogue-import.ts";
import { importFormatOf, readImportFile, type ImportFormat } from "./import-file.server.ts";
import {
  imagesForAudit,
  parsePictureChoice,
  parsePictureEdits,
  PICTURE_FILES_FIELD,
  uploadProblem,
  type AdminImage,
  type EncodedPicture,
  type PictureEncoder,
  type PictureTx,
} from "./model-pictures.ts";
import { requireAdmin, requireScope, requireStaff, TOKEN_SCOPES, type Actor, type StaffActor, type SystemActor, type TokenActor, type TokenScope } from "./roles.ts";

/**
 * The back office's catalogue work: finding models, editing a model, its prices and stock, adding variants and
 * models, the audit log, integration tokens and the integration clients' stock updates. Every change is checked
 * against the actor's role, written in one transaction with its audit row and the catalogue read model's rows,
 * and refused when the model changed since the form was opened (its version).
 */


export interface ModelQuery {
  /** A name (any language, brand included), a SKU, an EAN or a model id. */
  text: string;
  brandId: number | null;
  groupId: number | null;
  visibility: Visibility | null;
  sort: ModelSort;
  page: number;
  lang: Lang;
}

export interface ModelRow {
  id: number;
  name: string;
  brand: string;
  group: string;
  variants: number;
  visibility: Visibility;
  updatedAt: Date;
}

export interface AdminVariant {
  id: number;
  sku: string;
  ean: string | null;
  colourSlug: string | null;
  colourName: string;
  sizeName: string;
  isActive: boolean;
  /** The staff's plan; for a variant priced before the back office, its current prices read as one. */
  plan: PricePlan;
  /** What shoppers see now in the home tax area. */
  current: { activeCents: number; lowest30dCents: number | null; priceType: PriceType } | null;
  stock: Record<number, { quantity: number; reserved: number; blocked: boolean }>;
  incomingQuantity: number;
  incomingOn: string | null;
}

export interface AdminModel {
  id: number;
  version: number;
  slug: string;
  brandId: number;
  brandSlug: string;
  mainGroupId: number | null;
  groupIds: number[];
  visibility: Visibility;
  taxClass: string;
  modelnumber: string;
  flags: ModelInput["flags"];
  texts: Partial<Record<Lang, { name: string; slug: string; shortDescription: string; descriptionHtml: string; metaDescription: string }>>;
  tagIds: number[];
  ribbonIds: number[];
  sizeTableId: number | null;
  secondHandParentId: number | null;
  properties: ModelProperty[];
  /** Its bundles, and whether it is a package (sold only as its bundle). */
  bundles: ModelBundles;
  variants: AdminVariant[];
  images: AdminImage[];
  updatedAt: Date;
  /** The model's page in the storefront of the language asked, when it has one. */
  shopPath: string | null;
}

export interface EditorChoices {
  tags: Array<{ id: number; name: string }>;
  ribbons: Array<{ id: number; name: string }>;
  sizeTables: Array<{ id: number; name: string }>;
  brands: Array<{ id: number; name: string }>;
  groups: Array<{ id: number; name: string; depth: number }>;
  colours: Array<{ slug: string; name: string }>;
  stores: Array<{ id: number; name: string }>;
  properties: PropertyChoice[];
}

export interface AuditEntry {
  id: number;
  at: Date;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  /** A list's first `arrayItems` entries only, when the change is a list (an ERP call's levels). */
  before: unknown;
  after: unknown;
  /** How many entries the whole list has (null when the change is not a list). */
  beforeItems: number | null;
  afterItems: number | null;
}

export interface AuditQuery {
  entity: string | null;
  entityId: string | null;
  /** One change by its id, shown whole. */
  entryId: number | null;
  page: number;
  /** At most this many entries of a change that is a list (null: all). */
  arrayItems: number | null;
}

export interface TokenRow {
  id: number;
  name: string;
  scopes: TokenScope[];
  createdAt: Date;
  createdBy: string | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

export interface NewAudit {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** The facts of a locked model a save needs. */
export interface LockedModel {
  id: number;
  version: number;
  brandId: number;
  taxClass: string;
  outlet: boolean;
  discountsAllowed: boolean;
  variantIds: number[];
}

export interface VariantPriceState {
  variantId: number;
  plan: PricePlan | null;
  /** The plan its current prices amount to, for a variant priced before the back office. */
  inferred: PricePlan | null;
  /** The home tax area's current row, if any. */
  current: { activeCents: number; lowest30dCents: number | null } | null;
  history: PricePeriod[];
}

/** One tax area's `variant_prices` row of a variant: the derived prices in that area's VAT. */
export type DerivedRow = Omit<DerivedPrices, "saleEndsAt"> & { variantId: number; taxAreaId: number; lowest30dCents: number | null };

/** The writes of one save, all in one transaction. */
export interface BackOfficeTx extends PictureTx, BundleTx {
  /** The model locked for update; null when it does not exist. */
  lockModel(id: number): Promise<LockedModel | null>;
  /** Raises the version and the time it changed; answers the new version. */
  touchModel(id: number): Promise<number>;
  modelSnapshot(id: number): Promise<Record<string, unknown>>;
  writeModel(id: number, input: ModelInput): Promise<void>;
  /**
   * The first of `count` new ids of models or variants, kept for this transaction: reserved in the order asked,
   * whatever order the statements that use them run in.
   */
  reserveIds(kind: "models" | "variants" | "images", count: number): Promise<number>;
  /**
   * New models, their ids in the same order (from `firstId` on when given, reserved by reserveIds); `key` is a
   * model's language-neutral address name (made from the Finnish name when not given). With `firstId` its
   * statements are queued when it is called.
   */
  createModels(models: ReadonlyArray<{ input: ModelInput; key?: string }>, firstId?: number): Promise<number[]>;
  /** Whether a model exists that is not itself a second-hand copy of another. */
  canBeSecondHandParent(id: number): Promise<boolean>;
  /** Whether another model of the brand has this slug in this language. */
  slugTaken(brandId: number, lang: Lang, slug: string, exceptModelId: number | null): Promise<boolean>;
  priceStates(variantIds: readonly number[]): Promise<VariantPriceState[]>;
  /** The home tax area's VAT and every tax area's, for a tax class. */
  taxRates(taxClass: string): Promise<{ homeBp: number; areas: Array<{ id: number; rateBp: number }> }>;
  /**
   * The price writes below queue all their statements when called, so writes started one after another without
   * waiting run in the order they were started.
   */
  writePlans(plans: ReadonlyArray<{ variantId: number; plan: PricePlan; nextChangeAt: Date | null }>): Promise<void>;
  /** Starts a history period at `at` for each variant unless its open one already has this price. */
  recordPrices(prices: ReadonlyArray<{ variantId: number; activeCents: number; at: Date }>): Promise<void>;
  writePrices(rows: readonly DerivedRow[]): Promise<void>;
  /** Each model's price-ending notice: the earliest end of a sale now running on any of its variants. */
  refreshPriceEndings(modelIds: readonly number[], now: Date): Promise<void>;
  /** The variants' levels in every store, or in the stores named. */
  stockSnapshot(variantIds: readonly number[], storeIds?: readonly number[]): Promise<Array<StockLevel & { incomingQuantity: number; incomingOn: string | null; isActive: boolean }>>;
  writeActive(variants: ReadonlyArray<{ variantId: number; isActive: boolean }>): Promise<void>;
  writeStock(levels: readonly StockLevel[]): Promise<void>;
  writeIncoming(incoming: readonly IncomingStock[]): Promise<void>;
  addVariants(modelId: number, variants: Array<{ colourSlug: string; sizeName: string }>): Promise<number[]>;
  /**
   * New variants with their own SKUs (an import's) and a drawing for each new colour of a model. When the first
   * ids are given (reserved by reserveIds; the drawings': one per distinct model and colour of these variants)
   * the variants' ids are `reserved.variants` on in the order given, and the statements are queued when it is called.
   */
  insertVariants(
    variants: ReadonlyArray<{ modelId: number; sku: string; ean: string | null; colourSlug: string | null; sizeName: string }>,
    reserved?: { variants: number; images: number },
  ): Promise<number[]>;
  updateVariants(variants: Array<{ id: number; ean?: string; colourSlug?: string; sizeName?: string }>): Promise<void>;
  markImportApplied(id: number): Promise<void>;
  audit(actor: Actor, entry: NewAudit): Promise<void>;
  /** The read model's rows of these models, and with them the search and listing indexes' version. */
  refreshListing(modelIds: readonly number[]): Promise<void>;
  /** The same a moment later, by whichever process takes the queue next (refreshQueuedListings). */
  queueListingRefresh(modelIds: readonly number[]): Promise<void>;
  modelCount(): Promise<number>;
  /**
   * The bulk mode of an import that at least doubles the catalogue: the written tables' foreign keys and
   * secondary indexes dropped and the read model's search trigger off until finishBulkLoad, which writes the
   * search rows of these models (their read-model rows written first), builds the indexes and adds the keys again.
   * The shop's catalogue reads wait for the transaction meanwhile.
   */
  startBulkLoad(): Promise<void>;
  finishBulkLoad(modelIds: readonly number[], note?: (step: string) => void): Promise<void>;
  modelProperties(modelId: number): Promise<ModelProperty[]>;
  /** Replaces the model's properties with these, in this order. */
  writeProperties(modelId: number, rows: readonly ModelProperty[]): Promise<void>;
  /** What the rows of an import refer to, as this transaction sees it. */
  importReferences(input: { skus: readonly string[]; modelKeys: readonly string[]; eans: readonly string[] }): Promise<ImportReferences>;
  /** Variants by SKU or EAN, for integration updates. */
  variantsByCode(codes: readonly string[]): Promise<Map<string, { variantId: number; modelId: number }>>;
  storeIds(): Promise<number[]>;
}

export interface BackOfficeRepository {
  findModels(query: ModelQuery): Promise<{ rows: ModelRow[]; total: number }>;
  model(id: number, lang: Lang): Promise<AdminModel | null>;
  choices(lang: Lang): Promise<EditorChoices>;
  transaction<T>(work: (tx: BackOfficeTx) => Promise<T>): Promise<T>;
  auditPage(query: AuditQuery): Promise<{ rows: AuditEntry[]; total: number }>;
  tokens(): Promise<TokenRow[]>;
  createToken(input: { name: string; hash: string; scopes: TokenScope[]; createdBy: number }, audit: (tx: BackOfficeTx, id: number) => Promise<void>): Promise<number>;
  revokeToken(id: number, audit: (tx: BackOfficeTx) => Promise<void>): Promise<boolean>;
  /** The live token with this hash, its last use noted; null when none or revoked. */
  tokenByHash(hash: string): Promise<TokenActor | null>;
  /** Variants whose planned prices change by themselves by `now`. */
  duePricePlans(now: Date, limit: number): Promise<Array<{ modelId: number; variantId: number }>>;
  /** The newest audit row's id of a change other than an integration's stock: moves with every back-office change. */
  dataVersion(): Promise<string>;
  /** Rebuilds the read-model rows of up to `limit` queued models, taken from the queue; answers how many. */
  refreshQueuedListings(limit: number): Promise<number>;
  importReferences(input: { skus: readonly string[]; modelKeys: readonly string[]; eans: readonly string[] }): Promise<ImportReferences>;
  saveImportRun(run: Pick<ImportRun, "fileName" | "format" | "rows" | "problems" | "counts"> & { content: string }, createdBy: number): Promise<number>;
  importRun(id: number): Promise<(ImportRun & { content: string }) | null>;
  importRuns(limit: number): Promise<ImportRun[]>;
  /** Marks a checked (or failed) file as being applied; false when it is applying or applied already. */
  claimImport(id: number, modelsTotal: number): Promise<boolean>;
  importProgress(id: number, modelsDone: number): Promise<void>;
  failImport(id: number, error: string): Promise<void>;
  /** Up to `limit` variants after `afterVariantId` as the import format's rows, with their ids. */
  exportRows(afterVariantId: number, limit: number, storeIds: readonly number[]): Promise<Array<{ variantId: number; values: Record<string, string> }>>;
  storeIds(): Promise<number[]>;
}

export interface ImportRun {
  id: number;
  fileName: string;
  format: ImportFormat;
  rows: number;
  problems: ImportProblem[];
  counts: CheckedImport["counts"];
  status: "checked" | "applying" | "applied" | "failed";
  modelsDone: number;
  modelsTotal: number;
  error: string | null;
  createdAt: Date;
  appliedAt: Date | null;
}

export type SaveOutcome = { ok: true; version: number } | { ok: false; problems: Problems } | { ok: false; stale: true };

export interface StockUpdate {
  /** A SKU or an EAN. */
  code: string;
  storeId: number;
  quantity: number;
  blocked?: boolean;
}

/** A variant's prices as an integration client sends them, in cents of the home tax area with VAT. */
export interface PriceUpdate {
  code: string;
  regularCents: number;
  saleCents: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  clubCents: number | null;
}

export interface StockUpdateResult {
  updated: number;
  unchanged: number;
  unknown: string[];
}

export interface BackOfficeService {
  findModels(actor: Actor, query: ModelQuery): Promise<{ rows: ModelRow[]; total: number; pageSize: number }>;
  model(actor: Actor, id: number, lang: Lang): Promise<AdminModel>;
  choices(actor: Actor, lang: Lang): Promise<EditorChoices>;
  createModel(actor: Actor, fields: FormFields): Promise<{ ok: true; id: number } | { ok: false; problems: Problems }>;
  saveModel(actor: Actor, id: number, version: number, fields: FormFields): Promise<SaveOutcome>;
  savePrices(actor: Actor, id: number, version: number, fields: FormFields): Promise<SaveOutcome>;
  saveStock(actor: Actor, id: number, version: number, fields: FormFields): Promise<SaveOutcome>;
  /** Replaces the model's technical properties (the properties form). */
  saveProperties(actor: Actor, id: number, version: number, fields: FormFields): Promise<SaveOutcome>;
  /** Adds a bundle of the model (`bundle` = new) or changes one of its bundles (`bundle` = its id). */
  saveBundle(actor: Actor, id: number, version: number, fields: FormFields): Promise<SaveOutcome>;
  /** Deletes one of the model's bundles (`bundle` = its id, `confirm` ticked). */
  deleteBundle(actor: Actor, id: number, version: number, fields: FormFields): Promise<SaveOutcome>;
  addVariants(actor: Actor, id: number, version: number, fields: FormFields): Promise<SaveOutcome>;
  /** Reads the uploaded files into pictures (before the model is locked), then adds them to the model. */
  uploadPictures(actor: Actor, id: number, version: number, files: ReadonlyArray<{ size: number; bytes: () => Promise<Uint8Array> }>, fields: FormFields): Promise<SaveOutcome>;
  savePictures(actor: Actor, id: number, version: number, fields: FormFields): Promise<SaveOutcome>;
  auditLog(actor: Actor, query: AuditQuery): Promise<{ rows: AuditEntry[]; total: number; pageSize: number }>;
  tokens(actor: Actor): Promise<TokenRow[]>;
  /** The new token's secret, shown once. */
  createToken(actor: Actor, fields: FormFields): Promise<{ ok: true; secret: string } | { ok: false; problems: Problems }>;
  revokeToken(actor: Actor, id: number): Promise<boolean>;
  /** The integration client of a bearer secret; null when unknown or revoked. */
  authenticate(secret: string): Promise<TokenActor | null>;
  putStock(actor: Actor, updates: readonly StockUpdate[]): Promise<StockUpdateResult>;
  /** Sets variants' planned prices (the outdoor price staff set is kept); BAD_INPUT names a line whose sale is not below its regular price. */
  putPrices(actor: Actor, updates: readonly PriceUpdate[]): Promise<StockUpdateResult>;
  /** Prices whose sale started or ended since they were derived, derived again (the price job). */
  applyDuePrices(): Promise<number>;
  dataVersion(): Promise<string>;
  /** The queued read-model rebuilds of integrations' stock calls (every process, every second). */
  refreshQueuedListings(): Promise<number>;
  /** Checks an uploaded file and keeps it with its report; changes nothing in the catalogue. */
  checkImportFile(actor: Actor, file: { name: string; text: string }): Promise<{ ok: true; id: number } | { ok: false; problem: "unreadable" | "empty" | "tooManyRows" }>;
  importRun(actor: Actor, id: number): Promise<ImportRun>;
  importRuns(actor: Actor): Promise<ImportRun[]>;
  /**
   * Starts applying a checked file, checked again first: in one transaction after the answer, its progress kept
   * on the run; nothing is applied when any row has a problem or when anything fails on the way.
   */
  applyImport(actor: Actor, id: number): Promise<{ ok: true } | { ok: false; problems: ImportProblem[] } | { ok: false; applied: true }>;
  /**
   * The command line's import (the shop's own operator, any size of file): checks the file and, when `apply` is
   * set and it has no problems, applies it in one transaction before answering. Nothing of the file is kept.
   */
  importFile(
    actor: SystemActor,
    file: ImportSource,
    options: {
      apply: boolean;
      progress?: (modelsDone: number, modelsTotal: number) => void;
      /** Read-model rebuilds run side by side after a big import (one per processor the database may use). */
      listingWorkers?: number;
      /** What a bulk import does after its models are written (read model, indexes, foreign keys). */
      note?: (step: string) => void;
    },
  ): Promise<{ ok: false; problem: "unreadable" | "empty" | "tooLarge" } | { ok: true; rows: number; problems: ImportProblem[]; counts: CheckedImport["counts"]; applied: boolean }>;
  /** The catalogue in the import format, a batch of rows at a time, and its columns. */
  exportCatalogue(actor: Actor): Promise<{ columns: string[]; batches: AsyncIterable<Array<Record<string, string>>> }>;
}

export interface BackOfficeDependencies {
  repository: BackOfficeRepository;
  now?: () => Date;
  /** Runs an import's apply after the answer (core/background.ts); tests may await it. */
  background?: (task: () => Promise<void>) => void;
  /** Reads uploaded pictures; without it an upload is refused as not a picture. */
  pictures?: PictureEncoder;
  /** Above this many models an import queues its read-model rows instead of rebuilding them in its transaction. */
  listingInlineMax?: number;
  /** The fewest new models of a command-line import in bulk mode (it must also at least double the catalogue). */
  bulkImportMin?: number;
  /** Models a command-line import writes together (tests make it small, to write many chunks of a small file). */
  importChunk?: number;
}

const hashToken = (secret: string) => createHash("sha256").update(secret).digest("hex");

type TaxRates = Awaited<ReturnType<BackOfficeTx["taxRates"]>>;

/** The tax rates of the models' tax classes. */
async function ratesOf(tx: BackOfficeTx, models: ReadonlyArray<{ taxClass: string }>): Promise<Map<string, TaxRates>> {
  const classes = [...new Set(models.map((model) => model.taxClass))];
  return new Map(await Promise.all(classes.map(async (taxClass) => [taxClass, await tx.taxRates(taxClass)] as const)));
}

/**
 * Derives and writes the prices of some variants of locked models at `now`, a statement per kind of row for all
 * of them. Given the price states and the tax rates, its statements are queued when it is called.
 */
async function applyPlans(
  tx: BackOfficeTx,
  changes: ReadonlyArray<{ model: LockedModel; plans: ReadonlyMap<number, PricePlan> }>,
  now: Date,
  known?: ReadonlyMap<number, VariantPriceState>,
  rates?: ReadonlyMap<string, TaxRates>,
): Promise<void> {
  const wanted = changes.filter((change) => change.plans.size > 0);
  if (wanted.length === 0) return;
  const states = known ?? new Map((await tx.priceStates(wanted.flatMap((change) => [...change.plans.keys()]))).map((state) => [state.variantId, state]));
  const ratesByClass = rates ?? (await ratesOf(tx, wanted.map((change) => change.model)));
  const plans: Array<{ variantId: number; plan: PricePlan; nextChangeAt: Date | null }> = [];
  const earlier: Array<{ variantId: number; activeCents: number; at: Date }> = [];
  const started: Array<{ variantId: number; activeCents: number; at: Date }> = [];
  const rows: DerivedRow[] = [];
  for (const { model, plans: modelPlans } of wanted) {
    const rates = ratesByClass.get(model.taxClass)!;
    for (const [variantId, plan] of modelPlans) {
      const state = states.get(variantId);
      if (!state) continue;
      const derived = derivePrices(plan, { outlet: model.outlet, discountsAllowed: model.discountsAllowed }, now);
      plans.push({ variantId, plan, nextChangeAt: nextPriceChange(plan, now) });
      let history = state.history;
      if (history.length === 0 && state.current) {
        // Priced before the back office kept a history: the price shown as the 30-day lowest is taken as what
        // shoppers paid over the last 30 days, so the first save changes nothing a shopper sees by itself.
        const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
        const paid = state.current.lowest30dCents ?? state.current.activeCents;
        earlier.push({ variantId, activeCents: paid, at: since });
        history = [{ activeCents: paid, startsAt: since, endsAt: null }];
      }
      const open = history.find((period) => period.endsAt === null);
      if (!open || open.activeCents !== derived.activeCents) {
        started.push({ variantId, activeCents: derived.activeCents, at: now });
        history = [...history.map((period) => (period === open ? { ...period, endsAt: now } : period)), { activeCents: derived.activeCents, startsAt: now, endsAt: null }];
      }
      const lowest = lowestIn30Days(history, now);
      for (const area of rates.areas) {
        const convert = (cents: number) => priceInTaxArea(cents, rates.homeBp, area.rateBp);
        rows.push({
          variantId,
          taxAreaId: area.id,
          activeCents: convert(derived.activeCents),
          regularCents: convert(derived.regularCents),
          clubCents: derived.clubCents === null ? null : convert(derived.clubCents),
          discountFreeCents: convert(derived.discountFreeCents),
          normalCents: convert(derived.normalCents),
          originalCents: convert(derived.originalCents),
          discountValueCents: convert(derived.regularCents) - convert(derived.activeCents),
          lowest30dCents: lowest === null ? null : convert(lowest),
          priceType: derived.priceType,
        });
      }
    }
  }
  // Started together: each queues its statements at once, so they run in this order (the period of the earlier
  // price first, then the new one from now, as one variant at a time) while the next chunk is put together.
  const statements = [
    tx.writePlans(plans),
    tx.recordPrices(earlier),
    tx.recordPrices(started),
    tx.writePrices(rows),
    tx.refreshPriceEndings(wanted.map((change) => change.model.id), now),
  ];
  await settle(statements);
}

const STALE = { ok: false, stale: true } as const;

const noPrices = (variantId: number): VariantPriceState => ({ variantId, plan: null, inferred: null, current: null, history: [] });

/** The plan of one variant after an import's price columns: the stored plan with what the row gave over it. */
function mergedPlan(state: VariantPriceState | undefined, change: ImportedPrices): PricePlan | null {
  const base = state?.plan ?? state?.inferred ?? null;
  const regular = change.regularCents ?? base?.regularCents;
  if (regular === undefined || regular <= 0) return null;
  const saleCents = change.saleCents ?? base?.saleCents ?? null;
  return {
    regularCents: regular,
    saleCents,
    saleStartsAt: saleCents === null ? null : (change.saleStartsAt ?? base?.saleStartsAt ?? null),
    saleEndsAt: saleCents === null ? null : (change.saleEndsAt ?? base?.saleEndsAt ?? null),
    clubCents: change.clubCents ?? base?.clubCents ?? null,
    outdoorCents: base?.outdoorCents ?? null,
  };
}

type ImportedPrices = CheckedImport["models"][number]["variants"][number]["prices"];

/** A new model of an import: the file's model columns and names, the rest as a new model in the editor has it. */
function importedModelInput(change: CheckedImport["models"][number]): ModelInput {
  const texts = Object.fromEntries(
    Object.entries(change.texts)
      .filter(([, value]) => value?.name)
      .map(([lang, value]) => [lang, { name: value!.name!, slug: slugifyName(value!.name!), shortDescription: value!.short ?? "", descriptionHtml: value!.description ?? "", metaDescription: "" }]),
  ) as ModelInput["texts"];
  return {
    brandId: change.brandId!,
    mainGroupId: change.groupId!,
    groupIds: [change.groupId!],
    visibility: change.visibility ?? "staff",
    taxClass: "standard",
    modelnumber: "",
    flags: { outlet: false, discountsAllowed: true, showDiscountPercentage: true, onOrder: false, extendedRange: false },
    texts,
    tagIds: [],
    ribbonIds: [],
    sizeTableId: null,
    secondHandParentId: null,
  };
}

/** A changed model of an import: the file's model columns and texts over the stored ones. */
async function writeImportedModel(tx: BackOfficeTx, modelId: number, change: CheckedImport["models"][number]): Promise<void> {
  const snapshot = (await tx.modelSnapshot(modelId)) as unknown as ModelSnapshot;
  const texts: ModelInput["texts"] = { ...snapshot.texts };
  for (const [lang, value] of Object.entries(change.texts) as Array<[Lang, Partial<Record<"name" | "short" | "description", string>>]>) {
    const before = snapshot.texts[lang];
    const name = value.name ?? before?.name;
    if (!name) continue;
    texts[lang] = {
      name,
      slug: before?.slug ?? slugifyName(name),
      shortDescription: value.short ?? before?.shortDescription ?? "",
      descriptionHtml: value.description ?? before?.descriptionHtml ?? "",
      metaDescription: before?.metaDescription ?? "",
    };
  }
  const mainGroupId = change.groupId ?? snapshot.mainGroupId;
  await tx.writeModel(modelId, {
    brandId: change.brandId ?? snapshot.brandId,
    mainGroupId,
    groupIds: [...new Set([mainGroupId, ...snapshot.groupIds])],
    visibility: change.visibility ?? snapshot.visibility,
    taxClass: snapshot.taxClass as ModelInput["taxClass"],
    modelnumber: snapshot.modelnumber,
    flags: {
      outlet: snapshot.outlet,
      discountsAllowed: snapshot.discountsAllowed,
      showDiscountPercentage: snapshot.showDiscountPercentage,
      onOrder: snapshot.onOrder,
      extendedRange: snapshot.extendedRange,
    },
    texts,
    tagIds: snapshot.tagIds,
    ribbonIds: snapshot.ribbonIds,
    sizeTableId: snapshot.sizeTableId,
    secondHandParentId: snapshot.secondHandParentId,
  });
  await tx.touchModel(modelId);
}

/**
 * Models written together: new models, their variants, prices and stock a statement per kind of row for all of
 * them (a changed model's own columns are still merged one model at a time).
 */
const IMPORT_CHUNK = 500;
/** Chunks of a command-line import written at once, and batches of its rows read ahead of the check (see importFile). */
const WRITES_AT_ONCE = 2;

/** Ends a one-pass import's transaction: a model's rows came apart, and the file is read twice instead. */
class ScatteredRows extends Error {}
/** Ends a one-pass import's transaction: the file has a problem, and nothing is applied. */
class NothingApplied extends Error {}
const BATCHES_AHEAD = 4;
/** Models per read-model rebuild when an import's queue is worked through. */
const LISTING_QUEUE_BATCH = 2_500;

/**
 * Above this many models an import's read-model rows are queued in its transaction and rebuilt after it (by the
 * import itself, and by every server process's queue): rebuilding them inside would hold the transaction, on
 * one processor, for minutes.
 */
const LISTING_INLINE_MAX = 2_000;

/**
 * A command-line import that creates at least this many models, and at least as many as the shop holds, is
 * written in bulk mode (BackOfficeTx.startBulkLoad): the shop is new or nearly empty, so its catalogue reads may
 * wait for the import, which then takes a fraction of the time. Smaller imports, or any into a shop of
 * comparable size, keep the shop serving throughout.
 */
const BULK_IMPORT_MIN = 5_000;

/**
 * Writes complete models of a checked import (models, texts, variants, prices and stock). Answers their ids once
 * the statements are queued, with `written`, which settles when they have run: a chunk of new models waits for
 * the database only for its ids' reservation, so the next chunk is put together while the database writes this one.
 */
async function writeImportedModels(tx: BackOfficeTx, chunk: readonly ModelChange[], now: Date): Promise<{ ids: number[]; written: Promise<void> }> {
  const fresh = chunk.filter((change) => change.modelId === null);
  // All reserved before the chunk's first statement: chunks written at once take their ids in the file's order.
  const newCount = chunk.reduce((count, change) => count + change.variants.filter((variant) => variant.variantId === null).length, 0);
  const newColours = chunk.reduce((count, change) => count + new Set(change.variants.flatMap((variant) => (variant.variantId === null && variant.colourSlug ? [variant.colourSlug] : []))).size, 0);
  const [firstModelId, firstVariantId, firstImageId] = await Promise.all([tx.reserveIds("models", fresh.length), tx.reserveIds("variants", newCount), tx.reserveIds("images", newColours)]);
  const started: Array<Promise<unknown>> = [];
  const start = <T>(statement: Promise<T>): Promise<T> => {
    statement.catch(() => undefined);
    started.push(statement);
    return statement;
  };
  try {
    const inputs = fresh.map((change) => ({ input: importedModelInput(change), key: change.key }));
    start(tx.createModels(inputs, firstModelId));
    const modelIds = new Map<(typeof chunk)[number], number>(fresh.map((change, index) => [change, firstModelId + index]));
    for (const change of chunk) {
      if (change.modelId === null) continue;
      await start(writeImportedModel(tx, change.modelId, change));
      modelIds.set(change, change.modelId);
    }
    const newVariants = chunk.flatMap((change) => change.variants.filter((variant) => variant.variantId === null).map((variant) => ({ modelId: modelIds.get(change)!, variant })));
    start(
      tx.insertVariants(
        newVariants.map(({ modelId, variant }) => ({ modelId, sku: variant.sku, ean: variant.ean ?? null, colourSlug: variant.colourSlug ?? null, sizeName: variant.sizeName ?? "" })),
        { variants: firstVariantId, images: firstImageId },
      ),
    );
    const variantIds = new Map<(typeof newVariants)[number]["variant"], number>(newVariants.map(({ variant }, index) => [variant, firstVariantId + index]));
    const changedVariants = chunk.flatMap((change) =>
      change.variants
        .filter((variant) => variant.variantId !== null)
        .map((variant) => ({ id: variant.variantId!, ...(variant.ean ? { ean: variant.ean } : {}), ...(variant.colourSlug ? { colourSlug: variant.colourSlug } : {}), ...(variant.sizeName ? { sizeName: variant.sizeName } : {}) })),
    );
    if (changedVariants.length > 0) await start(tx.updateVariants(changedVariants));
    const idOf = (variant: (typeof newVariants)[number]["variant"]) => variant.variantId ?? variantIds.get(variant)!;
    const priced = chunk.filter((change) => change.variants.some((variant) => Object.keys(variant.prices).length > 0));
    // A variant made by this import has no prices, plan or history yet: only the others' are read.
    const states = new Map<number, VariantPriceState>(newVariants.map(({ variant }) => [idOf(variant), noPrices(idOf(variant))]));
    const stored = priced.flatMap((change) => change.variants.filter((variant) => variant.variantId !== null).map(idOf));
    if (stored.length > 0) for (const state of await start(tx.priceStates(stored))) states.set(state.variantId, state);
    const plans: Array<{ model: LockedModel; plans: Map<number, PricePlan> }> = [];
    for (const change of priced) {
      const modelId = modelIds.get(change)!;
      // A new model is as this import made it; a changed one is read (and locked) as it stands.
      const model: LockedModel | null =
        change.modelId === null
          ? { id: modelId, version: 1, brandId: change.brandId!, taxClass: "standard", outlet: false, discountsAllowed: true, variantIds: [] }
          : await start(tx.lockModel(modelId));
      if (!model) continue;
      const modelPlans = new Map<number, PricePlan>();
      for (const variant of change.variants) {
        if (Object.keys(variant.prices).length === 0) continue;
        const plan = mergedPlan(states.get(idOf(variant)), variant.prices);
        if (plan) modelPlans.set(idOf(variant), plan);
      }
      plans.push({ model, plans: modelPlans });
    }
    // The rates first: with them the prices' statements are queued before this answers, ahead of the read model's.
    start(applyPlans(tx, plans, now, states, await start(ratesOf(tx, plans.map((plan) => plan.model)))));
    // A store without a row holds none: a new variant's zeros are not written (most of a big file's cells).
    start(
      tx.writeStock(
        chunk.flatMap((change) =>
          change.variants.flatMap((variant) =>
            [...variant.stock].filter(([, quantity]) => quantity > 0 || variant.variantId !== null).map(([storeId, quantity]) => ({ variantId: idOf(variant), storeId, quantity, blocked: false })),
          ),
        ),
      ),
    );
    return { ids: chunk.map((change) => modelIds.get(change)!), written: settle(started) };
  } catch (error) {
    // Every started statement ends before the error reaches the transaction, which it then ends.
    await Promise.allSettled(started);
    throw error;
  }
}

/** Waits for all of them, then fails with the first failure. */
async function settle(promises: ReadonlyArray<Promise<unknown>>): Promise<void> {
  const results = await Promise.allSettled(promises);
  for (const result of results) if (result.status === "rejected") throw result.reason;
}

/** The import's audit row, and its models' read-model rows rebuilt or queued. */
async function finishImport(
  tx: BackOfficeTx,
  actor: Actor,
  fileName: string,
  summary: Pick<CheckedImport, "rows" | "counts">,
  touched: readonly number[],
  listingInlineMax: number,
): Promise<void> {
  await tx.audit(actor, { action: "catalogue.import", entity: "import", entityId: fileName, before: null, after: { rows: summary.rows, ...summary.counts } });
  if (touched.length <= listingInlineMax) await tx.refreshListing(touched);
  else await tx.queueListingRefresh(touched);
}

/** Writes a checked import held in memory, 500 models at a time, with one audit row. */
async function applyChecked(tx: BackOfficeTx, actor: Actor, checked: CheckedImport, fileName: string, now: Date, listingInlineMax: number, progress: (done: number) => void = () => {}): Promise<number[]> {
  const touched: number[] = [];
  for (let start = 0; start < checked.models.length; start += IMPORT_CHUNK) {
    if (start > 0) progress(start);
    const { ids, written } = await writeImportedModels(tx, checked.models.slice(start, start + IMPORT_CHUNK), now);
    await written;
    touched.push(...ids);
  }
  await finishImport(tx, actor, fileName, checked, touched, listingInlineMax);
  return touched;
}

const referenceKeys = (rows: readonly ImportRow[]) => {
  const column = (name: string) => [...new Set(rows.map((row) => (row.values[name] ?? "").trim()).filter((value) => value !== ""))];
  return { skus: column("sku"), modelKeys: column("model"), eans: column("ean") };
};

interface ModelSnapshot {
  brandId: number;
  mainGroupId: number;
  visibility: Visibility;
  taxClass: string;
  modelnumber: string;
  outlet: boolean;
  discountsAllowed: boolean;
  showDiscountPercentage: boolean;
  onOrder: boolean;
  extendedRange: boolean;
  groupIds: number[];
  texts: ModelInput["texts"];
  tagIds: number[];
  ribbonIds: number[];
  sizeTableId: number | null;
  secondHandParentId: number | null;
}

const slugifyName = (name: string) => slugify(name) || "tuote";

export function createBackOfficeService({
  repository,
  now = () => new Date(),
  background = (task) => void task(),
  pictures,
  listingInlineMax = LISTING_INLINE_MAX,
  bulkImportMin = BULK_IMPORT_MIN,
  importChunk = IMPORT_CHUNK,
}: BackOfficeDependencies): BackOfficeService {
  async function referencesOf(rows: readonly ImportRow[]): Promise<ImportReferences> {
    return repository.importReferences(referenceKeys(rows));
  }

  /**
   * Reads a file's rows in an import's transaction, checks them, and writes each model once `assembly` says its
   * rows are all read, 500 models at a time, two chunks at once: their statements queue on the transaction's one
   * connection, so the database runs one chunk's while the other's rows are put together (new ids are reserved,
   * not read). Before the first write `bulk` says whether to write in bulk mode. A chunk with a model `writable`
   * refuses is not written, nor any after it; the rows are still read and checked to the end.
   */
  async function writeRows(
    tx: BackOfficeTx,
    file: ImportSource,
    check: ImportCheck,
    assembly: ModelAssembly,
    options: { bulk: () => Promise<boolean>; progress: (done: number) => void; afterBatch?: () => void; writable?: (chunk: readonly ModelChange[]) => boolean },
  ): Promise<{ bulk: boolean; touched: number[]; stopped: boolean }> {
    const at = now();
    let bulk: boolean | null = null;
    let stopped = false;
    const touched: number[] = [];
    const write = async (chunk: readonly ModelChange[]) => {
      const { ids, written } = await writeImportedModels(tx, chunk, at);
      // In bulk mode the read model is written in the transaction too, a chunk's rows right after the chunk:
      // the database would otherwise wait while the next rows are read and checked, and the shop waits for
      // the import anyway, its listings appearing with its models. Its statements queue behind the chunk's.
      await settle(bulk ? [written, tx.refreshListing(ids)] : [written]);
      touched.push(...ids);
      options.progress(touched.length);
    };
    // Answers the chunk's write in an object: an async function's answer that is itself a promise would be waited
    // for, and the next chunk would not start until this one is written.
    const start = async (chunk: readonly ModelChange[]): Promise<{ written: Promise<void> } | null> => {
      if (stopped || (options.writable && !options.writable(chunk))) {
        stopped = true;
        return null;
      }
      if (bulk === null) {
        bulk = await options.bulk();
        if (bulk) await tx.startBulkLoad();
      }
      const written = write(chunk);
      // Awaited before a later chunk or at the end; a failure meanwhile must not count as unhandled.
      written.catch(() => undefined);
      return { written };
    };
    const writing: Array<Promise<void>> = [];
    let ready: ModelChange[] = [];
    // A batch's references are asked for as it is read and used some batches later: the question waits its
    // turn behind the chunks' statements, and the reading need not wait with it.
    const read: Array<{ batch: readonly ImportRow[]; references: Promise<ImportReferences> }> = [];
    const take = async () => {
      const { batch, references } = read.shift()!;
      ready.push(...assembly.add(check.check(batch, await references), batch[batch.length - 1]!.line));
      options.afterBatch?.();
      while (ready.length >= importChunk) {
        if (writing.length >= WRITES_AT_ONCE) await writing.shift();
        const next = await start(ready.slice(0, importChunk));
        if (next) writing.push(next.written);
        ready = ready.slice(importChunk);
      }
    };
    try {
      for await (const batch of file.batches()) {
        if (batch.length === 0) continue;
        const references = tx.importReferences(referenceKeys(batch));
        references.catch(() => undefined);
        read.push({ batch, references });
        if (read.length > BATCHES_AHEAD) await take();
      }
      while (read.length > 0) await take();
      await Promise.all(writing);
    } catch (error) {
      // The other chunk's statements end before the transaction is rolled back, or they would run after it.
      await Promise.allSettled([...writing, ...read.map((entry) => entry.references)]);
      throw error;
    }
    ready.push(...assembly.flush());
    for (let first = 0; first < ready.length; first += importChunk) await (await start(ready.slice(first, first + importChunk)))?.written;
    return { bulk: bulk ?? false, touched, stopped };
  }

  /** The import's audit row and read model, or in bulk mode its search rows, indexes and foreign keys. */
  async function finishWriting(tx: BackOfficeTx, actor: Actor, fileName: string, summary: Pick<CheckedImport, "rows" | "counts">, written: { bulk: boolean; touched: readonly number[] }, note: (step: string) => void): Promise<void> {
    if (!written.bulk) return finishImport(tx, actor, fileName, summary, written.touched, listingInlineMax);
    await tx.audit(actor, { action: "catalogue.import", entity: "import", entityId: fileName, before: null, after: { rows: summary.rows, ...summary.counts } });
    await tx.finishBulkLoad(written.touched, (step) => note(`building ${step}`));
  }

  /**
   * An import applied as its file is read, once: its rows checked and each model written once the next model's
   * rows begin, all in one transaction that is rolled back if the file has a problem (then answered as a check
   * would answer it). Files list a model's rows together (an export does): when one does not, the transaction is
   * rolled back and "scattered" answered, for the import to read the file twice. The rows the file has, guessed
   * from its lines, and the share of new models among the first rows choose bulk mode, as the check's counts do.
   */
  async function applyInOnePass(
    actor: Actor,
    file: ImportSource,
    storeIds: readonly number[],
    { progress, note = () => {} }: { progress?: (done: number, total: number) => void; note?: (step: string) => void },
  ): Promise<Awaited<ReturnType<BackOfficeService["importFile"]>> | "scattered"> {
    const rowsAbout = await file.rowsAbout!();
    const fileName = file.name.slice(0, 200) || "import";
    const check = new ImportCheck(storeIds);
    let outcome: ImportCheckResult | null = null;
    try {
      await repository.transaction(async (tx) => {
        const written = await writeRows(tx, file, check, new ModelAssembly((key) => key !== check.current), {
          // The file's new models guessed from the share among the rows checked so far (the first chunk's).
          bulk: async () => {
            const { rows, counts } = check.soFar;
            const newModels = (counts.newModels / Math.max(1, rows)) * rowsAbout;
            return newModels >= bulkImportMin && newModels >= (await tx.modelCount());
          },
          progress: (done) => {
            const { rows, counts } = check.soFar;
            progress?.(done, Math.max(done, Math.round(((counts.newModels + counts.changedModels) / Math.max(1, rows)) * rowsAbout)));
          },
          afterBatch: () => {
            if (check.scattered) throw new ScatteredRows();
          },
          writable: (chunk) => check.problemCount === 0 && chunk.every((model) => check.writable(model.key)),
        });
        outcome = check.finish();
        if (outcome.rows === 0 || outcome.problems.length > 0 || written.stopped) throw new NothingApplied();
        await finishWriting(tx, actor, fileName, outcome, written, note);
      });
    } catch (error) {
      if (error instanceof ScatteredRows) return "scattered";
      if (error instanceof ImportFileProblem) return { ok: false, problem: error.problem };
      if (!(error instanceof NothingApplied)) throw error;
    }
    const result = outcome as ImportCheckResult | null;
    if (result === null) throw new Error("an import ended without its check");
    if (result.rows === 0) return { ok: false, problem: "empty" };
    return { ok: true, rows: result.rows, problems: result.problems, counts: result.counts, applied: result.problems.length === 0 };
  }

  /** Rebuilds queued read-model rows until none are left, `workers` batches at a time. */
  async function drainListingQueue(workers: number): Promise<void> {
    const worker = async () => {
      while ((await repository.refreshQueuedListings(LISTING_QUEUE_BATCH)) > 0);
    };
    await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
  }

  /** Locks the model, refuses a stale version, runs the change, raises the version and refreshes the read model. */
  async function change(
    actor: StaffActor,
    id: number,
    version: number,
    work: (tx: BackOfficeTx, model: LockedModel) => Promise<{ problems: Problems } | NewAudit>,
  ): Promise<SaveOutcome> {
    return repository.transaction(async (tx) => {
      const model = await tx.lockModel(id);
      if (!model) throw new DomainError("NOT_FOUND", "No such model");
      if (model.version !== version) return STALE;
      const done = await work(tx, model);
      if ("problems" in done) return { ok: false, problems: done.problems };
      const next = await tx.touchModel(id);
      await tx.audit(actor, done);
      await tx.refreshListing([id]);
      return { ok: true, version: next };
    });
  }

  async function checkSlugs(tx: BackOfficeTx, input: ModelInput, exceptModelId: number | null): Promise<Problems> {
    const problems: Problems = {};
    // A second-hand model names another model that is not second-hand itself.
    if (input.secondHandParentId !== null && (input.secondHandParentId === exceptModelId || !(await tx.canBeSecondHandParent(input.secondHandParentId)))) {
      problems.secondHandParent = "unknown";
    }
    for (const [lang, texts] of Object.entries(input.texts) as Array<[Lang, NonNullable<ModelInput["texts"][Lang]>]>) {
      if (await tx.slugTaken(input.brandId, lang, texts.slug, exceptModelId)) problems[textFieldName("slug", lang)] = "taken";
    }
    return problems;
  }

  async function parsedModel(fields: FormFields): Promise<Parsed<ModelInput>> {
    const choices = await repository.choices("fi");
    const ids = (list: ReadonlyArray<{ id: number }>) => new Set(list.map((item) => item.id));
    return parseModelForm(fields, { brandIds: ids(choices.brands), groupIds: ids(choices.groups), tagIds: ids(choices.tags), ribbonIds: ids(choices.ribbons), sizeTableIds: ids(choices.sizeTables) });
  }

  return {
    async findModels(actor, query) {
      requireStaff(actor);
      return { ...(await repository.findModels(query)), pageSize: PAGE_SIZE };
    },

    async model(actor, id, lang) {
      requireStaff(actor);
      const model = await repository.model(id, lang);
      if (!model) throw new DomainError("NOT_FOUND", "No such model");
      return model;
    },

    async choices(actor, lang) {
      requireStaff(actor);
      return repository.choices(lang);
    },

    async createModel(actor, fields) {
      const staff = requireStaff(actor);
      const parsed = await parsedModel(fields);
      if (!parsed.ok) return parsed;
      return repository.transaction(async (tx) => {
        const problems = await checkSlugs(tx, parsed.value, null);
        if (Object.keys(problems).length > 0) return { ok: false as const, problems };
        const id = (await tx.createModels([{ input: parsed.value }]))[0]!;
        await tx.audit(staff, { action: "model.create", entity: "model", entityId: String(id), before: null, after: await tx.modelSnapshot(id) });
        await tx.refreshListing([id]);
        return { ok: true as const, id };
      });
    },

    async saveModel(actor, id, version, fields) {
      const staff = requireStaff(actor);
      const parsed = await parsedModel(fields);
      if (!parsed.ok) return parsed;
      return change(staff, id, version, async (tx) => {
        const problems = await checkSlugs(tx, parsed.value, id);
        if (Object.keys(problems).length > 0) return { problems };
        const before = await tx.modelSnapshot(id);
        await tx.writeModel(id, parsed.value);
        // The flags a price depends on (outlet, discounts allowed) may have changed: derive the prices again.
        const model = (await tx.lockModel(id))!;
        const states = await tx.priceStates(model.variantIds);
        const plans = new Map(states.filter((state) => state.plan !== null).map((state) => [state.variantId, state.plan!]));
        await applyPlans(tx, [{ model, plans }], now());
        return { action: "model.update", entity: "model", entityId: String(id), ...changedFields(before, await tx.modelSnapshot(id)) };
      });
    },

    async savePrices(actor, id, version, fields) {
      const staff = requireStaff(actor);
      return change(staff, id, version, async (tx, model) => {
        const parsed = parsePriceForm(fields, model.variantIds);
        if (!parsed.ok) return { problems: parsed.problems };
        const before = await tx.priceStates(model.variantIds);
        await applyPlans(tx, [{ model, plans: parsed.value }], now());
        const planOf = (plan: PricePlan | null | undefined) => (plan ? { ...plan } : null);
        const changed = model.variantIds.filter((variantId) => JSON.stringify(planOf(before.find((state) => state.variantId === variantId)?.plan)) !== JSON.stringify(planOf(parsed.value.get(variantId))));
        return {
          action: "prices.update",
          entity: "model",
          entityId: String(id),
          before: Object.fromEntries(changed.map((variantId) => [variantId, planOf(before.find((state) => state.variantId === variantId)?.plan)])),
          after: Object.fromEntries(changed.map((variantId) => [variantId, planOf(parsed.value.get(variantId))])),
        };
      });
    },

    async saveStock(actor, id, version, fields) {
      const staff = requireStaff(actor);
      return change(staff, id, version, async (tx, model) => {
        const parsed = parseStockForm(fields, model.variantIds, await tx.storeIds());
        if (!parsed.ok) return { problems: parsed.problems };
        const before = await tx.stockSnapshot(model.variantIds);
        await tx.writeStock(parsed.value.levels);
        await tx.writeIncoming(parsed.value.incoming);
        await tx.writeActive(parsed.value.active);
        const after = await tx.stockSnapshot(model.variantIds);
        const key = (level: StockLevel) => `${level.variantId}/${level.storeId}`;
        const was = new Map(before.map((level) => [key(level), level]));
        const changed = after.filter((level) => JSON.stringify(was.get(key(level))) !== JSON.stringify(level));
        return { action: "stock.update", entity: "model", entityId: String(id), before: changed.map((level) => was.get(key(level)) ?? null), after: changed };
      });
    },

    async saveProperties(actor, id, version, fields) {
      const staff = requireStaff(actor);
      const { properties: choices } = await repository.choices("fi");
      const parsed = parsePropertiesForm(fields, choices);
      if (!parsed.ok) return parsed;
      return change(staff, id, version, async (tx) => {
        const before = await tx.modelProperties(id);
        await tx.writeProperties(id, parsed.value);
        return { action: "properties.update", entity: "model", entityId: String(id), ...changedFields({ properties: propertiesForAudit(before, choices) }, { properties: propertiesForAudit(parsed.value, choices) }) };
      });
    },

    async saveBundle(actor, id, version, fields) {
      const staff = requireStaff(actor);
      const bundleId = bundleIdOf(fields);
      if (bundleId === undefined) throw new DomainError("NOT_FOUND", "No such bundle");
      const typed = parseBundleForm(fields);
      return change(staff, id, version, async (tx, model) => {
        const { isPackage, bundles } = await tx.bundles(id, "fi");
        const before = bundleId === null ? null : bundles.find((bundle) => bundle.id === bundleId);
        if (before === undefined) throw new DomainError("NOT_FOUND", "No such bundle");
        const references = partReferences(typed.value.parts);
        const found = await tx.partModels([...references.ids, id], references.skus);
        const main = found.byId.get(id) ?? { modelId: id, sellsAlone: isPackage, lowestRegularCents: null };
        const resolved = resolveBundle(typed.value, found, { model: main, isPackage });
        const problems = { ...typed.problems, ...resolved.problems };
        if (Object.keys(problems).length > 0) return { problems };
        const prices = bundleAreaPrices(typed.value.activeCents, resolved.regularCents, await tx.taxRates(model.taxClass));
        const saved = await tx.writeBundle(id, bundleId, { isActive: typed.value.isActive, sortOrder: typed.value.sortOrder, texts: typed.value.texts, parts: resolved.parts, prices });
        const after = (await tx.bundles(id, "fi")).bundles.find((bundle) => bundle.id === saved)!;
        if (before === null) return { action: "bundle.create", entity: "model", entityId: String(id), before: null, after: { bundle: saved, ...bundleForAudit(after) } };
        const changed = changedFields(bundleForAudit(before), bundleForAudit(after));
        return { action: "bundle.update", entity: "model", entityId: String(id), before: { bundle: saved, ...changed.before }, after: { bundle: saved, ...changed.after } };
      });
    },

    async deleteBundle(actor, id, version, fields) {
      const staff = requireStaff(actor);
      const bundleId = bundleIdOf(fields);
      if (bundleId === undefined || bundleId === null) throw new DomainError("NOT_FOUND", "No such bundle");
      // Deleting takes a tick of its own: the button alone is too easily pressed.
      if (fields.get("confirm") !== "on") return { ok: false, problems: { confirm: "required" } };
      return change(staff, id, version, async (tx) => {
        const before = (await tx.bundles(id, "fi")).bundles.find((bundle) => bundle.id === bundleId);
        if (!before) throw new DomainError("NOT_FOUND", "No such bundle");
        await tx.deleteBundle(id, bundleId);
        return { action: "bundle.delete", entity: "model", entityId: String(id), before: { bundle: bundleId, ...bundleForAudit(before) }, after: null };
      });
    },

    async addVariants(actor, id, version, fields) {
      const staff = requireStaff(actor);
      const choices = await repository.choices("fi");
      const parsed = parseNewVariants(fields, new Set(choices.colours.map((colour) => colour.slug)));
      if (!parsed.ok) return parsed;
      return change(staff, id, version, async (tx, model) => {
        const wanted = parsed.value.colours.flatMap((colourSlug) => (parsed.value.sizes.length === 0 ? [""] : parsed.value.sizes).map((sizeName) => ({ colourSlug, sizeName })));
        const ids = await tx.addVariants(id, wanted);
        if (ids.length === 0) return { problems: { sizes: "taken" } };
        const plan: PricePlan = { regularCents: parsed.value.regularCents, saleCents: null, saleStartsAt: null, saleEndsAt: null, clubCents: null, outdoorCents: null };
        await applyPlans(tx, [{ model: { ...model, variantIds: ids }, plans: new Map(ids.map((variantId) => [variantId, plan])) }], now());
        return { action: "variants.create", entity: "model", entityId: String(id), before: null, after: { variantIds: ids, ...parsed.value } };
      });
    },

    async uploadPictures(actor, id, version, files, fields) {
      const staff = requireStaff(actor);
      const colourSlugs = new Set((await repository.choices("fi")).colours.map((colour) => colour.slug));
      const choice = parsePictureChoice(fields, colourSlugs);
      const tooMuch = uploadProblem(files);
      if (!choice.ok || tooMuch) return { ok: false, problems: { ...(choice.ok ? {} : choice.problems), ...(tooMuch ? { [PICTURE_FILES_FIELD]: tooMuch } : {}) } };
      // Reading pictures takes seconds: done before the model is locked, so others' saves do not wait for it.
      const read: EncodedPicture[] = [];
      for (const file of files) {
        const picture = pictures ? await pictures.encode(await file.bytes()) : null;
        if (picture === null || picture === "busy") return { ok: false, problems: { [PICTURE_FILES_FIELD]: picture ?? "notPicture" } };
        read.push(picture);
      }
      return change(staff, id, version, async (tx) => {
        const before = await tx.images(id);
        for (const picture of read) await tx.storePicture(picture);
        // A model's drawings stand in until its first uploaded picture.
        if (!before.some((image) => image.picture !== null)) await tx.removeDrawings(id);
        await tx.addPictureImages(id, [...new Set(read.map((picture) => picture.hash))], choice.value);
        return { action: "pictures.upload", entity: "model", entityId: String(id), before: imagesForAudit(before), after: imagesForAudit(await tx.images(id)) };
      });
    },

    async savePictures(actor, id, version, fields) {
      const staff = requireStaff(actor);
      const colourSlugs = new Set((await repository.choices("fi")).colours.map((colour) => colour.slug));
      return change(staff, id, version, async (tx) => {
        const before = await tx.images(id);
        const parsed = parsePictureEdits(fields, before.map((image) => image.id), colourSlugs);
        if (!parsed.ok) return { problems: parsed.problems };
        await tx.updateImages(id, parsed.value);
        return { action: "pictures.update", entity: "model", entityId: String(id), ...changedFields({ images: imagesForAudit(before) }, { images: imagesForAudit(await tx.images(id)) }) };
      });
    },

    async auditLog(actor, query) {
      requireAdmin(actor);
      return { ...(await repository.auditPage(query)), pageSize: PAGE_SIZE };
    },

    async tokens(actor) {
      requireAdmin(actor);
      return repository.tokens();
    },

    async createToken(actor, fields) {
      const admin = requireAdmin(actor);
      const name = fields.get("name").trim();
      const scopes = [...new Set(fields.all("scopes"))];
      const problems: Problems = {};
      if (name === "") problems.name = "required";
      else if (name.length > 80) problems.name = "tooLong";
      if (scopes.length === 0) problems.scopes = "required";
      else if (scopes.some((scope) => !(TOKEN_SCOPES as readonly string[]).includes(scope))) problems.scopes = "unknown";
      if (Object.keys(problems).length > 0) return { ok: false, problems };
      const secret = `ks_${randomBytes(24).toString("base64url")}`;
      await repository.createToken({ name, hash: hashToken(secret), scopes: scopes as TokenScope[], createdBy: admin.id }, (tx, id) =>
        tx.audit(admin, { action: "token.create", entity: "token", entityId: String(id), before: null, after: { name, scopes } }),
      );
      return { ok: true, secret };
    },

    async revokeToken(actor, id) {
      const admin = requireAdmin(actor);
      return repository.revokeToken(id, (tx) => tx.audit(admin, { action: "token.revoke", entity: "token", entityId: String(id), before: null, after: { revoked: true } }));
    },

    async authenticate(secret) {
      if (!/^ks_[A-Za-z0-9_-]{20,64}$/.test(secret)) return null;
      return repository.tokenByHash(hashToken(secret));
    },

    async putStock(actor, updates) {
      const token = requireScope(actor, "stock:write");
      return repository.transaction(async (tx) => {
        const known = await tx.variantsByCode([...new Set(updates.map((update) => update.code))]);
        const stores = new Set(await tx.storeIds());
        const badStore = updates.find((update) => !stores.has(update.storeId));
        if (badStore) throw new DomainError("BAD_INPUT", `Unknown store ${badStore.storeId}`, { field: "items.storeId" });
        const unknown = [...new Set(updates.filter((update) => !known.has(update.code)).map((update) => update.code))];
        const targets = updates.filter((update) => known.has(update.code));
        // Only the stores the call names: an ERP's call is mostly one store's count.
        const before = await tx.stockSnapshot(
          [...new Set(targets.map((update) => known.get(update.code)!.variantId))],
          [...new Set(targets.map((update) => update.storeId))],
        );
        const was = new Map(before.map((level) => [`${level.variantId}/${level.storeId}`, level]));
        // The last line for a variant and store wins, as if the lines were sent one by one.
        const wanted = new Map<string, StockLevel & { code: string }>();
        for (const update of targets) {
          const variantId = known.get(update.code)!.variantId;
          const previous = was.get(`${variantId}/${update.storeId}`);
          wanted.set(`${variantId}/${update.storeId}`, { code: update.code, variantId, storeId: update.storeId, quantity: update.quantity, blocked: update.blocked ?? previous?.blocked ?? false });
        }
        const changed = [...wanted.entries()].filter(([key, level]) => was.get(key)?.quantity !== level.quantity || (was.get(key)?.blocked ?? false) !== level.blocked).map(([, level]) => level);
        if (changed.length > 0) {
          await tx.writeStock(changed);
          await tx.audit(token, {
            action: "stock.put",
            entity: "stock",
            entityId: String(token.id),
            before: changed.map((level) => ({ code: level.code, store: level.storeId, quantity: was.get(`${level.variantId}/${level.storeId}`)?.quantity ?? 0 })),
            after: changed.map((level) => ({ code: level.code, store: level.storeId, quantity: level.quantity, blocked: level.blocked })),
          });
          // A till's sale or an ERP's count needs no cache dropped anywhere: the product page reads stock as it
          // is, and the grids' in-stock facts follow from the queue within seconds.
          await tx.queueListingRefresh([...new Set(changed.map((level) => known.get(level.code)!.modelId))]);
        }
        return { updated: changed.length, unchanged: wanted.size - changed.length, unknown };
      });
    },

    async putPrices(actor, updates) {
      const token = requireScope(actor, "prices:write");
      updates.forEach((update, index) => {
        if (update.saleCents !== null && update.saleCents >= update.regularCents) throw new DomainError("BAD_INPUT", `items[${index}]: the sale price must be below the regular price`, { field: `items.${index}.sale_cents` });
        if (update.saleStartsAt && update.saleEndsAt && update.saleEndsAt <= update.saleStartsAt) throw new DomainError("BAD_INPUT", `items[${index}]: the sale ends before it starts`, { field: `items.${index}.sale_ends_at` });
      });
      return repository.transaction(async (tx) => {
        const known = await tx.variantsByCode([...new Set(updates.map((update) => update.code))]);
        const unknown = [...new Set(updates.filter((update) => !known.has(update.code)).map((update) => update.code))];
        // The last line for a variant wins.
        const byVariant = new Map<number, PriceUpdate>();
        for (const update of updates) if (known.has(update.code)) byVariant.set(known.get(update.code)!.variantId, update);
        const byModel = new Map<number, number[]>();
        for (const [variantId] of byVariant) {
          const modelId = [...known.values()].find((entry) => entry.variantId === variantId)!.modelId;
          byModel.set(modelId, [...(byModel.get(modelId) ?? []), variantId]);
        }
        let updated = 0;
        const before: unknown[] = [];
        const after: unknown[] = [];
        for (const [modelId, variantIds] of [...byModel].sort(([a], [b]) => a - b)) {
          const model = await tx.lockModel(modelId);
          if (!model) continue;
          const states = await tx.priceStates(variantIds);
          const plans = new Map<number, PricePlan>();
          for (const state of states) {
            const update = byVariant.get(state.variantId)!;
            const plan: PricePlan = {
              regularCents: update.regularCents,
              saleCents: update.saleCents,
              saleStartsAt: update.saleCents === null ? null : update.saleStartsAt,
              saleEndsAt: update.saleCents === null ? null : update.saleEndsAt,
              clubCents: update.clubCents,
              outdoorCents: state.plan?.outdoorCents ?? null,
            };
            if (JSON.stringify(plan) === JSON.stringify(state.plan)) continue;
            plans.set(state.variantId, plan);
            before.push({ code: update.code, plan: state.plan });
            after.push({ code: update.code, plan });
          }
          if (plans.size === 0) continue;
          await applyPlans(tx, [{ model, plans }], now());
          await tx.touchModel(modelId);
          updated += plans.size;
        }
        if (updated > 0) {
          await tx.audit(token, { action: "prices.put", entity: "prices", entityId: String(token.id), before, after });
          await tx.refreshListing([...byModel.keys()]);
        }
        return { updated, unchanged: byVariant.size - updated, unknown };
      });
    },

    async applyDuePrices() {
      const at = now();
      const due = await repository.duePricePlans(at, 500);
      const byModel = new Map<number, number[]>();
      for (const { modelId, variantId } of due) byModel.set(modelId, [...(byModel.get(modelId) ?? []), variantId]);
      for (const [modelId, variantIds] of byModel) {
        await repository.transaction(async (tx) => {
          const model = await tx.lockModel(modelId);
          if (!model) return;
          const states = await tx.priceStates(variantIds);
          const plans = new Map(states.filter((state) => state.plan !== null).map((state) => [state.variantId, state.plan!]));
          await applyPlans(tx, [{ model, plans }], at);
          await tx.audit(
            { kind: "system", name: "price schedule" },
            { action: "prices.schedule", entity: "model", entityId: String(modelId), before: null, after: { variantIds } },
          );
          await tx.refreshListing([modelId]);
        });
      }
      return due.length;
    },

    dataVersion: () => repository.dataVersion(),
    refreshQueuedListings: () => repository.refreshQueuedListings(500),

    async checkImportFile(actor, file) {
      const staff = requireStaff(actor);
      const format = importFormatOf(file.name, file.text);
      const read = readImportFile(file.text, format);
      if (!read.ok) return read;
      const checked = checkImport(read.rows, await referencesOf(read.rows));
      const id = await repository.saveImportRun({ fileName: file.name.slice(0, 200) || "import", format, content: file.text, rows: checked.rows, problems: checked.problems, counts: checked.counts }, staff.id);
      return { ok: true, id };
    },

    async importRun(actor, id) {
      requireStaff(actor);
      const run = await repository.importRun(id);
      if (!run) throw new DomainError("NOT_FOUND", "No such import");
      const { content: _content, ...view } = run;
      return view;
    },

    async importRuns(actor) {
      requireStaff(actor);
      return repository.importRuns(20);
    },

    async applyImport(actor, id) {
      const staff = requireStaff(actor);
      const run = await repository.importRun(id);
      if (!run) throw new DomainError("NOT_FOUND", "No such import");
      if (run.appliedAt || run.status === "applying") return { ok: false, applied: true };
      const read = readImportFile(run.content, run.format);
      if (!read.ok) return { ok: false, problems: [{ line: 0, column: "", problem: "invalid" }] };
      // Checked again: the catalogue may have changed since the check (a SKU taken meanwhile).
      const checked = checkImport(read.rows, await referencesOf(read.rows));
      if (checked.problems.length > 0) return { ok: false, problems: checked.problems };
      if (!(await repository.claimImport(id, checked.models.length))) return { ok: false, applied: true };
      background(async () => {
        try {
          await repository.transaction(async (tx) => {
            // Progress is written beside the transaction (not awaited): what it notes is not part of the import.
            await applyChecked(tx, staff, checked, run.fileName, now(), listingInlineMax, (done) => void repository.importProgress(id, done).catch(() => undefined));
            await tx.markImportApplied(id);
          });
        } catch (error) {
          await repository.failImport(id, error instanceof Error ? error.message.slice(0, 500) : "failed");
          throw error;
        }
        // After the commit the import stands: a rebuild that fails here leaves its models queued for every server
        // process, not the import marked as failed.
        await drainListingQueue(1).catch(() => undefined);
      });
      return { ok: true };
    },

    async importFile(actor, file, { apply, progress, listingWorkers = 1, note = () => {} }) {
      if (actor.kind !== "system") throw new DomainError("FORBIDDEN", "The command line's import only");
      const storeIds = await repository.storeIds();
      if (apply && file.rowsAbout) {
        const once = await applyInOnePass(actor, file, storeIds, { progress, note });
        if (once !== "scattered") {
          if (once.ok && once.applied) await drainListingQueue(listingWorkers);
          return once;
        }
      }
      // First pass: the whole file checked, a batch at a time; nothing is written, and what the check kept is
      // let go before the second pass. A batch's references are asked for as it is read, and the batch is
      // checked once the next one is read: the database answers while the file is parsed.
      const checked = await (async () => {
        const check = new ImportCheck(storeIds);
        let previous: { batch: readonly ImportRow[]; references: Promise<ImportReferences> } | null = null;
        try {
          for await (const batch of file.batches()) {
            const references = referencesOf(batch);
            references.catch(() => undefined);
            if (previous) check.check(previous.batch, await previous.references);
            previous = { batch, references };
          }
          if (previous) check.check(previous.batch, await previous.references);
        } catch (error) {
          if (error instanceof ImportFileProblem) return { ok: false as const, problem: error.problem };
          throw error;
        }
        return { ok: true as const, result: check.finish() };
      })();
      if (!checked.ok) return checked;
      const { result } = checked;
      if (result.rows === 0) return { ok: false, problem: "empty" };
      const summary = { ok: true as const, rows: result.rows, problems: result.problems, counts: result.counts };
      if (!apply || result.problems.length > 0) return { ...summary, applied: false };

      // Second pass, in one transaction: the file read and checked again, each model written once the file is
      // past its last row.
      const total = result.lastLines.size;
      const fileName = file.name.slice(0, 200) || "import";
      await repository.transaction(async (tx) => {
        const again = new ImportCheck(storeIds);
        const written = await writeRows(tx, file, again, ModelAssembly.byLastLines(result.lastLines), {
          bulk: async () => result.counts.newModels >= bulkImportMin && result.counts.newModels >= (await tx.modelCount()),
          progress: (done) => progress?.(done, total),
        });
        // The shop may have changed between the passes (a SKU or EAN taken meanwhile): then nothing is applied.
        if (again.finish().problems.length > 0) throw new DomainError("CONFLICT", "The catalogue changed while the file was applied: check the file again");
        await finishWriting(tx, actor, fileName, result, written, note);
      });
      await drainListingQueue(listingWorkers);
      return { ...summary, applied: true };
    },

    async exportCatalogue(actor) {
      requireStaff(actor);
      const storeIds = await repository.storeIds();
      async function* batches() {
        let after = 0;
        const seen = new Set<string>();
        for (;;) {
          const rows = await repository.exportRows(after, 2_000, storeIds);
          if (rows.length === 0) return;
          yield modelColumnsOnce(
            rows.map((row) => row.values),
            seen,
          );
          after = rows[rows.length - 1]!.variantId;
        }
      }
      return { columns: importColumns(storeIds), batches: batches() };
    },
  };
}

/** The fields whose value differs, before and after. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])), after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])) };
}

