/**
 * A local SMTP server for tests: listens on 127.0.0.1 on a free port, accepts every message (or
 * refuses them all, to test failures) and keeps each one parsed: envelope, decoded headers, the
 * text and HTML parts. Point SMTP_URL at `capture.url`.
 *
 * The MIME parsing is the small part tests need (headers with RFC 2047 words, nested multiparts,
 * base64 and quoted-printable, UTF-8 and Latin-1), not a general mail parser.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  envelope: { from: string | null; to: string[] };
  /** The SMTP login used, when the client authenticated. */
  user: string | null;
  /** Header values by lower-case name, RFC 2047 words decoded; the first of repeated headers. */
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  /** Decoded text/plain part with \n line ends, or null. */
  text: string | null;
  html: string | null;
  raw: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:PORT` (with `user:pass@` when the capture requires a login). */
  url: string;
  port: number;
  messages: CapturedMail[];
  /** Resolves when `count` messages have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /** Require this login (plain-text AUTH, allowed without TLS here). */
  auth?: { user: string; pass: string };
  /** Refuse every message with this 5xx answer instead of accepting it. */
  reject?: { code: number; message: string };
  /** Listen on this port (default: any free one). */
  port?: number;
}

export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    logger: false,
    // No TLS on a loopback test server: nodemailer would otherwise upgrade with STARTTLS.
    disabledCommands: ["STARTTLS"],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const expected = options.auth;
      if (expected && auth.username === expected.user && auth.password === expected.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (options.reject) {
          const error = Object.assign(new Error(options.reject.message), { responseCode: options.reject.code });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("latin1");
        const mailFrom = session.envelope.mailFrom;
        messages.push({
          ...parseMail(raw),
          envelope: { from: mailFrom ? mailFrom.address : null, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) },
          user: typeof session.user === "string" ? session.user : null,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const login = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : "";

  return {
    url: `smtp://${login}127.0.0.1:${port}`,
    port,
    messages,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`SMTP capture: expected ${count} messages, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------------------------
// MIME

interface Part {
  headers: Map<string, string>;
  /** The undecoded body, one char per byte. */
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function bytesOf(binary: string): Buffer {
  return Buffer.from(binary, "latin1");
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function quotedPrintable(binary: string, underscoreIsSpace = false): Buffer {
  const text = (underscoreIsSpace ? binary.replace(/_/g, " ") : binary).replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?utf-8?B?...?=`); whitespace between two of them is dropped. */
export function decodeHeader(value: string): string {
  let out = "";
  let last = 0;
  // Bytes of adjacent words in one charset are decoded together: a character may be split between them.
  let pending: { charset: string; bytes: Buffer[] } | null = null;
  const flush = () => {
    if (pending) out += decodeCharset(Buffer.concat(pending.bytes), pending.charset);
    pending = null;
  };
  for (const match of value.matchAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g)) {
    const between = value.slice(last, match.index);
    const charset = (match[1] ?? "utf-8").replace(/\*.*$/, "").toLowerCase();
    const text = match[3] ?? "";
    const bytes = match[2]?.toUpperCase() === "B" ? Buffer.from(text, "base64") : quotedPrintable(text, true);
    const adjacent = last > 0 && pending !== null && /^\s*$/.test(between);
    if (adjacent && pending!.charset === charset) pending!.bytes.push(bytes);
    else {
      flush();
      if (!adjacent) out += between;
      pending = { charset, bytes: [bytes] };
    }
    last = match.index + match[0].length;
  }
  flush();
  return out + value.slice(last);
}

function headerParams(value: string): { value: string; params: Map<string, string> } {
  const [first = "", ...rest] = value.split(";");
  const params = new Map<string, string>();
  for (const part of rest) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1"));
  }
  return { value: first.trim().toLowerCase(), params };
}

function decodeBody(part: Part, charset: string): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const bytes =
    encoding === "base64" ? Buffer.from(part.body.replace(/\s+/g, ""), "base64") : encoding === "quoted-printable" ? quotedPrintable(part.body) : bytesOf(part.body);
  return decodeCharset(bytes, charset).replace(/\r\n/g, "\n");
}

function leafParts(part: Part, found: Array<{ type: string; content: string }>): void {
  const type = headerParams(part.headers.get("content-type") ?? "text/plain; charset=us-ascii");
  if (type.value.startsWith("multipart/")) {
    const boundary = type.params.get("boundary");
    if (!boundary) return;
    const sections = part.body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:--)?[ \\t]*\\r?\\n?`));
    // The first section is the preamble and the last the epilogue.
    for (const section of sections.slice(1, -1)) leafParts(splitPart(section), found);
    return;
  }
  found.push({ type: type.value, content: decodeBody(part, type.params.get("charset") ?? "us-ascii") });
}

/** A raw message (one char per byte) as headers and its first text and HTML parts. */
export function parseMail(raw: string): Omit<CapturedMail, "envelope" | "user"> {
  const root = splitPart(raw);
  // Header bytes outside encoded words are ASCII or, with SMTPUTF8, UTF-8.
  const headers = new Map([...root.headers].map(([name, value]) => [name, decodeHeader(decodeCharset(bytesOf(value), "utf-8"))]));
  const parts: Array<{ type: string; content: string }> = [];
  leafParts(root, parts);
  return {
    headers,
    subject: headers.get("subject") ?? "",
    from: headers.get("from") ?? "",
    to: headers.get("to") ?? "",
    text: parts.find((part) => part.type === "text/plain")?.content ?? null,
    html: parts.find((part) => part.type === "text/html")?.content ?? null,
    raw,
  };
}
