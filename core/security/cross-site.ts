/**
 * Whether a request that changes something was made by a page of another site. SameSite=Lax keeps the
 * sign-in cookie off cross-site posts, but not a post that signs a visitor into someone else's account
 * (login CSRF), nor a call sent with the cookie by a page of another storefront's subdomain, which counts as
 * the same site. So every post, put, patch and delete, to a page or to /api/, must come from a page of the
 * storefront it is sent to. Browsers send `Origin` with every such request and `Sec-Fetch-Site` with most; a
 * request with neither is not a browser's (a payment provider's notification, a script) and has no cookie
 * to abuse, so it passes.
 */
export interface RequestOrigin {
  method: string;
  /** `Sec-Fetch-Site`, when the browser sent it. */
  fetchSite: string | undefined;
  /** `Origin`, when sent. */
  origin: string | undefined;
  /** The host the request was sent to (`shop.example.fi`, `en.localhost:3000`). */
  host: string;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

export function isForeignStateChange({ method, fetchSite, origin, host }: RequestOrigin): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  if (origin === undefined || origin === "") return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== host.toLowerCase();
  } catch {
    return true;
  }
}
