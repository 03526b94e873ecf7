import { Form } from "react-router";
import { GROUP_LINK_LIMITS, linksInOrder, shownLink, type AdminGroupLink } from "#core/admin/group-links.ts";
import type { GroupDeleteRefusal } from "#core/admin/taxonomy.ts";
import type { Lang } from "#i18n/languages.ts";
import { FormField } from "../accounts/AccountField.tsx";
import { FormAlert } from "../accounts/FormMessages.tsx";
import { FormFailureLine, LANGUAGE_NAMES } from "./ModelEditor.tsx";
import type { AdminFormState } from "./form-state.ts";
import { languagesFor } from "./TaxonomyForms.tsx";
import { useAdminForm } from "./use-admin-form.tsx";
import { ConfirmTick } from "./ConfirmTick.tsx";

const PICTURE_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/** The form name of a tile's own form (a new tile's is per language), so a failed post marks only that form. */
export const linkFormName = (link: { id: number } | { lang: Lang }) => ("id" in link ? `link-${link.id}` : `link-new-${link.lang}`);

/** One tile's fields: its title, link, order and picture; the same for a new tile. */
function LinkFields({ link, formId, state, formName }: { link: AdminGroupLink | null; formId: string; state: AdminFormState | undefined; formName: string }) {
  const { t, read, error } = useAdminForm(state, formName);
  return (
    <div className="admin-form__grid">
      <FormField id={`${formId}-title`} label={t("admin.linkTitle")} error={error("linkTitle")}>
        {(control) => <input name="linkTitle" className="field__control" maxLength={GROUP_LINK_LIMITS.title} required defaultValue={read.value("linkTitle", link?.title ?? "")} {...control} />}
      </FormField>
      <FormField id={`${formId}-url`} label={t("admin.linkUrl")} hint={t("admin.bannerUrlHelp")} error={error("linkUrl")}>
        {(control) => <input name="linkUrl" className="field__control" maxLength={GROUP_LINK_LIMITS.link} required defaultValue={read.value("linkUrl", link ? shownLink(link.link) : "")} {...control} />}
      </FormField>
      <FormField id={`${formId}-order`} label={t("admin.pictureOrder")} error={error("linkOrder")}>
        {(control) => <input name="linkOrder" className="field__control admin-input--qty" inputMode="numeric" defaultValue={read.value("linkOrder", String(link?.sortOrder ?? 0))} {...control} />}
      </FormField>
      <FormField id={`${formId}-picture`} label={t("admin.linkPicture")} hint={t("admin.linkPictureHelp")} error={error("linkPicture")}>
        {(control) => <input type="file" name="linkPicture" className="field__control" accept={PICTURE_TYPES} {...control} />}
      </FormField>
    </div>
  );
}

/**
 * The group's link tiles per language (Finnish and the page's own language open): each tile is a form of its own
 * (saved or deleted alone), and each language has a form for a new tile. Multipart posts, so they work before the
 * page's scripts load.
 */
export function GroupLinkForms({ links, state, lang, reload }: { links: AdminGroupLink[]; state: AdminFormState | undefined; lang: Lang; reload: string }) {
  const { t, id } = useAdminForm(state, "");
  return (
    <section className="admin-form" aria-labelledby={`${id}-links`}>
      <h2 id={`${id}-links`}>{t("admin.groupLinks")}</h2>
      <p className="field__hint">{t("admin.groupLinksHelp")}</p>
      {languagesFor(lang).map((tileLang) => {
        const own = linksInOrder(links, tileLang);
        const newName = linkFormName({ lang: tileLang });
        const failedHere = state !== undefined && (state.form === newName || own.some((link) => state.form === linkFormName(link)));
        return (
          <details key={tileLang} className="admin-lang" open={tileLang === lang || failedHere}>
            <summary>
              <span lang={tileLang}>{LANGUAGE_NAMES[tileLang]}</span>
              <span className="admin-lang__missing"> — {t("admin.linkCount", { count: own.length })}</span>
            </summary>
            <ol className="admin-pictures">
              {own.map((link, position) => (
                <li key={link.id} className="admin-pictures__item">
                  {link.image ? <img className="admin-pictures__image" src={link.image} alt="" width={160} height={160} loading="lazy" /> : <span className="admin-pictures__image admin-pictures__image--empty" aria-hidden="true" />}
                  <TileForm link={link} number={position + 1} state={state} reload={reload} />
                </li>
              ))}
            </ol>
            <Form method="post" encType="multipart/form-data" aria-labelledby={`${id}-new-${tileLang}`}>
              <h3 id={`${id}-new-${tileLang}`} className="admin-pictures__title">
                {t("admin.addLinkIn", { language: LANGUAGE_NAMES[tileLang] })}
              </h3>
              <NewTileFailure state={state} formName={newName} reload={reload} />
              <input type="hidden" name="linkLang" value={tileLang} />
              <LinkFields link={null} formId={`${id}-new-${tileLang}`} state={state} formName={newName} />
              <button className="button button--secondary" type="submit" name="intent" value="link-add">
                {t("admin.addLink")}
              </button>
            </Form>
          </details>
        );
      })}
    </section>
  );
}

function NewTileFailure({ state, formName, reload }: { state: AdminFormState | undefined; formName: string; reload: string }) {
  const { read } = useAdminForm(state, formName);
  return <FormFailureLine state={read.failed} reload={reload} />;
}

function TileForm({ link, number, state, reload }: { link: AdminGroupLink; number: number; state: AdminFormState | undefined; reload: string }) {
  const formName = linkFormName(link);
  const { t, id, read } = useAdminForm(state, formName);
  return (
    <Form method="post" encType="multipart/form-data" className="admin-pictures__fields" aria-labelledby={`${id}-tile`}>
      <h3 id={`${id}-tile`} className="admin-pictures__title">
        {t("admin.linkNumber", { number })}: {link.title}
      </h3>
      <FormFailureLine state={read.failed} reload={reload} />
      <input type="hidden" name="linkId" value={link.id} />
      <LinkFields link={link} formId={id} state={state} formName={formName} />
      {link.image ? (
        <label className="admin-check">
          <input type="checkbox" name="linkPictureRemove" defaultChecked={read.checked("linkPictureRemove", false)} />
          {t("admin.linkPictureRemove")}
        </label>
      ) : null}
      <div className="admin-actions">
        <button className="button button--primary" type="submit" name="intent" value="link-save">
          {t("admin.saveLink")}
        </button>
        <button className="button button--secondary" type="submit" name="intent" value="link-delete">
          {t("admin.deleteLink")}
        </button>
      </div>
    </Form>
  );
}

/** Deleting the group: a tick to confirm, and why it was refused when something still needs the group. */
export function GroupDeleteForm({ state, refused }: { state: AdminFormState | undefined; refused: GroupDeleteRefusal | null }) {
  const form = useAdminForm(state, "group-delete");
  const { t, id } = form;
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-delete`}>
      <h2 id={`${id}-delete`}>{t("admin.deleteGroup")}</h2>
      <p className="field__hint">{t("admin.deleteGroupHelp")}</p>
      {refused ? (
        <FormAlert>
          {t("admin.deleteGroupRefused")}
          {refused.subgroups > 0 ? ` ${t("admin.groupHasSubgroups", { count: refused.subgroups })}` : ""}
          {refused.models > 0 ? ` ${t("admin.groupHasModels", { count: refused.models })}` : ""}
        </FormAlert>
      ) : null}
      <ConfirmTick label={t("admin.deleteGroupConfirm")} form={form} />
      <button className="button button--secondary" type="submit" name="intent" value="delete">
        {t("admin.deleteGroup")}
      </button>
    </Form>
  );
}
