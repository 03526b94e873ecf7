import { redirect } from "react-router";
import type { Route } from "./+types/social-login-callback.ts";
import { requestContext } from "../context.ts";
import { cleanReturnPath } from "../components/shell/locale-return.ts";
import { clearSocialStateCookie, socialStateFrom } from "../components/accounts/social-cookie.ts";
import { signInCookies } from "#core/accounts/auth-cookie.ts";
import { isSocialFailure } from "#core/accounts/social-failures.ts";
import { refusalOf } from "#app/lib/action-refusal.ts";
import { pathFor } from "#i18n/routes.ts";

/**
 * Where the OpenID Connect provider sends the browser back: the session is started and the browser goes
 * where it was going; any failure goes to the log-in page, which names it (?social=).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  headers.append("Set-Cookie", clearSocialStateCookie({ secure }));
  try {
    const done = await ctx.services.socialLogin.finish({
      lang: ctx.lang,
      callbackUrl: new URL(request.url),
      cookieState: socialStateFrom(request.headers.get("cookie")),
      redirectUri: `${ctx.originByLang[ctx.lang]}${pathFor("accounts.social-callback", ctx.lang)}`,
    });
    for (const cookie of signInCookies(done.token, done.expiresIn, { secure })) headers.append("Set-Cookie", cookie);
    headers.set("Location", cleanReturnPath(done.next));
    return new Response(null, { status: 303, headers });
  } catch (error) {
    const refused = refusalOf(error, ["UNAUTHORIZED", "NOT_FOUND"]);
    const reason = isSocialFailure(refused.field) ? refused.field : "failed";
    throw redirect(`${pathFor("accounts.login", ctx.lang)}?social=${reason}`, { status: 303, headers });
  }
}
