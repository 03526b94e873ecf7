/**
 * The catalogue's shapes outside the grid (core/catalog/listing/types.ts has the grid's): the product group
 * tree, a group's and a brand's page data, stores and the resources answer. Field names follow the JSON the
 * /api/ routes return them in.
 */

/** A product group as /api/product-groups/ and the resources answer give it. */
export interface ProductGroupNode {
  id: number;
  name: string;
  shortName: string;
  /** Localized full path without slashes at the ends, e.g. `takit/kuoritakit`. */
  path: string;
  slug: string;
  showInMenu: boolean;
  children: ProductGroupNode[];
  links: Array<{ slug: string; image: string | null; title: string }>;
}

/** A product group page's data: the item of GET /api/products/productgroup/?path=. */
export interface ProductGroupDetail {
  id: number;
  name: string;
  shortName: string;
  path: string;
  meta_title: string | null;
  meta_description: string | null;
  /** Sanitized HTML. */
  description_html: string;
  /** Property slugs offered as filters on this group's grid. */
  filterable_properties: string[];
  /** The group's default sorting: a sort value or its backend form (core/catalog/listing/sort.ts), or null. */
  group_sorting: string | null;
  children: Array<{ id: number; name: string; path: string }>;
  showInMenu: boolean;
  /** The groups from the top down to this one, for breadcrumbs. */
  ancestors: Array<{ id: number; name: string; path: string }>;
}

/** A brand page's data: GET /api/brand/?slug=. */
export interface BrandDetail {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  title: string | null;
  /** Sanitized HTML. */
  description: string;
  metaDescription: string | null;
  /** Promo images, 720x480. */
  promoImages: string[];
}

export interface BrandSummary {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
}

export interface StoreSummary {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  type: string;
  pikanouto: boolean;
  nouto: boolean;
  stock_display_order: number;
  isMain: boolean;
}

/** A colour of the colour filter (resources.colors). */
export interface ColorResource {
  slug: string;
  name: string;
  hex: string;
  /** Basic colour family the filter groups by. */
  family: string;
}

/** A filterable property (resources.propertyFilters): range (numbers) or checkbox (named values). */
export interface PropertyFilterResource {
  slug: string;
  name: string;
  filter: "range" | "checkbox";
  unit: string | null;
  values: Array<{ slug: string; name: string }>;
}

/** A property type as the resources answer gives it (resources.propertyTypes). */
export interface PropertyTypeResource {
  slug: string;
  name: string;
  bgColor: string;
  textColor: string;
}

export interface TaxRateResource {
  taxAreaId: number;
  taxClass: string;
  /** Basis points: 2550 = 25.5 %. */
  rateBp: number;
}

/** The GET /api/resources/ answer. */
export interface Resources {
  colors: ColorResource[];
  manufacturers: BrandSummary[];
  productGroups: ProductGroupNode[];
  propertyFilters: PropertyFilterResource[];
  propertyTypes: PropertyTypeResource[];
  stores: StoreSummary[];
  taxRates: TaxRateResource[];
}
