import type { RequestContext } from "#app/context.ts";
import { GRID_MESSAGES } from "#app/components/catalog/listing.server.ts";
import { messagesFor } from "#app/components/shell/shell-data.server.ts";
import type { SentTexts } from "#app/transport/sent-texts.ts";

/** What the catalogue pages send to the browser besides the shell's texts: the grid's and their own. */
export const CATALOG_PAGE_MESSAGES = [...GRID_MESSAGES, "catalogPages", "errors.queryNotUnderstood", "errors.searchFailed"] as const;

export function catalogPageMessages(ctx: RequestContext): SentTexts {
  return messagesFor(ctx.lang, CATALOG_PAGE_MESSAGES);
}
