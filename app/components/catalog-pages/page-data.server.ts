import { data } from "react-router";
import type { RequestContext } from "#app/context.ts";
import { GRID_MESSAGES } from "#app/components/catalog/listing.server.ts";
import { messageData } from "#app/components/shell/error-data.ts";
import { messagesFor } from "#app/components/shell/shell-data.server.ts";
import type { SentTexts } from "#app/transport/sent-texts.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";

/** What the catalogue pages send to the browser besides the shell's texts: the grid's and their own. */
export const CATALOG_PAGE_MESSAGES = [...GRID_MESSAGES, "catalogPages", "errors.queryNotUnderstood", "errors.searchFailed"] as const;

export function catalogPageMessages(ctx: RequestContext): SentTexts {
  return messagesFor(ctx.lang, CATALOG_PAGE_MESSAGES);
}

/** A 404 whose error screen says what was missing ("Product group not found.", document 2 §8). */
export function notFoundWith(ctx: RequestContext, key: MessageKey): never {
  throw data(messageData(translate(ctx.lang, key)), { status: 404 });
}
