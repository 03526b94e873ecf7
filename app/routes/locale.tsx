import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/locale.ts";
import { requestContext } from "../context.ts";
import { ChevronLeftIcon } from "../components/icons/Icons.tsx";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { cleanReturnPath } from "../components/shell/locale-return.ts";
import { loadLocaleChoices, messagesFor } from "../components/shell/shell-data.server.ts";
import { LocaleForm, type LocaleActionData, type LocaleFormErrors } from "../components/shell/LocaleForm.tsx";
import { useT } from "../components/shell/ShellContext.tsx";
import { localeSetCookies, normalizeCode } from "#core/locale/defaults.ts";
import { translate } from "#i18n/messages.ts";
import { readForm } from "../lib/read-form.ts";

/**
 * The delivery country and currency form as a page: where the header's control
 * leads before JavaScript loads. The action is the same for the page and the modal.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const returnTo = cleanReturnPath(new URL(request.url).searchParams.get("return"));
  return {
    returnTo,
    choices: await loadLocaleChoices(ctx),
    messages: messagesFor(ctx.lang, ["pages.backToPrevious"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "shell.localeModalTitle"), paths: routePaths("locale"), noindex: true }),
  };
}

/**
 * Checks both codes against the shop's lists, remembers them in the two locale cookies (365 days,
 * path /, SameSite=Lax) and sends the shopper back to the page they came from: a path of this
 * site only, never an address from elsewhere.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await readForm(request);
  const rawCountry = form.get("country");
  const rawCurrency = form.get("currency");
  const country = normalizeCode(rawCountry, 2);
  const currency = normalizeCode(rawCurrency, 3);
  const returnTo = cleanReturnPath(form.get("return"));

  const [countries, currencies] = await Promise.all([ctx.services.config.countries(ctx.lang), ctx.services.config.currencies()]);
  const errors: LocaleFormErrors = {};
  if (!country || !countries.some((option) => option.code === country)) errors.country = "pages.localeCountryInvalid";
  if (!currency || !currencies.some((option) => option.code === currency)) errors.currency = "pages.localeCurrencyInvalid";
  if (!country || !currency || errors.country || errors.currency) {
    const values = {
      country: typeof rawCountry === "string" ? rawCountry.slice(0, 8) : "",
      currency: typeof rawCurrency === "string" ? rawCurrency.slice(0, 8) : "",
    };
    return data<LocaleActionData>({ errors, values }, { status: 400 });
  }

  const headers = new Headers();
  const secure = new URL(request.url).protocol === "https:";
  for (const cookie of localeSetCookies({ countryCode: country, currencyCode: currency }, { secure })) {
    headers.append("Set-Cookie", cookie);
  }
  // 303: the browser follows with a GET, so reloading the page does not post the form again.
  return redirect(returnTo, { status: 303, headers });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function LocalePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="locale-page container">
      <Link className="locale-page__back" to={loaderData.returnTo}>
        <ChevronLeftIcon size={20} />
        <span>{t("pages.backToPrevious")}</span>
      </Link>
      <h1>{t("shell.localeModalTitle")}</h1>
      <div className="locale-page__card">
        <LocaleForm choices={loaderData.choices} returnTo={loaderData.returnTo} errors={actionData?.errors} values={actionData?.values} />
      </div>
    </div>
  );
}
