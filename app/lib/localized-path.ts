import { matchPath } from "react-router";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { pathFor, patternFor, type RouteId } from "#i18n/routes.ts";

interface Candidate {
  id: RouteId;
  lang: Lang;
  pattern: string;
}

/**
 * Patterns by their first segment (lowercase, as matching ignores case), each list with the root and
 * parameter-first patterns merged in; "" holds only those, for paths whose first segment no pattern has.
 */
type PatternIndex = Map<string, Candidate[]>;

const indexes = new WeakMap<readonly RouteId[], PatternIndex>();

function firstSegment(path: string): string {
  return (path.split("/").find(Boolean) ?? "").toLowerCase();
}

/**
 * Every request passes here, and a product or group page (the catch-all) matches none of the ~200
 * patterns; react-router compiles a pattern's expression on every matchPath call. Only patterns whose
 * first segment could match are tried, so such a path tries none.
 */
function indexOf(pageIds: readonly RouteId[]): PatternIndex {
  let index = indexes.get(pageIds);
  if (index) return index;
  index = new Map();
  for (const id of pageIds) {
    for (const lang of LANGUAGES) {
      const pattern = patternFor(id, lang);
      const first = firstSegment(pattern);
      const key = first.startsWith(":") || first.startsWith("*") ? "" : first;
      index.set(key, [...(index.get(key) ?? []), { id, lang, pattern }]);
    }
  }
  // Merged lists must keep the page order of `pageIds`: the first page that matches decides.
  const order = new Map(pageIds.map((id, position) => [id, position]));
  const rootAndParameters = index.get("") ?? [];
  for (const [key, candidates] of index) {
    if (key !== "") index.set(key, [...candidates, ...rootAndParameters].sort((a, b) => order.get(a.id)! - order.get(b.id)!));
  }
  indexes.set(pageIds, index);
  return index;
}

/**
 * Where a path of another storefront's language should go in this one: such a path redirects to this
 * storefront's path of the same page (docs/behaviour.md "Storefronts, languages and addresses"). Returns
 * null when the path is this language's own, or belongs to no built page (the catch-all decides then).
 */
export function localizedRedirect(pathname: string, lang: Lang, pageIds: readonly RouteId[]): string | null {
  const index = indexOf(pageIds);
  const candidates = index.get(firstSegment(pathname)) ?? index.get("") ?? [];
  if (candidates.some((candidate) => candidate.lang === lang && matchPath({ path: candidate.pattern, end: true }, pathname))) return null;
  for (const candidate of candidates) {
    if (candidate.lang === lang) continue;
    const match = matchPath({ path: candidate.pattern, end: true }, pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.params).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    try {
      return pathFor(candidate.id, lang, params);
    } catch {
      return null; // an empty parameter cannot name a page here
    }
  }
  return null;
}
