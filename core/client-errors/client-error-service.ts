/** Caps of a stored client error report: a report is a hint for developers, not a payload store. */
export const MAX_MESSAGE_LENGTH = 1000;
export const MAX_URL_LENGTH = 1000;
export const MAX_USER_AGENT_LENGTH = 300;

// Control characters (other than tab and newline) could forge log lines or break terminals.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Trimmed, without control characters, cut to `max` characters (the last one an ellipsis when cut). */
export function capText(value: string, max: number): string {
  const clean = value.replace(CONTROL, " ").trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  return `${chars.slice(0, max - 1).join("")}…`;
}

export function capReport(input: {
  message: string;
  url?: string | undefined;
  userAgent?: string | undefined;
  ipHash: string;
}): ClientErrorReport {
  const url = input.url ? capText(input.url, MAX_URL_LENGTH) : "";
  const userAgent = input.userAgent ? capText(input.userAgent, MAX_USER_AGENT_LENGTH) : "";
  return {
    message: capText(input.message, MAX_MESSAGE_LENGTH),
    url: url || null,
    userAgent: userAgent || null,
    ipHash: input.ipHash,
  };
}

/** A client error report as stored: capped texts, the client address only as a hash. */
export interface ClientErrorReport {
  message: string;
  url: string | null;
  userAgent: string | null;
  ipHash: string;
}

export interface ClientErrorService {
  /** GET /api/?err=: a client error report, stored and logged; rate limited by the caller's key. */
  report(input: { message: string; url?: string; userAgent?: string; ipHash: string }): Promise<ClientErrorReport>;
}

export interface ClientErrorRepository {
  insert(report: ClientErrorReport): Promise<void>;
}

export function createClientErrorService(repository: ClientErrorRepository): ClientErrorService {
  return {
    async report(input) {
      const report = capReport(input);
      await repository.insert(report);
      return report;
    },
  };
}
