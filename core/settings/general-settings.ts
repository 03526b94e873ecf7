/**
 * The shop's general settings (a key/value list of strings) read into a typed object. Bad JSON in
 * quick_add_products or feature_flags is logged and ignored; target_country_delivery_added_days must
 * be JSON with a countries list, otherwise it is ignored with a log. A bad value never fails the page: it falls
 * back to its default.
 */

export interface SettingsLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface TargetCountryDeliveryAddedDays {
  /**
   * Delivery countries (lower-cased codes) that get extra delivery days. Stored either as codes with one
   * shared `days`/`added_days` number, or as `{ country_code, added_days }` entries with their own.
   */
  countries: Array<{ code: string; addedDays: number }>;
}

export interface GeneralSettings {
  searchBarPlaceholder: string | null;
  frontpageMetaDescription: string | null;
  frontpageTitle: string | null;
  blogCategoryOrder: string | null;
  /** Days a price ending is shown; 30 unless set to a non-negative whole number. */
  priceEndingMaxDays: number;
  /** True only for the string "true". */
  rentalEnabled: boolean;
  partDeliveryMode: string | null;
  experienceManufacturerList: string | null;
  /** True only for the string "true" (same convention as rental_enabled). */
  autoTranslationsDisabled: boolean;
  blockedStockText: string | null;
  /** Parsed JSON; null when unset or not valid JSON. */
  quickAddProducts: JsonValue | null;
  /** Flag name to on/off; empty when unset or not a valid JSON object. */
  featureFlags: Record<string, boolean>;
  defaultSearchEngine: string | null;
  hiddenDynamicPageMenuItems: string | null;
  targetCountryDeliveryAddedDays: TargetCountryDeliveryAddedDays | null;
  frosmoSearchSortBy: string | null;
  /** Defaults to "sort-product-group". */
  frosmoCategoryStrategy: string;
  /** Every key as stored, the known ones included, for settings not typed here. */
  raw: Readonly<Record<string, string>>;
}

export const DEFAULT_PRICE_ENDING_MAX_DAYS = 30;
export const DEFAULT_FROSMO_CATEGORY_STRATEGY = "sort-product-group";

export type GeneralSettingsInput =
  | ReadonlyArray<{ key: string; value: string | null | undefined }>
  | Readonly<Record<string, string | null | undefined>>;

const consoleLogger: SettingsLogger = {
  warn: (message, details) => console.warn(message, details ?? ""),
};

function toRecord(input: GeneralSettingsInput): Record<string, string> {
  const entries: Array<[string, string | null | undefined]> = Array.isArray(input)
    ? (input as ReadonlyArray<{ key: string; value: string | null | undefined }>).map((row) => [row.key, row.value])
    : Object.entries(input as Record<string, string | null | undefined>);
  const record: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value === "string") record[key] = value;
  }
  return record;
}

/** Parses a JSON setting; logs and returns undefined when it is not valid JSON. */
function parseJsonSetting(key: string, value: string, logger: SettingsLogger): JsonValue | undefined {
  try {
    return JSON.parse(value) as JsonValue;
  } catch (error) {
    logger.warn(`General setting ${key} is not valid JSON; ignored`, { key, error: String(error) });
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, JsonValue> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The feature_flags setting: a JSON object of flag name to boolean. Values that are not booleans
 * are dropped with a log rather than guessed at.
 */
export function parseFeatureFlags(value: string | null | undefined, logger: SettingsLogger = consoleLogger): Record<string, boolean> {
  if (value === null || value === undefined || value.trim() === "") return {};
  const parsed = parseJsonSetting("feature_flags", value, logger);
  if (parsed === undefined) return {};
  if (!isPlainObject(parsed)) {
    logger.warn("General setting feature_flags is not a JSON object; ignored", { key: "feature_flags" });
    return {};
  }
  const flags: Record<string, boolean> = {};
  for (const [name, flag] of Object.entries(parsed)) {
    if (typeof flag === "boolean") flags[name] = flag;
    else logger.warn("Feature flag is not a boolean; ignored", { key: "feature_flags", flag: name });
  }
  return flags;
}

function parseTargetCountryDays(value: string, logger: SettingsLogger): TargetCountryDeliveryAddedDays | null {
  const key = "target_country_delivery_added_days";
  const parsed = parseJsonSetting(key, value, logger);
  if (parsed === undefined) return null;
  const entries = isPlainObject(parsed) && Array.isArray(parsed.countries) ? parsed.countries : null;
  const shared = isPlainObject(parsed) ? (parsed.added_days ?? parsed.days ?? 0) : 0;
  const countries = entries?.map((entry) => {
    if (typeof entry === "string" && typeof shared === "number") return { code: entry.trim().toLowerCase(), addedDays: shared };
    if (isPlainObject(entry) && typeof entry.country_code === "string" && typeof entry.added_days === "number") {
      return { code: entry.country_code.trim().toLowerCase(), addedDays: entry.added_days };
    }
    return null;
  });
  if (!countries || countries.some((country) => country === null || !/^[a-z]{2}$/.test(country.code) || country.addedDays < 0)) {
    logger.warn(`General setting ${key} has no countries list; ignored`, { key });
    return null;
  }
  return { countries: countries as Array<{ code: string; addedDays: number }> };
}

function parsePriceEndingMaxDays(value: string | undefined, logger: SettingsLogger): number {
  if (value === undefined || value.trim() === "") return DEFAULT_PRICE_ENDING_MAX_DAYS;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  logger.warn("General setting price_ending_max_days is not a whole number; default used", {
    key: "price_ending_max_days",
    default: DEFAULT_PRICE_ENDING_MAX_DAYS,
  });
  return DEFAULT_PRICE_ENDING_MAX_DAYS;
}

const text = (value: string | undefined): string | null => (value === undefined || value === "" ? null : value);

export function parseGeneralSettings(input: GeneralSettingsInput, logger: SettingsLogger = consoleLogger): GeneralSettings {
  const raw = toRecord(input);
  const quickAdd = raw.quick_add_products;
  const targetDays = raw.target_country_delivery_added_days;
  return {
    searchBarPlaceholder: text(raw.search_bar_placeholder),
    frontpageMetaDescription: text(raw.frontpage_meta_description),
    frontpageTitle: text(raw.frontpage_title),
    blogCategoryOrder: text(raw.blog_category_order),
    priceEndingMaxDays: parsePriceEndingMaxDays(raw.price_ending_max_days, logger),
    rentalEnabled: raw.rental_enabled === "true",
    partDeliveryMode: text(raw.part_delivery_mode),
    experienceManufacturerList: text(raw.experience_manufacturer_list),
    autoTranslationsDisabled: raw.auto_translations_disabled === "true",
    blockedStockText: text(raw.blocked_stock_text),
    quickAddProducts:
      quickAdd === undefined || quickAdd.trim() === "" ? null : (parseJsonSetting("quick_add_products", quickAdd, logger) ?? null),
    featureFlags: parseFeatureFlags(raw.feature_flags, logger),
    defaultSearchEngine: text(raw.default_search_engine),
    hiddenDynamicPageMenuItems: text(raw.hidden_dynamic_page_menu_items),
    targetCountryDeliveryAddedDays:
      targetDays === undefined || targetDays.trim() === "" ? null : parseTargetCountryDays(targetDays, logger),
    frosmoSearchSortBy: text(raw.frosmo_search_sort_by),
    frosmoCategoryStrategy: text(raw.frosmo_category_strategy) ?? DEFAULT_FROSMO_CATEGORY_STRATEGY,
    raw,
  };
}

/** A tag-manager container id: GTM- followed by upper-case letters or digits. */
export function isValidGtmId(id: unknown): id is string {
  return typeof id === "string" && /^GTM-[A-Z0-9]+$/.test(id);
}
