/**
 * Grid cards and full product cards from their read-model rows, and the
 * variants of a card a grid shows: in a colour filter's colour, with a forced ribbon. A variant is a new
 * object: the card it comes from is shared between requests (./listing-cache.ts).
 */
import { withSelectedColour } from "#core/catalog/colour-link.ts";
import { productImageRef } from "#core/images/pictures.ts";
import type { CardRow, GridCardRow, ListingRibbon } from "./listing-repository.ts";
import { priceMode, priceReduction, type ReferenceRule } from "./price-mode.ts";
import { cardShortDescription } from "./text.ts";
import { ribbonColours } from "../palette.ts";
import type { CardRibbon, GridCard, ProductCard } from "./types.ts";

const CARD_IMAGE_WIDTH = 320;
const productImage = (id: number, picture: string | null | undefined) => productImageRef({ id, picture: picture ?? null }, CARD_IMAGE_WIDTH);
/** The card's description is cut for the card; the grid never shows more. */
const CARD_DESCRIPTION_LENGTH = 160;

function ribbonOf(ribbon: ListingRibbon): CardRibbon {
  const [bgColor, textColor] = ribbonColours(ribbon.value);
  return { slug: ribbon.slug, name: ribbon.name, bgColor, textColor };
}


/**
 * The card as a grid filtered by colour families shows it: with the picture of its first colour of those
 * families, and its link opening the product in that colour. The card itself when its picture already
 * shows such a colour, or when no colour of the card has its own picture.
 */
export function cardInColours<C extends GridCard>(card: C, families: readonly (string | null)[], wanted: ReadonlySet<string>): C {
  const matching = card.colors.filter((_, index) => wanted.has(families[index] ?? ""));
  if (matching.length === 0 || matching.some((colour) => colour.image !== null && colour.image === card.image)) return card;
  const colour = matching.find((candidate) => candidate.image !== null);
  if (!colour) return card;
  return { ...card, image: colour.image, path: withSelectedColour(card.path, colour.control) };
}

/** The card with a ribbon first (once), e.g. Outlet on every card of an /outlet/ path. */
export function withRibbon<C extends { readonly ribbons: readonly CardRibbon[] }>(card: C, ribbon: ListingRibbon): C {
  if (card.ribbons.some((existing) => existing.slug === ribbon.slug)) return card;
  return { ...card, ribbons: [ribbonOf(ribbon), ...card.ribbons] };
}

/**
 * A grid card from its read-model row, its reduction by the tax area's
 * price-indication rule (priceReduction, the product page's rule). Without a reduction the reference is
 * the active price: nothing is struck.
 */
export function toGridCard(row: GridCardRow, rule: ReferenceRule): GridCard {
  return gridCardFields(row, rule);
}

/** The grid card's fields, the full card's too: a new object of its own, not yet shared. */
function gridCardFields(row: GridCardRow, rule: ReferenceRule): Pick<ProductCard, keyof GridCard> {
  const price = row.price;
  let cardPrice: ProductCard["price"];
  if (price) {
    const type = priceMode({
      active: price.active,
      regular: price.regular,
      club: price.club,
      discountFree: price.discountFree,
      isOutlet: row.isOutlet,
      discountsAllowed: row.discountsAllowed,
    });
    const reduction = priceReduction({ ...price, type }, rule, { showsPercentage: row.showDiscountPercentage });
    cardPrice = { active: price.active, reference: reduction?.reference ?? price.active, club: price.club, type, discountPercent: reduction?.percent ?? null };
  } else {
    cardPrice = { active: 0, reference: 0, club: null, type: "normal", discountPercent: null };
  }
  return {
    id: row.modelId,
    name: row.name,
    manufacturer: row.brandName,
    manufacturerSlug: row.brandSlug,
    path: row.path,
    image: row.imageId === null ? null : productImage(row.imageId, row.imagePicture),
    colors: row.colours.map((colour) => ({
      slug: colour.slug,
      control: colour.control,
      name: colour.name,
      hex: colour.hex,
      image: typeof colour.image === "number" ? productImage(colour.image, colour.picture) : null,
    })),
    price: cardPrice,
    shortDescription: cardShortDescription(row.shortDescription || row.description),
    tags: row.tags.map((tag) => ({ name: tag.name, bgColor: tag.bgColor, textColor: tag.textColor })),
    ribbons: row.ribbons.map(ribbonOf),
    rating: row.rating,
    ratingCount: row.ratingCount,
    fromPrefix: price !== null && price.min !== price.max,
  };
}

/** A full product card, the product-model list's answer. */
export function toCard(row: CardRow, rule: ReferenceRule): ProductCard {
  const grid = gridCardFields(row, rule);
  return {
    id: grid.id,
    name: grid.name,
    manufacturer: grid.manufacturer,
    manufacturerSlug: grid.manufacturerSlug,
    path: grid.path,
    image: grid.image,
    colors: grid.colors,
    price: grid.price,
    shortDescription: grid.shortDescription,
    description: cardShortDescription(row.description, CARD_DESCRIPTION_LENGTH),
    tags: grid.tags,
    ribbons: grid.ribbons,
    soldAmount: row.soldAmount,
    rating: grid.rating,
    ratingCount: grid.ratingCount,
    fromPrefix: grid.fromPrefix,
    published: row.createdAt,
    stocks: row.storeSlugs,
    sizes: row.sizes,
    productGroupIds: row.groupIds,
    properties: row.properties.flatMap((property) =>
      property.values.map((value) => ({ slug: property.slug, value, filter: property.filter })),
    ),
  };
}
