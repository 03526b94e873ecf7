/**
 * The one typed domain error. Core services throw it; the HTTP layer maps `code` to a
 * status in one place (server/plugins/errors.server.ts), so rules never know about HTTP.
 */
export type DomainErrorCode =
  | "BAD_INPUT"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "UNAVAILABLE";

/**
 * Marks a DomainError across copies of this module: the storefront build bundles its own copy of core,
 * while the services it calls were built from the server's, so `instanceof` alone would miss them.
 */
const DOMAIN_ERROR = Symbol.for("outdoor-shop.domain-error");

export class DomainError extends Error {
  readonly [DOMAIN_ERROR] = true;
  readonly code: DomainErrorCode;
  /** The request field the error is about, when there is one (shown next to that field). */
  readonly field: string | undefined;

  constructor(code: DomainErrorCode, message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "DomainError";
    this.code = code;
    this.field = options.field;
  }
}

export const notFound = (message: string) => new DomainError("NOT_FOUND", message);
export const badInput = (field: string, message: string) => new DomainError("BAD_INPUT", message, { field });

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError || (error instanceof Error && (error as Partial<Record<typeof DOMAIN_ERROR, unknown>>)[DOMAIN_ERROR] === true);
}
