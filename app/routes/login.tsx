import { data, Form, redirect } from "react-router";
import { ShopLink } from "../components/ShopLink.tsx";
import type { Route } from "./+types/login.ts";
import { requestContext, type RequestContext } from "../context.ts";
import { LoginForm, type LoginActionData } from "../components/accounts/LoginForm.tsx";
import { LOGGED_OUT_QUERY, PASSWORD_CHANGED_QUERY } from "../components/accounts/login-query.ts";
import { RegisterForm, type RegisterActionData } from "../components/accounts/RegisterForm.tsx";
import { registrationProblems } from "#core/accounts/registration-rules.ts";
import { isSocialFailure, SOCIAL_FAILURES } from "#core/accounts/social-failures.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { cleanReturnPath } from "../components/shell/locale-return.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { signInCookies, signOutCookies } from "#core/accounts/auth-cookie.ts";
import { refusalOf } from "#app/lib/action-refusal.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { readForm } from "../lib/read-form.ts";


/**
 * Log in or register (route /accounts/login). A signed-in visitor sees who they
 * are, with the way to the account area and a log-out button. `?next=` names the page of this site
 * to return to after logging in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const user = await ctx.user();
  return {
      next: cleanReturnPath(url.searchParams.get("next")),
      signedInAs: user ? user.email : null,
      loggedOut: url.searchParams.has(LOGGED_OUT_QUERY),
      passwordChanged: url.searchParams.has(PASSWORD_CHANGED_QUERY) && user !== null,
      social: ctx.services.socialLogin.providerName,
      socialFailure: (() => {
        const reason = url.searchParams.get("social");
        return isSocialFailure(reason) ? reason : null;
      })(),
      messages: messagesFor(ctx.lang, ["accounts", "accountArea"]),
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

  if (field("intent") === "register") return register(ctx, field);

  const email = field("email").slice(0, 254);
  try {
    const session = await ctx.services.auth.login({ email, password: field("password"), clientAddress: ctx.clientAddress, lang: ctx.lang });
    // 303: the browser follows with a GET, so reloading the next page does not post the form again.
    return redirect(cleanReturnPath(field("next")), { status: 303, headers: cookieHeaders(signInCookies(session.token, session.expiresIn, { secure })) });
  } catch (error) {
    const refused = refusalOf(error, ["BAD_INPUT", "UNAUTHORIZED", "FORBIDDEN", "RATE_LIMITED"]);
    const onField = refused.field === "email" || refused.field === "password" ? refused.field : undefined;
    return data<LoginActionData>({ form: "login", error: { message: refused.message, ...(onField ? { field: onField } : {}) }, email }, { status: refused.status });
  }
}

async function register(ctx: RequestContext, field: (name: string) => string) {
  const values = { firstName: field("firstName").slice(0, 200), lastName: field("lastName").slice(0, 200), email: field("email").slice(0, 254) };
  const input = { ...values, password: field("password"), lang: ctx.lang };
  const answer = (result: RegisterActionData, status = 200) => data<RegisterActionData>(result, { status });
  try {
    await ctx.services.accounts.register({ ...input, clientAddress: ctx.clientAddress });
    return answer({ form: "register", done: true, email: values.email.trim() });
  } catch (error) {
    const refused = refusalOf(error, ["BAD_INPUT", "RATE_LIMITED"]);
    if (refused.code === "RATE_LIMITED") return answer({ form: "register", done: false, errors: {}, formError: refused.message, values }, refused.status);
    // Every field's message at once, not only the first the service met.
    const errors = registrationProblems(input);
    return answer({ form: "register", done: false, errors, ...(Object.keys(errors).length === 0 ? { formError: refused.message } : {}), values }, refused.status);
  }
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const loginResult = actionData?.form === "login" ? actionData : undefined;
  const registerResult = actionData?.form === "register" ? actionData : undefined;
  if (loaderData.signedInAs) {
    return (
      <div className="login-page container">
        <h1>{t("accounts.loginTitle")}</h1>
        <section className="login-page__card">
          {loaderData.passwordChanged ? (
            <p className="form-notice" role="status">
              {t("accounts.passwordChanged")}
            </p>
          ) : null}
          <p>{t("accounts.signedInAs", { email: loaderData.signedInAs })}</p>
          <Form method="post" action={pathFor("accounts.login", lang)} className="login-form__actions login-form__actions--split">
            <ShopLink className="button button--primary" to={pathFor("accounts", lang)}>
              {t("accountArea.title")}
            </ShopLink>
            <input type="hidden" name="intent" value="logout" />
            <button className="button button--secondary" type="submit">
              {t("accounts.logout")}
            </button>
          </Form>
        </section>
      </div>
    );
  }
  return (
    <div className="login-page login-page--two container">
      <h1>{t("accounts.loginTitle")}</h1>
      <div className="login-page__cards">
        <section className="login-page__card" aria-labelledby="login-heading">
          <h2 id="login-heading" className="login-page__heading">
            {t("accounts.submit")}
          </h2>
          {loaderData.loggedOut && !actionData ? (
            <p className="form-notice" role="status">
              {t("accounts.loggedOut")}
            </p>
          ) : null}
          {loaderData.socialFailure && loaderData.social && !actionData ? (
            <p className="form-alert" role="alert">
              {t(SOCIAL_FAILURES[loaderData.socialFailure], { provider: loaderData.social })}
            </p>
          ) : null}
          <p className="login-page__intro">{t("accounts.loginIntro")}</p>
          <LoginForm next={loaderData.next} result={loginResult} />
          {loaderData.social ? (
            <>
              <p className="login-page__or">{t("accounts.socialOr")}</p>
              {/* A plain link: the browser leaves for the provider, which no client-side navigation can do. */}
              <a className="button button--secondary login-page__social" href={`${pathFor("accounts.social-login", lang)}?next=${encodeURIComponent(loaderData.next)}`}>
                {t("accounts.socialLogin", { provider: loaderData.social })}
              </a>
            </>
          ) : null}
          <p className="login-page__more">
            <ShopLink to={pathFor("accounts.reset-password", lang)}>{t("accounts.forgotPassword")}</ShopLink>
          </p>
        </section>
        <section className="login-page__card" aria-labelledby="register-heading">
          <h2 id="register-heading" className="login-page__heading">
            {t("accounts.registerTitle")}
          </h2>
          <p className="login-page__intro">{t("accounts.registerIntro")}</p>
          <RegisterForm result={registerResult} />
        </section>
      </div>
    </div>
  );
}
