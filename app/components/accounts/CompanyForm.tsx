import { useId } from "react";
import { Form } from "react-router";
import type { CompanyAccount, CompanyField, CompanyInput } from "#core/accounts/company-accounts.ts";
import { MAX_COMPANY_NAME } from "#core/accounts/company-accounts.ts";
import { useLang, useT } from "../shell/ShellContext.tsx";
import { ShopLink } from "../ShopLink.tsx";
import { pathFor } from "#i18n/routes.ts";
import { AccountField } from "./AccountField.tsx";
import { FormAlert, FormNotice } from "./FormMessages.tsx";

export type CompanyActionData =
  | { form: "company"; ok: true }
  | { form: "company"; ok: false; errors: Partial<Record<CompanyField, string>>; formError?: string; values: CompanyInput };

/**
 * The account's company (organisation user): its details go to the staff for
 * verification; the card says where they stand. A rejected company may be sent again, corrected.
 */
export function CompanyForm({ company, result }: { company: CompanyAccount | null; result: CompanyActionData | undefined }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const failed = result && !result.ok ? result : undefined;
  const named = company ? { company: company.companyName, vat: company.vatNumber } : null;
  if (company?.status === "verified") {
    return (
      <>
        <p className="login-page__intro">{t("company.verified", named!)}</p>
        <ShopLink to={pathFor("accounts.giftCampaigns", lang)}>{t("companyCampaigns.title")}</ShopLink>
      </>
    );
  }
  if (company?.status === "pending" && !failed) {
    return result?.ok ? <FormNotice>{t("company.sent")}</FormNotice> : <p className="login-page__intro">{t("company.pending", named!)}</p>;
  }
  const values = failed?.values ?? { companyName: company?.companyName ?? "", vatNumber: company?.vatNumber ?? "" };
  const errors = failed?.errors ?? {};
  return (
    <Form method="post" className="login-form" noValidate>
      <input type="hidden" name="intent" value="company" />
      {company?.status === "rejected" && !failed ? <FormAlert>{t("company.rejected", named!)}</FormAlert> : <p className="login-page__intro">{t("company.intro")}</p>}
      {failed?.formError ? <FormAlert>{failed.formError}</FormAlert> : null}
      <AccountField id={`${id}-name`} name="companyName" label={t("company.companyName")} autoComplete="organization" maxLength={MAX_COMPANY_NAME + 20} required defaultValue={values.companyName} error={errors.companyName} />
      <AccountField id={`${id}-vat`} name="vatNumber" label={t("company.vatNumber")} maxLength={30} required defaultValue={values.vatNumber} error={errors.vatNumber} />
      <div className="login-form__actions">
        <button className="button button--primary" type="submit">
          {t("company.submit")}
        </button>
      </div>
    </Form>
  );
}
