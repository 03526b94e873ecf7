import { useId } from "react";
import { Form } from "react-router";
import { CLUB_INTERESTS, GENDERS, type ClubInterest, type MembershipField, type MembershipInput } from "#core/accounts/club.ts";
import { useT } from "../shell/ShellContext.tsx";
import { AccountField, FormField } from "./AccountField.tsx";
import { FormNotice } from "./FormMessages.tsx";

export type ClubActionData =
  | { form: "club"; ok: true; joined: boolean }
  | { form: "club"; ok: false; error: string }
  | { form: "interests"; ok: true }
  | { form: "memberships"; ok: true }
  | { form: "memberships"; ok: false; errors: Partial<Record<MembershipField, string>>; values: MembershipInput };

type Result<F extends ClubActionData["form"]> = Extract<ClubActionData, { form: F }> | undefined;

export interface ClubView {
  number: string;
  since: string;
  barcode: string;
  interests: ClubInterest[];
  memberships: MembershipInput;
}

/** Joining: free, with the terms ticked; the tick is asked for by name when missing. */
export function JoinClubForm({ result }: { result: Result<"club"> }) {
  const t = useT();
  const failed = result && !result.ok ? result : undefined;
  return (
    <Form method="post" className="login-form" noValidate>
      <input type="hidden" name="intent" value="club-join" />
      {result?.ok && !result.joined ? <FormNotice>{t("club.left")}</FormNotice> : null}
      <p className="login-page__intro">{t("club.joinIntro")}</p>
      <AcceptClubTerms error={failed?.error} />
      <div className="login-form__actions">
        <button className="button button--primary" type="submit">
          {t("club.join")}
        </button>
      </div>
    </Form>
  );
}

/** The club's terms to tick (field `accept`, value `yes`), with the message when they were not. */
export function AcceptClubTerms({ error }: { error: string | undefined }) {
  const t = useT();
  const id = useId();
  return (
    <div className="field">
      <label className="checkbox">
        <input id={`${id}-accept`} type="checkbox" name="accept" value="yes" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <span>{t("club.acceptTerms")}</span>
      </label>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The member's card: the number as a barcode the stores' tills scan, and as digits. */
export function ClubCard({ club, result }: { club: ClubView; result: Result<"club"> }) {
  const t = useT();
  return (
    <div className="club-card">
      {result?.ok && result.joined ? <FormNotice>{t("club.joined")}</FormNotice> : null}
      <h3 className="club-card__title">{t("club.cardTitle")}</h3>
      <img className="club-card__barcode" src={club.barcode} alt={t("club.barcodeAlt", { number: club.number })} width={320} height={90} />
      <p className="club-card__number">{t("club.memberNumber", { number: club.number })}</p>
      <p className="club-card__help">
        {t("club.cardHelp")} {t("club.memberSince", { date: club.since })}
      </p>
      <Form method="post" className="login-form__actions">
        <input type="hidden" name="intent" value="club-leave" />
        <button className="button button--quiet" type="submit">
          {t("club.leave")}
        </button>
      </Form>
    </div>
  );
}

export function InterestsForm({ chosen, result }: { chosen: readonly ClubInterest[]; result: Result<"interests"> }) {
  const t = useT();
  return (
    <Form method="post" className="login-form">
      <input type="hidden" name="intent" value="interests" />
      {result?.ok ? <FormNotice>{t("club.interestsSaved")}</FormNotice> : null}
      <fieldset className="club-interests">
        <legend className="club-interests__legend">{t("club.interestsIntro")}</legend>
        {CLUB_INTERESTS.map((interest) => (
          <label key={interest} className="checkbox">
            <input type="checkbox" name="interest" value={interest} defaultChecked={chosen.includes(interest)} />
            <span>{t(`club.interest.${interest}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="login-form__actions">
        <button className="button button--secondary" type="submit">
          {t("accountArea.save")}
        </button>
      </div>
    </Form>
  );
}

/** The club's own fields: scout and Suomen Latu memberships and the gender, all optional. */
export function MembershipFields({ values, errors }: { values: MembershipInput; errors: Partial<Record<MembershipField, string>> }) {
  const t = useT();
  const id = useId();
  return (
    <>
      <AccountField id={`${id}-scout-group`} name="scoutGroup" label={t("club.scoutGroup")} maxLength={100} defaultValue={values.scoutGroup} error={errors.scoutGroup} />
      <AccountField id={`${id}-scout-id`} name="scoutMemberId" label={t("club.scoutMemberId")} maxLength={20} defaultValue={values.scoutMemberId} error={errors.scoutMemberId} />
      <AccountField id={`${id}-latu-id`} name="latuMemberId" label={t("club.latuMemberId")} maxLength={20} defaultValue={values.latuMemberId} error={errors.latuMemberId} />
      <AccountField id={`${id}-latu-branch`} name="latuBranch" label={t("club.latuBranch")} maxLength={100} defaultValue={values.latuBranch} error={errors.latuBranch} />
      <FormField id={`${id}-gender`} label={t("club.gender")} error={errors.gender}>
        {(control) => (
          <select {...control} className="field__control" name="gender" defaultValue={values.gender}>
            <option value="">{t("club.genderUnsaid")}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`club.gender.${gender}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}

export function MembershipsForm({ saved, result }: { saved: MembershipInput; result: Result<"memberships"> }) {
  const t = useT();
  const failed = result && !result.ok ? result : undefined;
  const values = failed?.values ?? saved;
  const errors = failed?.errors ?? {};
  return (
    <Form method="post" className="login-form" noValidate>
      <input type="hidden" name="intent" value="memberships" />
      {result?.ok ? <FormNotice>{t("club.membershipsSaved")}</FormNotice> : null}
      <p className="login-page__intro">{t("club.membershipsIntro")}</p>
      <MembershipFields values={values} errors={errors} />
      <div className="login-form__actions">
        <button className="button button--secondary" type="submit">
          {t("accountArea.save")}
        </button>
      </div>
    </Form>
  );
}
