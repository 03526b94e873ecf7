import { fromSentJson, toSentJson } from "#app/transport/sent-json.ts";
import type { ProductPageData } from "#app/components/product/product-page.server.ts";

/** What the root and the head read from a page's loader data stays as it is; the rest travels as one text. */
type Kept = "kind" | "head" | "breadcrumbs" | "messages";

/**
 * The product page as its loader sends it: the model with every variant, the reviews, options and
 * delivery (some 700 values) as one text (app/transport/sent-json.ts) instead of values React Router's
 * serialiser walks one by one (docs/decisions/0034).
 */
export type SentProductPage = Pick<ProductPageData, Kept> & { sent: string };

// On the server the data a sent page was made from; in the browser the parsed one, one per loader answer.
const received = new WeakMap<SentProductPage, ProductPageData>();

export function sendProductPage(page: ProductPageData): SentProductPage {
  const { kind, head, breadcrumbs, messages, ...rest } = page;
  const sent: SentProductPage = { kind, head, breadcrumbs, messages, sent: toSentJson(rest) };
  received.set(sent, page);
  return sent;
}

export function receiveProductPage(sent: SentProductPage): ProductPageData {
  let page = received.get(sent);
  if (!page) {
    const { sent: text, ...kept } = sent;
    page = { ...kept, ...fromSentJson<Omit<ProductPageData, Kept>>(text) };
    received.set(sent, page);
  }
  return page;
}
