import type { Route } from "./+types/gift-campaign-product.ts";
import { data } from "react-router";
import { requestContext } from "../context.ts";
import { ProductPage } from "../components/product/ProductPage.tsx";
import type { ProductPageData } from "../components/product/product-page.server.ts";
import { receiveProductPage, sendProductPage } from "../transport/sent-product-page.ts";
import { loadGiftCampaignProductPage } from "../components/gift-campaign/gift-campaign-page.server.ts";
import { campaignCodeAction } from "../components/product/campaign-code-action.server.ts";
import { describeError } from "../components/shell/error-data.ts";
import { ErrorScreen } from "../components/shell/ErrorScreen.tsx";
import { routeMeta } from "../components/shell/head.ts";
import { PAGE_CACHE_HEADER } from "#core/cache/page-cache-policy.ts";
import { readForm } from "../lib/read-form.ts";

/** A gift campaign's product: the product page, with a code to redeem instead of a price to pay. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadGiftCampaignProductPage(context.get(requestContext), request, params.category, params.product);
  // Stock decides what can be chosen: never kept by the page cache.
  return data(sendProductPage(page), { headers: { [PAGE_CACHE_HEADER]: "none" } });
}

/** Before JavaScript, the code form posts here and its answer comes back to the form. */
export async function action({ request, context }: Route.ActionArgs) {
  return campaignCodeAction(context.get(requestContext), await readForm(request));
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function GiftCampaignProduct({ loaderData }: Route.ComponentProps) {
  return <ProductPage data={receiveProductPage<ProductPageData>(loaderData)} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen model={describeError(error)} />;
}
