import { ShopLink } from "#app/components/ShopLink.tsx";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { showsPercentRibbon } from "#core/catalog/listing/price-mode.ts";
import type { VariantView } from "#core/product/product-service.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { formatNumber } from "#i18n/format.ts";
import { pathFor } from "#i18n/routes.ts";
import type { ProductPageData } from "./product-page.server.ts";

/**
 * The price of the chosen variant, or the model's ("from" when its variants differ), with the reduction's
 * reference, the club price and the VAT line.
 */
export function PriceBlock({ data, variant }: { data: ProductPageData; variant: VariantView | null }) {
  const t = useT();
  const lang = useLang();
  const prices = variant?.prices ?? data.model.prices;
  if (!prices) return null;
  const money = (cents: number) => formatPrice(cents, data.currency, lang);
  const showClub = prices.club !== null && prices.club < prices.active;
  const fromPrefix = !variant && data.model.from_price;
  // A member pays the club price: it is the price shown, with what others pay struck.
  if (showClub && data.clubMember) {
    return (
      <div className="price-block price-block--club">
        <p className="price-block__prices">
          <span className="visually-hidden">{t("club.memberPrice")} </span>
          <span className="price price--club price-block__active">{fromPrefix ? t("catalog.fromPrice", { price: money(prices.club!) }) : money(prices.club!)}</span>
          <span className="price-block__member-label" aria-hidden="true">
            {t("club.memberPrice")}
          </span>
        </p>
        <p className="price-block__reference">
          {t("club.othersPay")} <s className="price price--regular-struck">{money(prices.active)}</s>
        </p>
        <PriceFooter data={data} />
      </div>
    );
  }
  // The card's rule (priceReduction): a reduction shows only against a reference above today's price.
  const reference = prices.reference;
  const reduced = reference !== null && reference > prices.active;
  const here = `${data.model.model_url}`;
  return (
    <div className={`price-block price-block--${prices.type}`}>
      <p className="price-block__prices">
        <span className={reduced ? "price price--sale price-block__active" : "price price-block__active"}>
          {fromPrefix ? t("catalog.fromPrice", { price: money(prices.active) }) : money(prices.active)}
        </span>
        {reduced && showsPercentRibbon(prices.discount_percent) ? (
          <span className="ribbon ribbon--percent">{t("catalog.discountPercent", { percent: prices.discount_percent! })}</span>
        ) : null}
      </p>
      {reduced ? (
        <p className="price-block__reference">
          {data.lowestPriceLabel ? t("catalog.lowestPrice30Days") : t("catalog.regularPrice")} <s className="price price--regular-struck">{money(reference!)}</s>
        </p>
      ) : null}
      {showClub ? (
        <p className="price-block__club">
          <span className="price price--club">{`${t("catalog.clubPrice")} ${money(prices.club!)}`}</span>
          {/* A guest logs in and comes back; a signed-in customer who is not a member joins in the account area. */}
          <ShopLink
            className="price-block__club-login"
            to={data.signedIn ? `${pathFor("accounts", lang)}#club` : `${pathFor("accounts.login", lang)}?next=${encodeURIComponent(here)}`}
          >
            {data.signedIn ? t("club.joinForPrice") : t("product.receiveClubPrice")}
          </ShopLink>
        </p>
      ) : null}
      <PriceFooter data={data} />
    </div>
  );
}

function PriceFooter({ data }: { data: ProductPageData }) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      {data.vat ? (
        <p className="price-block__vat">
          {t("product.vatIncluded", { percent: formatNumber(data.vat.percent, lang, { maximumFractionDigits: 1 }) })}
          {data.vat.localTaxesNote ? ` ${t("product.localTaxes")}` : null}
        </p>
      ) : null}
      {data.priceEnding ? <p className="price-block__ending">{t("product.priceEnds", { date: data.priceEnding })}</p> : null}
    </>
  );
}
