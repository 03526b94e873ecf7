import { loggedError } from "#core/text/log-safe.ts";
import type { ReactNode } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/account.ts";
import { requestContext, type RequestContext } from "../context.ts";
import { DeleteRequestForm, DetailsForm, PasswordForm, RemindersForm, type AccountActionData } from "../components/accounts/AccountAreaForms.tsx";
import { ClubCard, InterestsForm, JoinClubForm, MembershipsForm, type ClubActionData } from "../components/accounts/ClubForms.tsx";
import { CompanyForm, type CompanyActionData } from "../components/accounts/CompanyForm.tsx";
import { companyProblems } from "#core/accounts/company-accounts.ts";
import { clubBarcodeDataUri } from "../components/accounts/club-card.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useLang, useT } from "../components/shell/ShellContext.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { ProductCard } from "../components/catalog/ProductCard.tsx";
import { GRID_MESSAGES } from "../components/catalog/listing.server.ts";
import { priceContextFor } from "#core/config/price-context.ts";
import { membershipProblems, membershipValues } from "#core/accounts/club.ts";
import { profileProblems } from "#core/accounts/profile-rules.ts";
import { formatDate } from "#i18n/format.ts";
import { isDomainError } from "#core/errors.ts";
import { refusalOf, refusalOrNull } from "#app/lib/action-refusal.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isCrossSitePost } from "../lib/same-origin.ts";
import { readForm } from "../lib/read-form.ts";
import { signedInOrLogin } from "../components/shell/page-guards.server.ts";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { ACTIVATED_QUERY } from "../components/accounts/login-query.ts";

/**
 * The account area (route /accounts): the signed-in person's details, the customer
 * club (joining, the card, interests, scout and Suomen Latu ids), the company the account buys for,
 * password, reminders, data download and account deletion. A guest is sent to log in and comes back here.
 */
const signedIn = (ctx: RequestContext) => signedInOrLogin(ctx, pathFor("accounts", ctx.lang));

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await signedIn(ctx);
  const profile = await ctx.services.accountArea.profile(user.id);
  // A member sees the club's offers as cards priced for them (the page is theirs alone: never cached).
  const offers = profile.clubNumber === null ? null : await clubOffers(ctx);
  return {
    offers,
    // Just activated through the mailed link, which signed them in: welcomed here.
    welcome: new URL(request.url).searchParams.has(ACTIVATED_QUERY),
    isStaff: user.isStaff,
    company: await ctx.services.companyAccounts.ofCustomer(user.id),
    // What stops deleting the account now (an order on its way), said before the customer asks for the link.
    deletionBlocker: await ctx.services.accounts.deletionBlocker(user.id, ctx.lang),
    profile: {
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      address: profile.address,
      postcode: profile.postcode,
      city: profile.city,
      remindersAllowed: profile.remindersAllowed,
    },
    club:
      profile.clubNumber === null
        ? null
        : {
            number: profile.clubNumber,
            since: profile.clubJoinedAt ? formatDate(profile.clubJoinedAt) : "",
            barcode: clubBarcodeDataUri(profile.clubNumber),
            interests: profile.interests,
            memberships: profile.memberships,
          },
    messages: messagesFor(ctx.lang, ["accounts", "accountArea", "club", "company", "companyCampaigns.title", "reviewWriting.moderationTitle", "reviewWriting.mineTitle", "errors", "history.title", ...GRID_MESSAGES]),
    head: pageHead(ctx, { title: translate(ctx.lang, "accountArea.title"), paths: routePaths("accounts"), noindex: true }),
  };
}

async function clubOffers(ctx: RequestContext) {
  const price = await priceContextFor(ctx.services.config, { lang: ctx.lang, ...ctx.locale });
  const ids = await ctx.services.accountArea.clubOfferIds(price.taxAreaId);
  return {
    cards: ids.length > 0 ? await ctx.services.listing.cardsOf({ lang: ctx.lang, ids, taxAreaId: price.taxAreaId }) : [],
    currency: price.currency,
    lowestPriceLabel: price.lowestPriceLabel,
  };
}

// One person's details: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  const user = await signedIn(ctx);
  const form = await readForm(request);
  const text = (name: string, max = 300) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const answer = (result: AccountActionData | ClubActionData | CompanyActionData, status = 200) =>
    data<AccountActionData | ClubActionData | CompanyActionData>(result, { status });
  const services = ctx.services;

  switch (text("intent")) {
    case "details": {
      const values = { firstName: text("firstName"), lastName: text("lastName"), phone: text("phone"), address: text("address"), postcode: text("postcode"), city: text("city") };
      try {
        await services.accountArea.updateProfile(user.id, values, ctx.lang);
        return answer({ form: "details", ok: true });
      } catch (error) {
        const refused = refusalOf(error, ["BAD_INPUT"]);
        return answer({ form: "details", ok: false, errors: profileProblems(values, ctx.lang), values }, refused.status);
      }
    }
    case "password": {
      try {
        await services.accountArea.changePassword({
          customerId: user.id,
          sessionToken: ctx.authToken,
          currentPassword: text("currentPassword"),
          password: text("password"),
          passwordAgain: text("passwordAgain"),
          lang: ctx.lang,
        });
        return answer({ form: "password", ok: true });
      } catch (error) {
        const refused = refusalOf(error, ["BAD_INPUT", "RATE_LIMITED"]);
        const field = refused.field === "currentPassword" || refused.field === "password" || refused.field === "passwordAgain" ? refused.field : null;
        return answer({ form: "password", ok: false, field, error: refused.message }, refused.status);
      }
    }
    case "reminders": {
      await services.accountArea.setReminders(user.id, form.get("reminders") === "on");
      return answer({ form: "reminders", ok: true });
    }
    case "delete": {
      try {
        await services.accounts.requestDeletion({ id: user.id, email: user.email }, ctx.lang);
        return answer({ form: "delete", ok: true, email: user.email });
      } catch (error) {
        // An order went on its way after the page was shown: the same words as the page would have said.
        const refused = refusalOrNull(error, ["CONFLICT"]);
        if (refused) return answer({ form: "delete", ok: false, error: refused.message, blocked: true }, refused.status);
        // Any other domain error goes to the error boundary; a link that could not be mailed is said on the
        // form, and the account stays as it was.
        if (isDomainError(error)) throw error;
        console.error(JSON.stringify({ level: 50, msg: "deletion link not sent", err: loggedError(error) }));
        return answer({ form: "delete", ok: false, error: translate(ctx.lang, "errors.deleteAccountFailed"), blocked: false }, 503);
      }
    }
    case "club-join": {
      try {
        await services.accountArea.joinClub(user.id, form.get("accept") === "yes", ctx.lang);
        return answer({ form: "club", ok: true, joined: true });
      } catch (error) {
        const refused = refusalOf(error, ["BAD_INPUT"]);
        return answer({ form: "club", ok: false, error: refused.message }, refused.status);
      }
    }
    case "club-leave": {
      await services.accountArea.leaveClub(user.id);
      return answer({ form: "club", ok: true, joined: false });
    }
    case "interests": {
      const chosen = form.getAll("interest").filter((value): value is string => typeof value === "string").slice(0, 50);
      await services.accountArea.saveInterests(user.id, chosen);
      return answer({ form: "interests", ok: true });
    }
    case "memberships": {
      const values = membershipValues(text);
      try {
        await services.accountArea.saveMemberships(user.id, values, ctx.lang);
        return answer({ form: "memberships", ok: true });
      } catch (error) {
        const refused = refusalOf(error, ["BAD_INPUT"]);
        return answer({ form: "memberships", ok: false, errors: membershipProblems(values, ctx.lang), values }, refused.status);
      }
    }
    case "company": {
      const values = { companyName: text("companyName", 200), vatNumber: text("vatNumber", 40) };
      try {
        await services.companyAccounts.apply(user.id, values, ctx.lang);
        return answer({ form: "company", ok: true });
      } catch (error) {
        const refused = refusalOf(error, ["BAD_INPUT", "CONFLICT"]);
        if (refused.code === "CONFLICT") return answer({ form: "company", ok: false, errors: {}, formError: refused.message, values }, refused.status);
        return answer({ form: "company", ok: false, errors: companyProblems(values, ctx.lang), values }, refused.status);
      }
    }
    default:
      // Only this page's own forms post here: anything else just shows the page again.
      return redirect(pathFor("accounts", ctx.lang), 303);
  }
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** One card of the account area, named by its heading. */
function AccountCard({ name, title, anchor, children }: { name: string; title: string; anchor?: string; children: ReactNode }) {
  return (
    <section className="login-page__card" id={anchor} aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`} className="login-page__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { profile } = loaderData;
  type Data = AccountActionData | ClubActionData | CompanyActionData;
  const result = <F extends Data["form"]>(form: F) => (actionData?.form === form ? (actionData as Extract<Data, { form: F }>) : undefined);
  const { club } = loaderData;
  return (
    <div className="login-page login-page--two account-page container">
      <h1>{t("accountArea.title")}</h1>
      <div className="account-page__intro">
        {loaderData.welcome && !actionData ? <FormNotice>{t("accounts.activated")}</FormNotice> : null}
        <p className="login-page__intro">{t("accountArea.greeting", { name: profile.firstName, email: profile.email })}</p>
        <nav className="account-page__links" aria-label={t("accountArea.title")}>
          <ShopLink to={pathFor("history", lang)}>{t("history.title")}</ShopLink>
          <ShopLink to={pathFor("wishlist", lang)}>{t("shell.wishlist")}</ShopLink>
          <ShopLink to={pathFor("accounts.reviews", lang)}>{t("reviewWriting.mineTitle")}</ShopLink>
          {loaderData.isStaff ? (
            <>
              <ShopLink to={pathFor("staff.reviews", lang)}>{t("reviewWriting.moderationTitle")}</ShopLink>
              <ShopLink to={pathFor("staff.companies", lang)}>{t("company.staffTitle")}</ShopLink>
            </>
          ) : null}
        </nav>
        <Form method="post" action={pathFor("accounts.login", lang)}>
          <input type="hidden" name="intent" value="logout" />
          <button className="button button--secondary" type="submit">
            {t("accounts.logout")}
          </button>
        </Form>
      </div>
      <div className="login-page__cards">
        <AccountCard name="details" title={t("accountArea.detailsTitle")}>
          <DetailsForm saved={profile} result={result("details")} />
        </AccountCard>
        <AccountCard name="club" title={t("club.title")} anchor="club">
          {club ? <ClubCard club={club} result={result("club")} /> : <JoinClubForm result={result("club")} />}
        </AccountCard>
        {club ? (
          <>
            <AccountCard name="interests" title={t("club.interestsTitle")}>
              <InterestsForm chosen={club.interests} result={result("interests")} />
            </AccountCard>
            <AccountCard name="memberships" title={t("club.membershipsTitle")}>
              <MembershipsForm saved={club.memberships} result={result("memberships")} />
            </AccountCard>
          </>
        ) : null}
        <AccountCard name="company" title={t("company.title")} anchor="company">
          <CompanyForm company={loaderData.company} result={result("company")} />
        </AccountCard>
        <AccountCard name="password" title={t("accountArea.passwordTitle")}>
          <PasswordForm email={profile.email} result={result("password")} />
        </AccountCard>
        <AccountCard name="reminders" title={t("accountArea.remindersTitle")}>
          <RemindersForm allowed={profile.remindersAllowed} result={result("reminders")} />
        </AccountCard>
        <AccountCard name="data" title={t("accountArea.dataTitle")}>
          <p className="login-page__intro">{t("accountArea.dataIntro")}</p>
          {/* A file to save, not a page: a plain link, so the browser downloads it. */}
          <a className="button button--secondary" href={pathFor("accounts.data", lang)} download>
            {t("accountArea.dataDownload")}
          </a>
        </AccountCard>
        <AccountCard name="delete" title={t("accountArea.deleteTitle")}>
          <DeleteRequestForm email={profile.email} blocker={loaderData.deletionBlocker} result={result("delete")} />
        </AccountCard>
      </div>
      {loaderData.offers && loaderData.offers.cards.length > 0 ? (
        <section className="account-page__offers" aria-labelledby="offers-heading">
          <h2 id="offers-heading">{t("club.offersTitle")}</h2>
          <ul className="product-grid product-grid--default">
            {loaderData.offers.cards.map((card) => (
              <li key={card.id} className="product-grid__item">
                <ProductCard card={card} currency={loaderData.offers!.currency} sort="default" outletRibbon={false} lowestPriceLabel={loaderData.offers!.lowestPriceLabel} eager={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
