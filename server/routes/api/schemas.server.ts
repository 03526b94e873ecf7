import { z } from "zod";
import type { DeepReadonly } from "#core/cache/frozen.ts";

/**
 * Response schemas of the /api/ routes. They document the answers in the OpenAPI document
 * (/api/docs/) and the serializer checks every answer against them, so a field of the contract
 * cannot silently go missing. Field names are the contract's, as they are on the wire.
 */

export const ErrorResponse = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    field: z.string().optional().describe("The request field the error is about"),
  })
  .meta({ id: "Error" });

export const LocaleByIpResponse = z.object({
  country_code: z.string().describe("Delivery country, ISO 3166-1 alpha-2, lower case"),
  currency: z.string().describe("That country's currency, ISO 4217, lower case"),
});

export const InitConfigResponse = z.object({
  currencyFormat: z.string().describe("Display pattern with {amount} where the number goes"),
  currencyRate: z.number().describe("Units of the currency per 1 EUR"),
  deliveryCountryName: z.string(),
  taxAreaId: z.number().int(),
  isEuMember: z.boolean(),
  referenceRule: z
    .enum(["lowest-30-days", "list-price"])
    .describe("What a reduced price is compared with in the country's tax area: the 30-day lowest price (EU), or the list price"),
});

const GroupLink = z.object({ slug: z.string(), image: z.string().nullable(), title: z.string() });

export interface ProductGroupJson {
  id: number;
  name: string;
  shortName: string;
  path: string;
  slug: string;
  showInMenu: boolean;
  children: ProductGroupJson[];
  links: Array<{ slug: string; image: string | null; title: string }>;
}

export const ProductGroup: z.ZodType<ProductGroupJson> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    shortName: z.string(),
    path: z.string().describe("Localized full path without slashes at the ends"),
    slug: z.string(),
    showInMenu: z.boolean(),
    get children() {
      return z.array(ProductGroup);
    },
    links: z.array(GroupLink),
  })
  .meta({ id: "ProductGroup" });

export const ProductGroupsResponse = z.object({ productGroups: z.array(ProductGroup) });

export const Brand = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().describe("Brand page slug (also in route-slugs manufacturerSlugs)"),
    logo: z.string().nullable(),
  })
  .meta({ id: "Brand" });

export const BrandsResponse = z.object({ brands: z.array(Brand) });

const Banner = z
  .object({
    id: z.number().int(),
    title: z.string(),
    heading: z.string(),
    image: z.string(),
    url: z.string(),
    buttonText: z.string(),
    subText: z.string(),
    cropPoint: z.string().nullable(),
  })
  .meta({ id: "Banner" });

export const BannersResponse = z.object({
  imageBanners: z.array(Banner),
  dynamicPageBanners: z.array(Banner),
  textBanners: z.array(Banner),
});

export const KeywordPopupQuery = z.object({
  id: z.coerce
    .number({ error: "expected a keyword popup id" })
    .int("expected a keyword popup id")
    .positive("expected a keyword popup id")
    .max(2_147_483_647, "expected a keyword popup id"),
});

export const KeywordPopupResponse = z.object({
  id: z.number().int(),
  keyword: z.string(),
  text: z.string(),
  url: z.string(),
});

export const KeywordPopupsResponse = z.object({
  keywordPopups: z.array(
    z.object({
      id: z.number().int(),
      keyword: z.string().describe("Search keyword that opens the popup"),
      text: z.string(),
      url: z.string(),
    }),
  ),
});

const Store = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    shortName: z.string(),
    type: z.string(),
    pikanouto: z.boolean(),
    nouto: z.boolean(),
    stock_display_order: z.number().int(),
    isMain: z.boolean(),
  })
  .meta({ id: "Store" });

export const ResourcesResponse = z.object({
  colors: z.array(z.object({ slug: z.string(), name: z.string(), hex: z.string(), family: z.string() })),
  manufacturers: z.array(Brand),
  productGroups: z.array(ProductGroup),
  propertyFilters: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      filter: z.enum(["range", "checkbox"]),
      unit: z.string().nullable(),
      values: z.array(z.object({ slug: z.string(), name: z.string() })),
    }),
  ),
  propertyTypes: z.array(z.object({ slug: z.string(), name: z.string(), bgColor: z.string(), textColor: z.string() })),
  stores: z.array(Store),
  taxRates: z.array(z.object({ taxAreaId: z.number().int(), taxClass: z.string(), rateBp: z.number().int() })),
});

export const StaticPageResponse = z.object({
  content: z.string().describe("Sanitised HTML"),
  title: z.string(),
  id: z.number().int(),
});

export interface TabJson {
  title: string;
  slug: string;
  content: string;
  tabs: TabJson[];
}

export const Tab: z.ZodType<TabJson> = z
  .object({
    title: z.string(),
    slug: z.string(),
    content: z.string().describe("Sanitised HTML"),
    get tabs() {
      return z.array(Tab);
    },
  })
  .meta({ id: "Tab" });

export const StaticPageWithTabsResponse = z.object({ tabs: z.array(Tab) });

export const RouteSlugsResponse = z.object({
  staticPageSlugs: z.array(z.string()),
  staticPageWithTabsSlugs: z.array(z.string()),
  navigationSlugs: z.array(z.string()).describe("Top-level product group slugs"),
  manufacturerSlugs: z.array(z.string()),
});

/** A slug query parameter: present, not empty, not absurdly long. */
export const SlugQuery = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^\u0000-\u001f\u007f]*$/, "control characters are not allowed")
    .describe("Page slug in the storefront's language"),
});

/**
 * An answer holding objects the services share between requests (the listing's cards and filter sections,
 * read only: core/cache/frozen.ts) as its response schema's type: the serializer only reads it.
 */
export function readOnlyBody<T>(body: DeepReadonly<T>): T {
  return body as T;
}

/** Answers every public, not user-specific GET may share for a minute. */
export const PUBLIC_CACHE = "public, max-age=60";

/** The browser's cart text: JSON with a products list, at most this long (100 rows with names fit many times). */
const CART_CONTENT_MAX = 100_000;

/** The cart's choices as the browser keeps them, as JSON text (a customer's `cart_content`). */
export const CartContentText = z
  .string({ error: "expected the cart as JSON text" })
  .max(CART_CONTENT_MAX, "too long")
  .refine((text) => {
    try {
      const value = JSON.parse(text) as { products?: unknown };
      return !!value && typeof value === "object" && Array.isArray(value.products);
    } catch {
      return false;
    }
  }, "expected JSON with a products list");
