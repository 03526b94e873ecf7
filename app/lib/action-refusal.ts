import { isDomainError, STATUS_BY_CODE, type DomainErrorCode } from "#core/errors.ts";

/** A domain error that an action answers on its own page, with the status of that answer. */
export interface Refusal<C extends DomainErrorCode> {
  code: C;
  message: string;
  /** The form field the message belongs to, when the service named one. */
  field: string | undefined;
  /** STATUS_BY_CODE of core/errors.ts: a page refuses with the status the /api/ routes use. */
  status: number;
}

/**
 * What an action's failed service call means for its form: a domain error with one of the codes this form
 * answers itself (a field's message, "too many tries"...) becomes a Refusal; anything else is thrown on,
 * to the route's error boundary, as if the action had not caught it.
 */
export function refusalOf<C extends DomainErrorCode>(error: unknown, codes: readonly C[]): Refusal<C> {
  const refusal = refusalOrNull(error, codes);
  if (refusal) return refusal;
  throw error;
}

/**
 * The same for a form that answers every other failure itself (a "try again later" message, a screen):
 * null when `error` is not a domain error with one of `codes`.
 */
export function refusalOrNull<C extends DomainErrorCode>(error: unknown, codes: readonly C[]): Refusal<C> | null {
  if (isDomainError(error) && (codes as readonly DomainErrorCode[]).includes(error.code)) {
    return { code: error.code as C, message: error.message, field: error.field, status: STATUS_BY_CODE[error.code] };
  }
  return null;
}
