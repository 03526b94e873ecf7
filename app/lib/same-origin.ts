/**
 * Whether a form post comes from a page of this site. SameSite=Lax keeps the sign-in cookie off
 * cross-site posts, but not a cross-site post that signs a visitor *into* someone else's account (login
 * CSRF): forms that change who is signed in refuse posts another site made. Browsers send `Origin` with
 * every POST and `Sec-Fetch-Site` with most; a request with neither (a script or an old browser) passes.
 */
export function isCrossSitePost(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}
