import { useId } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/corporate-info-form.ts";
import { requestContext } from "../context.ts";
import { FormField } from "../components/accounts/AccountField.tsx";
import { FormNotice } from "../components/accounts/FormMessages.tsx";
import { Honeypot } from "../components/forms/Honeypot.tsx";
import { FormFailure } from "../components/forms/FormFailure.tsx";
import { formMessages, formText } from "../components/forms/forms.server.ts";
import { pageHead, routePaths } from "../components/shell/head.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { publicPageHeaders } from "#core/cache/page-cache-policy.ts";
import { messagesFor } from "../components/shell/shell-data.server.ts";
import { useT } from "../components/shell/ShellContext.tsx";
import { FIELD_MAX, type CorporateInput } from "#core/forms/form-rules.ts";
import { isDomainError } from "#core/errors.ts";
import { translate } from "#i18n/messages.ts";
import { readForm } from "../lib/read-form.ts";

/**
 * A company's sales enquiry (/corporate-info-form/): company, contact person, address and what they need;
 * optionally the business ID and a phone. Mailed to customer service, a copy to the sender; the page confirms
 * that the company's information was sent. Works without JavaScript.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return {
    messages: messagesFor(ctx.lang, ["forms", "errors.sendMessageFailed"]),
    head: pageHead(ctx, { title: translate(ctx.lang, "forms.corporate.title"), description: translate(ctx.lang, "forms.corporate.intro"), paths: routePaths("corporate-info-form") }),
  };
}

// The same page for every visitor who is not signed in: kept a little while by the page cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

type CorporateActionData =
  | { sent: true }
  | { sent: false; values: CorporateInput; errors: Partial<Record<keyof CorporateInput, string>>; formError: string; contactEmail: string | null };

const EMPTY: CorporateInput = { company: "", businessId: "", name: "", email: "", phone: "", message: "" };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await readForm(request);
  const values: CorporateInput = {
    company: formText(form, "company", FIELD_MAX.company),
    businessId: formText(form, "businessId", FIELD_MAX.businessId),
    name: formText(form, "name", FIELD_MAX.name),
    email: formText(form, "email", FIELD_MAX.email),
    phone: formText(form, "phone", FIELD_MAX.phone),
    message: formText(form, "message", FIELD_MAX.message),
  };
  const failed = (status: number, formError: string, errors: Partial<Record<keyof CorporateInput, string>> = {}, contactEmail: string | null = null) =>
    data<CorporateActionData>({ sent: false, values, errors, formError, contactEmail }, { status });
  try {
    const result = await ctx.services.forms.corporate({ form: values, honeypot: formText(form, "website", 200), lang: ctx.lang, clientAddress: ctx.clientAddress });
    if (!result.ok) return failed(400, translate(ctx.lang, "forms.formProblem"), formMessages(ctx.lang, result.problems));
    return { sent: true } satisfies CorporateActionData;
  } catch (error) {
    if (isDomainError(error) && error.code === "RATE_LIMITED") return failed(429, translate(ctx.lang, "forms.rateLimited"));
    if (isDomainError(error) && error.code === "UNAVAILABLE") return failed(503, translate(ctx.lang, "errors.sendMessageFailed"), {}, ctx.contactEmail);
    throw error;
  }
}

export default function CorporateInfoFormPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const failed = actionData && !actionData.sent ? actionData : null;
  const values = failed?.values ?? EMPTY;
  const errors = failed?.errors ?? {};
  const input = (name: Exclude<keyof CorporateInput, "message">, label: string, options: { type?: string; autoComplete?: string } = {}) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      {(control) => <input name={name} type={options.type ?? "text"} className="field__control" autoComplete={options.autoComplete} maxLength={FIELD_MAX[name]} defaultValue={values[name]} {...control} />}
    </FormField>
  );
  return (
    <div className="contact-page container">
      <h1>{t("forms.corporate.title")}</h1>
      <p className="returns__intro">{t("forms.corporate.intro")}</p>
      {actionData?.sent ? (
        <FormNotice>{t("forms.corporate.sent")}</FormNotice>
      ) : (
        <Form method="post" className="contact-form" noValidate>
          {failed ? <FormFailure message={failed.formError} contactEmail={failed.contactEmail} /> : null}
          <Honeypot />
          {input("company", t("forms.corporate.company"), { autoComplete: "organization" })}
          {input("businessId", t("forms.corporate.businessId"))}
          {input("name", t("forms.corporate.contactPerson"), { autoComplete: "name" })}
          {input("email", t("forms.email"), { type: "email", autoComplete: "email" })}
          {input("phone", t("forms.phone"), { type: "tel", autoComplete: "tel" })}
          <FormField id={`${id}-message`} label={t("forms.corporate.message")} error={errors.message}>
            {(control) => <textarea name="message" className="field__control" rows={6} maxLength={FIELD_MAX.message} defaultValue={values.message} {...control} />}
          </FormField>
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("forms.corporate.send")}
          </button>
        </Form>
      )}
    </div>
  );
}
