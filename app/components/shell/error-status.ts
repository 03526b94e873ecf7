import type { MessageKey } from "#i18n/messages.ts";

/**
 * The status texts of the error screen by HTTP status; any other status reads as 500's.
 * Kept beside the screen (rather than imported from i18n/messages.ts) so the browser bundle does
 * not pull in the whole six-language catalogue for one lookup.
 */
const STATUS_KEYS: Readonly<Record<number, MessageKey>> = {
  400: "errors.status400",
  401: "errors.status401",
  403: "errors.status403",
  404: "errors.status404",
  405: "errors.status405",
  413: "errors.status413",
  429: "errors.status429",
  500: "errors.status500",
  503: "errors.status503",
};

export function statusMessageKey(status: number): MessageKey {
  return STATUS_KEYS[status] ?? "errors.status500";
}
