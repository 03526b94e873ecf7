import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { FormField } from "../accounts/AccountField.tsx";
import { FormAlert, FormNotice } from "../accounts/FormMessages.tsx";
import { useT } from "../shell/ShellContext.tsx";
import { Honeypot } from "./Honeypot.tsx";
import { FIELD_MAX, type NewsletterList } from "#core/forms/form-rules.ts";
import type { NewsletterActionData } from "./newsletter-data.ts";


/** A newsletter's sign-up form, or the button that confirms a mailed link. */
export function NewsletterPage({ loaderData, actionData }: { loaderData: { list: NewsletterList; confirm: string | null; consent: string; email: string }; actionData: NewsletterActionData | undefined }) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const { list, confirm, consent } = loaderData;
  const failed = actionData && actionData.done === false ? actionData : null;
  const values = failed?.values ?? { email: loaderData.email, name: "", company: "", consent: false };
  const errors = failed?.errors ?? {};
  const title = t(list === "forest" ? "forms.newsletter.forestTitle" : "forms.newsletter.corporateTitle");
  if (actionData?.done === "confirmed") {
    return (
      <div className="contact-page container">
        <h1>{title}</h1>
        <FormNotice>{t("forms.newsletter.confirmed")}</FormNotice>
      </div>
    );
  }
  if (actionData?.done === "checkMail") {
    return (
      <div className="contact-page container">
        <h1>{title}</h1>
        <FormNotice>{t("forms.newsletter.checkMail", { email: actionData.email, days: actionData.days })}</FormNotice>
      </div>
    );
  }
  return (
    <div className="contact-page container">
      <h1>{title}</h1>
      {confirm && !failed ? (
        <Form method="post" className="contact-form">
          <p>{t("forms.newsletter.confirmTitle")}</p>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={confirm} />
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("forms.newsletter.confirmTitle")}
          </button>
        </Form>
      ) : (
        <>
          <p className="returns__intro">{t(list === "forest" ? "forms.newsletter.forestIntro" : "forms.newsletter.corporateIntro")}</p>
          <Form method="post" className="contact-form" noValidate>
            {failed ? <FormAlert>{failed.formError}</FormAlert> : null}
            <Honeypot />
            <FormField id={`${id}-email`} label={t("forms.email")} error={errors.email}>
              {(control) => <input name="email" type="email" className="field__control" autoComplete="email" maxLength={FIELD_MAX.email} defaultValue={values.email} {...control} />}
            </FormField>
            <FormField id={`${id}-name`} label={t("forms.newsletter.name")} error={errors.name}>
              {(control) => <input name="name" className="field__control" autoComplete="name" maxLength={FIELD_MAX.name} defaultValue={values.name} {...control} />}
            </FormField>
            {list === "corporate" ? (
              <FormField id={`${id}-company`} label={t("forms.corporate.company")} error={errors.company}>
                {(control) => <input name="company" className="field__control" autoComplete="organization" maxLength={FIELD_MAX.company} defaultValue={values.company} {...control} />}
              </FormField>
            ) : null}
            <div className="field">
              <label className="choice">
                <input
                  type="checkbox"
                  name="consent"
                  defaultChecked={values.consent}
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                />
                <span>{consent}</span>
              </label>
              {errors.consent ? (
                <p className="field__error" id={`${id}-consent-error`}>
                  {errors.consent}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
              {t("forms.newsletter.subscribe")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
