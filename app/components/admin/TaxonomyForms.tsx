import { Form } from "react-router";
import type { AdminBrand, AdminGroup } from "#core/admin/taxonomy.ts";
import { BRAND_TEXT_LIMITS, brandFieldName, GROUP_TEXT_LIMITS, groupFieldName, type GroupTextField } from "#core/admin/taxonomy-form.ts";
import { HOME_LANG } from "#core/admin/model-form.ts";
import { carouselOrderField, MAX_CAROUSEL_PICTURES } from "#core/admin/brand-carousel.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import type { MessageKey } from "#i18n/messages.ts";
import { FormField } from "../accounts/AccountField.tsx";
import { FormFailureLine, LANGUAGE_NAMES } from "./ModelEditor.tsx";
import type { AdminFormState } from "./form-state.ts";
import { useAdminForm } from "./use-admin-form.tsx";

/** The home language first, then the page's own, then the others. */
export const languagesFor = (lang: Lang): Lang[] => [...new Set<Lang>([HOME_LANG, lang, ...LANGUAGES])];

const GROUP_TEXT_FIELDS: Array<[GroupTextField, MessageKey, "input" | "textarea"]> = [
  ["name", "admin.groupName", "input"],
  ["shortName", "admin.groupShortName", "input"],
  ["slug", "admin.textSlug", "input"],
  ["metaTitle", "admin.groupMetaTitle", "input"],
  ["metaDescription", "admin.textMeta", "textarea"],
  ["descriptionHtml", "admin.textDescription", "textarea"],
];

/**
 * A product group's form: the group above it, its place in the menu and its texts per language (Finnish and the
 * page's own language open). Used for a new group too.
 */
/** A group a group can be put under: its place in the tree and its name in the page's language. */
export interface ParentChoice {
  id: number;
  depth: number;
  name: string;
}

export function GroupForm({ group, parents, state, lang, reload }: { group: AdminGroup | null; parents: ParentChoice[]; state: AdminFormState | undefined; lang: Lang; reload: string }) {
  const { t, id, read, error } = useAdminForm(state, "group");
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.groupHeading")}</h2>
      <FormFailureLine state={read.failed} reload={reload} />
      <div className="admin-form__grid">
        <FormField id={`${id}-parent`} label={t("admin.parentGroup")} error={error("parent")}>
          {(control) => (
            <select name="parent" className="field__control" defaultValue={read.value("parent", group?.parentId ? String(group.parentId) : "")} {...control}>
              <option value="">{t("admin.topLevel")}</option>
              {parents.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {`${"\u2003".repeat(candidate.depth)}${candidate.name}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-order`} label={t("admin.sortOrder")} error={error("sortOrder")}>
          {(control) => <input name="sortOrder" className="field__control admin-input--qty" inputMode="numeric" defaultValue={read.value("sortOrder", String(group?.sortOrder ?? 0))} {...control} />}
        </FormField>
      </div>
      <label className="admin-check">
        <input type="checkbox" name="showInMenu" defaultChecked={read.checked("showInMenu", group?.showInMenu ?? true)} />
        {t("admin.showInMenu")}
      </label>
      <h3>{t("admin.texts")}</h3>
      {languagesFor(lang).map((textLang) => {
        const texts = group?.texts[textLang];
        const hasProblem = GROUP_TEXT_FIELDS.some(([field]) => read.problem(groupFieldName(field, textLang)));
        return (
          <details key={textLang} className="admin-lang" open={textLang === HOME_LANG || textLang === lang || hasProblem} lang={textLang}>
            <summary>
              {LANGUAGE_NAMES[textLang]}
              {texts?.path ? <span className="admin-lang__missing"> — /{texts.path}/</span> : null}
            </summary>
            <div className="admin-form__grid">
              {GROUP_TEXT_FIELDS.map(([field, label, kind]) => {
                const name = groupFieldName(field, textLang);
                const stored = texts?.[field] ?? "";
                return (
                  <FormField key={field} id={`${id}-${textLang}-${field}`} label={t(label)} hint={field === "slug" ? t("admin.textSlugHelp") : undefined} error={error(name)}>
                    {(control) =>
                      kind === "input" ? (
                        <input name={name} className="field__control" maxLength={GROUP_TEXT_LIMITS[field]} defaultValue={read.value(name, stored)} required={field === "name" && textLang === HOME_LANG} {...control} />
                      ) : (
                        <textarea name={name} className={`field__control${field === "descriptionHtml" ? " admin-form__code" : ""}`} rows={field === "descriptionHtml" ? 5 : 2} defaultValue={read.value(name, stored)} {...control} />
                      )
                    }
                  </FormField>
                );
              })}
            </div>
          </details>
        );
      })}
      <button className="button button--primary" type="submit">
        {group ? t("admin.saveGroup") : t("admin.createGroup")}
      </button>
    </Form>
  );
}

/** A brand's form: its name, address name, colour, visibility, logo and texts per language. */
export function BrandForm({ brand, state, lang, reload }: { brand: AdminBrand | null; state: AdminFormState | undefined; lang: Lang; reload: string }) {
  const { t, id, read, error } = useAdminForm(state, "brand");
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.brandHeading")}</h2>
      <FormFailureLine state={read.failed} reload={reload} />
      <div className="admin-form__grid">
        <FormField id={`${id}-name`} label={t("admin.brandName")} error={error("name")}>
          {(control) => <input name="name" className="field__control" maxLength={60} required defaultValue={read.value("name", brand?.name ?? "")} {...control} />}
        </FormField>
        <FormField id={`${id}-slug`} label={t("admin.brandSlug")} hint={t("admin.brandSlugHelp")} error={error("slug")}>
          {(control) => <input name="slug" className="field__control" maxLength={120} defaultValue={read.value("slug", brand?.slug ?? "")} {...control} />}
        </FormField>
        <FormField id={`${id}-colour`} label={t("admin.brandColour")} error={error("colorHex")}>
          {(control) => <input name="colorHex" type="color" className="field__control admin-input--colour" defaultValue={read.value("colorHex", brand?.colorHex ?? "#1f5d3a")} {...control} />}
        </FormField>
        <FormField id={`${id}-logo`} label={t("admin.brandLogo")} hint={t("admin.brandLogoHelp")} error={error("logo")}>
          {(control) => <input name="logo" type="file" className="field__control" accept="image/jpeg,image/png,image/webp,image/avif" {...control} />}
        </FormField>
      </div>
      {brand?.logo ? <img className="admin-brand-logo" src={brand.logo} alt={brand.name} width={240} height={80} /> : null}
      <label className="admin-check">
        <input type="checkbox" name="isPublic" defaultChecked={read.checked("isPublic", brand?.isPublic ?? true)} />
        {t("admin.brandPublic")}
      </label>
      <h3>{t("admin.texts")}</h3>
      {languagesFor(lang).map((textLang) => {
        const texts = brand?.texts[textLang];
        const fields = Object.keys(BRAND_TEXT_LIMITS) as Array<keyof typeof BRAND_TEXT_LIMITS>;
        const hasProblem = fields.some((field) => read.problem(brandFieldName(field, textLang)));
        return (
          <details key={textLang} className="admin-lang" open={textLang === HOME_LANG || textLang === lang || hasProblem} lang={textLang}>
            <summary>{LANGUAGE_NAMES[textLang]}</summary>
            <FormField id={`${id}-${textLang}-title`} label={t("admin.brandTitle")} error={error(brandFieldName("title", textLang))}>
              {(control) => <input name={brandFieldName("title", textLang)} className="field__control" maxLength={BRAND_TEXT_LIMITS.title} defaultValue={read.value(brandFieldName("title", textLang), texts?.title ?? "")} {...control} />}
            </FormField>
            <FormField id={`${id}-${textLang}-description`} label={t("admin.brandDescription")} error={error(brandFieldName("description", textLang))}>
              {(control) => <textarea name={brandFieldName("description", textLang)} className="field__control admin-form__code" rows={4} defaultValue={read.value(brandFieldName("description", textLang), texts?.description ?? "")} {...control} />}
            </FormField>
            <FormField id={`${id}-${textLang}-meta`} label={t("admin.textMeta")} error={error(brandFieldName("metaDescription", textLang))}>
              {(control) => <textarea name={brandFieldName("metaDescription", textLang)} className="field__control" rows={2} maxLength={BRAND_TEXT_LIMITS.metaDescription} defaultValue={read.value(brandFieldName("metaDescription", textLang), texts?.metaDescription ?? "")} {...control} />}
            </FormField>
          </details>
        );
      })}
      <button className="button button--primary" type="submit">
        {brand ? t("admin.saveBrand") : t("admin.createBrand")}
      </button>
    </Form>
  );
}

/**
 * The brand page's carousel: an upload form that adds pictures at the end, and the pictures with their order
 * numbers and a remove tick, saved together. Both work before the page's scripts load.
 */
export function BrandCarouselForms({ brand, state, reload }: { brand: AdminBrand; state: AdminFormState | undefined; reload: string }) {
  const upload = useAdminForm(state, "carousel-upload");
  const list = useAdminForm(state, "carousel");
  const { t } = upload;
  const uploadError = upload.read.problem("promoPictures") === "tooMany" ? t("admin.carouselFull", { max: MAX_CAROUSEL_PICTURES }) : upload.error("promoPictures");
  return (
    <section className="admin-form" aria-labelledby={`${upload.id}-carousel`}>
      <h2 id={`${upload.id}-carousel`}>{t("admin.brandCarousel")}</h2>
      <p className="field__hint">{t("admin.brandCarouselHelp", { max: MAX_CAROUSEL_PICTURES })}</p>
      {brand.promoImages.length === 0 ? (
        <p>{t("admin.noCarousel")}</p>
      ) : (
        <Form method="post" aria-label={t("admin.brandCarousel")}>
          <FormFailureLine state={list.read.failed} reload={reload} />
          <ol className="admin-pictures">
            {brand.promoImages.map((image, index) => {
              const label = t("admin.pictureNumber", { number: index + 1 });
              return (
                <li key={image} className="admin-pictures__item">
                  <img className="admin-pictures__image admin-pictures__image--wide" src={image} alt={label} width={160} height={107} loading="lazy" />
                  <fieldset className="admin-pictures__fields">
                    <legend className="admin-pictures__title">{label}</legend>
                    <input type="hidden" name="promo" value={image} />
                    <FormField id={`${list.id}-${index}-order`} label={t("admin.pictureOrder")} error={list.error(carouselOrderField(index))}>
                      {(control) => <input name={carouselOrderField(index)} className="field__control admin-input--qty" inputMode="numeric" defaultValue={list.read.value(carouselOrderField(index), String(index + 1))} {...control} />}
                    </FormField>
                    <label className="admin-check">
                      <input type="checkbox" name="promoRemove" value={image} defaultChecked={list.read.values("promoRemove", []).includes(image)} />
                      {t("admin.carouselRemove")}
                    </label>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button className="button button--primary" type="submit" name="intent" value="carousel">
            {t("admin.saveCarousel")}
          </button>
        </Form>
      )}
      <Form method="post" encType="multipart/form-data" className={brand.promoImages.length > 0 ? "admin-subform" : undefined} aria-label={t("admin.addCarouselPictures")}>
        <FormFailureLine state={upload.read.failed} reload={reload} />
        <FormField id={`${upload.id}-files`} label={t("admin.carouselFiles")} hint={t("admin.carouselFilesHelp")} error={uploadError}>
          {(control) => <input type="file" name="promoPictures" className="field__control" accept="image/jpeg,image/png,image/webp,image/avif" multiple required {...control} />}
        </FormField>
        <button className="button button--secondary" type="submit" name="intent" value="carousel-upload">
          {t("admin.addCarouselPictures")}
        </button>
      </Form>
    </section>
  );
}
