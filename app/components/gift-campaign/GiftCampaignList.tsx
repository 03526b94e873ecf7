import { ShopLink } from "#app/components/ShopLink.tsx";
import { useT } from "#app/components/shell/ShellContext.tsx";
import type { GiftCampaignPageData } from "./gift-campaign-page.server.ts";

/** The campaign's selection: each product leads to its page, where the code is redeemed. */
export function GiftCampaignList({ data }: { data: GiftCampaignPageData }) {
  const t = useT();
  return (
    <div className="gift-campaign container">
      <h1>{data.name}</h1>
      {data.description ? <p className="gift-campaign__description">{data.description}</p> : null}
      <h2 className="product-section__title">{t("product.campaignChooseProduct")}</h2>
      <ul className="gift-campaign__products">
        {data.products.map((product) => (
          <li key={product.id} className="gift-campaign__product">
            <ShopLink to={product.href}>
              {product.image ? <img src={product.image} alt="" width={320} height={320} loading="lazy" /> : null}
              <span className="gift-campaign__brand">{product.brand}</span>
              <span className="gift-campaign__name">{product.name}</span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
