import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { BrandDetailRow, CatalogRepository, ProductGroupDetailRow, PropertyTypeRow } from "#core/catalog/catalog-service.ts";
import type { ProductGroupRow } from "#core/catalog/group-tree.ts";
import { ribbonColours, type PaletteColours } from "#core/catalog/palette.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import {
  brands,
  brandTranslations,
  colours,
  colourTranslations,
  giftCardTemplates,
  productGroupLinks,
  productGroups,
  productGroupTranslations,
  propertyTypes,
  propertyTypeTranslations,
  propertyValues,
  propertyValueTranslations,
  ribbons,
  stores,
  storeTranslations,
  tags,
  taxRates,
} from "../schema/index.ts";

/**
 * Shell reads (on every page): each function is one indexed query. Related lists (group links,
 * property values) come as JSON from a correlated subquery instead of one query per row.
 */
export function createCatalogRepository(db: Db): CatalogRepository {
  return {
    async productGroupByPath(lang, path): Promise<ProductGroupDetailRow | null> {
      // One statement: the group, its children in menu order and its chain of parents (top first).
      const [row] = await queryRows<{ detail: ProductGroupDetailRow }>(
        db,
        sql`
          with recursive target as (
            select g.id, g.parent_id, g.filterable_properties, g.group_sorting, g.show_in_menu,
              t.name, t.short_name, t.path, t.meta_title, t.meta_description, t.description_html
            from product_group_translations t
            join product_groups g on g.id = t.group_id
            where t.lang = ${lang} and t.path = ${path}
          ),
          chain(id, parent_id, depth) as (
            select id, parent_id, 0 from target
            union all
            select g.id, g.parent_id, chain.depth + 1 from chain join product_groups g on g.id = chain.parent_id
            -- A parent cycle in bad data must end the walk, not hang the page.
            where chain.depth < 20
          )
          select json_build_object(
            'id', target.id, 'name', target.name, 'shortName', target.short_name, 'path', target.path,
            'meta_title', target.meta_title, 'meta_description', target.meta_description,
            'description_html', target.description_html, 'filterable_properties', target.filterable_properties,
            'group_sorting', target.group_sorting, 'showInMenu', target.show_in_menu,
            'children', coalesce((
              select json_agg(json_build_object('id', c.id, 'name', ct.name, 'path', ct.path) order by c.sort_order, c.id)
              from product_groups c join product_group_translations ct on ct.group_id = c.id and ct.lang = ${lang}
              where c.parent_id = target.id), '[]'::json),
            'ancestors', coalesce((
              select json_agg(json_build_object('id', a.id, 'name', at.name, 'path', at.path) order by a.depth desc)
              from chain a join product_group_translations at on at.group_id = a.id and at.lang = ${lang}), '[]'::json)
          ) as detail
          from target
          limit 1`,
      );
      return row?.detail ?? null;
    },

    async brandBySlug(lang, slug): Promise<BrandDetailRow | null> {
      const [row] = await db
        .select({
          id: brands.id,
          name: brands.name,
          slug: brands.slug,
          logo: brands.logo,
          title: brandTranslations.title,
          description: brandTranslations.description,
          metaDescription: brandTranslations.metaDescription,
          promoImages: brands.promoImages,
        })
        .from(brands)
        .leftJoin(brandTranslations, and(eq(brandTranslations.brandId, brands.id), eq(brandTranslations.lang, lang)))
        .where(and(eq(brands.slug, slug), eq(brands.isPublic, true)))
        .limit(1);
      if (!row) return null;
      return { ...row, title: row.title, description: row.description ?? "", metaDescription: row.metaDescription, promoImages: row.promoImages ?? [] };
    },

    async productGroupRows(lang): Promise<ProductGroupRow[]> {
      const links = sql<ProductGroupRow["links"]>`coalesce((
        select json_agg(json_build_object('slug', ${productGroupLinks.slug}, 'image', ${productGroupLinks.image}, 'title', ${productGroupLinks.title})
          order by ${productGroupLinks.sortOrder}, ${productGroupLinks.id})
        from ${productGroupLinks}
        where ${productGroupLinks.groupId} = ${productGroups.id} and ${productGroupLinks.lang} = ${lang}
      ), '[]'::json)`;
      return db
        .select({
          id: productGroups.id,
          parentId: productGroups.parentId,
          sortOrder: productGroups.sortOrder,
          name: productGroupTranslations.name,
          shortName: productGroupTranslations.shortName,
          path: productGroupTranslations.path,
          slug: productGroupTranslations.slug,
          showInMenu: productGroups.showInMenu,
          links,
        })
        .from(productGroups)
        .innerJoin(
          productGroupTranslations,
          and(eq(productGroupTranslations.groupId, productGroups.id), eq(productGroupTranslations.lang, lang)),
        );
    },

    async brands(_lang: Lang) {
      // Brand names are the same in every language (db/schema/catalog.ts).
      return db
        .select({ id: brands.id, name: brands.name, slug: brands.slug, logo: brands.logo })
        .from(brands)
        .where(eq(brands.isPublic, true))
        .orderBy(sql`lower(${brands.name})`, asc(brands.id));
    },

    async stores(lang) {
      return db
        .select({
          id: stores.id,
          slug: stores.slug,
          name: sql<string>`coalesce(${storeTranslations.name}, ${stores.name})`,
          shortName: sql<string>`coalesce(${storeTranslations.shortName}, ${stores.shortName})`,
          type: stores.type,
          pikanouto: stores.pikanouto,
          nouto: stores.nouto,
          stock_display_order: stores.stockDisplayOrder,
          isMain: stores.isMain,
        })
        .from(stores)
        .leftJoin(storeTranslations, and(eq(storeTranslations.storeId, stores.id), eq(storeTranslations.lang, lang)))
        // A removed store is kept only for the history that names it.
        .where(isNull(stores.removedAt))
        .orderBy(asc(stores.id));
    },

    async colours(lang) {
      return db
        .select({
          slug: colours.slug,
          name: sql<string>`coalesce(${colourTranslations.name}, ${colours.slug})`,
          hex: colours.hex,
          family: colours.family,
        })
        .from(colours)
        .leftJoin(colourTranslations, and(eq(colourTranslations.colourSlug, colours.slug), eq(colourTranslations.lang, lang)))
        .orderBy(asc(colours.sortOrder), asc(colours.slug));
    },

    async propertyTypes(lang): Promise<PropertyTypeRow[]> {
      const values = sql<PropertyTypeRow["values"]>`coalesce((
        select json_agg(json_build_object('slug', ${propertyValues.slug}, 'name', coalesce(${propertyValueTranslations.name}, ${propertyValues.slug}))
          order by ${propertyValues.sortOrder}, ${propertyValues.id})
        from ${propertyValues}
        left join ${propertyValueTranslations}
          on ${propertyValueTranslations.propertyValueId} = ${propertyValues.id} and ${propertyValueTranslations.lang} = ${lang}
        where ${propertyValues.propertyTypeId} = ${propertyTypes.id}
      ), '[]'::json)`;
      return db
        .select({
          slug: propertyTypes.slug,
          name: sql<string>`coalesce(${propertyTypeTranslations.name}, ${propertyTypes.slug})`,
          bgColor: propertyTypes.bgColor,
          textColor: propertyTypes.textColor,
          filter: propertyTypes.filterKind,
          unit: propertyTypes.unit,
          isFilterable: propertyTypes.isFilterable,
          values,
        })
        .from(propertyTypes)
        .leftJoin(
          propertyTypeTranslations,
          and(eq(propertyTypeTranslations.propertyTypeId, propertyTypes.id), eq(propertyTypeTranslations.lang, lang)),
        )
        .orderBy(asc(propertyTypes.sortOrder), asc(propertyTypes.id));
    },

    async taxRates() {
      return db
        .select({ taxAreaId: taxRates.taxAreaId, taxClass: taxRates.taxClass, rateBp: taxRates.rateBp })
        .from(taxRates)
        .orderBy(asc(taxRates.taxAreaId), asc(taxRates.taxClass));
    },

    async paletteColours(): Promise<PaletteColours> {
      const [row] = await queryRows<{ swatches: string[]; tags: Array<[string, string]>; ribbons: string[] }>(
        db,
        sql`select
          (select coalesce(json_agg(hex), '[]') from (select ${colours.hex} as hex from ${colours} union select ${giftCardTemplates.hex} from ${giftCardTemplates}) as swatch) as swatches,
          (select coalesce(json_agg(json_build_array(bg, fg)), '[]') from (select distinct ${tags.bgColor} as bg, ${tags.textColor} as fg from ${tags}) as pair) as tags,
          (select coalesce(json_agg(distinct ${ribbons.value}), '[]') from ${ribbons}) as ribbons`,
      );
      return { swatches: row?.swatches ?? [], pairs: [...(row?.tags ?? []), ...(row?.ribbons ?? []).map(ribbonColours)] };
    },
  };
}
