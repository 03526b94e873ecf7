/**
 * The database side of the catalogue grid: the read model's rows as the listing service reads them
 * (`catalog_listing`), the filter values' names, and the repository port that db/repositories/listing.ts
 * implements.
 */
import type { Lang } from "#i18n/languages.ts";
import type { ListingIndexRow } from "./index-build.ts";

export type { ListingIndexRow } from "./index-build.ts";

/** A colour of a read-model row (catalog_listing.colours). */
export interface ListingColour {
  slug: string;
  control: string;
  name: string;
  hex: string;
  /** Id of the colour's first image; absent when it has none. */
  image?: number | null;
  /** That image's uploaded picture (its hash), null for a drawing. */
  picture?: string | null;
  /** The colour family the grid's colour filter names (a colour slug of the family's own colour). */
  family?: string;
}

/** One tax area's prices of a read-model row (catalog_listing.prices), cents of EUR. */
export interface ListingPrice {
  min: number;
  max: number;
  active: number;
  regular: number;
  club: number | null;
  lowest30d: number | null;
  discountFree: number;
}

export interface ListingTag {
  name: string;
  bgColor: string;
  textColor: string;
}

/** A ribbon as stored: colours in `value` as 'background;text'. */
export interface ListingRibbon {
  slug: string;
  name: string;
  value: string;
}

export interface ListingProperty {
  slug: string;
  filter: "range" | "checkbox";
  values: Array<string | number>;
}

/** Names and order of the filter values in one language (one query, db/repositories/listing.ts). */
export interface ListingLabels {
  brands: Array<{ id: number; slug: string; name: string }>;
  /** In display order: the web warehouse (store 20) first, then by stock display order. */
  stores: Array<{ id: number; slug: string; name: string }>;
  /** Colour families in colour order, named by the family's own colour. */
  colourFamilies: Array<{ slug: string; name: string; hex: string }>;
  /** Every group, in menu order. */
  groups: Array<{
    id: number;
    parentId: number | null;
    name: string;
    /** Localized path, e.g. `vaatteet/takit`. */
    path: string;
    slug: string;
    /** Language-neutral path, e.g. `clothing/jackets`. */
    neutralPath: string;
    groupSorting: string | null;
    filterableProperties: string[];
  }>;
  /** In property order. */
  propertyTypes: Array<{
    slug: string;
    name: string;
    filter: "range" | "checkbox";
    unit: string | null;
    isFilterable: boolean;
    values: Array<{ slug: string; name: string }>;
  }>;
  /** The Outlet ribbon forced on /outlet/ paths, in this language. */
  outletRibbon: ListingRibbon | null;
  /** The tax area and EU membership of every delivery country: the price-indication rule of a tax area. */
  deliveryCountries: Array<{ taxAreaId: number; isEuMember: boolean }>;
}

/** What a grid card needs from the read model, for one language and tax area. */
export interface GridCardRow {
  modelId: number;
  name: string;
  brandName: string;
  brandSlug: string;
  path: string;
  imageId: number | null;
  /** The first image's uploaded picture (its hash), null for a drawing. */
  imagePicture: string | null;
  colours: ListingColour[];
  /** The tax area's prices, or null when the model is not priced there. */
  price: ListingPrice | null;
  shortDescription: string;
  /** The card's text when the short description is empty (a grid read may leave it out otherwise). */
  description: string;
  tags: ListingTag[];
  ribbons: ListingRibbon[];
  rating: number;
  ratingCount: number;
  isOutlet: boolean;
  discountsAllowed: boolean;
  /** The model shows the percentage of a reduction (the product page's `show_discount_percentage`). */
  showDiscountPercentage: boolean;
}

/** What a full product card needs: the grid card's facts and the filter data. */
export interface CardRow extends GridCardRow {
  soldAmount: number;
  createdAt: string;
  storeSlugs: string[];
  sizes: string[];
  groupIds: number[];
  properties: ListingProperty[];
}

/** The database side of the grid; implemented by db/repositories/listing.ts. */
export interface ListingRepository {
  /** Changes in every transaction that writes the read model or the popularity scores; null before any. */
  version(): Promise<string | null>;
  /** Every listable model (public, not campaign-only) of a language. */
  indexRows(lang: Lang): Promise<ListingIndexRow[]>;
  /** Brand, name, short description and description of every listable model, for the text filter. */
  textRows(lang: Lang): Promise<Array<{ modelId: number; text: string }>>;
  labels(lang: Lang): Promise<ListingLabels>;
  /** Full cards of these models in this order (missing ones left out). */
  cards(lang: Lang, ids: readonly number[], taxAreaId: number): Promise<CardRow[]>;
  /** The same for grid cards: only what the grid draws, the read of every grid page. */
  gridCards(lang: Lang, ids: readonly number[], taxAreaId: number): Promise<GridCardRow[]>;
  /** More views of models' pages today (model id -> views); nothing for a model that does not exist. */
  recordViews(counts: ReadonlyMap<number, number>): Promise<void>;
  /** Recomputes the popularity scores of the "Recommended" order from sales and recent views. */
  refreshPopularity(): Promise<void>;
}
