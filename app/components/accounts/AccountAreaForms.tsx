import { useId } from "react";
import { Form } from "react-router";
import type { ProfileField, ProfileInput } from "#core/accounts/profile-rules.ts";
import { useT } from "../shell/ShellContext.tsx";
import { AccountField } from "./AccountField.tsx";
import { FormAlert, FormNotice } from "./FormMessages.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";

/** What the account area's action answers, per form (several forms post to the same page). */
export type AccountActionData =
  | { form: "details"; ok: true }
  | { form: "details"; ok: false; errors: Partial<Record<ProfileField, string>>; values: ProfileInput }
  | { form: "password"; ok: true }
  | { form: "password"; ok: false; field: "currentPassword" | "password" | "passwordAgain" | null; error: string }
  | { form: "reminders"; ok: true }
  | { form: "delete"; ok: true; email: string }
  | { form: "delete"; ok: false; error: string; blocked: boolean };

type Result<F extends AccountActionData["form"]> = Extract<AccountActionData, { form: F }> | undefined;

/** Names, phone and postcode; every wrong field's message at once, what was typed kept. */
export function DetailsForm({ saved, result }: { saved: ProfileInput; result: Result<"details"> }) {
  const t = useT();
  const id = useId();
  const failed = result && !result.ok ? result : undefined;
  const values = failed?.values ?? saved;
  const errors = failed?.errors ?? {};
  return (
    <Form method="post" className="login-form" noValidate>
      <input type="hidden" name="intent" value="details" />
      {result?.ok ? <FormNotice>{t("accountArea.detailsSaved")}</FormNotice> : null}
      <AccountField id={`${id}-first`} name="firstName" label={t("accounts.firstName")} autoComplete="given-name" maxLength={100} required defaultValue={values.firstName} error={errors.firstName} />
      <AccountField id={`${id}-last`} name="lastName" label={t("accounts.lastName")} autoComplete="family-name" maxLength={100} required defaultValue={values.lastName} error={errors.lastName} />
      <AccountField id={`${id}-phone`} name="phone" type="tel" label={t("accountArea.phone")} autoComplete="tel" maxLength={30} defaultValue={values.phone} error={errors.phone} />
      <AccountField id={`${id}-address`} name="address" label={t("accountArea.address")} autoComplete="street-address" maxLength={200} defaultValue={values.address} error={errors.address} />
      <AccountField id={`${id}-postcode`} name="postcode" label={t("accountArea.postcode")} autoComplete="postal-code" maxLength={10} defaultValue={values.postcode} error={errors.postcode} />
      <AccountField id={`${id}-city`} name="city" label={t("accountArea.city")} autoComplete="address-level2" maxLength={100} defaultValue={values.city} error={errors.city} />
      <div className="login-form__actions">
        <button className="button button--primary" type="submit">
          {t("accountArea.save")}
        </button>
      </div>
    </Form>
  );
}

/** The current password, then the new one twice; a change ends the account's other sessions. */
export function PasswordForm({ email, result }: { email: string; result: Result<"password"> }) {
  const t = useT();
  const id = useId();
  const failed = result && !result.ok ? result : undefined;
  const error = (field: "currentPassword" | "password" | "passwordAgain") => (failed?.field === field ? failed.error : undefined);
  return (
    <Form method="post" className="login-form" noValidate>
      <input type="hidden" name="intent" value="password" />
      {/* Lets a password manager tie the new password to the account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      {result?.ok ? <FormNotice>{t("accountArea.passwordSaved")}</FormNotice> : null}
      {failed && failed.field === null ? <FormAlert>{failed.error}</FormAlert> : null}
      <AccountField id={`${id}-current`} name="currentPassword" type="password" label={t("accountArea.currentPassword")} autoComplete="current-password" maxLength={256} required error={error("currentPassword")} />
      <NewPasswordFields id={id} errors={{ password: error("password"), passwordAgain: error("passwordAgain") }} />
      <div className="login-form__actions">
        <button className="button button--primary" type="submit">
          {t("accountArea.passwordTitle")}
        </button>
      </div>
    </Form>
  );
}

export function RemindersForm({ allowed, result }: { allowed: boolean; result: Result<"reminders"> }) {
  const t = useT();
  return (
    <Form method="post" className="login-form">
      <input type="hidden" name="intent" value="reminders" />
      {result?.ok ? <FormNotice>{t("accountArea.remindersSaved")}</FormNotice> : null}
      <label className="checkbox">
        <input type="checkbox" name="reminders" value="on" defaultChecked={allowed} />
        <span>{t("accountArea.remindersLabel")}</span>
      </label>
      <div className="login-form__actions">
        <button className="button button--secondary" type="submit">
          {t("accountArea.save")}
        </button>
      </div>
    </Form>
  );
}

/**
 * Asks for the deletion link. While an order is on its way the reason is shown and the button is off, before
 * the customer tries (the link would be refused until the order has arrived).
 */
export function DeleteRequestForm({ email, blocker: loaded, result }: { email: string; blocker: string | null; result: Result<"delete"> }) {
  const t = useT();
  const id = useId();
  const failed = result && !result.ok ? result : undefined;
  const blocker = failed?.blocked ? failed.error : loaded;
  return (
    <Form method="post" className="login-form">
      <input type="hidden" name="intent" value="delete" />
      {result?.ok ? <FormNotice>{t("accountArea.deleteSent", { email: result.email })}</FormNotice> : null}
      {failed && !failed.blocked ? <FormAlert>{failed.error}</FormAlert> : null}
      <p className="login-page__intro">{t("accountArea.deleteIntro", { email })}</p>
      {blocker ? (
        // Said up front it is information, not an error; refused after a press it is the answer's error.
        <p className={failed?.blocked ? "form-alert" : "form-notice"} id={`${id}-blocked`} role={failed?.blocked ? "alert" : undefined}>
          {blocker}
        </p>
      ) : null}
      <div className="login-form__actions">
        <button className="button button--secondary" type="submit" disabled={blocker !== null} aria-describedby={blocker ? `${id}-blocked` : undefined}>
          {t("accountArea.deleteRequest")}
        </button>
      </div>
    </Form>
  );
}
