/**
 * The deterministic demo catalogue: a believable outdoor-gear shop in six languages.
 * `seedDemoCatalogue(db, { models, seed })` writes everything in one transaction and refreshes the
 * catalogue read model at the end; the same seed (and reference date) always gives the same data.
 */
import { getTableName, is, sql } from "drizzle-orm";
import { bulkInsert } from "../bulk-insert.ts";
import { htmlToPlainText } from "../plain-text.ts";
import { PgTable } from "drizzle-orm/pg-core";
import { LANGUAGES, type Lang } from "../../i18n/languages.ts";
import type { Db } from "../client.server.ts";
import { refreshCatalogListing, refreshModelRatings } from "../read-model.ts";
import * as s from "../schema/index.ts";
import { COLOURS, PRODUCT_TYPES, PROPERTY_TYPES, RIBBONS, SIZE_TABLES, TAGS } from "./attributes.ts";
import { BRANDS, HOUSE_BRAND, brandTexts } from "./brands.ts";
import { CatalogueGenerator, filterablePropertiesFor, groupIdBySlug, priceForArea, shelfPrice, type GeneratedModel, type ModelSummary } from "./catalogue.ts";
import {
  BANNERS,
  GENERAL_SETTINGS,
  GENERAL_SETTING_TRANSLATIONS,
  GIFT_CARDS,
  GIFT_CARD_TEMPLATES,
  KEYWORD_POPUPS,
  STATIC_PAGES,
  STATIC_PAGE_TABS,
} from "./content.ts";
import { Rng } from "./prng.ts";
import { seedOrderHistory } from "./order-history.ts";
import { seedProductViews } from "./views.ts";
import { insertDeliveryLimits, insertDeliveryMethods, insertPickupPoints } from "./delivery.ts";
import { insertDemoAccounts, insertDemoPurchases } from "./accounts.ts";
import { insertCheckoutData } from "./checkout.ts";
import { insertCampaigns } from "./campaigns.ts";
import { COUNTRIES, CURRENCIES, STORES, TAX_AREAS, deliveryDaysFor, storeDescription } from "./reference-data.ts";
import { GROUPS, KINDS, type GroupSeed } from "./taxonomy.ts";
import { SEARCH_SYNONYMS } from "./search-vocabulary.ts";
import { perLang, slugify, type L } from "./text.ts";

export interface SeedOptions {
  /** Number of generated product models (gift cards and package models come on top). */
  models: number;
  seed: number;
  /** "Today" of the catalogue; defaults to 2026-11-23 so that the default catalogue never changes. */
  referenceDate?: Date;
  /** Called after each chunk of models with (done, total). */
  onProgress?: (done: number, total: number) => void;
  /** Called with the name and duration (ms) of each phase. */
  onPhase?: (phase: string, ms: number) => void;
  /**
   * Seeds only the tables and columns of the migration baseline: for a database made by the migrations the
   * baseline replaced (the baseline's test), which has none of those added since (campaigns, pictures).
   */
  baselineTablesOnly?: boolean;
}

/** The generator seed of the demo catalogue a shop seeds at its first start (server/start-shop.server.ts). */
export const DEMO_CATALOGUE_SEED = 1970;

export const DEFAULT_REFERENCE_DATE = new Date(Date.UTC(2026, 10, 23));
const CHUNK_MODELS = 250;

/** Path prefix of static content pages per language (i18n/routes.ts `page`). */
export const PAGE_PREFIX: Record<Lang, string> = { en: "/page", fi: "/sivu", sv: "/sida", de: "/seite", fr: "/page", ru: "/stranitsa" };

export async function isSeeded(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select exists (select 1 from product_models) as seeded`)) as { rows: { seeded: boolean }[] };
  return result.rows[0]?.seeded === true;
}

/** Empties every table of the shop schema (not the migrations journal). */
export async function resetDatabase(db: Db): Promise<void> {
  const names = (Object.values(s) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate table ${names.join(", ")} restart identity cascade`));
}

export class AlreadySeededError extends Error {
  constructor() {
    super("the database already holds a catalogue; reset it first");
    this.name = "AlreadySeededError";
  }
}

/** Any constant; identifies the seeding lock among advisory locks. */
const SEED_LOCK_KEY = 7_240_532;

/**
 * Writes the demo catalogue in one transaction. Throws AlreadySeededError when the database already holds
 * one; the check and the writes are serialized by an advisory lock, so two server processes starting at
 * once on one PostgreSQL cannot both seed.
 */
export async function seedDemoCatalogue(db: Db, options: SeedOptions): Promise<void> {
  if (!(await seed(db, options))) throw new AlreadySeededError();
}

/** Seeds only an empty database (safe for every process to call at start); true when it seeded. */
export function seedDemoCatalogueIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  return seed(db, options);
}

async function seed(db: Db, options: SeedOptions): Promise<boolean> {
  if (!Number.isInteger(options.models) || options.models < 0) throw new RangeError("models must be a non-negative integer");
  if (await isSeeded(db)) return false;
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  const phase = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await fn();
    options.onPhase?.(name, performance.now() - started);
    return result;
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return false;
    await skipTriggerChecks(tx);
    const groupPaths = await phase("reference data and content", async () => {
      await insertReferenceData(tx);
      await insertAttributes(tx);
      await insertBrands(tx);
      const paths = await insertGroups(tx);
      if (!options.baselineTablesOnly) await insertSearchSynonyms(tx);
      await insertContent(tx, paths);
      await insertGiftCards(tx);
      await insertDeliveryMethods(tx);
      await insertPickupPoints(tx);
      await insertDemoAccounts(tx);
      await insertCheckoutData(tx);
      return paths;
    });

    const summaries = await phase("models", async () => {
      const generator = new CatalogueGenerator({ seed: options.seed, referenceDate });
      const list: ModelSummary[] = [];
      for (let start = 0; start < options.models; start += CHUNK_MODELS) {
        const chunk: GeneratedModel[] = [];
        for (let i = start; i < Math.min(options.models, start + CHUNK_MODELS); i++) chunk.push(generator.model(i));
        await insertModels(tx, chunk);
        for (const m of chunk) list.push(m.summary);
        options.onProgress?.(Math.min(options.models, start + CHUNK_MODELS), options.models);
      }
      return list;
    });

    await phase("bundles, campaigns and group pictures", async () => {
      await insertBundles(tx, summaries, options.seed);
      await insertGiftCampaign(tx, summaries, options.seed);
      if (!options.baselineTablesOnly) await insertCampaigns(tx, summaries, referenceDate);
      await insertDeliveryLimits(tx);
      await insertGroupImagesAndLinks(tx, summaries, groupPaths);
    });

    await phase("ranks and ratings", async () => {
      await tx.execute(sql`
        update product_models m set sales_rank = r.rank
        from (select id, row_number() over (order by sold_amount desc, id) as rank from product_models) r
        where r.id = m.id`);
      await refreshModelRatings(tx);
      await tx.execute(sql`select setval(pg_get_serial_sequence('reviews', 'id'), greatest(1, (select coalesce(max(id), 0) from reviews)))`);
    });
    await phase("product views and popularity", () => seedProductViews(tx, { seed: options.seed, referenceDate }));
    // Fresh statistics: without them the planner joins millions of just-loaded rows badly.
    await phase("statistics", () =>
      tx.execute(
        sql`analyze product_models, product_model_translations, product_model_groups, variants, variant_prices, stock, images, model_properties, model_tags, model_ribbons, bundles, bundle_prices`,
      ),
    );
    // After the statistics: its statement finds each model's variants by index.
    await phase("order history", async () => {
      await seedOrderHistory(tx, { seed: options.seed, referenceDate, summaries });
      // A shop without models (the start of a catalogue of the retailer's own, loaded by an import) has no purchases.
      if (options.models > 0) await insertDemoPurchases(tx, referenceDate);
      await tx.execute(sql`analyze orders, order_rows`);
    });
    await phase("catalogue read model", async () => {
      await refreshCatalogListing(tx, undefined, { baselineColumns: options.baselineTablesOnly ?? false });
      // PGlite runs no autovacuum: without this the shop's first queries would be planned blind.
      await tx.execute(sql`analyze catalog_listing`);
    });
    return true;
  });
}

/**
 * The generated rows are consistent by construction, so the load skips per-row foreign-key trigger checks
 * (about a third of the insert time) for this transaction only. That needs superuser rights: always true
 * on PGlite; on PostgreSQL without them the checks simply stay on.
 */
async function skipTriggerChecks(db: Db): Promise<void> {
  const result = (await db.execute(sql`select rolsuper from pg_roles where rolname = current_user`)) as { rows: { rolsuper: boolean }[] };
  if (result.rows[0]?.rolsuper) await db.execute(sql`set local session_replication_role = replica`);
}

// --- reference data --------------------------------------------------------------------------------

async function insertReferenceData(db: Db): Promise<void> {
  await bulkInsert(db, s.currencies, CURRENCIES.map((c) => ({ code: c.code, rate: c.rate, symbol: c.symbol, format: c.format, roundWhole: c.roundWhole })));
  await bulkInsert(db, s.taxAreas, TAX_AREAS.map((a) => ({ id: a.id, name: a.name })));
  await bulkInsert(
    db,
    s.taxRates,
    TAX_AREAS.flatMap((a) => Object.entries(a.rates).map(([taxClass, rateBp]) => ({ taxAreaId: a.id, taxClass, rateBp }))),
  );
  await bulkInsert(
    db,
    s.countries,
    COUNTRIES.map((c) => ({
      code: c.code,
      currencyCode: c.currency,
      taxAreaId: c.taxArea,
      isEuMember: c.eu,
      isEnabled: c.enabled,
      deliveryDays: deliveryDaysFor(c.region),
      sortOrder: c.sortOrder,
    })),
  );
  await bulkInsert(db, s.countryTranslations, COUNTRIES.flatMap((c) => LANGUAGES.map((lang) => ({ countryCode: c.code, lang, name: c.names[lang] }))));
  await bulkInsert(
    db,
    s.stores,
    STORES.map(({ names: _names, stockShare: _share, ...store }) => store),
  );
  await bulkInsert(
    db,
    s.storeTranslations,
    STORES.flatMap((store) => {
      const description = storeDescription(store);
      return LANGUAGES.map((lang) => ({
        storeId: store.id,
        lang,
        name: store.names[lang],
        shortName: store.type === "web" ? store.names[lang] : store.city,
        descriptionHtml: description[lang],
      }));
    }),
  );
}

/** The shopper vocabulary, its targets resolved to the seeded groups' and property values' ids. */
async function insertSearchSynonyms(db: Db): Promise<void> {
  const groupIds = new Map(GROUPS.map((group) => [group.slug, group.id]));
  const valueIds = new Map<string, number>(PROPERTY_TYPES.flatMap((type) => type.values.map((value) => [`${type.slug}:${value.slug}`, value.id] as const)));
  const rows = LANGUAGES.flatMap((lang) =>
    SEARCH_SYNONYMS[lang].flatMap(([phrase, ...targets]) =>
      targets.map((target) => {
        const groupId = groupIds.get(target) ?? null;
        const propertyValueId = valueIds.get(target) ?? null;
        if (groupId === null && propertyValueId === null) throw new Error(`search synonym "${phrase}" (${lang}) names no group or value: ${target}`);
        return { lang, phrase, groupId, propertyValueId };
      }),
    ),
  );
  await bulkInsert(db, s.searchSynonyms, rows);
}

async function insertAttributes(db: Db): Promise<void> {
  await bulkInsert(db, s.colours, COLOURS.map((c, i) => ({ slug: c.slug, hex: c.hex, family: c.family, sortOrder: i + 1 })));
  await bulkInsert(db, s.colourTranslations, COLOURS.flatMap((c) => LANGUAGES.map((lang) => ({ colourSlug: c.slug, lang, name: c.names[lang] }))));
  await bulkInsert(db, s.productTypes, PRODUCT_TYPES.map((p) => ({ id: p.id, slug: p.slug, sortOrder: p.sortOrder })));
  await bulkInsert(
    db,
    s.productTypeTranslations,
    PRODUCT_TYPES.flatMap((p) => LANGUAGES.map((lang) => ({ productTypeId: p.id, lang, name: p.names[lang], title: p.titles[lang] }))),
  );
  await bulkInsert(db, s.sizeTables, SIZE_TABLES.map((t) => ({ id: t.id, name: t.name, parsed: t.parsed, image: null, hideImage: true, images: [] })));
  await bulkInsert(
    db,
    s.sizeTableTranslations,
    SIZE_TABLES.flatMap((t) => LANGUAGES.map((lang) => ({ sizeTableId: t.id, lang, name: t.names[lang], infoText: t.info[lang] }))),
  );
  await bulkInsert(
    db,
    s.propertyTypes,
    PROPERTY_TYPES.map((p, i) => ({
      id: p.id,
      slug: p.slug,
      bgColor: p.bgColor,
      textColor: p.textColor,
      filterKind: p.filterKind,
      unit: p.unit,
      sortOrder: i + 1,
      isFilterable: p.slug !== "binding-norm",
    })),
  );
  await bulkInsert(db, s.propertyTypeTranslations, PROPERTY_TYPES.flatMap((p) => LANGUAGES.map((lang) => ({ propertyTypeId: p.id, lang, name: p.names[lang] }))));
  await bulkInsert(
    db,
    s.propertyValues,
    PROPERTY_TYPES.flatMap((p) => p.values.map((v, i) => ({ id: v.id, propertyTypeId: p.id, slug: v.slug, sortOrder: i + 1 }))),
  );
  await bulkInsert(
    db,
    s.propertyValueTranslations,
    PROPERTY_TYPES.flatMap((p) => p.values.flatMap((v) => LANGUAGES.map((lang) => ({ propertyValueId: v.id, lang, name: v.names[lang] })))),
  );
  await bulkInsert(db, s.tags, TAGS.map((t) => ({ id: t.id, slug: t.slug, bgColor: t.bgColor, textColor: t.textColor })));
  await bulkInsert(db, s.tagTranslations, TAGS.flatMap((t) => LANGUAGES.map((lang) => ({ tagId: t.id, lang, name: t.names[lang] }))));
  await bulkInsert(db, s.ribbons, RIBBONS.map((r) => ({ id: r.id, slug: r.slug, value: r.value })));
  await bulkInsert(db, s.ribbonTranslations, RIBBONS.flatMap((r) => LANGUAGES.map((lang) => ({ ribbonId: r.id, lang, name: r.names[lang] }))));
}

async function insertBrands(db: Db): Promise<void> {
  await bulkInsert(
    db,
    s.brands,
    BRANDS.map((b) => {
      const rng = Rng.for(0, "brand", b.slug);
      const promos = rng.chance(0.4) ? rng.int(2, 3) : 0;
      return {
        id: b.id,
        slug: b.slug,
        name: b.name,
        logo: `/images/brands/${b.slug}.svg`,
        colorHex: b.colorHex,
        promoImages: Array.from({ length: promos }, (_, i) => `/images/brands/${b.slug}-promo-${i + 1}.svg`),
        isPublic: true,
      };
    }),
  );
  await bulkInsert(
    db,
    s.brandTranslations,
    BRANDS.flatMap((b) => {
      const t = brandTexts(b);
      return LANGUAGES.map((lang) => ({
        brandId: b.id,
        lang,
        title: t.title[lang],
        description: t.description[lang],
        metaDescription: t.metaDescription[lang],
      }));
    }),
  );
}

// --- groups --------------------------------------------------------------------------------------

const GROUP_SORTING: Record<string, string> = { "hiking-tents": "popular", "alpine-skis": "newest", "trail-running-shoes": "most-sold" };

function groupDescription(name: string, lang: Lang): string {
  switch (lang) {
    case "en":
      return `${name} from trusted brands, chosen by our staff. Most products ship within 1-2 working days, and you can return unused products within 100 days.`;
    case "fi":
      return `${name} luotettavilta merkeiltä, henkilökuntamme valitsemina. Useimmat tuotteet lähtevät 1-2 arkipäivässä, ja käyttämättömät tuotteet voit palauttaa 100 päivän kuluessa.`;
    case "sv":
      return `${name} från pålitliga märken, utvalda av vår personal. De flesta produkter skickas inom 1-2 arbetsdagar, och oanvända produkter kan returneras inom 100 dagar.`;
    case "de":
      return `${name} von bewährten Marken, ausgewählt von unserem Team. Die meisten Artikel versenden wir innerhalb von 1-2 Werktagen, unbenutzte Produkte können Sie 100 Tage lang zurückgeben.`;
    case "fr":
      return `${name} : une sélection de notre équipe parmi des marques reconnues. La plupart des produits partent sous 1 à 2 jours ouvrés et les produits non utilisés peuvent être retournés sous 100 jours.`;
    case "ru":
      return `${name}: подборка наших сотрудников от проверенных брендов. Большинство товаров отправляется в течение 1-2 рабочих дней, а неиспользованные товары можно вернуть в течение 100 дней.`;
  }
}

const META_TITLE: Record<Lang, (name: string) => string> = {
  en: (n) => `${n} online`,
  fi: (n) => `${n} verkkokaupasta`,
  sv: (n) => `${n} online`,
  de: (n) => `${n} online kaufen`,
  fr: (n) => `${n} en ligne`,
  ru: (n) => `${n} — купить онлайн`,
};

/** Localized paths per group (English slug -> lang -> path). */
type GroupPaths = Map<string, Record<Lang, string>>;

async function insertGroups(db: Db): Promise<GroupPaths> {
  const paths: GroupPaths = new Map();
  const neutral = new Map<string, string>();
  const depth = new Map<string, number>();
  const rows: (typeof s.productGroups.$inferInsert)[] = [];
  const translations: (typeof s.productGroupTranslations.$inferInsert)[] = [];
  for (const [order, g] of GROUPS.entries()) {
    const parentPath = g.parent ? neutral.get(g.parent)! : null;
    const path = parentPath ? `${parentPath}/${g.slug}` : g.slug;
    neutral.set(g.slug, path);
    depth.set(g.slug, g.parent ? depth.get(g.parent)! + 1 : 0);
    const localized = perLang((lang) => {
      const slug = g.slugs?.[lang] ?? slugify(g.names[lang]);
      return g.parent ? `${paths.get(g.parent)![lang]}/${slug}` : slug;
    });
    paths.set(g.slug, localized);
    rows.push({
      id: g.id,
      parentId: g.parent ? groupIdBySlug.get(g.parent)! : null,
      slug: g.slug,
      path,
      depth: depth.get(g.slug)!,
      sortOrder: order + 1,
      showInMenu: g.showInMenu ?? true,
      groupSorting: g.groupSorting ?? GROUP_SORTING[g.slug] ?? null,
      filterableProperties: filterablePropertiesFor(g.slug),
      image: null,
      isOutlet: g.isOutlet ?? false,
    });
    const kind = KINDS.find((k) => k.group === g.slug);
    for (const lang of LANGUAGES) {
      const name = g.names[lang];
      const text = groupDescription(name, lang);
      translations.push({
        groupId: g.id,
        lang,
        name,
        shortName: shortGroupName(g, lang),
        slug: localized[lang].split("/").pop()!,
        path: localized[lang],
        metaTitle: META_TITLE[lang](name),
        metaDescription: (kind ? kind.intro[lang] : text).slice(0, 300),
        descriptionHtml: (kind ? `<p>${kind.intro[lang]}</p>` : "") + `<p>${text}</p>`,
      });
    }
  }
  await bulkInsert(db, s.productGroups, rows);
  await bulkInsert(db, s.productGroupTranslations, translations);
  return paths;
}

/** Menu label: the last word of long names (e.g. "Hardshell jackets" stays, "Cross-country ski boots" -> as is). */
function shortGroupName(g: GroupSeed, lang: Lang): string {
  const name = g.names[lang];
  return name.length <= 18 ? name : name.split(" ").slice(0, 2).join(" ");
}

async function insertGroupImagesAndLinks(db: Db, summaries: ModelSummary[], paths: GroupPaths): Promise<void> {
  // A group's picture is the main image of its first public model (or of a descendant's).
  const firstImage = new Map<number, number>();
  const parentOf = new Map(GROUPS.map((g) => [g.id, g.parent ? groupIdBySlug.get(g.parent)! : null]));
  for (const m of summaries) {
    if (!m.isPublic) continue;
    for (let g: number | null = m.groupId; g !== null; g = parentOf.get(g) ?? null) if (!firstImage.has(g)) firstImage.set(g, m.firstImageId);
  }
  const image = (groupId: number) => {
    const id = firstImage.get(groupId);
    return id === undefined ? null : `/images/products/${id}-320.svg`;
  };
  for (const g of GROUPS) {
    const img = image(g.id);
    if (img) await db.execute(sql`update product_groups set image = ${img} where id = ${g.id}`);
  }
  const links: (typeof s.productGroupLinks.$inferInsert)[] = [];
  for (const parent of GROUPS.filter((g) => g.parent === null)) {
    const children = GROUPS.filter((g) => g.parent === parent.slug);
    for (const lang of LANGUAGES) {
      for (const [i, child] of children.entries()) {
        links.push({
          groupId: parent.id,
          lang,
          sortOrder: i + 1,
          title: child.names[lang],
          slug: paths.get(child.slug)![lang],
          image: image(child.id),
        });
      }
    }
  }
  await bulkInsert(db, s.productGroupLinks, links);
}

// --- content -------------------------------------------------------------------------------------

async function insertContent(db: Db, groupPaths: GroupPaths): Promise<void> {
  const pageByKey = new Map(STATIC_PAGES.map((p) => [p.key, p]));
  await bulkInsert(db, s.staticPages, STATIC_PAGES.map((p, i) => ({ id: p.id, kind: p.kind, key: p.key, sortOrder: i + 1, isPublished: true })));
  await bulkInsert(
    db,
    s.staticPageTranslations,
    STATIC_PAGES.flatMap((p) =>
      LANGUAGES.map((lang) => ({ pageId: p.id, lang, slug: p.slugs[lang], title: p.titles[lang], contentHtml: p.html[lang], metaDescription: p.meta[lang] })),
    ),
  );
  const tabs = STATIC_PAGE_TABS.map((t, i) => ({ id: t.id, pageId: pageByKey.get(t.pageKey)!.id, parentTabId: t.parentId, sortOrder: i + 1 }));
  await bulkInsert(db, s.staticPageTabs, tabs.filter((t) => t.parentTabId === null));
  await bulkInsert(db, s.staticPageTabs, tabs.filter((t) => t.parentTabId !== null));
  await bulkInsert(
    db,
    s.staticPageTabTranslations,
    STATIC_PAGE_TABS.flatMap((t) => LANGUAGES.map((lang) => ({ tabId: t.id, lang, slug: t.slugs[lang], title: t.titles[lang], contentHtml: t.html[lang] }))),
  );

  const pageUrl = (key: string, lang: Lang) => `${PAGE_PREFIX[lang]}/${pageByKey.get(key)!.slugs[lang]}/`;
  await bulkInsert(
    db,
    s.banners,
    BANNERS.map((b, i) => ({
      id: b.id,
      kind: b.kind,
      sortOrder: i + 1,
      image: b.kind === "text" ? null : `/images/banners/${b.id}.svg`,
      theme: b.theme,
      cropPoint: b.cropPoint,
      bgColor: b.bgColor,
      textColor: b.textColor,
      isActive: true,
    })),
  );
  await bulkInsert(
    db,
    s.bannerTranslations,
    BANNERS.flatMap((b) =>
      LANGUAGES.map((lang) => ({
        bannerId: b.id,
        lang,
        title: b.title[lang],
        heading: b.heading[lang],
        buttonText: b.buttonText[lang],
        subText: b.subText[lang],
        url: !b.target ? "" : "group" in b.target ? `/${groupPaths.get(b.target.group)![lang]}/` : pageUrl(b.target.page, lang),
      })),
    ),
  );
  await bulkInsert(db, s.keywordPopups, KEYWORD_POPUPS.map((k, i) => ({ id: k.id, sortOrder: i + 1 })));
  await bulkInsert(
    db,
    s.keywordPopupTranslations,
    KEYWORD_POPUPS.flatMap((k) =>
      LANGUAGES.map((lang) => ({
        popupId: k.id,
        lang,
        keyword: k.keyword[lang],
        text: k.text[lang],
        url: !k.link ? "" : "page" in k.link ? pageUrl(k.link.page, lang) : k.link.url,
      })),
    ),
  );
  await bulkInsert(db, s.generalSettings, s.GENERAL_SETTING_KEYS.map((key) => ({ key, value: GENERAL_SETTINGS[key]! })));
  await bulkInsert(
    db,
    s.generalSettingTranslations,
    Object.entries(GENERAL_SETTING_TRANSLATIONS).flatMap(([key, values]) => LANGUAGES.map((lang) => ({ key, lang, value: values[lang] }))),
  );
}

// --- gift cards, models, bundles -----------------------------------------------------------------

async function insertGiftCards(db: Db): Promise<void> {
  const groupId = groupIdBySlug.get("gift-cards")!;
  const createdAt = new Date(Date.UTC(2020, 0, 1));
  await bulkInsert(
    db,
    s.productModels,
    GIFT_CARDS.map((g) => ({
      id: g.id,
      slug: g.slug,
      brandId: HOUSE_BRAND.id,
      mainGroupId: groupId,
      isGiftCard: true,
      showDiscountPercentage: false,
      discountsAllowed: false,
      taxClass: "zero",
      modelnumber: `GC-${g.id}`,
      uuid: `00000000-0000-4000-8000-00000000${String(g.id).padStart(4, "0")}`,
      createdAt,
      updatedAt: createdAt,
      onOrder: true,
    })),
  );
  await bulkInsert(
    db,
    s.productModelTranslations,
    GIFT_CARDS.flatMap((g) =>
      LANGUAGES.map((lang) => ({
        modelId: g.id,
        lang,
        name: g.names[lang],
        slug: slugify(g.names[lang]),
        shortDescription: g.short[lang],
        longDescriptionHtml: g.description[lang],
        descriptionText: htmlToPlainText(g.description[lang]),
        metaDescription: g.short[lang],
      })),
    ),
  );
  await bulkInsert(db, s.productModelGroups, GIFT_CARDS.map((g) => ({ modelId: g.id, groupId })));
  // One open-amount variant each; the amount is chosen in the cart.
  await bulkInsert(
    db,
    s.variants,
    GIFT_CARDS.map((g) => ({ id: g.id * 100, modelId: g.id, teksonumber: `GC${g.id}`, shippingTime: 1, colorControl: "" })),
  );
  await bulkInsert(
    db,
    s.variantPrices,
    GIFT_CARDS.flatMap((g) =>
      TAX_AREAS.map((a) => ({
        variantId: g.id * 100,
        taxAreaId: a.id,
        activeCents: 5000,
        regularCents: 5000,
        discountFreeCents: 5000,
        normalCents: 5000,
        originalCents: 5000,
        lowest30dCents: 5000,
        priceType: "normal" as const,
      })),
    ),
  );
  let templateId = 0;
  const templates: (typeof s.giftCardTemplates.$inferInsert)[] = [];
  const templateTranslations: (typeof s.giftCardTemplateTranslations.$inferInsert)[] = [];
  const images: (typeof s.images.$inferInsert)[] = [];
  for (const g of GIFT_CARDS) {
    for (const [i, t] of GIFT_CARD_TEMPLATES.entries()) {
      templateId++;
      templates.push({ id: templateId, modelId: g.id, slug: t.slug, image: `/images/products/${g.id * 100 + i}-320.svg`, hex: t.hex, sortOrder: i + 1 });
      for (const lang of LANGUAGES) templateTranslations.push({ templateId, lang, name: t.names[lang] });
      images.push({ id: g.id * 100 + i, modelId: g.id, sortOrder: i, shape: "gift-card", hex: t.hex, accentHex: "#f4efe6", view: 0 });
    }
  }
  await bulkInsert(db, s.giftCardTemplates, templates);
  await bulkInsert(db, s.giftCardTemplateTranslations, templateTranslations);
  await bulkInsert(db, s.images, images);
}

async function insertModels(db: Db, chunk: GeneratedModel[]): Promise<void> {
  const all = <K extends keyof GeneratedModel>(key: K) => chunk.flatMap((m) => m[key] as unknown[]);
  await bulkInsert(db, s.productModels, chunk.map((m) => m.model));
  await bulkInsert(db, s.productModelTranslations, all("translations") as GeneratedModel["translations"]);
  await bulkInsert(db, s.productModelGroups, all("groups") as GeneratedModel["groups"]);
  await bulkInsert(db, s.variants, all("variants") as GeneratedModel["variants"]);
  await bulkInsert(db, s.variantPrices, all("prices") as GeneratedModel["prices"]);
  await bulkInsert(db, s.stock, all("stock") as GeneratedModel["stock"]);
  await bulkInsert(db, s.images, all("images") as GeneratedModel["images"]);
  await bulkInsert(db, s.imageTranslations, all("imageTranslations") as GeneratedModel["imageTranslations"]);
  await bulkInsert(db, s.modelProperties, all("properties") as GeneratedModel["properties"]);
  await bulkInsert(db, s.modelTags, all("tags") as GeneratedModel["tags"]);
  await bulkInsert(db, s.modelRibbons, all("ribbons") as GeneratedModel["ribbons"]);
  await bulkInsert(db, s.reviews, all("reviews") as GeneratedModel["reviews"]);
  await bulkInsert(db, s.reviewImages, all("reviewImages") as GeneratedModel["reviewImages"]);
}

/** The demo gift campaign: its category slug and the codes a demo shopper can try (docs/behaviour.md, "Gift campaign pages and codes"). */
export const DEMO_GIFT_CAMPAIGN = { slug: "kuusikko-thanks", codes: ["DEMO-GIFT-1", "DEMO-GIFT-2", "DEMO-GIFT-3", "DEMO-GIFT-4", "DEMO-GIFT-5"] } as const;

const GIFT_CAMPAIGN_TEXT: { name: L; description: L } = {
  name: {
    en: "A thank-you gift from Kuusikko",
    fi: "Kiitoslahja Kuusikolta",
    sv: "En tackgåva från Kuusikko",
    de: "Ein Dankeschön von Kuusikko",
    fr: "Un cadeau de remerciement de Kuusikko",
    ru: "Подарок с благодарностью от Kuusikko",
  },
  description: {
    en: "Choose one product from the selection below and enter the code you received.",
    fi: "Valitse yksi tuote alla olevasta valikoimasta ja kirjoita saamasi koodi.",
    sv: "Välj en produkt ur urvalet nedan och skriv koden du har fått.",
    de: "Wählen Sie ein Produkt aus der Auswahl unten und geben Sie Ihren Code ein.",
    fr: "Choisissez un produit dans la sélection ci-dessous et saisissez le code reçu.",
    ru: "Выберите один товар из подборки ниже и введите полученный код.",
  },
};

/** One open campaign with a dozen modestly priced public models, the demo codes and some random ones. */
async function insertGiftCampaign(db: Db, summaries: ModelSummary[], seed: number): Promise<void> {
  const rng = Rng.for(seed, "gift-campaign");
  const gifts = summaries.filter((m) => m.isPublic && m.minActiveCents >= 1500 && m.minActiveCents <= 9000).slice(0, 12);
  if (gifts.length === 0) return;
  const [campaign] = await db
    .insert(s.giftCampaigns)
    .values({ slug: DEMO_GIFT_CAMPAIGN.slug, isActive: true })
    .returning({ id: s.giftCampaigns.id });
  const campaignId = campaign!.id;
  await bulkInsert(db, s.giftCampaignTranslations, LANGUAGES.map((lang) => ({ campaignId, lang, name: GIFT_CAMPAIGN_TEXT.name[lang], description: GIFT_CAMPAIGN_TEXT.description[lang] })));
  await bulkInsert(db, s.giftCampaignModels, gifts.map((m, i) => ({ campaignId, modelId: m.id, sortOrder: i + 1 })));
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const random = Array.from({ length: 40 }, () => `KS-${Array.from({ length: 8 }, () => rng.pick([...alphabet])).join("")}`);
  const codes = [...new Set([...DEMO_GIFT_CAMPAIGN.codes, ...random])];
  await bulkInsert(db, s.giftCampaignCodes, codes.map((code) => ({ code, campaignId })));
}

const BUNDLE_TEXT: { name: L; description: L } = {
  name: {
    en: "Ski package with bindings and poles",
    fi: "Suksipaketti siteillä ja sauvoilla",
    sv: "Skidpaket med bindningar och stavar",
    de: "Skipaket mit Bindung und Stöcken",
    fr: "Pack ski avec fixations et bâtons",
    ru: "Комплект: лыжи, крепления и палки",
  },
  description: {
    en: "Save when you buy the skis together with bindings and poles. We mount the bindings free of charge.",
    fi: "Säästä, kun ostat sukset yhdessä siteiden ja sauvojen kanssa. Asennamme siteet veloituksetta.",
    sv: "Spara när du köper skidorna tillsammans med bindningar och stavar. Vi monterar bindningarna kostnadsfritt.",
    de: "Sparen Sie beim Kauf der Ski zusammen mit Bindung und Stöcken. Die Bindungsmontage ist kostenlos.",
    fr: "Économisez en achetant les skis avec fixations et bâtons. Le montage des fixations est offert.",
    ru: "Экономьте, покупая лыжи вместе с креплениями и палками. Крепления установим бесплатно.",
  },
};

const PACKAGE_NAMES: Record<"alpine" | "nordic", Record<Lang, (line: string) => string>> = {
  alpine: {
    en: (l) => `${l} Alpine Ski Package`,
    fi: (l) => `${l} laskettelupaketti`,
    sv: (l) => `${l} alpinpaket`,
    de: (l) => `${l} Alpin-Skiset`,
    fr: (l) => `Pack ski alpin ${l}`,
    ru: (l) => `Горнолыжный комплект ${l}`,
  },
  nordic: {
    en: (l) => `${l} Cross-Country Ski Package`,
    fi: (l) => `${l} murtomaahiihtopaketti`,
    sv: (l) => `${l} längdskidpaket`,
    de: (l) => `${l} Langlauf-Set`,
    fr: (l) => `Pack ski de fond ${l}`,
    ru: (l) => `Комплект беговых лыж ${l}`,
  },
};

const PACKAGE_DESCRIPTION: L = {
  en: "<p>A complete package: skis, bindings, boots and poles chosen to work together. Bindings are mounted and the skis waxed before delivery.</p>",
  fi: "<p>Valmis paketti: yhteensopivat sukset, siteet, monot ja sauvat. Siteet asennetaan ja sukset voidellaan ennen toimitusta.</p>",
  sv: "<p>Ett komplett paket: skidor, bindningar, pjäxor och stavar som passar ihop. Bindningarna monteras och skidorna vallas före leverans.</p>",
  de: "<p>Ein Komplettpaket: aufeinander abgestimmte Ski, Bindung, Schuhe und Stöcke. Die Bindung wird montiert und die Ski vor dem Versand gewachst.</p>",
  fr: "<p>Un pack complet : skis, fixations, chaussures et bâtons assortis. Les fixations sont montées et les skis fartés avant l'envoi.</p>",
  ru: "<p>Готовый комплект: совместимые лыжи, крепления, ботинки и палки. Крепления устанавливаются, а лыжи смазываются перед отправкой.</p>",
};

export const PACKAGE_MODEL_IDS = [2501, 2502, 2503, 2504, 2505, 2506];

async function insertBundles(db: Db, summaries: ModelSummary[], seed: number): Promise<void> {
  const rng = Rng.for(seed, "bundles");
  const ofKind = (kind: string) => summaries.filter((m) => m.isPublic && m.kind === kind);
  const bindings = ofKind("alpine-bindings");
  const poles = ofKind("ski-poles");
  const bundles: (typeof s.bundles.$inferInsert)[] = [];
  const parts: (typeof s.bundleModels.$inferInsert)[] = [];
  const prices: (typeof s.bundlePrices.$inferInsert)[] = [];
  const texts: (typeof s.bundleTranslations.$inferInsert)[] = [];
  const addBundle = (mainModelId: number, members: ModelSummary[], includeMain: ModelSummary | null) => {
    const id = bundles.length + 1;
    bundles.push({ id, mainModelId, sortOrder: 1, isActive: true });
    members.forEach((m, i) => parts.push({ bundleId: id, modelId: m.id, quantity: 1, sortOrder: i + 1 }));
    const regular = [...members, ...(includeMain ? [includeMain] : [])].reduce((sum, m) => sum + m.minActiveCents, 0);
    const active = Math.min(regular - 100, shelfPrice((regular / 100) * 0.88));
    for (const a of TAX_AREAS) {
      const conv = (c: number) => (a.id === 1 ? c : priceForArea(c, a.rates.standard));
      prices.push({ bundleId: id, taxAreaId: a.id, activeCents: conv(active), regularCents: conv(regular) });
    }
    return id;
  };

  // Bundles offered on alpine ski pages: the skis plus bindings and poles.
  if (bindings.length > 0 && poles.length > 0) {
    for (const skis of ofKind("alpine-skis")) {
      if (!rng.chance(0.35)) continue;
      const id = addBundle(skis.id, [rng.pick(bindings), rng.pick(poles)], skis);
      for (const lang of LANGUAGES) texts.push({ bundleId: id, lang, name: BUNDLE_TEXT.name[lang], description: BUNDLE_TEXT.description[lang] });
    }
  }

  // Package models (is_bundle): each is its own product whose parts are other models.
  const packageModels: (typeof s.productModels.$inferInsert)[] = [];
  const packageTexts: (typeof s.productModelTranslations.$inferInsert)[] = [];
  const packageGroups: (typeof s.productModelGroups.$inferInsert)[] = [];
  const packageImages: (typeof s.images.$inferInsert)[] = [];
  const kindsBySport = {
    alpine: ["alpine-skis", "alpine-bindings", "alpine-boots", "ski-poles"],
    nordic: ["xc-skis", "xc-bindings", "xc-boots", "ski-poles"],
  } as const;
  for (const [i, id] of PACKAGE_MODEL_IDS.entries()) {
    const sport = i < 3 ? "alpine" : "nordic";
    const members = kindsBySport[sport].map((k) => ofKind(k)).filter((list) => list.length > 0).map((list) => rng.pick(list));
    if (members.length < 3) continue;
    const line = ["Kaira", "Tunturi", "Pallas", "Saana", "Koli", "Luosto"][i]!;
    const groupId = groupIdBySlug.get(sport === "alpine" ? "alpine-skis" : "cross-country-skis")!;
    const createdAt = new Date(Date.UTC(2025, 9, 1 + i));
    packageModels.push({
      id,
      slug: `kuusikko-${slugify(line)}-${sport}-ski-package`,
      brandId: HOUSE_BRAND.id,
      mainGroupId: groupId,
      isBundle: true,
      showDiscountPercentage: true,
      uuid: `00000000-0000-4000-8000-00000000${id}`,
      modelnumber: `PK-${id}`,
      createdAt,
      updatedAt: createdAt,
      skiWizard: null,
    });
    packageGroups.push({ modelId: id, groupId });
    packageImages.push({ id: id * 100, modelId: id, sortOrder: 0, shape: "ski", hex: sport === "alpine" ? "#b3261e" : "#2563a8", accentHex: "#1c1c1c", view: 0 });
    for (const lang of LANGUAGES) {
      const name = PACKAGE_NAMES[sport][lang](line);
      packageTexts.push({
        modelId: id,
        lang,
        name,
        slug: slugify(name),
        shortDescription: BUNDLE_TEXT.name[lang],
        longDescriptionHtml: PACKAGE_DESCRIPTION[lang],
        descriptionText: htmlToPlainText(PACKAGE_DESCRIPTION[lang]),
        metaDescription: PACKAGE_DESCRIPTION[lang].replace(/<[^>]+>/g, ""),
      });
    }
    const bundleId = addBundle(id, members, null);
    for (const lang of LANGUAGES) texts.push({ bundleId, lang, name: PACKAGE_NAMES[sport][lang](line), description: BUNDLE_TEXT.description[lang] });
  }
  await bulkInsert(db, s.productModels, packageModels);
  await bulkInsert(db, s.productModelTranslations, packageTexts);
  await bulkInsert(db, s.productModelGroups, packageGroups);
  await bulkInsert(db, s.images, packageImages);
  await bulkInsert(db, s.bundles, bundles);
  await bulkInsert(db, s.bundleTranslations, texts);
  await bulkInsert(db, s.bundleModels, parts);
  await bulkInsert(db, s.bundlePrices, prices);
}
