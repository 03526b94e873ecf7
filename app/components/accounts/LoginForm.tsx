import { useId } from "react";
import { Form } from "react-router";
import { pathFor } from "#i18n/routes.ts";
import { useLang, useT } from "../shell/ShellContext.tsx";

export interface LoginActionData {
  form: "login";
  /** The message in the shopper's language, and the field it is about (none: the whole form). */
  error: { message: string; field?: "email" | "password" };
  /** The address sent last time (never the password). */
  email: string;
}

/**
 * Logging in with e-mail and password. A plain form posting to the login route, so it
 * works before JavaScript loads; a wrong address and a wrong password give the same message.
 */
export function LoginForm({ next, result }: { next: string; result: LoginActionData | undefined }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const error = result?.error;
  const formError = error && !error.field ? error.message : undefined;
  const fieldError = (field: "email" | "password") => (error?.field === field ? error.message : undefined);
  const emailError = fieldError("email");
  const passwordError = fieldError("password");
  return (
    <Form method="post" action={pathFor("accounts.login", lang)} className="login-form" noValidate>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="next" value={next} />
      {formError ? (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          {t("accounts.email")}
        </label>
        <input
          id={`${id}-email`}
          className="field__control"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          maxLength={254}
          defaultValue={result?.email ?? ""}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
        />
        {emailError ? (
          <p className="field__error" id={`${id}-email-error`}>
            {emailError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          {t("accounts.password")}
        </label>
        <input
          id={`${id}-password`}
          className="field__control"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={256}
          aria-invalid={passwordError || formError ? true : undefined}
          aria-describedby={passwordError ? `${id}-password-error` : undefined}
        />
        {passwordError ? (
          <p className="field__error" id={`${id}-password-error`} role="alert">
            {passwordError}
          </p>
        ) : null}
      </div>
      <div className="login-form__actions">
        <button className="button button--primary" type="submit">
          {t("accounts.submit")}
        </button>
      </div>
    </Form>
  );
}
