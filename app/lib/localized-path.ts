import { matchPath } from "react-router";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { pathFor, patternFor, type RouteId } from "#i18n/routes.ts";

/**
 * Where a path of another storefront's language should go in this one (ARCHITECTURE: "A path that
 * belongs to another language's storefront redirects to this storefront's path"). Returns null when
 * the path is this language's own, or belongs to no built page (the catch-all decides then).
 */
export function localizedRedirect(pathname: string, lang: Lang, pageIds: readonly RouteId[]): string | null {
  for (const id of pageIds) {
    if (matchPath({ path: patternFor(id, lang), end: true }, pathname)) return null;
  }
  for (const id of pageIds) {
    for (const other of LANGUAGES) {
      if (other === lang) continue;
      const match = matchPath({ path: patternFor(id, other), end: true }, pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        Object.entries(match.params).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      );
      try {
        return pathFor(id, lang, params);
      } catch {
        return null; // an empty parameter cannot name a page here
      }
    }
  }
  return null;
}
