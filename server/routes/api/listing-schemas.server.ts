import LZString from "lz-string";
import { z } from "zod";
import { LANGUAGES } from "#i18n/languages.ts";

/**
 * Request and response schemas of the catalogue calls (product group, brand,
 * product-model list) and of the faceted listing call GET /api/listing/. Kept apart from
 * schemas.server.ts so the catalogue's contract reads in one place; the shapes mirror
 * core/services.ts (ProductGroupDetail, BrandDetail) and core/catalog/listing/types.ts, and the
 * serializer checks every answer against them.
 */

// PostgreSQL integer: a larger id can never exist, and would make the query itself fail.
const INT_MAX = 2_147_483_647;
// No control character belongs in a path or slug; PostgreSQL text cannot even hold NUL.
const NO_CONTROLS = /^[^\u0000-\u001f\u007f]*$/;
const BRAND_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The longest compressed `q` a GET takes: clients switch to POST at 2,000 characters. */
export const COMPRESSED_QUERY_MAX = 2000;
/** A decompressed `q` longer than this is no product-list request (5,000 sort ids fit in well under it). */
const DECOMPRESSED_MAX = 200_000;
export const SORT_IDS_MAX = 5000;

// ---------------------------------------------------------------------------------------------
// GET /api/products/productgroup/ and GET /api/brand/

export const ProductGroupPathQuery = z.object({
  path: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(NO_CONTROLS, "control characters are not allowed")
    .regex(/[^/]/, "expected a product group path, e.g. 'vaatteet/takit'")
    .describe("Localized group path; case and slashes at the ends do not matter"),
});

const GroupLink = z.object({ id: z.number().int(), name: z.string(), path: z.string() });

export const ProductGroupDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    shortName: z.string(),
    path: z.string().describe("Localized full path without slashes at the ends"),
    meta_title: z.string().nullable(),
    meta_description: z.string().nullable(),
    description_html: z.string().describe("Sanitised HTML"),
    filterable_properties: z.array(z.string()).describe("Property slugs offered as filters on this group's grid"),
    group_sorting: z.string().nullable().describe("Default sorting: a sort value or its backend form"),
    children: z.array(GroupLink),
    showInMenu: z.boolean(),
    ancestors: z.array(GroupLink).describe("The groups from the top down to this one, for breadcrumbs"),
  })
  .meta({ id: "ProductGroupDetail" });

/** A list holding the one group; clients use the first item. */
export const ProductGroupDetailResponse = z.array(ProductGroupDetail);

export const BrandSlugQuery = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(BRAND_SLUG, "expected a brand slug: 1 to 100 characters of a-z, 0-9 and -")
    .describe("Brand slug; case does not matter"),
});

export const BrandDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    title: z.string().nullable(),
    description: z.string().describe("Sanitised HTML"),
    metaDescription: z.string().nullable(),
    promoImages: z.array(z.string()).describe("Promo image URLs, 720x480"),
  })
  .meta({ id: "BrandDetail" });

// ---------------------------------------------------------------------------------------------
// Product cards and the listing page (core/catalog/listing/types.ts)

export const ProductCard = z
  .object({
    id: z.number().int(),
    name: z.string(),
    manufacturer: z.string(),
    manufacturerSlug: z.string(),
    path: z.string().describe("Product page path in this storefront"),
    image: z.string().nullable().describe("Image URL, 320 wide"),
    colors: z.array(
      z.object({
        slug: z.string(),
        control: z.string(),
        name: z.string(),
        hex: z.string(),
        image: z.string().nullable().describe("The colour's first image, 320 wide"),
      }),
    ),
    price: z.object({
      active: z.number().int().describe("Cents of EUR in the request's tax area"),
      reference: z.number().int(),
      club: z.number().int().nullable(),
      type: z.enum(["outdoor", "outlet", "discount", "club", "normal"]),
      discountPercent: z.number().int().nullable().describe("Shown as a ribbon only at 5 or more"),
    }),
    shortDescription: z.string(),
    description: z.string(),
    tags: z.array(z.object({ name: z.string(), bgColor: z.string(), textColor: z.string() })),
    ribbons: z.array(z.object({ slug: z.string(), name: z.string(), bgColor: z.string(), textColor: z.string() })),
    soldAmount: z.number(),
    rating: z.number().describe("0-10 as stored; stars = rating / 2"),
    ratingCount: z.number().int(),
    fromPrefix: z.boolean(),
    published: z.string(),
    stocks: z.array(z.string()).describe("Store slugs with stock"),
    sizes: z.array(z.string()),
    productGroupIds: z.array(z.number().int()),
    properties: z.array(
      z.object({ slug: z.string(), value: z.union([z.string(), z.number()]), filter: z.enum(["range", "checkbox"]) }),
    ),
  })
  .meta({ id: "ProductCard" });

export const ProductCardList = z.array(ProductCard);

/** The fields of a card the grid draws (core/catalog/listing/types.ts GridCard). */
export const GridCard = ProductCard.pick({
  id: true,
  name: true,
  manufacturer: true,
  manufacturerSlug: true,
  path: true,
  image: true,
  colors: true,
  price: true,
  shortDescription: true,
  tags: true,
  ribbons: true,
  rating: true,
  ratingCount: true,
  fromPrefix: true,
}).meta({ id: "GridCard" });

const SORT_VALUES = ["default", "popular", "newest", "stars", "offers", "lowest", "highest", "alphabetical"] as const;

const FacetSection = z
  .object({
    key: z.string().describe("size, price, manufacturer, store, text, color, group or property:{slug}"),
    param: z.string().describe("The URL parameter of this filter"),
    label: z.string().describe("A message key for the fixed sections, the property's name for properties"),
    kind: z.enum(["checkbox", "range", "text"]),
    values: z.array(
      z.object({
        value: z.string(),
        label: z.string(),
        count: z.number().int().describe("Products matching every other active filter plus this value"),
        selected: z.boolean(),
        hex: z.string().optional(),
      }),
    ),
    range: z
      .object({
        min: z.number(),
        max: z.number(),
        selectedMin: z.number().nullable(),
        selectedMax: z.number().nullable(),
        unit: z.string().nullable(),
      })
      .optional(),
    text: z.string().optional(),
  })
  .meta({ id: "FacetSection" });

const ListingWarning = z
  .object({
    param: z.string().describe("The query parameter whose value was dropped"),
    message: z.string(),
  })
  .meta({ id: "ListingWarning" });

export const ListingPageResponse = z
  .object({
    total: z.number().int().describe("Products matching the source and the filters"),
    sourceTotal: z.number().int().describe("Products of the source before any filter"),
    offset: z.number().int(),
    limit: z.number().int(),
    sort: z.enum(SORT_VALUES).describe("The sort that applied, the default resolved"),
    items: z.array(GridCard).describe("The cards as the grid draws them; the product-model list answers the full cards"),
    facets: z.array(FacetSection).describe("Filter sections in display order"),
    approximate: z.boolean().describe("Search only: the text matched only through typo tolerance"),
    relatedSearches: z.array(z.string()),
    correctedText: z.string().nullable().describe("Search only: the text with its typos corrected, when that found the products; else null"),
    warnings: z
      .array(ListingWarning)
      .describe("Filter values that made no sense and were left out; the page is answered without them"),
  })
  .meta({ id: "ListingPage" });

// ---------------------------------------------------------------------------------------------
// GET /api/listing/

/** A parameter the page URL may repeat (`color=a&color=b`); the parser merges the occurrences. */
const repeatable = (description: string) => z.union([z.string(), z.array(z.string())]).optional().describe(description);

/** Read as a whole number and then clamped, so an absurd value gives a normal page rather than an error. */
const wholeNumber = (description: string) =>
  z
    .string()
    .trim()
    .max(30)
    .regex(/^-?\d+$/, "expected a whole number")
    .optional()
    .describe(description);

export const LISTING_SOURCES = ["group", "brand", "newest", "catalog", "search"] as const;

/**
 * The listing call's own parameters are checked here; the filter parameters (the page URL's) are
 * read by parseListingParams, which drops values that make no sense. Loose: one parameter per
 * dynamic property slug, whose names only the catalogue knows.
 */
export const ListingQuery = z
  .looseObject({
    source: z.enum(LISTING_SOURCES).describe("Where the products come from"),
    id: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,8}$/, "expected a positive whole number")
      .optional()
      .describe("source=group: the group id (required); source=brand: the brand id (or give slug)"),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .regex(BRAND_SLUG, "expected a brand slug: 1 to 100 characters of a-z, 0-9 and -")
      .optional()
      .describe("source=brand: the brand slug (or give id)"),
    offset: wholeNumber("First card to answer, 0 to 100000 (clamped)"),
    limit: wholeNumber("Cards to answer, 1 to 120 (clamped); 60 when missing"),
    text: repeatable("source=search: the search text; otherwise the grid's text filter (cut to 200 characters)"),
    price: repeatable("Price range 'min-max' in whole units of the display currency"),
    manufacturer: repeatable("Brand slugs, comma-separated"),
    color: repeatable("Colour family slugs, comma-separated"),
    store: repeatable("Store slugs, comma-separated: in stock there"),
    size: repeatable("Size names, comma-separated; a comma inside a size is written '_'"),
    group: repeatable("Product group ids, comma-separated"),
    sort: repeatable("default, popular, newest, stars, offers, lowest, highest or alphabetical"),
    delivery_country: repeatable("Overrides the delivery country cookie (prices and tax area)"),
    currency: repeatable("Overrides the currency cookie (price filter units)"),
  })
  .superRefine((query, ctx) => {
    if (query.source === "group" && query.id === undefined) {
      ctx.addIssue({ code: "custom", path: ["id"], message: "source=group needs the group id" });
    }
    if (query.source === "brand" && query.id === undefined && query.slug === undefined) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: "source=brand needs the brand slug or id" });
    }
  });

// ---------------------------------------------------------------------------------------------
// GET and POST /api/products/productmodellist/

export const ProductModelListBody = z
  .object({
    source: z.enum(["ProductGroup", "Manufacturer"]),
    id: z.number().int().positive().max(INT_MAX).optional().describe("Group or brand id (or give slug)"),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .min(1)
      .max(500)
      .regex(NO_CONTROLS, "control characters are not allowed")
      .optional()
      .describe("Brand slug, or the group's localized path or slug"),
    language: z.enum(LANGUAGES),
    taxAreaId: z.number().int().positive().max(INT_MAX).describe("A tax area of a delivery country"),
    sortIds: z
      .array(z.number().int().positive().max(INT_MAX))
      .max(SORT_IDS_MAX)
      .optional()
      .describe("Model ids in the wanted order (recommendations); other models follow"),
  })
  .superRefine((body, ctx) => {
    if (body.id === undefined && body.slug === undefined) {
      ctx.addIssue({ code: "custom", path: ["id"], message: "id or slug is required" });
    }
  })
  .meta({ id: "ProductModelListRequest" });

/** The decompressed, parsed `q`, or an issue on `q` itself; the object is then checked as a POST body. */
function decodeCompressedJson(text: string, ctx: z.RefinementCtx): unknown {
  let json: string | null = null;
  try {
    json = LZString.decompressFromEncodedURIComponent(text);
  } catch {
    // Some garbage makes the decoder throw rather than answer null; both mean the same here.
  }
  if (!json || json.length > DECOMPRESSED_MAX) {
    ctx.addIssue({ code: "custom", message: "not a request compressed with lz-string compressToEncodedURIComponent" });
    return z.NEVER;
  }
  try {
    return JSON.parse(json) as unknown;
  } catch {
    ctx.addIssue({ code: "custom", message: "the decompressed text is not JSON" });
    return z.NEVER;
  }
}

export const ProductModelListQuery = z.object({
  q: z
    .string()
    .min(1)
    .max(COMPRESSED_QUERY_MAX, `at most ${COMPRESSED_QUERY_MAX} characters; send a longer request with POST`)
    .transform(decodeCompressedJson)
    .pipe(ProductModelListBody)
    .describe(
      "The request (source, id or slug, language, taxAreaId, sortIds) as JSON compressed with " +
        "lz-string compressToEncodedURIComponent, under 2,000 characters",
    ),
});

export const SuggestionsQuery = z.object({
  text: z
    .string()
    .max(1000)
    .regex(NO_CONTROLS, "control characters are not allowed")
    .describe("What the shopper has typed so far; suggestions start at two letters, the first 200 characters count"),
});

const SuggestedLink = z.object({
  name: z.string(),
  path: z.string().describe("The page's path in this storefront"),
  count: z.number().int().describe("Matches in it among the first 200"),
});

export const SuggestionsResponse = z
  .object({
    text: z.string().describe("The text as searched"),
    currency: z.object({ code: z.string(), rate: z.union([z.number(), z.string()]) }).describe("Display currency of the prices: units per euro"),
    approximate: z.boolean().describe("Found only through typo tolerance"),
    groups: z.array(SuggestedLink).describe("Product groups most of the matches are in, at most 4"),
    brands: z.array(SuggestedLink).describe("Brands most of the matches are of, at most 3"),
    products: z
      .array(
        GridCard.pick({ id: true, name: true, manufacturer: true, path: true, image: true, price: true, fromPrefix: true }),
      )
      .describe("The best matches, at most 4"),
  })
  .meta({ id: "SearchSuggestions" });
