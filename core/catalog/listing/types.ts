/**
 * The catalogue grid's contract (cards, sorting, paging and filters): what a listing request asks,
 * what one page of the answer holds, and the filter sections with their counts. The storefront loaders,
 * the faceted listing call (GET /api/listing/) and GET/POST /api/products/productmodellist/ all go
 * through the listing service with these types.
 *
 * Money is integer cents of EUR in the tax area's prices; the storefront converts to the delivery
 * currency only when formatting. Price filter values in URLs are whole units of the display currency
 * (what the shopper sees on the range), converted to cents by the service with the currency's rate.
 */
import type { DeepReadonly } from "#core/cache/frozen.ts";
import type { Lang } from "#i18n/languages.ts";

/** The sort values, as the URL's `sort` parameter carries them. */
export type SortValue = "default" | "popular" | "newest" | "stars" | "offers" | "lowest" | "highest" | "alphabetical";

/** Where a grid's products come from. */
export type ListingSource =
  | { kind: "group"; groupId: number }
  | { kind: "brand"; brandId: number }
  | { kind: "newest" }
  | { kind: "catalog" }
  | { kind: "search"; text: string };

export interface PriceRange {
  /** Whole units of the display currency, min <= max. */
  min: number;
  max: number;
}

/** A dynamic property filter: value slugs of a checkbox property, or a numeric range. */
export type PropertyFilter = { kind: "checkbox"; values: string[] } | { kind: "range"; min: number; max: number };

/** The filters of a grid URL: text, price, manufacturer, color, store, size, group, one per property. */
export interface ListingFilters {
  /** Text filter within the grid (not the search text), case-insensitive, non-alphanumerics ignored. */
  text: string | null;
  price: PriceRange | null;
  /** Brand slugs. */
  manufacturer: string[];
  /** Colour family slugs. */
  color: string[];
  /** Store slugs: in stock there. */
  store: string[];
  /** Size names as shown (a comma inside a size is `_` in the URL). */
  size: string[];
  /** Product group ids. */
  group: number[];
  /** By property slug. */
  properties: Record<string, PropertyFilter>;
}

export interface ListingRequest {
  lang: Lang;
  source: ListingSource;
  filters: ListingFilters;
  /** Null: the source's default (a group's group_sorting, else "default"). */
  sort: SortValue | null;
  /** Tax area whose prices apply (from the delivery country). */
  taxAreaId: number;
  /** Units of the display currency per 1 EUR, to read the price filter. */
  currencyRate: number;
  offset: number;
  limit: number;
  /** A path with /outlet/ forces the Outlet ribbon on every card. */
  forceOutletRibbon?: boolean;
}

export type PriceType = "outdoor" | "outlet" | "discount" | "club" | "normal";

export interface CardColour {
  slug: string;
  /** The colour's control name. */
  control: string;
  name: string;
  hex: string;
  /** This colour's first image (320 wide), for the hover preview; null when it has none. */
  image: string | null;
}

export interface CardTag {
  name: string;
  bgColor: string;
  textColor: string;
}

export interface CardRibbon {
  slug: string;
  name: string;
  bgColor: string;
  textColor: string;
}

export interface CardProperty {
  slug: string;
  value: string | number;
  filter: "range" | "checkbox";
}

/** A product card, plus what the card draws (ribbons, swatch colours). */
export interface ProductCard {
  id: number;
  name: string;
  manufacturer: string;
  manufacturerSlug: string;
  /** Path of the product page in this storefront. */
  path: string;
  /** Image URL, 320 wide. */
  image: string | null;
  colors: CardColour[];
  price: {
    /** Cents (EUR) in the request's tax area. */
    active: number;
    reference: number;
    club: number | null;
    type: PriceType;
    /** Whole percent off the reference, shown as a ribbon only at 5 or more (null when no discount). */
    discountPercent: number | null;
  };
  shortDescription: string;
  description: string;
  tags: CardTag[];
  ribbons: CardRibbon[];
  soldAmount: number;
  /** 0-10 scale as stored; the card shows stars = rating / 2 rounded to halves. */
  rating: number;
  ratingCount: number;
  /** The variants' prices differ: the card says "from". */
  fromPrefix: boolean;
  published: string;
  /** Store slugs with stock. */
  stocks: string[];
  sizes: string[];
  productGroupIds: number[];
  properties: CardProperty[];
}

/**
 * A card as the grid draws it: the fields of `ProductCard` the card shows or links with. The grid filters,
 * counts and sorts on the server, so the filter data of the full card (stocks, sizes, group ids,
 * properties, sales, dates, the long description) stays out of every grid answer and page: it was more
 * than half of a page's cards in the catalogue benchmark. The full card is the product-model list's answer.
 *
 * The listing service shares one card object between requests while the catalogue version stands (its
 * kept JSON and HTML hang on it by identity): read only all the way down, and frozen outside production.
 * A card shown differently (a colour filter's picture, a forced ribbon) is a new object.
 */
export type GridCard = DeepReadonly<Pick<
  ProductCard,
  | "id"
  | "name"
  | "manufacturer"
  | "manufacturerSlug"
  | "path"
  | "image"
  | "colors"
  | "price"
  | "shortDescription"
  | "tags"
  | "ribbons"
  | "rating"
  | "ratingCount"
  | "fromPrefix"
>>;

/** A product page's strips of other products (GET /api/product/extra/ type=2). */
export interface RelatedRequest {
  lang: Lang;
  taxAreaId: number;
  /** The page's model: never in its own strips. */
  modelId: number;
  /** The group path the page was opened from (localized or neutral); used when the model is in it. */
  groupPath: string | null;
  /** The model's main group, otherwise. */
  groupId: number | null;
  /** Models bought together with it, most often first (from the shop's orders). */
  alsoBought: readonly number[];
  /** At most this many cards per strip. */
  limit: number;
}

export interface RelatedCards {
  /** The `alsoBought` models that can be bought now (stock and a price), in that order. */
  alsoBought: GridCard[];
  /** The most popular buyable models of the group, widened to its parent groups, none of `alsoBought`. */
  recommendations: GridCard[];
}

/** A value of a filter section, shared like its section (read only). */
export interface FacetValue {
  /** As written in the URL (slug, id or size name). */
  readonly value: string;
  readonly label: string;
  /** Products matching every other active filter plus this value. */
  readonly count: number;
  readonly selected: boolean;
  /** Colour swatch, for the colour section. */
  readonly hex?: string;
}

export type FacetKey = "size" | "price" | "manufacturer" | "store" | "text" | "color" | "group" | `property:${string}`;

/**
 * A filter section with its counts. The listing service keeps one array of sections per filter result and
 * shares it between requests (every page and sort of a grid): read only, and frozen outside production.
 */
export interface FacetSection {
  readonly key: FacetKey;
  /** URL parameter name: the key, or the property slug. */
  readonly param: string;
  /** Heading: a message key for the fixed sections, the property's name for properties. */
  readonly label: string;
  readonly kind: "checkbox" | "range" | "text";
  readonly values: readonly FacetValue[];
  /** Range sections: the span of the products matching the other filters, and the chosen part. */
  readonly range?: Readonly<{ min: number; max: number; selectedMin: number | null; selectedMax: number | null; unit: string | null }>;
  /** Text section: the current text. */
  readonly text?: string;
}

export interface ListingPage {
  /** Products matching source and filters. */
  total: number;
  /** Products of the source before any filter (the filter button's [shown / total]). */
  sourceTotal: number;
  offset: number;
  limit: number;
  /** The sort that applied (the default resolved). */
  sort: SortValue;
  items: GridCard[];
  /** In this order: Size, Price, Brand, Store, Text, Color, Group, then properties by frequency. Shared. */
  facets: readonly FacetSection[];
  /** Search only: the text matched only through fuzzy (typo) matching. */
  approximate: boolean;
  /** Search only: other searches that find products. */
  relatedSearches: string[];
  /** Search only: the text with its typos corrected when that found the products ("Did you mean …"); else null. */
  correctedText: string | null;
}

/** A request of GET and POST /api/products/productmodellist/: every public card of a group or a brand. */
export interface ProductModelListRequest {
  source: "ProductGroup" | "Manufacturer";
  id?: number;
  slug?: string;
  language: Lang;
  taxAreaId: number;
  sortIds?: number[];
}

/** The catalogue grid: pages of cards with their filter counts, card lists and the "Recommended" order's data. */
export interface ListingService {
  /** One page of cards with the total and every filter section's counts. */
  page(request: ListingRequest): Promise<ListingPage>;
  /** After a back-office change: the next request of a changed catalogue rebuilds the index at once (core/cache/versioned.ts). */
  expireIndexes(): void;
  /**
   * GET and POST /api/products/productmodellist/: every public card of a group or a
   * brand, re-ordered by `sortIds` (unknown ids last).
   */
  productModelList(input: ProductModelListRequest): Promise<ProductCard[]>;
  /** Grid cards of these models in this order, the ones not listable (hidden, not in the language) left out. */
  cardsOf(input: { lang: Lang; ids: readonly number[]; taxAreaId: number }): Promise<GridCard[]>;
  /** The cards of a product page's "also bought" and recommendation strips. */
  related(input: RelatedRequest): Promise<RelatedCards>;
  /** One more view of a product page today: with sales, the data of the "Recommended" order. */
  recordView(modelId: number): Promise<void>;
  /** Writes the views counted so far (they are written in batches every few seconds; shutdown and tests flush). */
  flushViews(): Promise<void>;
  /** Recomputes every model's "Recommended" score (the daily job). */
  refreshPopularity(): Promise<void>;
}
