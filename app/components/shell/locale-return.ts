import { CURRENCY_QUERY, DELIVERY_COUNTRY_QUERY } from "#core/locale/defaults.ts";
import { safeLocalPath } from "./safe-path.ts";

/**
 * Where the locale form sends the shopper back to: the page they came from, without the
 * delivery_country and currency query overrides, which would otherwise win over the new cookies.
 */
export function returnPathOf(pathname: string, search = ""): string {
  const params = new URLSearchParams(search);
  params.delete(DELIVERY_COUNTRY_QUERY);
  params.delete(CURRENCY_QUERY);
  const query = params.toString();
  return safeLocalPath(`${pathname}${query ? `?${query}` : ""}`);
}

/** A return path from a request (form field or query), reduced to a path of this site. */
export function cleanReturnPath(value: unknown): string {
  const path = safeLocalPath(value);
  const at = path.indexOf("?");
  const hashAt = path.indexOf("#");
  const end = hashAt === -1 ? path.length : hashAt;
  return at === -1 || at > end ? path.slice(0, end) : returnPathOf(path.slice(0, at), path.slice(at, end));
}
