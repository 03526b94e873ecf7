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
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";

/**
 * Deleting the account through the mailed link (document 3 §2.1, route /accounts/delete-account/{token}).
 * Opening the link only asks (mail scanners open links too); the button deletes. An old or used link
 * says 'The link has expired: request a new one'; an order on its way stops it with 'Failed to delete
 * account.' and the order's number, and the link keeps working for when the order has arrived.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const link = await ctx.services.accounts.deletionLink(params.token ?? "");
  return {
    email: link?.state === "valid" ? link.email : null,
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

type DeleteData = { deleted: true } | { deleted: false; expired: boolean; error: string };

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
    if (!isDomainError(error) || !["BAD_INPUT", "CONFLICT"].includes(error.code)) throw error;
    return data<DeleteData>({ deleted: false, expired: error.code === "BAD_INPUT", error: error.message }, { status: error.code === "CONFLICT" ? 409 : 400 });
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
  const expired = loaderData.email === null || (actionData !== undefined && actionData.expired);
  return (
    <div className="login-page container">
      <h1>{t("accountArea.deleteConfirmTitle")}</h1>
      <section className="login-page__card">
        {expired ? (
          <ExpiredLink to={pathFor("accounts", lang)} label={t("accountArea.title")} />
        ) : (
          <Form method="post" className="login-form">
            {actionData && !actionData.deleted ? <FormAlert>{actionData.error}</FormAlert> : null}
            <p>{t("accountArea.deleteConfirmIntro", { email: loaderData.email! })}</p>
            <div className="login-form__actions">
              <button className="button button--primary" type="submit">
                {t("accountArea.deleteConfirmSubmit")}
              </button>
            </div>
          </Form>
        )}
      </section>
    </div>
  );
}
