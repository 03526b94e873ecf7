import { useT } from "../shell/ShellContext.tsx";

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from screen readers) that
 * programs filling every field fill in: a post with it filled is answered as sent and nothing happens.
 */
export function Honeypot() {
  const t = useT();
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t("forms.honeypot")}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
