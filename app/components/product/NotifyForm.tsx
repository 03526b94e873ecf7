import { useState, type FormEvent } from "react";
import { useActionData } from "react-router";
import { useLang, useT } from "#app/components/shell/ShellContext.tsx";
import { apiClient, failureOf } from "#app/lib/api-client.ts";

/** What the page's action answers to the notifier form posted without JavaScript. */
export type NotifyAnswer = { ok: true } | { ok: false; field: string | null; message: string };

function stateOf(answer: NotifyAnswer | undefined): NotifyState {
  if (!answer) return { kind: "idle" };
  return answer.ok ? { kind: "done" } : { kind: "error", field: answer.field, message: answer.message };
}

type NotifyState = { kind: "idle" } | { kind: "sending" } | { kind: "done" } | { kind: "error"; field: string | null; message: string };

/**
 * The back-in-stock notifier (shown where the variant cannot be bought): POST
 * /api/product_availability_email_notify/, or the page's action before JavaScript.
 */
export function NotifyForm({ variantId, email: signedInEmail }: { variantId: number | null; email: string | null }) {
  const t = useT();
  const lang = useLang();
  // Before JavaScript the form posts to the page's action, whose answer arrives here.
  const answered = useActionData() as { notify?: NotifyAnswer } | undefined;
  // A signed-in customer is asked on their own address; they may still type another.
  const [email, setEmail] = useState(signedInEmail ?? "");
  const [state, setState] = useState<NotifyState>(stateOf(answered?.notify));
  if (variantId === null) return null;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: "sending" });
    try {
      await apiClient.post("/api/product_availability_email_notify/", { email, product_id: variantId, lang_code: lang });
      setEmail(signedInEmail ?? "");
      setState({ kind: "done" });
    } catch (error) {
      // The server's message for the address it refused (400); anything else is one message of ours.
      const failure = failureOf(error);
      if (failure.status === 400 && failure.message) return setState({ kind: "error", field: failure.field, message: failure.message });
      setState({ kind: "error", field: null, message: t("product.notifyUnexpected") });
    }
  };
  const fieldError = state.kind === "error" && state.field === "email" ? state.message : null;
  return (
    <form className="notify-form" method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 className="notify-form__title">{t("product.notifyTitle")}</h2>
      <input type="hidden" name="intent" value="notify" />
      <input type="hidden" name="product_id" value={variantId} />
      <label className="field__label" htmlFor="notify-email">
        {t("product.notifyEmail")}
      </label>
      <input
        id="notify-email"
        className="field__control"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? "notify-email-error" : undefined}
      />
      {fieldError ? (
        <p id="notify-email-error" className="field__error">
          {fieldError}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary" disabled={state.kind === "sending"}>
        {t("product.notifySubmit")}
      </button>
      <p className="notify-form__status" role="status">
        {state.kind === "done" ? t("product.notifySuccess") : state.kind === "error" && !fieldError ? state.message : ""}
      </p>
    </form>
  );
}
