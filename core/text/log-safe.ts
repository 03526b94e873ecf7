/**
 * What an error may say in the server's log. Logs are read by more people and kept longer than the
 * database, so a secret never reaches them: a failed query's parameters (a password hash, an e-mail, a
 * token being stored), a password hash quoted anywhere, and `password=…`, `token: …`, `cookie=…`-like pairs
 * are replaced by "[redacted]" whatever the message they are in.
 */
const QUERY_PARAMETERS = /\nparams: [\s\S]*$/;
const PASSWORD_HASH = /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+/g;
// A query's placeholder (`password_hash = $1`) is no value and stays, so a failed statement still reads.
const SECRET_PAIR = /\b(password\w*|passwd|pwd|token\w*|secret\w*|authorization|cookie|set-cookie|api[_-]?key)(["']?\s*[:=]\s*["']?)(?:Bearer\s+|Basic\s+)?(?!\$\d+\b)[^\s"',;&}]+/gi;
const MAX_TEXT = 4_000;

export function redactSecrets(text: string): string {
  const redacted = text
    .replace(QUERY_PARAMETERS, "\nparams: [redacted]")
    .replace(PASSWORD_HASH, "scrypt$[redacted]")
    .replace(SECRET_PAIR, "$1$2[redacted]");
  return redacted.length > MAX_TEXT ? `${redacted.slice(0, MAX_TEXT)}…` : redacted;
}

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  /** The message of the error that caused it (the database's own words for a failed query). */
  cause?: string;
}

interface StatusLike {
  status: number;
  statusText?: string;
}

const isStatusLike = (value: unknown): value is StatusLike =>
  typeof value === "object" && value !== null && typeof (value as { status?: unknown }).status === "number";

/** An error of any kind as the log line's `err`: an Error by its message, an answer by its status, never "[object Object]". */
export function loggedError(error: unknown): LoggedError {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return {
      type: error.name,
      message: redactSecrets(error.message),
      ...(error.stack ? { stack: redactSecrets(error.stack) } : {}),
      ...(cause ? { cause: redactSecrets(cause) } : {}),
    };
  }
  if (isStatusLike(error)) return { type: "ErrorResponse", message: `${error.status}${error.statusText ? ` ${error.statusText}` : ""}` };
  if (typeof error === "string") return { type: "string", message: redactSecrets(error) };
  let text: string;
  try {
    text = JSON.stringify(error) ?? String(error);
  } catch {
    text = String(error);
  }
  return { type: typeof error, message: redactSecrets(text) };
}

/**
 * The log level of a request's failure (pino's numbers): an answer the shop chose to give with a client
 * status (404, 405, 403...) is the visitor's mistake and logged as information; anything else is an error.
 */
export function failureLevel(error: unknown): 30 | 50 {
  return !(error instanceof Error) && isStatusLike(error) && error.status >= 400 && error.status < 500 ? 30 : 50;
}
