import type { NewsletterInput } from "#core/forms/form-rules.ts";

/** What a newsletter page's post answers: mail sent to confirm, confirmed, or the form again with its problems. */
export type NewsletterActionData =
  | { done: "checkMail"; email: string; days: number }
  | { done: "confirmed" }
  | { done: false; values: NewsletterInput; errors: Partial<Record<keyof NewsletterInput, string>>; formError: string };
