import type { InputHTMLAttributes, ReactNode } from "react";

/** What a field's control carries so that a screen reader reads its hint and message with it. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * One labelled control of a form (input, select, textarea), its hint and its message under it. The
 * control is the children's to draw, given the props that tie the hint and the error to it.
 */
export function FormField({ id, label, error, hint, children }: { id: string; label: string; error?: string | undefined; hint?: string | undefined; children: (control: ControlProps) => ReactNode }) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined })}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "maxLength" | "minLength" | "defaultValue" | "required">;

/** One labelled input of the account forms, with its hint and message. */
export function AccountField({ id, name, label, error, hint, ...input }: InputProps & { id: string; name: string; label: string; error?: string | undefined; hint?: string | undefined }) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <input name={name} className="field__control" {...input} {...control} />}
    </FormField>
  );
}
