/** A keyword popup's link is shown only when its url contains :// or starts with /. */
export function showsKeywordLink(url: string): boolean {
  return url.includes("://") || url.startsWith("/");
}
