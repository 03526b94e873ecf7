import { useEffect, useState, type MouseEvent } from "react";
import { useT } from "#app/components/shell/ShellContext.tsx";

/** Id of the page's main region (app/components/shell/ShellLayout.tsx), the skip link's target too. */
const MAIN_ID = "main";

/**
 * Back to the top of the page (shown when more than 12 results match). A link
 * to the main region, so it works before JavaScript; with JavaScript it scrolls without adding a
 * history entry (a #main entry would count as a new page for the grid's restored count) and moves
 * focus to the start of the content, as the link would.
 */
export function BackToTop() {
  const t = useT();
  // Shown from the start before JavaScript; with it, only once the shopper has scrolled a screen down.
  const [away, setAway] = useState(true);
  useEffect(() => {
    const update = () => setAway(window.scrollY > window.innerHeight);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  };
  return (
    <a className={away ? "back-to-top" : "back-to-top back-to-top--resting"} href={`#${MAIN_ID}`} onClick={onClick}>
      <svg className="icon" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <span className="back-to-top__text">{t("catalog.backToTop")}</span>
    </a>
  );
}
