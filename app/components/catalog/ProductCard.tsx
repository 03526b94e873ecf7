import { useRef, useState, type MouseEvent, type TouchEvent } from "react";
import { swatchClass, pairClass } from "#core/catalog/palette.ts";
import { withClass } from "#app/lib/class-names.ts";
import type { CardColour, GridCard as Card, SortValue } from "#core/catalog/listing/types.ts";
import { showsPercentRibbon } from "#core/catalog/listing/price-mode.ts";
import { showsCardRating, starsOf } from "#core/catalog/listing/stars.ts";
import { cardShortDescription } from "#core/catalog/listing/text.ts";
import { formatPrice, type DisplayCurrency } from "#core/money/format-price.ts";
import { LOCALE_BY_LANG, type Lang } from "#i18n/languages.ts";
import { ShopLink } from "#app/components/ShopLink.tsx";
import { WishlistButton } from "#app/components/wishlist/WishlistButton.tsx";
import { useCustomer } from "#app/lib/customer-store.ts";
import { Stars } from "./Stars.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { imageSrc } from "#app/components/shell/images.ts";
import { ProductImage } from "#app/components/ProductImage.tsx";
import { cycleColour, defaultColourIndex, swipeDirection, type Point } from "./card-swipe.ts";
import { cardHref, visibleSwatches } from "./card-view.ts";

/** How long after a swipe a click on the card is taken as part of the swipe. */
const SWIPE_CLICK_GUARD_MS = 400;

/** Card pictures are square, drawn 320 wide. */
const IMAGE_SIZE = 320;
/** Two cards a row on a phone, a card about 320 px wide on a wide screen; 640 for dense screens. */
const CARD_PICTURE_WIDTHS = [320, 640] as const;
const CARD_PICTURE_SIZES = "(max-width: 899px) 50vw, 320px";

export interface ProductCardProps {
  card: Card;
  currency: DisplayCurrency;
  /** The sort that applied: the rating shows only under "stars". */
  sort: SortValue;
  /** Every card of the grid carries the Outlet ribbon (a path with /outlet/). */
  outletRibbon: boolean;
  /** The struck reference price reads "Lowest price for 30 days" when delivering to Finland. */
  lowestPriceLabel: boolean;
  /** Cards in the first rows load their picture at once; the rest when scrolled near. */
  eager: boolean;
  /**
   * In a sideways-scrolling strip (the product page's): a sideways swipe scrolls the strip instead of
   * changing the colour, and the title is a heading under the strip's own.
   */
  inStrip?: boolean;
}

/**
 * One product of the grid. The name is the card's link and
 * stretches over the whole card; the colour swatches sit above it as links of their own, so each
 * works before JavaScript (it opens the product in that colour). With JavaScript, pointing at or
 * focusing a swatch, or swiping the picture, previews that colour and the card link follows it.
 */
export function ProductCard({ card, currency, sort, outletRibbon, lowestPriceLabel, eager, inStrip = false }: ProductCardProps) {
  const t = useT();
  const lang = useLang();
  const [preview, setPreview] = useState<number | null>(null);
  const touchStart = useRef<Point | null>(null);
  const media = useRef<HTMLDivElement | null>(null);
  // When the last swipe ended: a click the browser still sends for it is no request to open the product.
  const swipedAt = useRef(0);

  const previewed: CardColour | undefined = preview === null ? undefined : card.colors[preview];
  const href = cardHref(card.path, previewed?.control ?? null);
  const image = imageSrc(previewed?.image ?? card.image);
  const { shown: swatches, hidden: hiddenSwatches } = visibleSwatches(card.colors);

  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    const box = media.current?.getBoundingClientRect();
    // Only a swipe that starts on the picture changes colours; the rest of the card scrolls as usual.
    const onPicture = touch && box && touch.clientY >= box.top && touch.clientY <= box.bottom;
    touchStart.current = touch && onPicture ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStart.current;
    touchStart.current = null;
    const touch = event.changedTouches[0];
    if (!start || !touch || card.colors.length < 2) return;
    const direction = swipeDirection(start, { x: touch.clientX, y: touch.clientY });
    if (!direction) return;
    swipedAt.current = event.timeStamp;
    const from = preview ?? defaultColourIndex(card.colors, card.image);
    setPreview(cycleColour(from, card.colors.length, direction));
  };

  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (swipedAt.current > 0 && event.timeStamp - swipedAt.current < SWIPE_CLICK_GUARD_MS) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const ribbons = cardRibbons(card, outletRibbon, t("catalog.outlet"));
  const percent = card.price.discountPercent;
  const stars = showsCardRating(sort, card.rating) ? starsOf(card.rating) : null;
  const description = cardShortDescription(card.shortDescription);
  const Title = inStrip ? "h3" : "h2";

  return (
    <article
      className={inStrip ? "product-card product-card--strip" : "product-card"}
      onTouchStart={inStrip ? undefined : onTouchStart}
      onTouchEnd={inStrip ? undefined : onTouchEnd}
      onClickCapture={onClickCapture}
    >
      <div className="product-card__media" ref={media}>
        {image ? (
          <ProductImage
            className="product-card__image"
            src={image}
            widths={CARD_PICTURE_WIDTHS}
            sizes={CARD_PICTURE_SIZES}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        ) : (
          <span className="product-card__image product-card__image--empty" aria-hidden="true" />
        )}
        {ribbons.length > 0 || (percent !== null && showsPercentRibbon(percent)) ? (
          <ul className="product-card__ribbons">
            {percent !== null && showsPercentRibbon(percent) ? (
              <li className="ribbon ribbon--percent">{t("catalog.discountPercent", { percent })}</li>
            ) : null}
            {ribbons.map((ribbon) => (
              <li key={ribbon.slug} className={ribbon.colours ? `ribbon ${ribbon.colours}` : "ribbon"}>
                {ribbon.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="product-card__body">
        <Title className="product-card__title">
          <ShopLink className="product-card__link" to={href}>
            <span className="product-card__brand">{card.manufacturer}</span> <span className="product-card__name">{card.name}</span>
          </ShopLink>
        </Title>
        <CardPrice card={card} currency={currency} lang={lang} lowestPriceLabel={lowestPriceLabel} />
        {swatches.length > 1 ? (
          // A flat row of links, one element each: a grid page draws hundreds of them (the catalogue
          // benchmark, docs/benchmarks.md).
          <div className="swatches">
            {swatches.map((colour, index) => (
              <ShopLink
                key={colour.slug}
                className={withClass("swatch", swatchClass(colour.hex))}
                to={cardHref(card.path, colour.control)}
                discover={false}
                aria-label={t("catalog.swatchLabel", { name: `${card.manufacturer} ${card.name}`, color: colour.name })}
                aria-current={preview === index ? "true" : undefined}
                onMouseEnter={() => setPreview(index)}
                onFocus={() => setPreview(index)}
              />
            ))}
            {hiddenSwatches > 0 ? (
              <span className="swatches__more">
                <span aria-hidden="true">+{hiddenSwatches}</span>
                <span className="visually-hidden">{t("catalog.swatchMore", { count: hiddenSwatches })}</span>
              </span>
            ) : null}
          </div>
        ) : null}
        {description ? <p className="product-card__description">{description}</p> : null}
        {stars !== null ? <Stars value={stars} label={t("catalog.ratingLabel", { rating: formatStars(stars, lang) })} /> : null}
        {card.tags.length > 0 ? (
          <ul className="product-card__tags">
            {card.tags.map((tag) => (
              <li key={tag.name} className={withClass("tag", pairClass(tag.bgColor, tag.textColor))}>
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* Last in the card, so the keyboard reaches it after the product's own link; drawn over the picture. */}
      <WishlistButton modelId={card.id} name={`${card.manufacturer} ${card.name}`} place="card" />
    </article>
  );
}

interface RibbonView {
  slug: string;
  name: string;
  /** The palette class of its colours (core/catalog/palette.ts); an outlet grid's own Outlet ribbon has none and takes the ribbon's default colours. */
  colours?: string;
}

/** The card's own ribbons, with the Outlet ribbon first when the whole grid is an outlet (once, even if the card has it). */
function cardRibbons(card: Card, outletRibbon: boolean, outletName: string): RibbonView[] {
  const own: RibbonView[] = card.ribbons.map((ribbon) => ({
    slug: ribbon.slug,
    name: ribbon.name,
    colours: pairClass(ribbon.bgColor, ribbon.textColor),
  }));
  if (!outletRibbon || own.some((ribbon) => ribbon.slug === "outlet")) return own;
  return [{ slug: "outlet", name: outletName }, ...own];
}

function CardPrice({ card, currency, lang, lowestPriceLabel }: { card: Card; currency: DisplayCurrency; lang: Lang; lowestPriceLabel: boolean }) {
  const t = useT();
  const { active, reference, club } = card.price;
  const reduced = reference > active;
  const activeText = formatPrice(active, currency, lang);
  const showClub = club !== null && club < active;
  // The card's HTML is the same for everybody (cached grid pages): a member's price is set once the
  // browser knows who is signed in (docs/decisions/0021).
  const member = useCustomer().clubMember;
  if (showClub && member) {
    const clubText = formatPrice(club, currency, lang);
    return (
      <p className="product-card__price product-card__price--member">
        <span className="visually-hidden">{t("club.memberPrice")} </span>
        <span className="price price--club product-card__active">{card.fromPrefix ? t("catalog.fromPrice", { price: clubText }) : clubText}</span>
        <span className="product-card__reference">
          <span className="visually-hidden">{t("club.othersPay")} </span>
          <s className="price price--regular-struck">{activeText}</s>
        </span>
      </p>
    );
  }
  return (
    <p className="product-card__price">
      <span className={reduced ? "price price--sale product-card__active" : "price product-card__active"}>
        {card.fromPrefix ? t("catalog.fromPrice", { price: activeText }) : activeText}
      </span>
      {reduced ? (
        <span className="product-card__reference">
          <span className="visually-hidden">{lowestPriceLabel ? t("catalog.lowestPrice30Days") : t("catalog.regularPrice")} </span>
          <s className="price price--regular-struck">{formatPrice(reference, currency, lang)}</s>
        </span>
      ) : null}
      {showClub ? (
        <span className="product-card__club price price--club">
          {`${t("catalog.clubPrice")} ${formatPrice(club, currency, lang)}`}
        </span>
      ) : null}
    </p>
  );
}

// A grid renders up to 120 cards: one formatter per language, not one per card.
const starFormats = new Map<Lang, Intl.NumberFormat>();

function formatStars(value: number, lang: Lang): string {
  let format = starFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_BY_LANG[lang], { maximumFractionDigits: 1 });
    starFormats.set(lang, format);
  }
  return format.format(value);
}
