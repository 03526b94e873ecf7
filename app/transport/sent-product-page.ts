import { fromSentJson, toSentJson } from "./sent-json.ts";

/** What the root and the head read from a page's loader data stays as it is; the rest travels as one text. */
type Kept = "kind" | "head" | "breadcrumbs" | "messages";

/**
 * The product page as its route sends it: the model with every variant, the reviews, options and
 * delivery (some 700 values) as one text (./sent-json.ts) instead of values React Router's serialiser
 * walks one by one (docs/decisions/0034). `P` is the loader's page data
 * (app/components/product/product-page.server.ts).
 */
export type SentProductPage<P extends Record<Kept, unknown>> = Pick<P, Kept> & { sent: string };

// On the server the data a sent page was made from; in the browser the parsed one, one per loader answer.
const received = new WeakMap<object, object>();

export function sendProductPage<P extends Record<Kept, unknown>>(page: P): SentProductPage<P> {
  const { kind, head, breadcrumbs, messages, ...rest } = page;
  const sent = { kind, head, breadcrumbs, messages, sent: toSentJson(rest) } as SentProductPage<P>;
  received.set(sent, page);
  return sent;
}

/** The page data a sent product page was made from; the same object for every render of one answer. */
export function receiveProductPage<P extends Record<Kept, unknown>>(sent: SentProductPage<P>): P {
  let page = received.get(sent) as P | undefined;
  if (!page) {
    const { sent: text, ...kept } = sent;
    page = { ...kept, ...fromSentJson<Omit<P, Kept>>(text) } as P;
    received.set(sent, page);
  }
  return page;
}
