/**
 * The one typed domain error. Core services throw it with a code and never choose an HTTP status: both
 * edges answer a code with the status of STATUS_BY_CODE below, the /api/ error handler
 * (server/plugins/errors.server.ts) and the storefront's actions (app/lib/action-refusal.ts).
 */
export type DomainErrorCode =
  | "BAD_INPUT"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "UNAVAILABLE";

/** The HTTP status that answers each code, on the /api/ routes and on the storefront's pages alike. */
export const STATUS_BY_CODE: Readonly<Record<DomainErrorCode, number>> = {
  BAD_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

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
