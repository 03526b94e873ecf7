import { createContext } from "react-router";
import type { Lang } from "#i18n/languages.ts";
import type { Services } from "#core/services.ts";
import type { SignedInUser } from "#core/accounts/auth-service.ts";

/**
 * What the server hands every loader and action for one request. The language is fixed by the
 * host for the whole request and passed down explicitly (never guessed from cookies).
 */
export interface RequestContext {
  lang: Lang;
  /** CSP nonce for inline scripts of this response. */
  nonce: string;
  /** The origin of this request, and of every storefront (hreflang, canonical). */
  origin: string;
  originByLang: Record<Lang, string>;
  /** Delivery country and currency after cookies and query overrides. */
  locale: { countryCode: string; currencyCode: string };
  services: Services;
  contactEmail: string;
  buildVersion: string;
  /** The client's address (the trusted proxy's forwarded one behind a proxy): rate limits key on it. */
  clientAddress: string;
  /** The sign-in cookie's token, if the request has one (checked by `user`). */
  authToken: string | null;
  /**
   * The signed-in user, or null: read from the database once per request, and only by pages that ask
   * (most pages are the same for everybody and never do).
   */
  user(): Promise<SignedInUser | null>;
  /**
   * React Router's data request (`….data`) of a client-side navigation or revalidation: the answer is the
   * loader data alone, no page. Absent means a page.
   */
  dataRequest?: boolean;
  /**
   * The server refused the request before its page saw it (a body over the size limit): the page answers
   * with the error screen of this status instead. Absent for every ordinary request.
   */
  refusedStatus?: 403 | 413;
  /** Developer pages (/dev/outbox/) answer: outside production, or DEV_PAGES=true. Absent means off. */
  devPages?: boolean;
}

/**
 * The server imports this module from source while the React Router build carries its own copy, and
 * a context is matched by object identity: both copies share one context through a global symbol.
 */
const CONTEXT_KEY = Symbol.for("outdoor-shop.requestContext");
type ContextHolder = { [CONTEXT_KEY]?: ReturnType<typeof createContext<RequestContext>> };
const holder = globalThis as ContextHolder;

export const requestContext = (holder[CONTEXT_KEY] ??= createContext<RequestContext>());
