import { Form } from "react-router";
import {
  ALT_LIMIT,
  imageAltFieldName,
  imageFieldName,
  PICTURE_FILES_FIELD,
  UPLOAD_COLOUR_FIELD,
  uploadAltFieldName,
  type AdminImage,
} from "#core/admin/model-pictures.ts";
import { HOME_LANG } from "#core/admin/model-form.ts";
import { MAX_PICTURES_PER_POST } from "#core/images/pictures.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { FormField, type ControlProps } from "../accounts/AccountField.tsx";
import { FormFailureLine, LANGUAGE_NAMES, type EditorChoicesView } from "./ModelEditor.tsx";
import { useT } from "../shell/ShellContext.tsx";
import type { AdminFormState } from "./form-state.ts";
import { useAdminForm } from "./use-admin-form.tsx";

/** The home language first, then the page's own, then the others. */
const altLanguages = (lang: Lang): Lang[] => [...new Set<Lang>([HOME_LANG, lang, ...LANGUAGES])];

function ColourSelect({ name, value, colours, control }: { name: string; value: string; colours: EditorChoicesView["colours"]; control: ControlProps }) {
  const t = useT();
  return (
    <select name={name} className="field__control" defaultValue={value} {...control}>
      <option value="">{t("admin.allColours")}</option>
      {colours.map((colour) => (
        <option key={colour.slug} value={colour.slug}>
          {colour.name}
        </option>
      ))}
    </select>
  );
}

/**
 * New pictures for the model: up to ten files, for one colour or all, with their alternative text. The form posts
 * as multipart, so it works before the page's scripts load.
 */
export function PictureUploadForm({ version, colours, state, lang, reload }: { version: number; colours: EditorChoicesView["colours"]; state: AdminFormState | undefined; lang: Lang; reload: string }) {
  const { t, id, read, error } = useAdminForm(state, "upload");
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.uploadPictures")}</h2>
      <p className="field__hint">{t("admin.uploadPicturesHelp", { max: MAX_PICTURES_PER_POST })}</p>
      <FormFailureLine state={read.failed} reload={reload} />
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="version" value={version} />
      <div className="admin-form__grid">
        <FormField id={`${id}-files`} label={t("admin.pictureFiles")} error={error(PICTURE_FILES_FIELD)}>
          {(control) => <input type="file" name={PICTURE_FILES_FIELD} className="field__control" accept="image/jpeg,image/png,image/webp,image/avif" multiple required {...control} />}
        </FormField>
        <FormField id={`${id}-colour`} label={t("admin.pictureColour")} error={error(UPLOAD_COLOUR_FIELD)}>
          {(control) => <ColourSelect name={UPLOAD_COLOUR_FIELD} value={read.value(UPLOAD_COLOUR_FIELD, "")} colours={colours} control={control} />}
        </FormField>
      </div>
      <fieldset className="admin-form__alt">
        <legend>{t("admin.pictureAlt")}</legend>
        <div className="admin-form__grid">
          {altLanguages(lang).map((altLang) => (
            <FormField key={altLang} id={`${id}-alt-${altLang}`} label={LANGUAGE_NAMES[altLang]} error={error(uploadAltFieldName(altLang))}>
              {(control) => <input name={uploadAltFieldName(altLang)} lang={altLang} className="field__control" maxLength={ALT_LIMIT} defaultValue={read.value(uploadAltFieldName(altLang), "")} {...control} />}
            </FormField>
          ))}
        </div>
      </fieldset>
      <button className="button button--primary" type="submit">
        {t("admin.uploadPictures")}
      </button>
    </Form>
  );
}

/** The model's pictures (uploaded ones and drawings): each one's place, colour, alternative text and removal. */
export function PictureListForm({ version, images, colours, state, lang, reload }: { version: number; images: AdminImage[]; colours: EditorChoicesView["colours"]; state: AdminFormState | undefined; lang: Lang; reload: string }) {
  const { t, id, read, error } = useAdminForm(state, "pictures");
  if (images.length === 0) return null;
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.pictures")}</h2>
      <p className="field__hint">{t("admin.picturesHelp")}</p>
      <FormFailureLine state={read.failed} reload={reload} />
      <input type="hidden" name="intent" value="pictures" />
      <input type="hidden" name="version" value={version} />
      <ol className="admin-pictures">
        {images.map((image, position) => {
          const field = (name: "order" | "colour" | "remove") => imageFieldName(image.id, name);
          const label = t(image.picture ? "admin.pictureNumber" : "admin.drawingNumber", { number: position + 1 });
          const hasAltProblem = LANGUAGES.some((altLang) => read.problem(imageAltFieldName(image.id, altLang)));
          return (
            <li key={image.id} className="admin-pictures__item">
              <img className="admin-pictures__image" src={image.url} alt={image.alt[lang] ?? label} width={160} height={160} loading="lazy" />
              <div className="admin-pictures__fields">
                <h3 className="admin-pictures__title">{label}</h3>
                <div className="admin-form__grid">
                  <FormField id={`${id}-${image.id}-order`} label={t("admin.pictureOrder")} error={error(field("order"))}>
                    {(control) => <input name={field("order")} className="field__control admin-input--qty" inputMode="numeric" defaultValue={read.value(field("order"), String(image.sortOrder))} {...control} />}
                  </FormField>
                  <FormField id={`${id}-${image.id}-colour`} label={t("admin.pictureColour")} error={error(field("colour"))}>
                    {(control) => <ColourSelect name={field("colour")} value={read.value(field("colour"), image.colourSlug ?? "")} colours={colours} control={control} />}
                  </FormField>
                </div>
                <details className="admin-lang" open={hasAltProblem}>
                  <summary>{t("admin.pictureAlt")}</summary>
                  <div className="admin-form__grid">
                    {altLanguages(lang).map((altLang) => {
                      const name = imageAltFieldName(image.id, altLang);
                      return (
                        <FormField key={altLang} id={`${id}-${image.id}-alt-${altLang}`} label={LANGUAGE_NAMES[altLang]} error={error(name)}>
                          {(control) => <input name={name} lang={altLang} className="field__control" maxLength={ALT_LIMIT} defaultValue={read.value(name, image.alt[altLang] ?? "")} {...control} />}
                        </FormField>
                      );
                    })}
                  </div>
                </details>
                <label className="admin-check">
                  <input type="checkbox" name={field("remove")} defaultChecked={read.checked(field("remove"), false)} />
                  {t("admin.pictureRemove")}
                </label>
              </div>
            </li>
          );
        })}
      </ol>
      <button className="button button--primary" type="submit">
        {t("admin.savePictures")}
      </button>
    </Form>
  );
}
