import { useState } from "react";
import { Modal } from "#app/components/Modal.tsx";
import { useHydrated } from "#app/components/catalog/use-hydrated.ts";
import { useT } from "#app/components/shell/ShellContext.tsx";
import type { DescriptionExcerpt } from "./description.ts";

/**
 * The trimmed description of a group or brand page with 'Read more'. Both cuts are in
 * the page and CSS shows the phone's or the desktop's; 'Read more' appears only where the shown cut
 * left something out. With JavaScript it opens the whole description in a modal; before JavaScript
 * it is a disclosure that shows the whole description in place, so the text is never out of reach.
 * The HTML comes sanitized from the catalogue service.
 */
export function ReadMoreDescription({ title, html, excerpt }: { title: string; html: string; excerpt: DescriptionExcerpt }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { mobile, desktop } = excerpt;
  if (!mobile.text && !desktop.text) return null;

  // The phone's cut is never longer than the desktop's, so a trimmed desktop text is trimmed on phones too.
  const moreClass = desktop.trimmed ? "read-more__more" : "read-more__more read-more__more--narrow-only";
  const more = !mobile.trimmed ? null : hydrated ? (
    <button type="button" className={`button button--quiet button--small ${moreClass}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
      {t("catalogPages.readMore")}
    </button>
  ) : (
    <details className={moreClass}>
      <summary className="read-more__summary">{t("catalogPages.readMore")}</summary>
      <div className="read-more__whole rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </details>
  );

  return (
    <div className="read-more">
      {mobile.text === desktop.text ? (
        <p className="read-more__text">{desktop.text}</p>
      ) : (
        <>
          <p className="read-more__text read-more__text--narrow">{mobile.text}</p>
          <p className="read-more__text read-more__text--wide">{desktop.text}</p>
        </>
      )}
      {more}
      <Modal open={open} onClose={() => setOpen(false)} title={title} closeLabel={t("shell.close")} size="large">
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
      </Modal>
    </div>
  );
}
