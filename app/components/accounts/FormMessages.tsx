import type { ReactNode } from "react";
import { ShopLink } from "../ShopLink.tsx";
import { useT } from "../shell/ShellContext.tsx";

/** A form's success line, read out by screen readers when it appears. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p className="form-notice" role="status">
      {children}
    </p>
  );
}

/** A form's failure that belongs to no single field. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="form-alert" role="alert">
      {children}
    </p>
  );
}

/** 'The link has expired: request a new one' with the way on. */
export function ExpiredLink({ to, label }: { to: string; label: string }) {
  const t = useT();
  return (
    <>
      <FormAlert>{t("accounts.linkExpired")}</FormAlert>
      <p>
        <ShopLink className="button button--primary" to={to}>
          {label}
        </ShopLink>
      </p>
    </>
  );
}
