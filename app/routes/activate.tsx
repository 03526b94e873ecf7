import type { Route } from "./+types/activate.ts";
import { requestContext } from "../context.ts";
import { LoginForm } from "../components/accounts/LoginForm.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { translate } from "#i18n/messages.ts";

/**
 * Account activation through the mailed link (document 3 §2.1, route /accounts/activate/{hash}).
 * Opening the link activates; it does not sign in, since mail scanners open links too and must not
 * get a session. A second visit says 'Your username has already been activated. Try logging in.';
 * an old link says it has expired, and logging in with the password sends a new one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const result = await ctx.services.accounts.activate(params.hash ?? "");
  return {
    result,
    messages: messagesFor(ctx.lang, ["accounts"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "accounts.activateTitle"), paths: routePaths("accounts.activate", { hash: params.hash ?? "-" }), noindex: true }),
  };
}

// The token is in the address: never cached, never sent on as a referrer.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const NOTICE = { activated: "accounts.activated", "already-active": "accounts.alreadyActivated", expired: "accounts.linkExpired" } as const;

export default function ActivatePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { result } = loaderData;
  return (
    <div className="login-page container">
      <h1>{t("accounts.activateTitle")}</h1>
      <section className="login-page__card">
        <p className={result === "expired" ? "form-alert" : "form-notice"} role={result === "expired" ? "alert" : "status"}>
          {t(NOTICE[result])}
        </p>
        {result === "expired" ? <p className="login-page__intro">{t("accounts.activationExpiredHelp")}</p> : null}
        <LoginForm next="/" result={undefined} />
      </section>
    </div>
  );
}
