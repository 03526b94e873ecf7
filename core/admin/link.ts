/** A link staff may give a banner or a keyword popup: the shop's own path (`/talvi/`) or an http(s) web address. */
export function isShopOrWebLink(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
