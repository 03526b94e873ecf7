import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/login.ts";
import { requestContext } from "../context.ts";
import { LoginForm, type LoginActionData } from "../components/accounts/LoginForm.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { cleanReturnPath } from "../components/shell/locale-return.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { signInCookies, signOutCookies } from "#core/accounts/auth-cookie.ts";
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { readForm } from "../lib/read-form.ts";

const LOGGED_OUT_QUERY = "logged-out";

/**
 * Log in (document 3 §2.1, route /accounts/login). Registration and social log-in come with the
 * accounts issue; until the account area exists, a signed-in visitor sees who they are here and
 * can log out. `?next=` names the page of this site to return to.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const user = await ctx.user();
  return {
      next: cleanReturnPath(url.searchParams.get("next")),
      signedInAs: user ? user.email : null,
      loggedOut: url.searchParams.has(LOGGED_OUT_QUERY),
      messages: messagesFor(ctx.lang, ["accounts"]),
      head: pageHead(ctx, { title: translate(ctx.lang, "accounts.loginTitle"), paths: routePaths("accounts.login"), noindex: true }),
  };
}

// Shows who is signed in: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  // Another site's form must not sign a visitor in (or out): docs/decisions/0016.
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const form = await readForm(request);
  const secure = new URL(request.url).protocol === "https:";
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };

  if (field("intent") === "logout") {
    await ctx.services.auth.logout(ctx.authToken);
    return redirect(`${pathFor("accounts.login", ctx.lang)}?${LOGGED_OUT_QUERY}`, {
      status: 303,
      headers: cookieHeaders(signOutCookies({ secure })),
    });
  }

  const email = field("email").slice(0, 254);
  try {
    const session = await ctx.services.auth.login({ email, password: field("password"), clientAddress: ctx.clientAddress, lang: ctx.lang });
    // 303: the browser follows with a GET, so reloading the next page does not post the form again.
    return redirect(cleanReturnPath(field("next")), { status: 303, headers: cookieHeaders(signInCookies(session.token, session.expiresIn, { secure })) });
  } catch (error) {
    if (!isDomainError(error) || !["BAD_INPUT", "UNAUTHORIZED", "RATE_LIMITED"].includes(error.code)) throw error;
    const status = error.code === "RATE_LIMITED" ? 429 : error.code === "UNAUTHORIZED" ? 401 : 400;
    const onField = error.field === "email" || error.field === "password" ? error.field : undefined;
    return data<LoginActionData>({ error: { message: error.message, ...(onField ? { field: onField } : {}) }, email }, { status });
  }
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="login-page container">
      <h1>{t("accounts.loginTitle")}</h1>
      <div className="login-page__card">
        {loaderData.loggedOut && !actionData ? (
          <p className="form-notice" role="status">
            {t("accounts.loggedOut")}
          </p>
        ) : null}
        {loaderData.signedInAs ? (
          <>
            <p>{t("accounts.signedInAs", { email: loaderData.signedInAs })}</p>
            <Form method="post" action={pathFor("accounts.login", lang)}>
              <input type="hidden" name="intent" value="logout" />
              <button className="button button--secondary" type="submit">
                {t("accounts.logout")}
              </button>
            </Form>
          </>
        ) : (
          <>
            <p className="login-page__intro">{t("accounts.loginIntro")}</p>
            <LoginForm next={loaderData.next} result={actionData} />
          </>
        )}
      </div>
    </div>
  );
}
