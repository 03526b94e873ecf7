import { data, Form } from "react-router";
import type { Route } from "./+types/delete-account.ts";
import { requestContext } from "../context.ts";
import { ShopLink } from "../components/ShopLink.tsx";
import { ExpiredLink, FormAlert, FormNotice } from "../components/accounts/FormMessages.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { signOutCookies } from "#core/accounts/auth-cookie.ts";
import { refusalOf } from "#app/lib/action-refusal.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";

/**
 * Deleting the account through the mailed link (route /accounts/delete-account/{token}).
 * Opening the link only asks (mail scanners open links too); the button deletes. An old or used link
 * says 'The link has expired: request a new one'. An order on its way is named before the button is
 * pressed and the button is off; the link keeps working for when the order has arrived. (An order placed
 * between opening and pressing still stops the deletion, with 'Failed to delete account.' and its number.)
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const link = await ctx.services.accounts.deletionLink(params.token ?? "", ctx.lang);
  return {
    email: link?.state === "valid" ? link.email : null,
    // Said before the button is pressed; the button is off until the order has arrived.
    blocker: link?.state === "valid" ? link.blocker : null,
    messages: messagesFor(ctx.lang, ["accounts", "accountArea", "errors"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "accountArea.deleteConfirmTitle"), paths: routePaths("accounts.delete", { token: params.token ?? "-" }), noindex: true }),
  };
}

// The token is in the address: never cached, never sent on as a referrer.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });
  for (const cookie of actionHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
};

type DeleteData = { deleted: true } | { deleted: false; expired: boolean; error: string; blocked: boolean };

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  try {
    await ctx.services.accounts.deleteAccount(params.token ?? "", ctx.lang);
    // Whoever deletes is signed out here; the account's other sessions ended with it.
    const headers = new Headers();
    for (const cookie of signOutCookies({ secure: new URL(request.url).protocol === "https:" })) headers.append("Set-Cookie", cookie);
    return data<DeleteData>({ deleted: true }, { headers });
  } catch (error) {
    const refused = refusalOf(error, ["BAD_INPUT", "CONFLICT"]);
    return data<DeleteData>(
      { deleted: false, expired: refused.code === "BAD_INPUT", error: refused.message, blocked: refused.code === "CONFLICT" },
      { status: refused.status },
    );
  }
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  if (actionData?.deleted) {
    return (
      <div className="login-page container">
        <h1>{t("accountArea.deleteConfirmTitle")}</h1>
        <section className="login-page__card">
          <FormNotice>{t("accountArea.deleted")}</FormNotice>
          <p>
            <ShopLink className="button button--primary" to="/">
              {t("errors.continueShopping")}
            </ShopLink>
          </p>
        </section>
      </div>
    );
  }
  const refused = actionData && !actionData.deleted ? actionData : undefined;
  const expired = loaderData.email === null || refused?.expired === true;
  // An order placed after the page was opened stops the deletion too: the button is off from then on.
  const blocker = refused?.blocked ? refused.error : loaderData.blocker;
  return (
    <div className="login-page container">
      <h1>{t("accountArea.deleteConfirmTitle")}</h1>
      <section className="login-page__card">
        {expired ? (
          <ExpiredLink to={pathFor("accounts", lang)} label={t("accountArea.title")} />
        ) : (
          <Form method="post" className="login-form">
            {refused && !refused.blocked ? <FormAlert>{refused.error}</FormAlert> : null}
            <p>{t("accountArea.deleteConfirmIntro", { email: loaderData.email! })}</p>
            {blocker ? (
              <p className={refused?.blocked ? "form-alert" : "form-notice"} id="delete-blocked" role={refused?.blocked ? "alert" : undefined}>
                {blocker}
              </p>
            ) : null}
            <div className="login-form__actions">
              <button className="button button--primary" type="submit" disabled={blocker !== null} aria-describedby={blocker ? "delete-blocked" : undefined}>
                {t("accountArea.deleteConfirmSubmit")}
              </button>
            </div>
          </Form>
        )}
      </section>
    </div>
  );
}
