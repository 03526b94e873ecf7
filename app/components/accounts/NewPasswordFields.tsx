import { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from "#core/accounts/registration-rules.ts";
import { useT } from "../shell/ShellContext.tsx";
import { AccountField } from "./AccountField.tsx";

/** A new password and the same again, with the length hint: the reset link's page and the account area. */
export function NewPasswordFields({ id, errors }: { id: string; errors: { password?: string | undefined; passwordAgain?: string | undefined } }) {
  const t = useT();
  return (
    <>
      <AccountField
        id={`${id}-password`}
        name="password"
        type="password"
        label={t("accounts.newPassword")}
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        maxLength={MAX_PASSWORD_LENGTH}
        required
        hint={t("accounts.passwordHint", { min: MIN_PASSWORD_LENGTH })}
        error={errors.password}
      />
      <AccountField
        id={`${id}-again`}
        name="passwordAgain"
        type="password"
        label={t("accounts.passwordAgain")}
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        required
        error={errors.passwordAgain}
      />
    </>
  );
}
