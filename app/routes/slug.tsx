import type { Route } from "./+types/slug.ts";
import { requestContext } from "../context.ts";
import { Suspense } from "react";
import { lazyWidget } from "../components/lazy-widget.tsx";
import { ProductPage } from "../components/product/ProductPage.tsx";
import type { ProductPageData } from "../components/product/product-page.server.ts";
import { receiveGridPage, sendGridPage } from "../transport/sent-grid.ts";
import { receiveProductPage, sendProductPage } from "../transport/sent-product-page.ts";
import { notifyAction } from "../components/product/notify-action.server.ts";
import { loadSlugPage } from "../components/catalog-pages/slug-page.server.ts";
import type { BrandPageData } from "../components/catalog-pages/brand-page.server.ts";
import type { GroupPageData } from "../components/catalog-pages/group-page.server.ts";
import { gridPageAction } from "../components/catalog/listing.server.ts";
import { StaticContent } from "../components/content/StaticContent.tsx";
import { describeError } from "../components/shell/error-data.ts";
import { ErrorScreen } from "../components/shell/ErrorScreen.tsx";
import { routeMeta } from "../components/shell/head.ts";
import { data } from "react-router";
import { PAGE_CACHE_HEADER, publicPageHeaders } from "#core/cache/page-cache-policy.ts";
import { readForm } from "../lib/read-form.ts";

/**
 * The catch-all: a root-level slug path is asked from core in its fixed order.
 * Static pages, static pages with tabs, product groups (the group's localized path), brands
 * (/{brandSlug}/) and products under a brand are shown. The rules are in
 * catalog-pages/slug-page.server.ts.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const ctx = context.get(requestContext);
  const page = await loadSlugPage(ctx, request, segments);
  switch (page.kind) {
    case "product":
      // A product page counts a view each time it is rendered (docs/decisions/0013) and shows current stock:
      // it is never kept by the page cache, whose hits would not be counted.
      return data(sendProductPage(page), { headers: { [PAGE_CACHE_HEADER]: NOT_KEPT } });
    case "group":
    case "brand":
      return sendGridPage(page, ctx);
    default:
      return page;
  }
}

/** Before JavaScript, the grid-size toggle of group and brand pages and the product page's notifier post here. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request.clone());
  if (form.get("intent") === "notify") return notifyAction(args.context.get(requestContext), form);
  return gridPageAction(args);
}

// The same for every anonymous visitor of this storefront: the server may keep it (server/page-cache.server.ts),
// except product pages.
const NOT_KEPT = "none";
export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.get(PAGE_CACHE_HEADER) === NOT_KEPT ? {} : publicPageHeaders();

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// One route serves group, brand, product and static pages: the grid's code is left out of a product
// page's first load (kept under 150 KB compressed, docs/benchmarks.md) and comes, before hydration, with
// the pages that show it.
const GroupPage = lazyWidget(() => import("../components/catalog-pages/GroupPage.tsx").then((module) => module.GroupPage), ".catalog-page:not(.brand-page)");
const BrandPage = lazyWidget(() => import("../components/catalog-pages/BrandPage.tsx").then((module) => module.BrandPage), ".brand-page");

export default function Slug({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "group":
      return (
        <Suspense fallback={null}>
          <GroupPage data={receiveGridPage<GroupPageData>(loaderData)} />
        </Suspense>
      );
    case "brand":
      return (
        <Suspense fallback={null}>
          <BrandPage data={receiveGridPage<BrandPageData>(loaderData)} />
        </Suspense>
      );
    case "product":
      return <ProductPage data={receiveProductPage<ProductPageData>(loaderData)} />;
    default:
      return <StaticContent data={loaderData} />;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen model={describeError(error)} />;
}
