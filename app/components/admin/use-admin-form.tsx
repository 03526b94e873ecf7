import { useId } from "react";
import { useT } from "../shell/ShellContext.tsx";
import { formReader, problemKey, type AdminFormState } from "./form-state.ts";

/**
 * One back-office form's reading of a failed post: each field's message in the page's language, and for a
 * table's cells (labelled by their row and column) the attributes and message element that tie the message to
 * the control.
 */
export function useAdminForm(state: AdminFormState | undefined, form: string) {
  const t = useT();
  const id = useId();
  const read = formReader(state, form);
  const error = (name: string): string | undefined => {
    const key = problemKey(read.problem(name));
    return key ? t(key) : undefined;
  };
  const cell = (name: string) => {
    const invalid = read.problem(name) !== undefined;
    return { "aria-invalid": invalid ? true : undefined, "aria-describedby": invalid ? `${id}-${name}-error` : undefined } as const;
  };
  const cellError = (name: string) => {
    const message = error(name);
    return message ? (
      <p className="field__error" id={`${id}-${name}-error`}>
        {message}
      </p>
    ) : null;
  };
  return { t, id, read, error, cell, cellError };
}
