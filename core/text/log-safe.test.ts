import { describe, expect, it } from "vitest";
import { failureLevel, loggedError, redactSecrets } from "./log-safe.ts";

const HASH = "scrypt$16384$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g";

describe("secrets in log texts", () => {
  it("drop a failed query's parameters, which may hold a password hash or an e-mail", () => {
    const message = `Failed query: insert into customers (email, password_hash) values ($1, $2)\nparams: aino@example.fi,${HASH}`;
    const redacted = redactSecrets(message);
    expect(redacted).toBe("Failed query: insert into customers (email, password_hash) values ($1, $2)\nparams: [redacted]");
  });

  it("mask a password hash quoted anywhere, and password, token, cookie and authorization pairs", () => {
    expect(redactSecrets(`stored ${HASH} for 7`)).toBe("stored scrypt$[redacted] for 7");
    expect(redactSecrets('{"password":"kuusikko-asiakas","email":"a@b"}')).toBe('{"password":"[redacted]","email":"a@b"}');
    expect(redactSecrets("token=abc123&next=/tili/")).toBe("token=[redacted]&next=/tili/");
    expect(redactSecrets("authorization: Bearer eyJhbGciOi.x.y")).toBe("authorization: [redacted]");
    expect(redactSecrets("cookie=auth_token=xyz")).toBe("cookie=[redacted]");
    expect(redactSecrets("nothing secret here")).toBe("nothing secret here");
    expect(redactSecrets("set password_hash = $1 where id = $2")).toBe("set password_hash = $1 where id = $2");
  });
});

describe("an error as a log line", () => {
  it("names an Error by its type and redacted message, with its cause's message", () => {
    const cause = new Error('value "2147483648" is out of range for type integer');
    const error = new Error(`Failed query: select 1\nparams: ${HASH}`, { cause });
    const logged = loggedError(error);
    expect(logged).toMatchObject({ type: "Error", message: "Failed query: select 1\nparams: [redacted]", cause: cause.message });
    expect(logged.stack).not.toContain("scrypt$16384");
  });

  it("names an answer by its status, never as [object Object]", () => {
    expect(loggedError({ status: 405, statusText: "Method Not Allowed", data: "Error: You made a PUT request" })).toEqual({ type: "ErrorResponse", message: "405 Method Not Allowed" });
    expect(loggedError({ reason: "x" }).message).toBe('{"reason":"x"}');
    expect(loggedError("plain").message).toBe("plain");
  });

  it("logs the visitor's mistakes (4xx answers) below error level, everything else as errors", () => {
    expect(failureLevel({ status: 404, statusText: "Not Found" })).toBe(30);
    expect(failureLevel({ status: 405 })).toBe(30);
    expect(failureLevel({ status: 503 })).toBe(50);
    expect(failureLevel(new Error("boom"))).toBe(50);
    expect(failureLevel("boom")).toBe(50);
  });
});
