import { redirect } from "react-router";
import type { Route } from "./+types/social-login.ts";
import { requestContext } from "../context.ts";
import { notFound } from "../components/content/static-content.server.ts";
import { cleanReturnPath } from "../components/shell/locale-return.ts";
import { socialStateCookie } from "../components/accounts/social-cookie.ts";
import { pathFor } from "#i18n/routes.ts";

/**
 * The social log-in's start: sends the browser to the OpenID Connect provider, keeping the flow's state
 * in a short HttpOnly cookie that the callback compares. Without a configured provider the address does
 * not exist.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const social = ctx.services.socialLogin;
  if (!social.providerName) notFound(request);
  const next = cleanReturnPath(new URL(request.url).searchParams.get("next"));
  const { url, state } = await social.start({ lang: ctx.lang, next, redirectUri: `${ctx.originByLang[ctx.lang]}${pathFor("accounts.social-callback", ctx.lang)}` });
  const secure = new URL(request.url).protocol === "https:";
  return redirect(url, { status: 303, headers: { "Set-Cookie": socialStateCookie(state, { secure }), "Cache-Control": "no-store" } });
}

