import type { ListingPage } from "#core/catalog/listing/types.ts";
import { INLINE_CARDS_ID, inlineCardsText } from "./sent-grid.ts";

/**
 * The page's JSON script element with the grid's first batch (./sent-grid.ts), when the cards travel in the
 * page: written by the server once; hydration keeps it as it is.
 */
export function SentGridCards({ page }: { page: ListingPage }) {
  const text = inlineCardsText(page);
  return text === null ? null : <script type="application/json" id={INLINE_CARDS_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}
