import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AUTH_COOKIE, signInCookies } from "#core/accounts/auth-cookie.ts";
import { HANDOFF_PARAM, handoffCartCookie } from "#core/accounts/handoff-cookie.ts";
import type { Services } from "#core/services.ts";
import { LANGUAGES } from "#i18n/languages.ts";

/** The address without the handoff parameter; the other parameters stay exactly as they were written. */
export function withoutHandoff(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const kept = url
    .slice(at + 1)
    .split("&")
    .filter((part) => part !== "" && part !== HANDOFF_PARAM && !part.startsWith(`${HANDOFF_PARAM}=`));
  return `${url.slice(0, at)}${kept.length > 0 ? `?${kept.join("&")}` : ""}`;
}

/**
 * Whether the shopper comes from a page of another of the shop's storefronts. A token in a link anybody can
 * send would otherwise sign the visitor into the account of whoever made it (log-in CSRF): the browser names
 * the page a navigation came from (our Referrer-Policy sends the origin across sites), a link elsewhere names
 * that page or nothing, and nothing else can set the header.
 */
export function comesFromOtherStorefront(request: FastifyRequest): boolean {
  const referer = request.headers.referer;
  if (!referer) return false;
  let origin: string;
  try {
    origin = new URL(referer).origin;
  } catch {
    return false;
  }
  const origins = request.originByLang();
  return LANGUAGES.some((lang) => lang !== request.lang && origins[lang] === origin);
}

/**
 * The arrival of a language link's handoff (core/accounts/storefront-handoff.ts): before any page renders (or the
 * page cache answers), the token is redeemed: the carried sign-in becomes this storefront's session cookie, so the
 * first render is signed in, and a carried cart waits under the cookie the page's script reads. The answer is a
 * redirect to the same address without the token, so it stays in neither the address bar nor the history, and no
 * page of a handoff request is ever kept. A token that cannot be redeemed carries nothing; the shopper still arrives.
 */
async function storefrontHandoff(app: FastifyInstance, { services }: { services: Services }) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const query = request.url.indexOf("?");
    if (query < 0 || !request.url.includes(`${HANDOFF_PARAM}=`, query) || request.url.startsWith("/api/")) return;
    const token = new URLSearchParams(request.url.slice(query + 1)).get(HANDOFF_PARAM);
    if (token === null) return;
    if (comesFromOtherStorefront(request)) {
      const secure = request.protocol === "https";
      try {
        const arrival = await services.storefrontHandoff.redeem({ token, lang: request.lang, currentSessionToken: request.cookies[AUTH_COOKIE] ?? null });
        const cookies = [
          ...(arrival.session ? signInCookies(arrival.session.token, arrival.session.expiresInDays, { secure }) : []),
          ...(arrival.cartPickup ? [handoffCartCookie(arrival.cartPickup, { secure })] : []),
        ];
        if (cookies.length > 0) reply.header("set-cookie", cookies);
      } catch (error) {
        request.log.error({ err: error }, "storefront handoff not redeemed");
      }
    }
    return reply.header("cache-control", "no-store").redirect(withoutHandoff(request.url), 302);
  });
}

export default fp(storefrontHandoff, { name: "storefront-handoff", dependencies: ["storefront-language", "sign-in"] });
