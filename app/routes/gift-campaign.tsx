import type { Route } from "./+types/gift-campaign.ts";
import { requestContext } from "../context.ts";
import { GiftCampaignList } from "../components/gift-campaign/GiftCampaignList.tsx";
import { loadGiftCampaignPage } from "../components/gift-campaign/gift-campaign-page.server.ts";
import { describeError } from "../components/shell/error-data.ts";
import { ErrorScreen } from "../components/shell/ErrorScreen.tsx";
import { routeMeta } from "../components/shell/head.ts";

/** /giftcampaigns/{category}/: the products a campaign's codes can be redeemed for. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadGiftCampaignPage(context.get(requestContext), params.category);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function GiftCampaign({ loaderData }: Route.ComponentProps) {
  return <GiftCampaignList data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen model={describeError(error)} />;
}
