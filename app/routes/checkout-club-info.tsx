import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/checkout-club-info.ts";
import { requestContext } from "../context.ts";
import { AcceptClubTerms, MembershipFields } from "../components/accounts/ClubForms.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { membershipProblems, membershipValues, type MembershipField, type MembershipInput } from "#core/accounts/club.ts";
import { refusalOf } from "#app/lib/action-refusal.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";

/**
 * The club step between the cart and the payment (/checkout/club-info/, docs/behaviour.md "The club
 * step"): a member goes straight on; a signed-in customer may join (the club price applies to the
 * order at once, because the payment step prices the cart from the session); a guest may log in or go on
 * as a guest. Nothing here is required to buy.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await ctx.user();
  if (user?.isClubMember) throw redirect(pathFor("checkout.payment", ctx.lang), 303);
  const profile = user ? await ctx.services.accountArea.profile(user.id) : null;
  return {
    signedIn: user !== null,
    memberships: profile?.memberships ?? null,
    messages: messagesFor(ctx.lang, ["club", "checkout.continueToPayment", "orders.backToCart", "accounts.nameTooLong"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "club.stepTitle"), paths: routePaths("checkout.club-info"), noindex: true }),
  };
}

// Personal (who is signed in): never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export type ClubStepActionData = { error?: string; errors: Partial<Record<MembershipField, string>>; values: MembershipInput };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const back = pathFor("checkout.club-info", ctx.lang);
  const user = await ctx.user();
  // The session ended in another tab: log in and come back to this step.
  if (!user) throw redirect(`${pathFor("accounts.login", ctx.lang)}?next=${encodeURIComponent(back)}`, 303);
  const form = await readForm(request);
  const text = (name: string, max = 100) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const values = membershipValues(text);
  const refuse = (result: ClubStepActionData) => data<ClubStepActionData>(result, { status: 400 });
  const errors = membershipProblems(values, ctx.lang);
  const accepted = form.get("accept") === "yes";
  if (!accepted || Object.keys(errors).length > 0) {
    return refuse({ ...(accepted ? {} : { error: translate(ctx.lang, "club.acceptRequired") }), errors, values });
  }
  try {
    await ctx.services.accountArea.joinClub(user.id, true, ctx.lang);
    await ctx.services.accountArea.saveMemberships(user.id, values, ctx.lang);
  } catch (error) {
    const refused = refusalOf(error, ["BAD_INPUT"]);
    return data<ClubStepActionData>({ errors: membershipProblems(values, ctx.lang), values }, { status: refused.status });
  }
  // 303: reloading the payment step does not post this form again.
  throw redirect(pathFor("checkout.payment", ctx.lang), 303);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const EMPTY: MembershipInput = { scoutGroup: "", scoutMemberId: "", latuMemberId: "", latuBranch: "", gender: "" };

export default function CheckoutClubInfo({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const payment = pathFor("checkout.payment", lang);
  const failed = actionData;
  return (
    <div className="login-page club-step container">
      <h1>{t("club.stepTitle")}</h1>
      <p>
        <ShopLink to={pathFor("checkout", lang)}>← {t("orders.backToCart")}</ShopLink>
      </p>
      {loaderData.signedIn ? (
        <Form method="post" className="login-form" noValidate>
          <p className="login-page__intro">{t("club.stepJoinIntro")}</p>
          <AcceptClubTerms error={failed?.error} />
          <MembershipFields values={failed?.values ?? loaderData.memberships ?? EMPTY} errors={failed?.errors ?? {}} />
          <div className="club-step__actions">
            <button className="button button--primary" type="submit">
              {t("club.stepJoin")}
            </button>
            <ShopLink className="button button--secondary" to={payment}>
              {t("club.stepWithoutJoining")}
            </ShopLink>
          </div>
        </Form>
      ) : (
        <div className="club-step__guest">
          <p className="login-page__intro">{t("club.stepGuestIntro")}</p>
          <div className="club-step__actions">
            <ShopLink className="button button--primary" to={`${pathFor("accounts.login", lang)}?next=${encodeURIComponent(pathFor("checkout.club-info", lang))}`}>
              {t("club.stepLogin")}
            </ShopLink>
            <ShopLink className="button button--secondary" to={payment}>
              {t("club.stepAsGuest")}
            </ShopLink>
          </div>
        </div>
      )}
    </div>
  );
}
