import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { PAGE_LIMITS, type AdminStaticPage, type AdminTab, type PagePreview } from "#core/admin/static-pages.ts";
import { HOME_LANG } from "#core/admin/model-form.ts";
import type { Lang } from "#i18n/languages.ts";
import { FormField } from "../accounts/AccountField.tsx";
import { useT } from "../shell/ShellContext.tsx";
import { FormFailureLine, LANGUAGE_NAMES } from "./ModelEditor.tsx";
import { languagesFor } from "./TaxonomyForms.tsx";
import type { AdminFormState } from "./form-state.ts";
import { useAdminForm } from "./use-admin-form.tsx";
import { ConfirmTick } from "./ConfirmTick.tsx";

/** A posted page or tab form: a failed save, or a preview with the typed values kept. */
export type PageFormState = AdminFormState & { preview?: PagePreview };

type Texts = Partial<Record<Lang, { title: string; slug: string; contentHtml: string; metaDescription?: string }>>;

/** Title, address name, content (and a page's meta description) per language, each with its preview button. */
function LanguageSections({ form, texts, state, lang, withMeta }: { form: string; texts: Texts; state: PageFormState | undefined; lang: Lang; withMeta: boolean }) {
  const { t, id, read, error } = useAdminForm(state, form);
  return (
    <>
      <h3>{t("admin.texts")}</h3>
      {languagesFor(lang).map((textLang) => {
        const own = texts[textLang];
        const name = (field: string) => `${field}_${textLang}`;
        const hasProblem = ["title", "slug", "contentHtml", "metaDescription"].some((field) => read.problem(name(field)));
        const previewed = state?.preview?.lang === textLang;
        return (
          <details key={textLang} className="admin-lang" open={textLang === HOME_LANG || textLang === lang || hasProblem || previewed} lang={textLang}>
            <summary>
              {LANGUAGE_NAMES[textLang]}
              {own || read.value(name("title"), "") ? null : <span className="admin-lang__missing"> — {t("admin.pageLanguageMissing")}</span>}
            </summary>
            <div className="admin-form__grid">
              <FormField id={`${id}-${textLang}-title`} label={t("admin.pageTitle")} error={error(name("title"))}>
                {(control) => <input name={name("title")} className="field__control" maxLength={PAGE_LIMITS.title} defaultValue={read.value(name("title"), own?.title ?? "")} {...control} />}
              </FormField>
              <FormField id={`${id}-${textLang}-slug`} label={t("admin.textSlug")} hint={t("admin.pageSlugHelp")} error={error(name("slug"))}>
                {(control) => <input name={name("slug")} className="field__control" maxLength={PAGE_LIMITS.slug} defaultValue={read.value(name("slug"), own?.slug ?? "")} {...control} />}
              </FormField>
            </div>
            {withMeta ? (
              <FormField id={`${id}-${textLang}-meta`} label={t("admin.textMeta")} error={error(name("metaDescription"))}>
                {(control) => <textarea name={name("metaDescription")} className="field__control" rows={2} maxLength={PAGE_LIMITS.metaDescription} defaultValue={read.value(name("metaDescription"), own?.metaDescription ?? "")} {...control} />}
              </FormField>
            ) : null}
            <FormField id={`${id}-${textLang}-content`} label={t("admin.pageContent")} hint={t("admin.textDescriptionHelp")} error={error(name("contentHtml"))}>
              {(control) => <textarea name={name("contentHtml")} className="field__control admin-form__code" rows={12} defaultValue={read.value(name("contentHtml"), own?.contentHtml ?? "")} {...control} />}
            </FormField>
            <button className="button button--secondary" type="submit" name="preview" value={textLang}>
              {t("admin.previewIn", { language: LANGUAGE_NAMES[textLang] })}
            </button>
          </details>
        );
      })}
    </>
  );
}

/** What the shop would show for the typed texts: the title and the sanitised content, nothing saved. */
export function PagePreviewPanel({ preview }: { preview: PagePreview }) {
  const t = useT();
  const panel = useRef<HTMLElement>(null);
  // The preview button sits at the end of a long form: the answer brings the preview into view and reading focus.
  useEffect(() => panel.current?.focus(), [preview]);
  return (
    <section ref={panel} tabIndex={-1} className="admin-preview" aria-labelledby="admin-preview-title" lang={preview.lang}>
      <h2 id="admin-preview-title">{t("admin.previewHeading", { language: LANGUAGE_NAMES[preview.lang] })}</h2>
      <p className="field__hint">{t("admin.previewHelp")}</p>
      <article className="admin-preview__page">
        <h1>{preview.title}</h1>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: preview.html }} />
      </article>
    </section>
  );
}

/** A page's form: its key and kind when new, its order, the published tick and its texts. Used for a new page too. */
export function PageForm({ page, state, lang, reload }: { page: AdminStaticPage | null; state: PageFormState | undefined; lang: Lang; reload: string }) {
  const { t, id, read, error } = useAdminForm(state, "page");
  return (
    <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.pageHeading")}</h2>
      <FormFailureLine state={state?.preview ? undefined : read.failed} reload={reload} />
      {page ? <input type="hidden" name="version" value={page.version} /> : null}
      <div className="admin-form__grid">
        {page ? (
          <p>
            {t("admin.pageKey")}: <code>{page.key}</code> · {page.kind === "tabs" ? t("admin.pageKindTabs") : t("admin.pageKindPage")}
          </p>
        ) : (
          <>
            <FormField id={`${id}-key`} label={t("admin.pageKey")} hint={t("admin.pageKeyHelp")} error={error("key")}>
              {(control) => <input name="key" className="field__control" maxLength={PAGE_LIMITS.key} required defaultValue={read.value("key", "")} {...control} />}
            </FormField>
            <FormField id={`${id}-kind`} label={t("admin.pageKind")} error={error("kind")}>
              {(control) => (
                <select name="kind" className="field__control" defaultValue={read.value("kind", "page")} {...control}>
                  <option value="page">{t("admin.pageKindPage")}</option>
                  <option value="tabs">{t("admin.pageKindTabs")}</option>
                </select>
              )}
            </FormField>
          </>
        )}
        <FormField id={`${id}-order`} label={t("admin.sortOrder")} error={error("sortOrder")}>
          {(control) => <input name="sortOrder" className="field__control admin-input--qty" inputMode="numeric" defaultValue={read.value("sortOrder", String(page?.sortOrder ?? 0))} {...control} />}
        </FormField>
      </div>
      <label className="admin-check">
        <input type="checkbox" name="published" defaultChecked={read.checked("published", page?.published ?? false)} />
        {t("admin.pagePublished")}
      </label>
      <LanguageSections form="page" texts={page?.texts ?? {}} state={state} lang={lang} withMeta />
      <button className="button button--primary" type="submit">
        {page ? t("admin.savePage") : t("admin.createPage")}
      </button>
    </Form>
  );
}

/** The tabs of a page with tabs, as a tree with links to each tab's form. */
export function TabList({ page, lang, tabPath, newTab }: { page: AdminStaticPage; lang: Lang; tabPath: (id: number) => string; newTab: string }) {
  const t = useT();
  const title = (tab: AdminTab) => tab.texts[lang]?.title ?? tab.texts[HOME_LANG]?.title ?? String(tab.id);
  const top = page.tabs.filter((tab) => tab.parentTabId === null);
  return (
    <section className="admin-form" aria-labelledby="admin-tabs-title">
      <h2 id="admin-tabs-title">{t("admin.pageTabs")}</h2>
      {top.length === 0 ? <p>{t("admin.pageTabsNone")}</p> : null}
      <ul className="admin-tab-tree">
        {top.map((tab) => (
          <li key={tab.id}>
            <Link to={tabPath(tab.id)}>{title(tab)}</Link>
            {page.tabs.some((child) => child.parentTabId === tab.id) ? (
              <ul>
                {page.tabs
                  .filter((child) => child.parentTabId === tab.id)
                  .map((child) => (
                    <li key={child.id}>
                      <Link to={tabPath(child.id)}>{title(child)}</Link>
                    </li>
                  ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <Link className="button button--secondary" to={newTab}>
        {t("admin.newTab")}
      </Link>
    </section>
  );
}

/** A tab's form: the tab it is under, its order and its texts; a saved tab can be deleted with the tabs under it. */
export function TabForm({ page, tab, state, lang, reload }: { page: AdminStaticPage; tab: AdminTab | null; state: PageFormState | undefined; lang: Lang; reload: string }) {
  const { t, id, read, error } = useAdminForm(state, "tab");
  const deleteForm = useAdminForm(state, "tab-delete");
  const parents = page.tabs.filter((candidate) => candidate.parentTabId === null && candidate.id !== tab?.id);
  return (
    <>
      <Form method="post" className="admin-form" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t("admin.tabHeading")}</h2>
        <FormFailureLine state={state?.preview ? undefined : read.failed} reload={reload} />
        <div className="admin-form__grid">
          <FormField id={`${id}-parent`} label={t("admin.tabParent")} error={error("parentTabId")}>
            {(control) => (
              <select name="parentTabId" className="field__control" defaultValue={read.value("parentTabId", tab?.parentTabId === null || !tab ? "" : String(tab.parentTabId))} {...control}>
                <option value="">{t("admin.topLevel")}</option>
                {parents.map((parent) => (
                  <option key={parent.id} value={parent.id}>
                    {parent.texts[lang]?.title ?? parent.texts[HOME_LANG]?.title ?? parent.id}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-order`} label={t("admin.tabOrder")} error={error("sortOrder")}>
            {(control) => <input name="sortOrder" className="field__control admin-input--qty" inputMode="numeric" defaultValue={read.value("sortOrder", String(tab?.sortOrder ?? 0))} {...control} />}
          </FormField>
        </div>
        <LanguageSections form="tab" texts={tab?.texts ?? {}} state={state} lang={lang} withMeta={false} />
        <button className="button button--primary" type="submit">
          {tab ? t("admin.saveTab") : t("admin.createTab")}
        </button>
      </Form>
      {tab ? (
        <Form method="post" className="admin-form" aria-labelledby={`${id}-delete`}>
          <h2 id={`${id}-delete`}>{t("admin.deleteTab")}</h2>
          <p className="field__hint">{t("admin.deleteTabHelp")}</p>
          <ConfirmTick label={t("admin.deleteTabConfirm")} form={deleteForm} />
          <button className="button button--secondary" type="submit" name="intent" value="delete">
            {t("admin.deleteTab")}
          </button>
        </Form>
      ) : null}
    </>
  );
}
