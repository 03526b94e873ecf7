/**
 * The product page's second call (GET /api/product/extra/ type=2): the bundles offered with
 * the model, the "also bought" and recommendation strips, and the size tables of the model and its bundles'
 * parts. Everything comes from the shop's own data: "also bought" from the paid orders that held the model,
 * recommendations from the popularity score of the "Recommended" sort (sales and views).
 */
import type { ListingService, RelatedCards } from "#core/catalog/listing/types.ts";
import type { Lang } from "#i18n/languages.ts";
import type { BundleView, ProductModelRow, ProductService } from "./product-service.ts";

/** Cards per strip: two rows of a wide grid, a comfortable swipe on a phone. */
export const STRIP_LIMIT = 12;
/** A model counts as bought together with another only when at least this many orders held both. */
export const ALSO_BOUGHT_MIN_ORDERS = 2;
/** Only the most recent orders of a model are read: habits change, and a best seller has thousands. */
export const ALSO_BOUGHT_RECENT_ORDERS = 1000;

export type SizeTable = NonNullable<ProductModelRow["sizeTable"]>;

export interface ExtrasModel {
  id: number;
  isPublic: boolean;
  mainGroupId: number | null;
}

export interface ProductExtrasRepository {
  /** The model at its localized slug in `lang`, or null. */
  modelBySlug(lang: Lang, slug: string): Promise<ExtrasModel | null>;
  /**
   * Models that were in the same paid, not cancelled orders as `modelId` (among its latest `recentOrders`
   * orders), those in at least `minOrders` such orders, most often first; at most `limit`.
   */
  alsoBought(modelId: number, options: { minOrders: number; recentOrders: number; limit: number }): Promise<number[]>;
  /** The size tables of these models (model id -> table), in `lang`. */
  sizeTables(lang: Lang, modelIds: readonly number[]): Promise<Map<number, SizeTable>>;
}

export interface ProductExtras {
  bundles: BundleView[];
  related: RelatedCards;
  /** The model's size table first, then those of the bundles' parts; each with its model's id. */
  sizeTables: Array<{ modelId: number; table: SizeTable }>;
}

export interface ProductExtrasInput {
  lang: Lang;
  slug: string;
  taxAreaId: number;
  /** The group path the page was opened from. */
  groupPath: string | null;
  /** Staff see non-public models; everybody else gets null for them. */
  staff: boolean;
}

export interface ProductExtrasService {
  extras(input: ProductExtrasInput): Promise<ProductExtras | null>;
}

export function createProductExtrasService(deps: {
  repository: ProductExtrasRepository;
  product: Pick<ProductService, "bundles">;
  listing: Pick<ListingService, "related">;
}): ProductExtrasService {
  return {
    async extras({ lang, slug, taxAreaId, groupPath, staff }) {
      const model = await deps.repository.modelBySlug(lang, slug);
      if (!model || (!model.isPublic && !staff)) return null;
      const [bundles, alsoBought] = await Promise.all([
        deps.product.bundles({ lang, modelId: model.id, taxAreaId }),
        deps.repository.alsoBought(model.id, { minOrders: ALSO_BOUGHT_MIN_ORDERS, recentOrders: ALSO_BOUGHT_RECENT_ORDERS, limit: STRIP_LIMIT * 2 }),
      ]);
      const partIds = [...new Set(bundles.flatMap((bundle) => bundle.secondary_product_models.map((part) => part.id)))].filter((id) => id !== model.id);
      const [related, tables] = await Promise.all([
        deps.listing.related({ lang, taxAreaId, modelId: model.id, groupPath, groupId: model.mainGroupId, alsoBought, limit: STRIP_LIMIT }),
        deps.repository.sizeTables(lang, [model.id, ...partIds]),
      ]);
      const sizeTables = [model.id, ...partIds].flatMap((modelId) => {
        const table = tables.get(modelId);
        return table ? [{ modelId, table }] : [];
      });
      return { bundles, related, sizeTables };
    },
  };
}
