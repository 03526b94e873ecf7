import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { requestContext } from "../../context.ts";
import { pageHead, routePaths } from "../shell/head.server.ts";
import { messagesFor } from "../shell/shell-data.server.ts";
import { formMessages, formText } from "./forms.server.ts";
import type { NewsletterActionData } from "./newsletter-data.ts";
import { CONFIRM_DAYS, consentText } from "#core/forms/forms-service.server.ts";
import { FIELD_MAX, type NewsletterInput, type NewsletterList } from "#core/forms/form-rules.ts";
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { readForm } from "../../lib/read-form.ts";

/**
 * A newsletter's page (/forest-newsletter/, /corporate-newsletter/): the sign-up form, and with ?confirm= the
 * mailed link's confirmation, which is a button (a post): mail programs that open links to check them would
 * otherwise confirm for the address's owner.
 */

const ROUTE = { forest: "forest-newsletter", corporate: "corporate-newsletter" } as const;

export async function newsletterLoader(list: NewsletterList, { request, context }: LoaderFunctionArgs) {
  const ctx = context.get(requestContext);
  const user = await ctx.user();
  const confirm = new URL(request.url).searchParams.get("confirm")?.slice(0, 100) ?? null;
  return {
    list,
    confirm,
    consent: consentText(list, ctx.lang),
    email: user?.email ?? "",
    messages: messagesFor(ctx.lang, ["forms"]),
    head: pageHead(ctx, {
      title: translate(ctx.lang, list === "forest" ? "forms.newsletter.forestTitle" : "forms.newsletter.corporateTitle"),
      description: translate(ctx.lang, list === "forest" ? "forms.newsletter.forestIntro" : "forms.newsletter.corporateIntro"),
      paths: routePaths(ROUTE[list]),
      // The confirmation link's page is one person's.
      ...(confirm ? { noindex: true } : {}),
    }),
  };
}


export async function newsletterAction(list: NewsletterList, { request, context }: ActionFunctionArgs) {
  const ctx = context.get(requestContext);
  const form = await readForm(request);
  const values: NewsletterInput = {
    email: formText(form, "email", FIELD_MAX.email),
    name: formText(form, "name", FIELD_MAX.name),
    company: formText(form, "company", FIELD_MAX.company),
    consent: form.get("consent") === "on",
  };
  if (form.get("intent") === "confirm") {
    const confirmed = await ctx.services.forms.confirm(formText(form, "token", 100));
    if (confirmed) return { done: "confirmed" } satisfies NewsletterActionData;
    return data<NewsletterActionData>({ done: false, values, errors: {}, formError: translate(ctx.lang, "forms.newsletter.linkInvalid") }, { status: 410 });
  }
  try {
    const result = await ctx.services.forms.subscribe({ list, form: values, honeypot: formText(form, "website", 200), lang: ctx.lang, clientAddress: ctx.clientAddress });
    if (!result.ok) return data<NewsletterActionData>({ done: false, values, errors: formMessages(ctx.lang, result.problems), formError: translate(ctx.lang, "forms.formProblem") }, { status: 400 });
    return { done: "checkMail", email: values.email.trim(), days: CONFIRM_DAYS } satisfies NewsletterActionData;
  } catch (error) {
    if (isDomainError(error) && error.code === "RATE_LIMITED") return data<NewsletterActionData>({ done: false, values, errors: {}, formError: translate(ctx.lang, "forms.rateLimited") }, { status: 429 });
    throw error;
  }
}
