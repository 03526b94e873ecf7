import { useId } from "react";
import { Form } from "react-router";
import { MIN_PASSWORD_LENGTH, type RegistrationField } from "#core/accounts/registration-rules.ts";
import { pathFor } from "#i18n/routes.ts";
import { useLang, useT } from "../shell/ShellContext.tsx";
import { AccountField } from "./AccountField.tsx";
import { FormNotice, FormAlert } from "./FormMessages.tsx";

export type RegisterActionData =
  | { form: "register"; done: false; errors: Partial<Record<RegistrationField, string>>; formError?: string; values: { firstName: string; lastName: string; email: string } }
  | { form: "register"; done: true; email: string };

/**
 * Registration, beside logging in on /accounts/login. A plain form, so it
 * works before JavaScript loads; every field's message shows at once, and what was typed stays
 * (never the password). Done, it says where the activation link went, the same for every address.
 */
export function RegisterForm({ result }: { result: RegisterActionData | undefined }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  if (result?.done) {
    return (
      <FormNotice>{t("accounts.registered", { email: result.email })}</FormNotice>
    );
  }
  const errors = result?.errors ?? {};
  const values = result?.values;
  return (
    <Form method="post" action={pathFor("accounts.login", lang)} className="login-form" noValidate>
      <input type="hidden" name="intent" value="register" />
      {result?.formError ? (
        <FormAlert>{result.formError}</FormAlert>
      ) : null}
      <AccountField
        id={`${id}-first`}
        name="firstName"
        label={t("accounts.firstName")}
        autoComplete="given-name"
        maxLength={100}
        required
        defaultValue={values?.firstName ?? ""}
        error={errors.firstName}
      />
      <AccountField
        id={`${id}-last`}
        name="lastName"
        label={t("accounts.lastName")}
        autoComplete="family-name"
        maxLength={100}
        required
        defaultValue={values?.lastName ?? ""}
        error={errors.lastName}
      />
      <AccountField
        id={`${id}-email`}
        name="email"
        type="email"
        label={t("accounts.email")}
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        required
        defaultValue={values?.email ?? ""}
        error={errors.email}
      />
      <AccountField
        id={`${id}-password`}
        name="password"
        type="password"
        label={t("accounts.password")}
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        maxLength={256}
        required
        hint={t("accounts.passwordHint", { min: MIN_PASSWORD_LENGTH })}
        error={errors.password}
      />
      {Object.keys(errors).length > 0 ? (
        <p className="visually-hidden" role="alert">
          {Object.values(errors).join(" ")}
        </p>
      ) : null}
      <div className="login-form__actions">
        <button className="button button--secondary" type="submit">
          {t("accounts.registerSubmit")}
        </button>
      </div>
    </Form>
  );
}
