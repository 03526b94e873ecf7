import { Form } from "react-router";
import { BANNER_KINDS, BANNER_LIMITS, BANNER_THEMES, bannerFieldName, type AdminBanner, type BannerTexts } from "#core/admin/banners.ts";
import { dayText, HOME_LANG } from "#core/admin/model-form.ts";
import type { Lang } from "#i18n/languages.ts";
import type { MessageKey } from "#i18n/messages.ts";
import { FormField } from "../accounts/AccountField.tsx";
import { FormFailureLine, LANGUAGE_NAMES } from "./ModelEditor.tsx";
import { languagesFor } from "./TaxonomyForms.tsx";
import type { AdminFormState } from "./form-state.ts";
import { useAdminForm } from "./use-admin-form.tsx";

const TEXT_FIELDS: Array<[keyof BannerTexts, MessageKey]> = [
  ["heading", "admin.bannerHeadingText"],
  ["subText", "admin.bannerSubText"],
  ["buttonText", "admin.bannerButton"],
  ["url", "admin.bannerUrl"],
  ["title", "admin.bannerTitle"],
];

/** A banner's form: its kind, days, order, picture or scene, colours and texts per language. Used for a new banner too. */
export function BannerForm({ banner, state, lang, reload }: { banner: AdminBanner | null; state: AdminFormState | undefined; lang: Lang; reload: string }) {
  const { t, id, read, error } = useAdminForm(state, "banner");
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.bannerHeading")}</h2>
      <FormFailureLine state={read.failed} reload={reload} />
      <div className="admin-form__grid">
        <FormField id={`${id}-kind`} label={t("admin.bannerKind")} error={error("kind")}>
          {(control) => (
            <select name="kind" className="field__control" defaultValue={read.value("kind", banner?.kind ?? "image")} {...control}>
              {BANNER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`admin.bannerKind_${kind}` as MessageKey)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-order`} label={t("admin.bannerOrder")} error={error("sortOrder")}>
          {(control) => <input name="sortOrder" className="field__control admin-input--qty" inputMode="numeric" defaultValue={read.value("sortOrder", String(banner?.sortOrder ?? 0))} {...control} />}
        </FormField>
        <FormField id={`${id}-first`} label={t("admin.bannerFirstDay")} hint={t("admin.bannerDaysHelp")} error={error("firstDay")}>
          {(control) => <input name="firstDay" type="date" className="field__control" defaultValue={read.value("firstDay", dayText(banner?.startsAt ?? null))} {...control} />}
        </FormField>
        <FormField id={`${id}-last`} label={t("admin.bannerLastDay")} error={error("lastDay")}>
          {(control) => <input name="lastDay" type="date" className="field__control" defaultValue={read.value("lastDay", dayText(banner?.endsAt ?? null, { lastDay: true }))} {...control} />}
        </FormField>
      </div>
      <label className="admin-check">
        <input type="checkbox" name="active" defaultChecked={read.checked("active", banner?.active ?? true)} />
        {t("admin.bannerActive")}
      </label>
      <fieldset className="admin-form__alt">
        <legend>{t("admin.bannerLook")}</legend>
        <div className="admin-form__grid">
          <FormField id={`${id}-picture`} label={t("admin.bannerPicture")} hint={t("admin.bannerPictureHelp")} error={error("picture")}>
            {(control) => <input name="picture" type="file" className="field__control" accept="image/jpeg,image/png,image/webp,image/avif" {...control} />}
          </FormField>
          <FormField id={`${id}-theme`} label={t("admin.bannerTheme")} error={error("theme")}>
            {(control) => (
              <select name="theme" className="field__control" defaultValue={read.value("theme", banner?.theme ?? "summer")} {...control}>
                {BANNER_THEMES.map((theme) => (
                  <option key={theme} value={theme}>
                    {t(`admin.bannerTheme_${theme}` as MessageKey)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-crop`} label={t("admin.bannerCrop")} hint={t("admin.bannerCropHelp")} error={error("cropPoint")}>
            {(control) => <input name="cropPoint" className="field__control" maxLength={9} defaultValue={read.value("cropPoint", banner?.cropPoint ?? "50% 50%")} {...control} />}
          </FormField>
          <FormField id={`${id}-bg`} label={t("admin.bannerBackground")} error={error("bgColor")}>
            {(control) => <input name="bgColor" type="color" className="field__control admin-input--colour" defaultValue={read.value("bgColor", banner?.bgColor ?? "#1f3b2d")} {...control} />}
          </FormField>
          <FormField id={`${id}-fg`} label={t("admin.bannerTextColour")} error={error("textColor")}>
            {(control) => <input name="textColor" type="color" className="field__control admin-input--colour" defaultValue={read.value("textColor", banner?.textColor ?? "#ffffff")} {...control} />}
          </FormField>
        </div>
        {banner?.image ? <img className="admin-banner-image" src={banner.image} alt="" width={379} height={224} /> : null}
      </fieldset>
      <h3>{t("admin.texts")}</h3>
      {languagesFor(lang).map((textLang) => {
        const own = banner?.texts[textLang];
        const hasProblem = TEXT_FIELDS.some(([field]) => read.problem(bannerFieldName(field, textLang)));
        return (
          <details key={textLang} className="admin-lang" open={textLang === HOME_LANG || textLang === lang || hasProblem} lang={textLang}>
            <summary>
              {LANGUAGE_NAMES[textLang]}
              {own || read.value(bannerFieldName("heading", textLang), "") ? null : <span className="admin-lang__missing"> — {t("admin.bannerLanguageMissing")}</span>}
            </summary>
            <div className="admin-form__grid">
              {TEXT_FIELDS.map(([field, label]) => (
                <FormField key={field} id={`${id}-${textLang}-${field}`} label={t(label)} hint={field === "url" ? t("admin.bannerUrlHelp") : undefined} error={error(bannerFieldName(field, textLang))}>
                  {(control) => <input name={bannerFieldName(field, textLang)} className="field__control" maxLength={BANNER_LIMITS[field]} defaultValue={read.value(bannerFieldName(field, textLang), own?.[field] ?? "")} {...control} />}
                </FormField>
              ))}
            </div>
          </details>
        );
      })}
      <button className="button button--primary" type="submit">
        {banner ? t("admin.saveBanner") : t("admin.createBanner")}
      </button>
    </Form>
  );
}
