import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { Modal } from "#app/components/Modal.tsx";
import { pathFor } from "#i18n/routes.ts";
import { Flag } from "./Flag.tsx";
import { LocaleForm, type LocaleActionData } from "./LocaleForm.tsx";
import { returnPathOf } from "./locale-return.ts";
import type { LocaleChoices } from "./shell-types.ts";
import { useLang, useShellData, useT } from "./ShellContext.tsx";

/**
 * The delivery country's flag and the currency code. Before JavaScript loads it is
 * a link to the locale page, whose form works without script; after hydration it opens the same
 * form in the shared modal (focus trap, Escape, focus back to this control).
 */
export function LocaleControl({ className }: { className?: string }) {
  const t = useT();
  const lang = useLang();
  const shell = useShellData();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<LocaleActionData>({ key: "locale-modal" });
  const submitted = useRef(false);
  // The lists come from the locale page's loader, read when the shopper opens the modal, so no page
  // carries them unasked. Not prefetched on hover: a failed load shows the error screen, which only
  // a shopper who asked for the modal should risk.
  const choices = useFetcher<{ choices: LocaleChoices }>({ key: "locale-choices" });
  const loadChoices = () => {
    if (choices.state === "idle" && !choices.data) void choices.load(pathFor("locale", lang));
  };

  // The action answers a valid choice with a redirect back here: the page reloads its data with
  // the new cookies (prices in the new currency) and the modal closes.
  useEffect(() => {
    if (fetcher.state === "submitting") submitted.current = true;
    if (fetcher.state === "idle" && submitted.current) {
      submitted.current = false;
      if (!fetcher.data?.errors || Object.keys(fetcher.data.errors).length === 0) setOpen(false);
    }
  }, [fetcher.state, fetcher.data]);

  if (!shell) return null;
  const { countryCode, currencyCode, countryName } = shell.locale;
  const returnTo = returnPathOf(location.pathname, location.search);
  const href = `${pathFor("locale", lang)}?return=${encodeURIComponent(returnTo)}`;
  const label = t("shell.localeButton", { country: countryName, currency: currencyCode.toUpperCase() });

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // New tab, new window: let the browser follow the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadChoices();
    setOpen(true);
  };

  return (
    <>
      <a className={className ? `locale-control ${className}` : "locale-control"} href={href} aria-haspopup="dialog" onClick={onClick}>
        <Flag countryCode={countryCode} width={24} />
        <span className="locale-control__currency" aria-hidden="true">
          {currencyCode.toUpperCase()}
        </span>
        <span className="visually-hidden">{label}</span>
      </a>
      <Modal open={open} onClose={() => setOpen(false)} title={t("shell.localeModalTitle")} closeLabel={t("shell.close")} size="small">
        <LocaleForm
          choices={choices.data?.choices}
          key={`${countryCode}-${currencyCode}`}
          returnTo={returnTo}
          fetcher={fetcher}
          errors={fetcher.data?.errors}
          values={fetcher.data?.values}
        />
      </Modal>
    </>
  );
}
