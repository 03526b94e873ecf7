import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { MailIcon } from "#app/components/icons/Icons.tsx";
import { CONTINUE_SHOPPING_DELAY_MS, type ErrorScreenModel } from "./error-data.ts";
import { statusMessageKey } from "./error-status.ts";
import { useShellEnv, useT } from "./ShellContext.tsx";
import type { Translator } from "#i18n/messages.ts";

/**
 * The error screen: the status code and its localized text, the
 * not-found path, a "Go to front page" button and the shop's contact e-mail. The continue-shopping
 * variant moves on after 1 s, a JSON redirect at once (both only to paths of this site). Everything
 * shown is text: a path typed into the address bar can never become markup.
 */
export function ErrorScreen({ model }: { model: ErrorScreenModel }) {
  const t = useT();
  const { contactEmail } = useShellEnv();
  const navigate = useNavigate();
  const redirect = model.variant === "redirect" || model.variant === "continue-shopping" ? model.redirect : null;
  const delay = model.variant === "continue-shopping" ? CONTINUE_SHOPPING_DELAY_MS : 0;

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => void navigate(redirect, { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [redirect, delay, navigate]);

  // The status line and the status text once, then what was missing or failed once: "Not found" over
  // "Page not found: /x/" or "Manufacturer not found.", never the same words twice.
  const message = errorMessage(model, t);

  return (
    <section className="error-screen" aria-labelledby="error-screen-title">
      <p className="error-screen__code">{t("errors.errorCode", { status: model.status })}</p>
      <h1 id="error-screen-title" className="error-screen__title">
        {t(statusMessageKey(model.status))}
      </h1>
      {message ? <p className="error-screen__message">{message}</p> : null}
      <div className="error-screen__actions">
        {redirect && model.variant === "continue-shopping" ? (
          <Link className="button button--primary" to={redirect} replace>
            {t("errors.continueShopping")}
          </Link>
        ) : null}
        {/* A document link: after an error, the front page should load fresh. */}
        <a className={redirect && model.variant === "continue-shopping" ? "button button--secondary" : "button button--primary"} href="/">
          {t("errors.goToFrontPage")}
        </a>
      </div>
      {contactEmail ? (
        <p className="error-screen__contact">
          <MailIcon size={20} />{" "}
          {splitAround(t("errors.contactEmail", { email: "\u0000" }), (before, after) => (
            <>
              {before}
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              {after}
            </>
          ))}
        </p>
      ) : null}
    </section>
  );
}

/** What the screen says under its status text, if anything: the missing page with its path, or the loader's own message. */
export function errorMessage(model: ErrorScreenModel, t: Translator): string | null {
  switch (model.variant) {
    case "not-found":
      return t("errors.pageNotFound", { path: model.path });
    case "message":
      return model.message;
    case "resources":
      return t("errors.resourcesFailed");
    default:
      return null;
  }
}

/** Puts a link where the placeholder was in a translated sentence, whatever the word order. */
function splitAround(text: string, render: (before: string, after: string) => React.ReactNode): React.ReactNode {
  const at = text.indexOf("\u0000");
  if (at === -1) return text;
  return render(text.slice(0, at), text.slice(at + 1));
}
