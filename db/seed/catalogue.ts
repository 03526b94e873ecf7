/**
 * Generates product models with everything that hangs off them (translations, variants, prices per tax
 * area, stock per store, images, properties, tags, ribbons, reviews). Pure: rows out, no database.
 * Model number i depends only on (seed, i, reference date) and the models before it (slug de-duplication),
 * so the first N models are the same whatever the total.
 */
import { LANGUAGES, type Lang } from "../../i18n/languages.ts";
import { htmlToPlainText } from "../plain-text.ts";
import type * as s from "../schema/index.ts";
import { COLOURS, PALETTES, PROPERTY_TYPES, RIBBONS, TAGS, colourBySlug, productTypeBySlug, propertyBySlug, propertyValue, sizeSortOrder } from "./attributes.ts";
import { BRANDS, PROFILE_FAMILIES, type BrandSeed } from "./brands.ts";
import { Rng } from "./prng.ts";
import { STORES, TAX_AREAS } from "./reference-data.ts";
import { GROUPS, KINDS, type Gender, type KindSeed, type SizeScheme } from "./taxonomy.ts";
import { escapeHtml, perLang, slugify } from "./text.ts";
import {
  DETAILS_HEADING,
  FAMILY_FEATURES,
  GENERIC_SENTENCES,
  LINE_NAMES,
  LINE_SUFFIXES,
  MODEL_NOTICES,
  REVIEWER_NAMES,
  REVIEW_COMMENTS,
  REVIEW_LANGS,
  VIEW_CAPTIONS,
  productName,
} from "./vocabulary.ts";

export const MODEL_ID_BASE = 3001;
const DAY = 86_400_000;

export interface GeneratedModel {
  model: typeof s.productModels.$inferInsert;
  translations: (typeof s.productModelTranslations.$inferInsert)[];
  groups: (typeof s.productModelGroups.$inferInsert)[];
  variants: (typeof s.variants.$inferInsert)[];
  prices: (typeof s.variantPrices.$inferInsert)[];
  stock: (typeof s.stock.$inferInsert)[];
  images: (typeof s.images.$inferInsert)[];
  imageTranslations: (typeof s.imageTranslations.$inferInsert)[];
  properties: (typeof s.modelProperties.$inferInsert)[];
  tags: (typeof s.modelTags.$inferInsert)[];
  ribbons: (typeof s.modelRibbons.$inferInsert)[];
  reviews: (typeof s.reviews.$inferInsert)[];
  reviewImages: (typeof s.reviewImages.$inferInsert)[];
  /** What later passes (bundles, group images) need to know. */
  summary: ModelSummary;
}

export interface ModelSummary {
  id: number;
  kind: string;
  groupId: number;
  isPublic: boolean;
  /** Cheapest active price in tax area 1. */
  minActiveCents: number;
  firstImageId: number;
  skiNorm: string | null;
}

export const groupIdBySlug = new Map(GROUPS.map((g) => [g.slug, g.id]));
const tagId = new Map(TAGS.map((t) => [t.slug, t.id]));
const ribbonId = new Map(RIBBONS.map((r) => [r.slug, r.id]));
const colourCode = new Map(COLOURS.map((c, i) => [c.slug, String((i + 1) * 10).padStart(3, "0")]));
const ACCENTS = ["#1c1c1c", "#f5f5f2", "#3b3f42", "#e66f24", "#c9a227", "#2f7d46", "#b3261e"];

const brandsByFamily = new Map<string, BrandSeed[]>();
for (const b of BRANDS) {
  for (const f of PROFILE_FAMILIES[b.profile]) {
    const list = brandsByFamily.get(f) ?? [];
    list.push(b);
    brandsByFamily.set(f, list);
  }
}

const KIND_WEIGHTS: [KindSeed, number][] = KINDS.map((k) => [k, k.share]);

// --- money ----------------------------------------------------------------------------------------

/** A shelf price in cents: x4.90 / x9.90 above 30 €, else x.90. */
export function shelfPrice(eur: number): number {
  if (eur < 30) return Math.max(190, Math.round(eur) * 100 - 10);
  return Math.round(eur / 5) * 5 * 100 - 10;
}

/** The same price in another tax area: VAT of Finland removed, the area's VAT added, whole cents. */
export function priceForArea(fiCents: number, rateBp: number): number {
  const fi = TAX_AREAS[0]!.rates.standard;
  return Math.round((fiCents * (10_000 + rateBp)) / (10_000 + fi));
}

function ean13(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}

function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[rng.int(0, 3)]!;
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

// --- sizes ----------------------------------------------------------------------------------------

const range = (from: number, to: number, step = 1): number[] => {
  const out: number[] = [];
  for (let v = from; v <= to + 1e-9; v += step) out.push(Math.round(v * 10) / 10);
  return out;
};
const comma = (n: number) => String(n).replace(".", ",");

function sizesFor(scheme: SizeScheme, gender: Gender | null, rng: Rng): string[] {
  const letters = (from: string, to: string) => {
    const all = ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "XXXXL", "XXXXXL"];
    return all.slice(all.indexOf(from), all.indexOf(to) + 1);
  };
  switch (scheme) {
    case "clothing":
    case "clothing-wide": {
      if (gender === "kids") return ["110", "120", "130", "140", "150", "160"].slice(rng.int(0, 1));
      if (scheme === "clothing-wide" && rng.chance(0.25)) return letters("XXXS", "XXXXXL");
      if (gender === "women") return rng.chance(0.5) ? letters("XS", "XL") : letters("XXS", "XXL");
      if (gender === "men") return rng.chance(0.5) ? letters("S", "XXL") : letters("XS", "XXXL");
      return letters("XS", "XXL");
    }
    case "shoe":
    case "shoe-half": {
      const [from, to] = gender === "kids" ? [28, 35] : gender === "women" ? [36, 42] : gender === "men" ? [40, 47] : [36, 46];
      const half = scheme === "shoe-half" && rng.chance(0.6);
      return range(from, to, half ? 0.5 : 1).map(comma);
    }
    case "mondo": {
      const [from, to] = gender === "kids" ? [20.5, 24.5] : gender === "women" ? [23.5, 27.5] : [25.5, 30.5];
      return range(from, to, 1).map(comma);
    }
    case "ski-alpine":
      if (gender === "kids") return ["100", "110", "120", "130", "140"];
      return (gender === "women" ? range(149, 170, 7) : range(163, 184, 7)).map(String);
    case "ski-xc":
      return range(180, 205, 5).slice(rng.int(0, 1)).map(String);
    case "pole":
      return range(110, 150, 5).slice(rng.int(0, 2), 9 - rng.int(0, 2)).map(String);
    case "pack":
      return rng.chance(0.5) ? ["S/M", "M/L"] : [""];
    case "helmet":
      return ["S/M", "M/L"];
    case "hat":
      return rng.chance(0.6) ? [""] : ["S/M", "L/XL"];
    case "gloves":
      return gender === "kids" ? ["XS", "S", "M"] : letters("XS", "XL");
    case "socks":
      return ["35-38", "39-42", "43-46"];
    case "rope":
      return rng.sample(["40 m", "50 m", "60 m", "70 m", "80 m"], rng.int(2, 3)).sort((a, b) => sizeSortOrder(a) - sizeSortOrder(b));
    case "bag":
      return ["175", "190"];
    case "mat":
      return ["168", "183", "196"].slice(0, rng.int(1, 3));
    case "none":
      return [""];
  }
}

function sizeTableFor(scheme: SizeScheme, gender: Gender | null): number | null {
  if (scheme === "clothing" || scheme === "clothing-wide") return gender === "women" ? 2 : gender === "kids" ? 3 : 1;
  if (scheme === "shoe" || scheme === "shoe-half") return 4;
  if (scheme === "mondo") return 5;
  if (scheme === "gloves") return 6;
  return null;
}

// --- the generator ---------------------------------------------------------------------------------

export interface GeneratorOptions {
  seed: number;
  /** "Today" of the catalogue: creation dates, offer ends and incoming deliveries are relative to it. */
  referenceDate: Date;
}

export class CatalogueGenerator {
  private readonly usedSlugs = new Map<Lang | "base", Set<string>>();
  private readonly seed: number;
  private readonly today: number;

  constructor(options: GeneratorOptions) {
    this.seed = options.seed;
    this.today = Date.UTC(
      options.referenceDate.getUTCFullYear(),
      options.referenceDate.getUTCMonth(),
      options.referenceDate.getUTCDate(),
    );
    for (const key of ["base", ...LANGUAGES] as const) this.usedSlugs.set(key, new Set());
  }

  private uniqueSlug(key: Lang | "base", wanted: string, id: number): string {
    const used = this.usedSlugs.get(key)!;
    let slug = wanted;
    if (used.has(slug)) slug = `${wanted}-${id}`;
    used.add(slug);
    return slug;
  }

  /** Model number `index` (0-based). */
  model(index: number): GeneratedModel {
    const id = MODEL_ID_BASE + index;
    const rng = Rng.for(this.seed, "model", index);
    const kind = rng.weighted(KIND_WEIGHTS);
    const brand = rng.pick(brandsByFamily.get(kind.family) ?? BRANDS);
    const gender: Gender | null = kind.genders
      ? rng.weighted(kind.genders.map((g): [Gender, number] => [g, g === "men" || g === "women" ? 40 : g === "unisex" ? 14 : 10]))
      : null;
    const groupId = groupIdBySlug.get(kind.group)!;

    // Name: an invented line name, sometimes with a suffix, and for packs and tents a number.
    let line = rng.pick(LINE_NAMES);
    if (rng.chance(0.6)) line += ` ${rng.pick(LINE_SUFFIXES)}`;
    const props = this.properties(kind, gender, rng, id);
    if (kind.nameNumber) {
      const value = props.numbers.get(kind.nameNumber);
      if (value !== undefined) line += ` ${Math.round(value)}`;
    } else if (rng.chance(0.15)) {
      line += ` ${rng.int(2, 5)}`;
    }

    const isPublic = !rng.chance(0.015);
    const isOutlet = rng.chance(0.06);
    const isExtendedRange = !isOutlet && rng.chance(0.07);
    const onOrder = isExtendedRange && rng.chance(0.3);
    const ageDays = rng.chance(0.06) ? rng.int(0, 30) : rng.int(31, 1460);
    const createdAt = new Date(this.today - ageDays * DAY - rng.int(0, 86_399) * 1000);
    const isNew = ageDays <= 30;

    // Variants: colours x product types x sizes.
    const colourCount = rng.int(kind.colours[0], kind.colours[1]);
    const colours = rng.sample(PALETTES[kind.palette], colourCount);
    let types: (string | null)[] = [null];
    if (kind.productTypes) {
      types = [kind.productTypes[0]!, ...kind.productTypes.slice(1).filter(() => rng.chance(0.5))];
    }
    const sizes = sizesFor(kind.sizes, gender, rng);

    // Price mode of the model (outlet, discount, club, outdoor or normal): how its price block shows the price.
    const regularCents = shelfPrice(rng.float(kind.price[0], kind.price[1]));
    const modeRoll = rng.next();
    const mode: s.PriceType = isOutlet
      ? "outlet"
      : modeRoll < 0.15
        ? "discount"
        : modeRoll < 0.27
          ? "club"
          : modeRoll < 0.35
            ? "outdoor"
            : "normal";
    const discountFactor = mode === "outlet" ? rng.float(0.5, 0.7) : mode === "discount" ? rng.float(0.6, 0.85) : 0.9;
    const reducedCents = Math.min(regularCents - 100, shelfPrice((regularCents / 100) * discountFactor));
    const clubCents = mode === "club" ? Math.min(regularCents - 100, shelfPrice((regularCents / 100) * rng.pick([0.85, 0.9]))) : null;
    const partialDiscount = mode === "discount" && colours.length > 1 && rng.chance(0.3);
    const priceEnding = mode === "discount" && rng.chance(0.5) ? new Date(this.today + rng.int(2, 40) * DAY + 22 * 3_600_000) : null;

    const variants: GeneratedModel["variants"] = [];
    const prices: GeneratedModel["prices"] = [];
    const stock: GeneratedModel["stock"] = [];
    let variantIndex = 0;
    let minActive = Number.POSITIVE_INFINITY;
    for (const [ci, colour] of colours.entries()) {
      const discounted = !partialDiscount || ci > 0;
      for (const type of types) {
        for (const size of sizes) {
          const variantId = id * 100 + variantIndex;
          const vr = Rng.for(this.seed, "variant", variantId);
          variantIndex++;
          const held = this.stockFor(variantId, vr, isExtendedRange);
          const incoming = vr.chance(0.12);
          const incomingAt = incoming ? new Date(this.today + vr.int(7, 56) * DAY) : null;
          const webFree = held.find((h) => h.storeId === 20 && !h.blocked && (h.quantity ?? 0) - (h.reserved ?? 0) > 0);
          const anyStore = held.some((h) => h.storeId !== 20 && !h.blocked && (h.quantity ?? 0) - (h.reserved ?? 0) > 0);
          const shippingTime = webFree
            ? vr.chance(0.7)
              ? 1
              : 2
            : anyStore
              ? 4
              : isExtendedRange
                ? vr.pick([7, 14, 21])
                : onOrder
                  ? vr.pick([30, 60])
                  : incomingAt
                    ? Math.max(3, Math.round((incomingAt.getTime() - this.today) / DAY))
                    : 999;
          variants.push({
            id: variantId,
            modelId: id,
            colourSlug: colour,
            colorControl: `${colourCode.get(colour)}-${colour}`,
            sizeName: size,
            sizeSlug: slugify(size),
            sizeSortOrder: size ? sizeSortOrder(size) : 0,
            productTypeId: type ? productTypeBySlug.get(type)!.id : null,
            teksonumber: String(variantId),
            ean: ean13(`64${String(variantId).padStart(10, "0")}`),
            shippingTime,
            incomingAt: incomingAt ? incomingAt.toISOString().slice(0, 10) : null,
            incomingQuantity: incoming ? vr.int(5, 40) : 0,
            isActive: true,
            sortOrder: variantIndex,
          });
          stock.push(...held);

          const variantMode: s.PriceType = mode === "discount" && !discounted ? "normal" : mode;
          const active = variantMode === "outlet" || variantMode === "discount" || variantMode === "outdoor" ? reducedCents : regularCents;
          const club = variantMode === "club" ? clubCents : null;
          const lowest30d = variantMode === "discount" ? (vr.chance(0.8) ? regularCents : Math.round((regularCents + active) / 2)) : active;
          minActive = Math.min(minActive, active);
          for (const area of TAX_AREAS) {
            const conv = (cents: number) => (area.id === 1 ? cents : priceForArea(cents, area.rates.standard));
            prices.push({
              variantId,
              taxAreaId: area.id,
              activeCents: conv(active),
              regularCents: conv(regularCents),
              clubCents: club === null ? null : conv(club),
              discountFreeCents: conv(regularCents),
              normalCents: conv(regularCents),
              originalCents: conv(variantMode === "outlet" ? shelfPrice((regularCents / 100) * 1.1) : regularCents),
              discountValueCents: conv(regularCents) - conv(active),
              lowest30dCents: conv(lowest30d),
              priceType: variantMode,
            });
          }
        }
      }
    }

    // Images: one per colour, plus extra views of the first colour.
    const images: GeneratedModel["images"] = [];
    const imageTranslations: GeneratedModel["imageTranslations"] = [];
    let imageIndex = 0;
    const addImage = (colour: string, view: number) => {
      const imageId = id * 100 + imageIndex;
      const hex = colourBySlug.get(colour)!.hex;
      const accent = ACCENTS.find((a) => a !== hex && rng.chance(0.5)) ?? "#1c1c1c";
      images.push({ id: imageId, modelId: id, colourSlug: colour, sortOrder: imageIndex, shape: kind.shape, hex, accentHex: accent, view });
      const caption = VIEW_CAPTIONS[view];
      if (caption) for (const lang of LANGUAGES) imageTranslations.push({ imageId, lang, caption: caption[lang], title: caption[lang] });
      imageIndex++;
    };
    for (const colour of colours) addImage(colour, 0);
    const extraViews = rng.int(0, 3);
    for (let view = 1; view <= extraViews; view++) addImage(colours[0]!, view);

    // Translations.
    const enName = productName("en", line, kind.noun.en, gender, kind.ruGender);
    const baseSlug = this.uniqueSlug("base", slugify(`${brand.name} ${enName}`), id);
    const features = rng.sample(FAMILY_FEATURES[kind.family].en.map((_, i) => i), rng.int(2, 3));
    const generic = rng.sample(GENERIC_SENTENCES.en.map((_, i) => i), rng.int(1, 2));
    const machineTranslated = rng.chance(0.15);
    const originalLang: Lang = rng.chance(0.7) ? "fi" : "en";
    const noticeIndex = rng.chance(0.05) ? (kind.family === "binding" || kind.family === "ski" ? 1 : rng.pick([0, 2])) : null;
    const hasQuote = rng.chance(0.05);
    const translations = LANGUAGES.map((lang) => {
      const name = productName(lang, line, kind.noun[lang], gender, kind.ruGender);
      const featureText = features.map((i) => FAMILY_FEATURES[kind.family][lang][i]!).join(" ");
      const genericText = generic.map((i) => GENERIC_SENTENCES[lang][i]!).join(" ");
      const details = props.display.map((p) => `<li>${escapeHtml(p.name[lang])}: ${escapeHtml(p.value[lang])}</li>`).join("");
      const html =
        `<p><strong>${escapeHtml(name)}</strong> – ${escapeHtml(kind.intro[lang])}</p>` +
        `<p>${escapeHtml(featureText)}</p>` +
        (details ? `<h3>${DETAILS_HEADING[lang]}</h3><ul>${details}</ul>` : "") +
        `<p>${escapeHtml(genericText)}</p>`;
      const isMachine = machineTranslated && lang !== originalLang && (lang === "de" || lang === "fr" || lang === "ru");
      return {
        modelId: id,
        lang,
        name,
        slug: this.uniqueSlug(lang, slugify(name), id),
        shortDescription: kind.short[lang],
        longDescriptionHtml: html,
        descriptionText: htmlToPlainText(html),
        metaDescription: `${name}: ${kind.intro[lang]}`.slice(0, 300),
        modelNotice: noticeIndex === null ? "" : MODEL_NOTICES[noticeIndex]![lang],
        quoteText:
          hasQuote && lang === "fi"
            ? rng.pick([
                "Tämä on ollut mukana jokaisella tunturiretkelläni, eikä ole pettänyt kertaakaan.",
                "Suosittelen lämpimästi, erityisesti pidemmille vaelluksille.",
                "Paras hankinta, jonka olen tehnyt retkeilyvarusteisiin.",
              ])
            : "",
        machineTranslated: isMachine,
        originalLang: isMachine ? originalLang : null,
      } satisfies typeof s.productModelTranslations.$inferInsert;
    });

    // Tags and ribbons.
    const soldAmount = isPublic ? Math.floor(Math.exp(rng.float(0, 7.5))) - 1 : 0;
    const tagSlugs = new Set<string>();
    if (isNew) tagSlugs.add("new");
    if (soldAmount > 700) tagSlugs.add("bestseller");
    if (props.sustainable) tagSlugs.add("responsible-choice");
    if (mode === "club" && rng.chance(0.3)) tagSlugs.add("club-offer");
    if (rng.chance(0.03)) tagSlugs.add("online-only");
    if (rng.chance(0.02)) tagSlugs.add("limited-edition");
    if (brand.country === "fi" && rng.chance(0.4)) tagSlugs.add("finnish-design");
    if (rng.chance(0.03)) tagSlugs.add("staff-pick");
    const ribbonSlugs: string[] = [];
    if (isOutlet) ribbonSlugs.push("outlet");
    if (mode === "discount" && rng.chance(0.5)) ribbonSlugs.push(kind.family === "ski" && rng.chance(0.4) ? "winter-deal" : "sale");
    if (isNew && rng.chance(0.6)) ribbonSlugs.push("new");
    if (mode === "club" && rng.chance(0.4)) ribbonSlugs.push("club-price");
    if (!isOutlet && rng.chance(0.03)) ribbonSlugs.push("last-pieces");

    const groups = [{ modelId: id, groupId }];
    if (isOutlet) groups.push({ modelId: id, groupId: groupIdBySlug.get("outlet")! });

    const { reviews, reviewImages } = isPublic ? this.reviews(id, kind, createdAt, rng) : { reviews: [], reviewImages: [] };

    const skiNorm = props.norm;
    const model: typeof s.productModels.$inferInsert = {
      id,
      slug: baseSlug,
      brandId: brand.id,
      mainGroupId: groupId,
      isPublic,
      isBundle: false,
      isGiftCard: false,
      campaignOnly: rng.chance(0.01),
      isExtendedRange,
      belongsToOutlet: isOutlet,
      isMultiColor: colours.length >= 3 && rng.chance(0.3),
      showDiscountPercentage: rng.chance(0.85),
      discountsAllowed: mode !== "normal" || !rng.chance(0.05),
      promotedColour: colours.length > 1 && rng.chance(0.3) ? rng.pick(colours) : null,
      taxClass: "standard",
      modelnumber: `${brand.name.slice(0, 2).toUpperCase()}-${rng.int(1000, 9999)}`,
      uuid: uuidFrom(rng),
      createdAt,
      updatedAt: createdAt,
      sizeTableId: sizeTableFor(kind.sizes, gender),
      priceEnding,
      soldAmount,
      skiWizard: kind.skiWizard
        ? {
            belongsTo: [kind.skiWizard.sport],
            group: kind.skiWizard.group,
            sport: kind.skiWizard.sport,
            norms: skiNorm ? [skiNorm] : kind.skiWizard.norms,
          }
        : null,
      onOrder,
      quote: hasQuote ? { image: null, name: rng.pick(["Aino, Kuusikko Tampere", "Mikko, Kuusikko Oulu", "Sanna, Kuusikko Helsinki"]) } : null,
    };

    return {
      model,
      translations,
      groups,
      variants,
      prices,
      stock,
      images,
      imageTranslations,
      properties: props.rows,
      tags: [...tagSlugs].map((slug) => ({ modelId: id, tagId: tagId.get(slug)! })),
      ribbons: ribbonSlugs.map((slug, i) => ({ modelId: id, ribbonId: ribbonId.get(slug)!, sortOrder: i })),
      reviews,
      reviewImages,
      summary: {
        id,
        kind: kind.key,
        groupId,
        isPublic,
        minActiveCents: Number.isFinite(minActive) ? minActive : regularCents,
        firstImageId: id * 100,
        skiNorm,
      },
    };
  }

  private stockFor(variantId: number, rng: Rng, extended: boolean): (typeof s.stock.$inferInsert)[] {
    const rows: (typeof s.stock.$inferInsert)[] = [];
    for (const store of STORES) {
      const share = extended ? store.stockShare * 0.2 : store.stockShare;
      if (!rng.chance(share)) continue;
      const quantity = store.id === 20 ? 1 + Math.floor(rng.next() ** 2 * 40) : rng.int(1, 6);
      const blocked = rng.chance(0.03);
      const reserved = rng.chance(0.06) ? Math.min(quantity, rng.int(1, 2)) : 0;
      const shelfCode =
        store.id === 20
          ? `${"ABCDEFGH"[rng.int(0, 7)]}${rng.int(1, 40)}-${rng.int(1, 9)}`
          : rng.chance(0.3)
            ? `M${rng.int(1, 9)}-${rng.int(1, 30)}`
            : null;
      rows.push({ variantId, storeId: store.id, quantity, reserved, blocked, shelfCode });
    }
    return rows;
  }

  private properties(kind: KindSeed, gender: Gender | null, rng: Rng, modelId: number) {
    const rows: (typeof s.modelProperties.$inferInsert)[] = [];
    const numbers = new Map<string, number>();
    const display: { name: Record<Lang, string>; value: Record<Lang, string> }[] = [];
    let sustainable = false;
    let norm: string | null = null;
    let order = 0;
    const push = (typeSlug: string, valueSlugs: string[]) => {
      const type = propertyBySlug.get(typeSlug)!;
      const values = valueSlugs.map((v) => propertyValue(typeSlug, v));
      for (const v of values) rows.push({ modelId, propertyTypeId: type.id, propertyValueId: v.id, sortOrder: order++ });
      if (typeSlug.startsWith("vu-")) sustainable = true;
      if (typeSlug === "binding-norm") norm = valueSlugs[0] ?? null;
      display.push({ name: type.names, value: perLang((lang) => values.map((v) => v.names[lang]).join(", ")) });
    };
    if (kind.genders && gender) push("gender", [gender]);
    for (const spec of kind.props) {
      if (spec.chance !== undefined && !rng.chance(spec.chance)) continue;
      if ("range" in spec) {
        const [min, max, step] = spec.range;
        const steps = Math.round((max - min) / step);
        const decimals = step < 1 ? String(step).split(".")[1]!.length : 0;
        const value = Number((min + step * rng.int(0, steps)).toFixed(decimals));
        const type = propertyBySlug.get(spec.slug)!;
        rows.push({ modelId, propertyTypeId: type.id, valueNum: String(value), isForOneItem: spec.forOne ?? false, sortOrder: order++ });
        numbers.set(spec.slug, value);
        // Written as a reader reads it, the unit after the value ("Paino: 390 g"), not in the name's bracket syntax.
        display.push({
          name: type.names,
          value: perLang((lang) => `${lang === "en" ? String(value) : String(value).replace(".", ",")}${type.unit ? `\u00a0${type.unit}` : ""}`),
        });
      } else {
        const [lo, hi] = spec.pick ?? [1, 1];
        const chosen = [...(spec.always ?? []), ...rng.sample(spec.values.filter((v) => !spec.always?.includes(v)), rng.int(lo, hi))];
        if (chosen.length > 0) push(spec.slug, chosen);
      }
    }
    return { rows, numbers, display, sustainable, norm: norm as string | null };
  }

  private reviews(modelId: number, kind: KindSeed, createdAt: Date, rng: Rng) {
    const reviews: GeneratedModel["reviews"] = [];
    const reviewImages: GeneratedModel["reviewImages"] = [];
    const count = rng.weighted<[number, number]>([
      [[0, 0], 45],
      [[1, 3], 30],
      [[4, 10], 18],
      [[11, 30], 7],
    ]);
    const n = rng.int(count[0], count[1]);
    const sized = ["clothing", "clothing-wide", "shoe", "shoe-half", "mondo", "gloves"].includes(kind.sizes);
    const span = Math.max(1, Math.floor((this.today - createdAt.getTime()) / DAY));
    for (let k = 0; k < n; k++) {
      const reviewId = modelId * 100 + k;
      const lang = rng.weighted(REVIEW_LANGS);
      const rating = rng.weighted<number>([
        [10, 30], [9, 14], [8, 20], [7, 8], [6, 8], [5, 4], [4, 5], [3, 3], [2, 3], [1, 2], [0, 3],
      ]);
      const sentiment = rating >= 8 ? "high" : rating >= 5 ? "mid" : "low";
      const initials = lang === "ru" ? "АБВГДЕКЛМНОПРСТ" : "ABEHJKLMNOPRSTV";
      const written = new Date(createdAt.getTime() + rng.int(1, span) * DAY);
      reviews.push({
        id: reviewId,
        modelId,
        lang,
        createdAt: written,
        rating,
        visibleName: `${rng.pick(REVIEWER_NAMES[lang])} ${initials[rng.int(0, initials.length - 1)]}.`,
        comment: reviewComment(modelId, k, REVIEW_COMMENTS[lang], sentiment, rng.pick(REVIEW_COMMENTS[lang][sentiment])),
        size: sized && rng.chance(0.7) ? rng.weighted<number>([[2, 5], [4, 15], [6, 60], [8, 15], [10, 5]]) : null,
        votesUp: Math.floor(rng.next() ** 3 * 25),
        votesDown: Math.floor(rng.next() ** 4 * 6),
        isVisible: !rng.chance(0.03),
      });
      // A hidden review of the demo data was hidden by the staff: moderated, not waiting in their queue.
      const last = reviews[reviews.length - 1]!;
      if (!last.isVisible) last.moderatedAt = written;
      if (rng.chance(0.06)) {
        const pictures = rng.int(1, 2);
        for (let p = 1; p <= pictures; p++) reviewImages.push({ reviewId, url: `/images/reviews/${reviewId}-${p}.svg`, sortOrder: p });
      }
    }
    return { reviews, reviewImages };
  }
}

/**
 * About one review in eight is a long one: the picked comment followed by more of its tone, then the
 * milder ones, until it runs past 320 characters, so the product page's cut has texts to
 * cut. Its own stream: the main one, and with it every other seeded value, stays as it was.
 */
function reviewComment(
  modelId: number,
  index: number,
  comments: { high: string[]; mid: string[]; low: string[] },
  tone: "high" | "mid" | "low",
  picked: string,
): string {
  const own = Rng.for(modelId, "review-text", index);
  if (!own.chance(0.125)) return picked;
  const others = (list: string[]) => own.sample(list.filter((entry) => entry !== picked), list.length);
  const more = [...others(comments[tone]), ...others(tone === "mid" ? comments.high : comments.mid)];
  let text = picked;
  for (const next of more) {
    if (text.length > 320) break;
    text = `${text} ${next}`;
  }
  return text;
}

/** The property types used by at least one kind, for a group's filterable properties. */
export function filterablePropertiesFor(groupSlug: string): string[] {
  const slugs = new Set<string>();
  const descendants = new Set<string>([groupSlug]);
  for (const g of GROUPS) if (g.parent && descendants.has(g.parent)) descendants.add(g.slug);
  for (const k of KINDS) {
    if (!descendants.has(k.group)) continue;
    if (k.genders) slugs.add("gender");
    for (const p of k.props) slugs.add(p.slug);
  }
  return PROPERTY_TYPES.filter((p) => slugs.has(p.slug)).map((p) => p.slug);
}
