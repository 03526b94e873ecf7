import type { FormProblemCode } from "#core/forms/form-rules.ts";
import { FIELD_MAX, MESSAGE_MIN } from "#core/forms/form-rules.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";

/** A posted form's text field, read a little past its limit so that an over-long one gets its message instead of being cut. */
export function formText(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max + 100) : "";
}

/** The field's specific message for an "invalid" value. */
const INVALID: Record<string, MessageKey> = {
  email: "forms.problem.email",
  phone: "forms.problem.phone",
  topic: "forms.problem.topic",
  orderNumber: "forms.problem.orderNumber",
  businessId: "forms.problem.businessId",
};

/** Each problem as the sentence under its field, in the visitor's language. */
export function formMessages<F extends string>(lang: Lang, problems: Partial<Record<F, FormProblemCode>>): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const [field, code] of Object.entries(problems) as Array<[F, FormProblemCode]>) {
    messages[field] =
      code === "tooLong"
        ? translate(lang, "forms.problem.tooLong", { max: FIELD_MAX[field as keyof typeof FIELD_MAX] ?? FIELD_MAX.message })
        : code === "tooShort"
          ? translate(lang, "forms.problem.tooShort", { min: MESSAGE_MIN })
          : field === "consent"
            ? translate(lang, "forms.problem.consent")
            : field === "topic"
              ? translate(lang, "forms.problem.topic")
              : code === "invalid"
                ? translate(lang, INVALID[field] ?? "forms.problem.required")
                : translate(lang, "forms.problem.required");
  }
  return messages;
}
