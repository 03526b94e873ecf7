import type { Lang } from "#i18n/languages.ts";
import { pathFor, type RouteId } from "#i18n/routes.ts";

/** A case's page: complaints (numbered R…) under the complaint form's path, returns and exchanges under /returns/. */
export function caseRoute(number: string): Extract<RouteId, "returns.case" | "reclamation.case"> {
  return number.toUpperCase().startsWith("R") ? "reclamation.case" : "returns.case";
}

export function casePath(lang: Lang, number: string): string {
  return pathFor(caseRoute(number), lang, { number });
}
