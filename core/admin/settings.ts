import { slugify } from "#core/text/slugify.ts";
import { parseGeneralSettings, type GeneralSettings } from "#core/settings/general-settings.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { centsText, HOME_LANG, parseCents, type FormFields, type Parsed, type Problems } from "./model-form.ts";
import { requireAdmin, type Actor, type StaffActor } from "./roles.ts";

/**
 * The shop's general settings in the back office (admins), each in a field of its own type rather than as the
 * stored text: the texts shoppers read per language, whole numbers, ticks, choices, lists a line each, model ids,
 * feature flags as ticks, the extra delivery days per country, and money in euros. What is saved is the stored
 * form the shop reads (`true`/`false`, JSON lists and objects, cents), so the storefront's reading of the settings
 * is unchanged.
 */

/** Settings shown to shoppers, with their own text per language (Finnish is also the stored value). */
export const TEXT_SETTINGS = {
  search_bar_placeholder: 100,
  frontpage_title: 120,
  frontpage_meta_description: 300,
  blocked_stock_text: 300,
} as const;
export type TextSetting = keyof typeof TEXT_SETTINGS;
export const textSettingField = (key: TextSetting, lang: Lang) => `${key}_${lang}`;

export const PART_DELIVERY_MODES = ["optional", "free", "off"] as const;
/** Lists of address names, a line each in the form and a JSON list when stored. */
export const LIST_SETTINGS = ["blog_category_order", "experience_manufacturer_list", "hidden_dynamic_page_menu_items"] as const;
export type ListSetting = (typeof LIST_SETTINGS)[number];

export interface SettingsView {
  texts: Record<TextSetting, Partial<Record<Lang, string>>>;
  settings: GeneralSettings;
  /** The form's values of the settings that are not texts, as the form shows them. */
  fields: Record<string, string>;
}

export interface SettingsRepository {
  /** Every stored setting, and the texts per language. */
  read(): Promise<{ values: Record<string, string>; texts: Partial<Record<string, Partial<Record<Lang, string>>>> }>;
  countryCodes(): Promise<string[]>;
  /** Writes the settings and texts given, with one audit row of what changed. */
  write(values: Record<string, string>, texts: Record<string, Partial<Record<Lang, string>>>, actor: StaffActor): Promise<void>;
}

const FLAG = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;
const silent = { warn: () => undefined };
const lines = (text: string) => text.split(/[\r\n,]+/).map((line) => line.trim()).filter((line) => line !== "");

function listOf(value: string | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** The form's fields of the stored settings. */
export function settingsFields(values: Record<string, string>): Record<string, string> {
  const settings = parseGeneralSettings(values, silent);
  const money = (key: string) => (/^\d+$/.test(values[key] ?? "") ? centsText(Number(values[key])) : "");
  return {
    price_ending_max_days: String(settings.priceEndingMaxDays),
    part_delivery_mode: PART_DELIVERY_MODES.find((mode) => mode === settings.partDeliveryMode) ?? "optional",
    default_search_engine: settings.defaultSearchEngine ?? "",
    frosmo_search_sort_by: settings.frosmoSearchSortBy ?? "",
    frosmo_category_strategy: settings.frosmoCategoryStrategy,
    ...Object.fromEntries(LIST_SETTINGS.map((key) => [key, listOf(values[key]).join("\n")])),
    quick_add_products: listOf(values.quick_add_products).join(", "),
    target_country_delivery_added_days: (settings.targetCountryDeliveryAddedDays?.countries ?? []).map((country) => `${country.code} ${country.addedDays}`).join("\n"),
    repack_price_cents: money("repack_price_cents"),
    repack_free_from_cents: money("repack_free_from_cents"),
  };
}

export interface SettingsInput {
  values: Record<string, string>;
  texts: Record<TextSetting, Partial<Record<Lang, string>>>;
}

export function parseSettingsForm(fields: FormFields, knownFlags: readonly string[], countryCodes: ReadonlySet<string>): Parsed<SettingsInput> {
  const problems: Problems = {};
  const values: Record<string, string> = {};
  const texts = {} as SettingsInput["texts"];
  for (const [key, max] of Object.entries(TEXT_SETTINGS) as Array<[TextSetting, number]>) {
    texts[key] = {};
    for (const lang of LANGUAGES) {
      const name = textSettingField(key, lang);
      const value = fields.get(name).trim();
      if (value.length > max) problems[name] = "tooLong";
      else if (value !== "") texts[key][lang] = value;
    }
    values[key] = texts[key][HOME_LANG] ?? "";
  }
  const days = fields.get("price_ending_max_days").trim();
  if (!/^\d{1,3}$/.test(days) || Number(days) > 365) problems.price_ending_max_days = days === "" ? "required" : "invalid";
  values.price_ending_max_days = String(Number(days));
  values.rental_enabled = String(fields.get("rental_enabled") === "on");
  values.auto_translations_disabled = String(fields.get("auto_translations_disabled") === "on");
  const mode = fields.get("part_delivery_mode");
  if (!(PART_DELIVERY_MODES as readonly string[]).includes(mode)) problems.part_delivery_mode = "invalid";
  values.part_delivery_mode = mode;
  for (const key of ["default_search_engine", "frosmo_search_sort_by", "frosmo_category_strategy"]) {
    const value = fields.get(key).trim();
    if (value.length > 60) problems[key] = "tooLong";
    else if (value !== "" && slugify(value) !== value) problems[key] = "invalid";
    values[key] = value;
  }
  for (const key of LIST_SETTINGS) {
    const names = lines(fields.get(key));
    if (names.some((name) => slugify(name) !== name) || names.length > 100) problems[key] = "invalid";
    values[key] = JSON.stringify([...new Set(names)]);
  }
  const ids = lines(fields.get("quick_add_products").replace(/\s+/g, ","));
  if (ids.some((id) => !/^\d{1,9}$/.test(id)) || ids.length > 20) problems.quick_add_products = "invalid";
  values.quick_add_products = JSON.stringify([...new Set(ids.map(Number))]);
  const flags: Record<string, boolean> = Object.fromEntries(knownFlags.map((flag) => [flag, fields.all("feature_flags").includes(flag)]));
  const added = fields.get("new_flag").trim();
  if (added !== "") {
    if (!FLAG.test(added)) problems.new_flag = "invalid";
    else flags[added] = true;
  }
  values.feature_flags = JSON.stringify(flags);
  const countries: Array<{ country_code: string; added_days: number }> = [];
  for (const line of fields.get("target_country_delivery_added_days").split(/\r?\n/).map((part) => part.trim()).filter((part) => part !== "")) {
    const match = /^([a-zA-Z]{2})\s+(\d{1,2})$/.exec(line);
    const code = match?.[1]!.toLowerCase();
    if (!match || !countryCodes.has(code!) || Number(match[2]) > 30 || countries.some((country) => country.country_code === code)) {
      problems.target_country_delivery_added_days = "invalid";
      break;
    }
    countries.push({ country_code: code!, added_days: Number(match[2]) });
  }
  values.target_country_delivery_added_days = JSON.stringify({ countries });
  for (const key of ["repack_price_cents", "repack_free_from_cents"]) {
    const text = fields.get(key).trim();
    const cents = parseCents(text);
    if (text === "") problems[key] = "required";
    else if (cents === null || Number.isNaN(cents) || cents < 0) problems[key] = "invalid";
    else values[key] = String(cents);
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { values, texts } };
}

export function createSettingsAdminService({ repository }: { repository: SettingsRepository }) {
  async function view(): Promise<SettingsView> {
    const { values, texts } = await repository.read();
    const own = {} as SettingsView["texts"];
    for (const key of Object.keys(TEXT_SETTINGS) as TextSetting[]) own[key] = { ...(values[key] ? { [HOME_LANG]: values[key] } : {}), ...texts[key] };
    return { texts: own, settings: parseGeneralSettings(values, silent), fields: settingsFields(values) };
  }

  return {
    async settings(actor: Actor): Promise<SettingsView> {
      requireAdmin(actor);
      return view();
    },

    async saveSettings(actor: Actor, fields: FormFields): Promise<{ ok: true } | { ok: false; problems: Problems }> {
      const admin = requireAdmin(actor);
      const current = await view();
      const parsed = parseSettingsForm(fields, Object.keys(current.settings.featureFlags), new Set(await repository.countryCodes()));
      if (!parsed.ok) return parsed;
      await repository.write(parsed.value.values, parsed.value.texts, admin);
      return { ok: true };
    },
  };
}

export type SettingsAdminService = ReturnType<typeof createSettingsAdminService>;
