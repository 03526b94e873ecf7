import { isRouteErrorResponse } from "react-router";
import { sameOriginPath } from "./safe-path.ts";

/**
 * What the error screen shows for a thrown error. Loaders throw
 * `data(payload, { status })`; the payload says which variant of the screen applies:
 *
 * - `{ kind: "not-found", path }`: "Page not found: {path}" (the catch-all and unknown pages);
 * - `{ kind: "message", message }`: a localized message of its own under the status text, such as
 *   "Product group not found."; the loader translates it, as the error screen's
 *   texts in the browser are only the shell's;
 * - `{ kind: "resources" }`: the shell's data could not be loaded, "Failed to fetch resources, try again later";
 * - `{ kind: "continue-shopping", redirect }`: the continue-shopping variant, which moves on after 1 s;
 * - a string holding JSON with a `redirect` field: the screen navigates there as soon as it shows;
 *   a string that is not JSON is logged as "Failed to parse error data".
 *
 * Anything else is a generic error of its status (500 for anything that is not a response), and its
 * message never reaches the page: a server error shows only the localized status text.
 */
export type ErrorScreenModel =
  | { status: number; variant: "status" }
  | { status: number; variant: "not-found"; path: string }
  | { status: number; variant: "message"; message: string }
  | { status: number; variant: "resources" }
  | { status: number; variant: "continue-shopping"; redirect: string }
  | { status: number; variant: "redirect"; redirect: string };

export const PARSE_FAILURE_MESSAGE = "Failed to parse error data";

/** Delay of the continue-shopping variant before it moves on. */
export const CONTINUE_SHOPPING_DELAY_MS = 1000;

export interface ErrorLogger {
  error(message: string, detail?: unknown): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The browser's console. On the server the failure that led to the error screen is logged once, with its
 * details, by the server's error handler; the screen's own reading of it adds nothing there.
 */
const browserConsole: ErrorLogger = typeof document === "undefined" ? { error: () => undefined } : console;

/**
 * Reads the JSON string of an error's data. Returns the same-origin redirect it names, or null
 * when it names none; a string that does not parse is logged and ignored.
 */
export function redirectFromErrorData(data: string, logger: ErrorLogger = browserConsole): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch (error) {
    logger.error(PARSE_FAILURE_MESSAGE, error);
    return null;
  }
  return isRecord(parsed) ? sameOriginPath(parsed.redirect) : null;
}

export function describeError(error: unknown, logger: ErrorLogger = browserConsole): ErrorScreenModel {
  if (!isRouteErrorResponse(error)) return { status: 500, variant: "status" };
  const status = error.status >= 400 && error.status <= 599 ? error.status : 500;
  const data: unknown = error.data;
  if (typeof data === "string" && data.trim() !== "") {
    const redirect = redirectFromErrorData(data, logger);
    if (redirect) return { status, variant: "redirect", redirect };
  } else if (isRecord(data)) {
    if (data.kind === "not-found" && typeof data.path === "string") return { status, variant: "not-found", path: data.path };
    if (data.kind === "message" && typeof data.message === "string") return { status, variant: "message", message: data.message };
    if (data.kind === "resources") return { status, variant: "resources" };
    if (data.kind === "continue-shopping") {
      const redirect = sameOriginPath(data.redirect);
      if (redirect) return { status, variant: "continue-shopping", redirect };
    }
  }
  return { status, variant: "status" };
}

/** The payloads loaders throw (with `data(payload, { status })`). */
export const notFoundData = (path: string) => ({ kind: "not-found" as const, path });
export const messageData = (message: string) => ({ kind: "message" as const, message });
export const resourcesFailedData = () => ({ kind: "resources" as const });
export const continueShoppingData = (redirect: string) => ({ kind: "continue-shopping" as const, redirect });
