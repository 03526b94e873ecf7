import type {
  BrandSummary,
  ColorResource,
  PropertyFilterResource,
  PropertyTypeResource,
  Resources,
  Services,
  StoreSummary,
  TaxRateResource,
} from "#core/services.ts";
import type { Lang } from "#i18n/languages.ts";
import { buildGroupTree, type ProductGroupRow } from "./group-tree.ts";

/** A property type with its translated name and, for checkbox filters, its named values. */
export interface PropertyTypeRow extends PropertyTypeResource {
  filter: PropertyFilterResource["filter"];
  unit: string | null;
  isFilterable: boolean;
  values: PropertyFilterResource["values"];
}

/** What the catalogue service reads; implemented by db/repositories/catalog.ts. Each is one query. */
export interface CatalogRepository {
  productGroupRows(lang: Lang): Promise<ProductGroupRow[]>;
  brands(lang: Lang): Promise<BrandSummary[]>;
  stores(lang: Lang): Promise<StoreSummary[]>;
  colours(lang: Lang): Promise<ColorResource[]>;
  propertyTypes(lang: Lang): Promise<PropertyTypeRow[]>;
  taxRates(): Promise<TaxRateResource[]>;
}

export function createCatalogService(repository: CatalogRepository): Services["catalog"] {
  const productGroups = async (lang: Lang) => buildGroupTree(await repository.productGroupRows(lang));

  return {
    productGroups,
    brands: (lang) => repository.brands(lang),
    stores: (lang) => repository.stores(lang),
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
  };
}
