import { parsePicturePath } from "#core/images/pictures.ts";
import { parseImageRef } from "#core/images/refs.ts";
import type {
  BrandDetail,
  BrandSummary,
  ColorResource,
  PropertyFilterResource,
  ProductGroupDetail,
  ProductGroupNode,
  PropertyTypeResource,
  Resources,
  StoreSummary,
  TaxRateResource,
} from "./types.ts";
import type { Lang } from "#i18n/languages.ts";
import { buildGroupTree, type ProductGroupRow } from "./group-tree.ts";
import { paletteCss, type PaletteColours } from "./palette.ts";

/** A property type with its translated name and, for checkbox filters, its named values. */
export interface PropertyTypeRow extends PropertyTypeResource {
  filter: PropertyFilterResource["filter"];
  unit: string | null;
  isFilterable: boolean;
  values: PropertyFilterResource["values"];
}

/** A group at a localized path, its description as stored (unsanitized). */
export type ProductGroupDetailRow = ProductGroupDetail;

/** A brand by slug, its description as stored (unsanitized) and promo images as stored references. */
export type BrandDetailRow = BrandDetail;

/** What the catalogue service reads; implemented by db/repositories/catalog.ts. Each is one query. */
export interface CatalogRepository {
  /** The group whose localized path in `lang` is `path`, with its children and the groups above it. */
  productGroupByPath(lang: Lang, path: string): Promise<ProductGroupDetailRow | null>;
  /** A public brand by slug with its texts in `lang`. */
  brandBySlug(lang: Lang, slug: string): Promise<BrandDetailRow | null>;
  productGroupRows(lang: Lang): Promise<ProductGroupRow[]>;
  brands(lang: Lang): Promise<BrandSummary[]>;
  stores(lang: Lang): Promise<StoreSummary[]>;
  colours(lang: Lang): Promise<ColorResource[]>;
  propertyTypes(lang: Lang): Promise<PropertyTypeRow[]>;
  taxRates(): Promise<TaxRateResource[]>;
  /** Every colour the shop's data may show: product colours, gift-card designs, tags and ribbons. */
  paletteColours(): Promise<PaletteColours>;
}

/** The product group tree, brands, stores, the resources answer and a group's or a brand's page data. */
export interface CatalogService {
  productGroups(lang: Lang): Promise<ProductGroupNode[]>;
  brands(lang: Lang): Promise<BrandSummary[]>;
  stores(lang: Lang): Promise<StoreSummary[]>;
  /** GET /api/resources/ answer: colors, manufacturers, productGroups, propertyFilters, propertyTypes, stores, taxRates. */
  resources(lang: Lang): Promise<Resources>;
  /** The group at a localized path (`vaatteet/takit`, no slashes at the ends, lower case), or null. */
  productGroupByPath(lang: Lang, path: string): Promise<ProductGroupDetail | null>;
  /** A public brand by its slug (lower case), or null. */
  brandBySlug(lang: Lang, slug: string): Promise<BrandDetail | null>;
  /** The stylesheet of the shop's colours (./palette.ts), the same for every language. */
  palette(): Promise<string>;
}

export interface CatalogServiceOptions {
  /**
   * Sanitizer of group and brand description HTML: the static page one (core/content/sanitize-html.ts),
   * bound to the shop's own hosts by the server. Staff-written HTML is still untrusted.
   */
  sanitize: (html: string) => string;
}

/** A path as the routes give it: no slashes at the ends, lower case. */
export function normalizeGroupPath(path: string): string {
  return path.trim().toLowerCase().replace(/^\/+|\/+$/g, "").replace(/\/{2,}/g, "/");
}

/**
 * Promo images: this brand's own drawn promo references (core/images/refs.ts) and pictures staff uploaded for the
 * carousel (kept pictures' addresses); anything else a list could hold is not shown.
 */
function promoImagesOf(slug: string, images: readonly string[]): string[] {
  return images.filter((image) => {
    if (typeof image !== "string") return false;
    if (parsePicturePath(image)) return true;
    const ref = parseImageRef(image);
    return ref?.kind === "brand-promo" && ref.slug === slug;
  });
}

export function createCatalogService(repository: CatalogRepository, options: CatalogServiceOptions): CatalogService {
  const productGroups = async (lang: Lang) => buildGroupTree(await repository.productGroupRows(lang));

  return {
    productGroups,
    brands: (lang) => repository.brands(lang),
    stores: (lang) => repository.stores(lang),
    palette: async () => paletteCss(await repository.paletteColours()),
    async resources(lang): Promise<Resources> {
      const [colors, manufacturers, groups, types, stores, taxRates] = await Promise.all([
        repository.colours(lang),
        repository.brands(lang),
        productGroups(lang),
        repository.propertyTypes(lang),
        repository.stores(lang),
        repository.taxRates(),
      ]);
      return {
        colors,
        manufacturers,
        productGroups: groups,
        propertyFilters: types
          .filter((type) => type.isFilterable)
          .map(({ slug, name, filter, unit, values }) => ({ slug, name, filter, unit, values })),
        propertyTypes: types.map(({ slug, name, bgColor, textColor }) => ({ slug, name, bgColor, textColor })),
        stores,
        taxRates,
      };
    },

    async productGroupByPath(lang, path): Promise<ProductGroupDetail | null> {
      const wanted = normalizeGroupPath(path);
      if (wanted === "" || wanted.length > 500) return null;
      const row = await repository.productGroupByPath(lang, wanted);
      if (!row) return null;
      return {
        ...row,
        meta_title: row.meta_title || null,
        meta_description: row.meta_description || null,
        description_html: options.sanitize(row.description_html),
      };
    },

    async brandBySlug(lang, slug): Promise<BrandDetail | null> {
      const wanted = slug.trim().toLowerCase();
      if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(wanted)) return null;
      const row = await repository.brandBySlug(lang, wanted);
      if (!row) return null;
      return {
        ...row,
        title: row.title || null,
        metaDescription: row.metaDescription || null,
        description: options.sanitize(row.description),
        promoImages: promoImagesOf(row.slug, row.promoImages),
      };
    },
  };
}
