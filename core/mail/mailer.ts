import { DomainError } from "#core/errors.ts";
import { isLang, type Lang } from "#i18n/languages.ts";

/**
 * The one way the shop sends mail (docs/decisions/0008-one-mailer.md). Services that send mail take a
 * `Mailer` and never know whether it goes out over SMTP or only into the outbox table.
 */
export type MailTransport = "smtp" | "outbox";

export interface MailMessage {
  /** One bare address (`anna@example.fi`); no display name, no list. */
  to: string;
  subject: string;
  /** The plain-text part. May be empty when `html` is given: it is then derived from the HTML. */
  text: string;
  html?: string | undefined;
  /** The language the mail is written in (Content-Language). */
  lang?: Lang | undefined;
  /** What the mail is, e.g. `order-confirmation`: lower-case letters, digits, `.`, `_`, `-`. */
  tag?: string | undefined;
  /** The one-click unsubscribe of a reminder (List-Unsubscribe with List-Unsubscribe-Post, RFC 8058): an http(s) URL. */
  unsubscribeUrl?: string | undefined;
}

export interface SentMail {
  /** The message's row in the outbox table. */
  id: number | string;
  transport: MailTransport;
}

export interface Mailer {
  /**
   * Checks and sends one message. Bad input throws a DomainError BAD_INPUT naming the field
   * (`to`, `subject`, `text`, `html`, `lang`, `tag`); an SMTP failure throws after it is recorded.
   */
  send(message: MailMessage): Promise<SentMail>;
}

/** A message after `prepareMail`: checked, header-safe, with a text part. What transports receive. */
export interface PreparedMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  lang: Lang | null;
  tag: string | null;
  unsubscribeUrl?: string | null;
}

export const MAX_SUBJECT_LENGTH = 200;
/** Per part; a shop mail is a few kilobytes, so this only stops accidents from filling the outbox. */
export const MAX_BODY_LENGTH = 500_000;
const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_PART_BYTES = 64;

// ---------------------------------------------------------------------------------------------
// addresses

// RFC 5322 dot-atom characters, plus letters and digits of any script (SMTPUTF8 mailboxes).
const LOCAL_ATOM = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/**
 * Why `value` is not one deliverable mailbox address, or null when it is. Deliberately strict:
 * quoted local parts, comments, IP literals and display names are refused, and so is anything
 * that could smuggle a second recipient or a header (comma, semicolon, angle bracket, line break).
 * The one single-label domain allowed is `localhost`, for development addresses.
 */
export function addressProblem(value: string): string | null {
  const address = value.trim();
  if (address === "") return "it is empty";
  if (/[\r\n]/.test(address)) return "it contains a line break";
  if (/[,;]/.test(address)) return "it lists several addresses; send one message per recipient";
  if (/[<>]/.test(address)) return "give the bare address without a display name or angle brackets";
  if (/\s/u.test(address)) return "it contains a space";
  if (address.length > MAX_ADDRESS_LENGTH) return `it is longer than ${MAX_ADDRESS_LENGTH} characters`;
  const at = address.lastIndexOf("@");
  if (at === -1) return "it has no @";
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local === "") return "nothing before the @";
  if (domain === "") return "nothing after the @";
  if (local.includes("@")) return "it has more than one @";
  if (utf8Length(local) > MAX_LOCAL_PART_BYTES) return `the part before the @ is longer than ${MAX_LOCAL_PART_BYTES} bytes`;
  if (!local.split(".").every((atom) => LOCAL_ATOM.test(atom))) return "the part before the @ is not a valid mailbox name";
  const labels = domain.split(".");
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return `"${domain}" is not a valid domain`;
  if (labels.length < 2 && domain.toLowerCase() !== "localhost") return `"${domain}" is not a full domain name`;
  if (/^\d+$/.test(labels[labels.length - 1] ?? "")) return `"${domain}" is not a domain name`;
  return null;
}

export function isValidAddress(value: string): boolean {
  return addressProblem(value) === null;
}

/** The address trimmed with its domain in lower case; throws BAD_INPUT naming `field` when it is not one. */
export function normalizeAddress(value: string, field = "to"): string {
  const problem = typeof value === "string" ? addressProblem(value) : "it is not a string";
  if (problem) throw new DomainError("BAD_INPUT", `Invalid ${field} address ${quote(value)}: ${problem}.`, { field });
  const address = value.trim();
  const at = address.lastIndexOf("@");
  return `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
}

/** A value for an error message: quoted, control characters escaped, never long. */
function quote(value: unknown): string {
  const text = typeof value === "string" ? value : String(value);
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 79)}…` : text);
}

/**
 * A sender setting such as MAIL_FROM: `Name <address>` or a bare address. Throws a plain Error
 * naming `setting` when it is not one, so a bad configuration stops the server at start.
 */
export function parseMailbox(value: string, setting = "MAIL_FROM"): { name: string; address: string } {
  const match = /^\s*(?:([^<>]*?)\s*<([^<>]*)>|([^<>]*))\s*$/s.exec(value);
  const rawName = (match?.[1] ?? "").replace(/^"(.*)"$/s, "$1");
  const address = (match?.[2] ?? match?.[3] ?? "").trim();
  const problem = match ? addressProblem(address) : "write it as Name <address> or as a bare address";
  if (problem) throw new Error(`Invalid ${setting} ${quote(value)}: ${problem}.`);
  return { name: headerSafe(rawName), address };
}

// ---------------------------------------------------------------------------------------------
// headers

// Line breaks end a header and start a forged one; other control characters have no place there either.
const HEADER_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Text for a header such as Subject: one line, control characters as spaces, runs of spaces as one, capped. */
export function headerSafe(value: string, max = MAX_SUBJECT_LENGTH): string {
  const clean = value.replace(HEADER_UNSAFE, " ").replace(/\s+/gu, " ").trim();
  const chars = Array.from(clean);
  return chars.length <= max ? clean : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// plain text from HTML

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  shy: "",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  euro: "€",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  middot: "·",
  bull: "•",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (match, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Elements whose content is never text a reader sees. */
const HIDDEN = new Set(["head", "title", "style", "script", "template", "noscript", "svg"]);
const BLOCKS = new Set([
  "p", "div", "section", "article", "header", "footer", "main", "aside", "nav", "table", "thead", "tbody", "tfoot",
  "tr", "ul", "ol", "dl", "dt", "dd", "blockquote", "pre", "figure", "figcaption", "address", "center", "form",
  "h1", "h2", "h3", "h4", "h5", "h6", "hr", "body", "html",
]);
const TAG = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>|<\?[^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attributes);
  if (!match) return null;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? "");
}

/**
 * The plain-text part for a mail that was written as HTML: paragraphs and list items on their own
 * lines, links as `text (address)`, images by their alt text, scripts and styles left out.
 * Meant for the shop's own templates, not for arbitrary web pages.
 */
export function htmlToText(html: string): string {
  let out = "";
  let hiddenDepth = 0;
  let preDepth = 0;
  const links: Array<{ href: string | null; start: number }> = [];
  const newline = (count: 1 | 2) => {
    out = out.replace(/[ \t]+$/, "");
    const trailing = /\n*$/.exec(out)?.[0].length ?? 0;
    if (out.length > 0 && trailing < count) out += "\n".repeat(count - trailing);
  };
  const addText = (raw: string) => {
    if (hiddenDepth > 0 || raw === "") return;
    const decoded = decodeEntities(raw);
    if (preDepth > 0) {
      out += decoded;
      return;
    }
    const collapsed = decoded.replace(/[ \t\r\n\f]+/g, " ");
    // A space at the start of a line or after another space adds nothing.
    out += /(^|[ \n])$/.test(out) ? collapsed.replace(/^ /, "") : collapsed;
  };

  let last = 0;
  for (const match of html.matchAll(TAG)) {
    addText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, CDATA
    const closing = match[1] === "/";
    const attributes = match[3] ?? "";
    if (HIDDEN.has(name)) {
      if (closing) hiddenDepth = Math.max(0, hiddenDepth - 1);
      else if (!attributes.trimEnd().endsWith("/")) hiddenDepth += 1;
      continue;
    }
    if (hiddenDepth > 0) continue;
    if (name === "br") {
      out = out.replace(/ +$/, "");
      out += "\n";
    } else if (name === "li") {
      if (closing) newline(1);
      else {
        newline(1);
        out += "- ";
      }
    } else if (name === "td" || name === "th") {
      if (!closing && !/(^|\n)$/.test(out)) out += "\t";
    } else if (name === "img" && !closing) {
      const alt = attribute(attributes, "alt");
      if (alt) addText(alt);
    } else if (name === "a") {
      if (!closing) links.push({ href: attribute(attributes, "href"), start: out.length });
      else {
        const link = links.pop();
        const href = link?.href?.trim();
        const label = link ? out.slice(link.start).trim() : "";
        if (href && /^(https?:|mailto:)/i.test(href)) {
          const shown = href.replace(/^mailto:/i, "");
          if (label !== shown && label !== href) out += label ? ` (${shown})` : shown;
        }
      }
    } else if (BLOCKS.has(name)) {
      if (name === "pre") preDepth = Math.max(0, preDepth + (closing ? -1 : 1));
      newline(name === "tr" || name === "dt" || name === "dd" ? 1 : 2);
    }
  }
  addText(html.slice(last));

  return out
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => line.replace(/[ \t]+$/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

// ---------------------------------------------------------------------------------------------
// a whole message

const TAG_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;

function body(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new DomainError("BAD_INPUT", `Mail ${field} must be a string.`, { field });
  if (value.length > MAX_BODY_LENGTH) {
    throw new DomainError("BAD_INPUT", `Mail ${field} is longer than ${MAX_BODY_LENGTH} characters.`, { field });
  }
  // NUL never belongs in mail text and PostgreSQL text refuses it.
  const clean = value.replace(/\u0000/g, "");
  return clean.trim() === "" ? null : clean;
}

/**
 * Checks a message and puts it in the form every transport takes: the recipient normalised, the
 * subject on one safe line, a text part (derived from the HTML when only HTML was written).
 * Throws a DomainError BAD_INPUT whose `field` names what is wrong.
 */
export function prepareMail(message: MailMessage): PreparedMail {
  const to = normalizeAddress(message.to, "to");
  const subject = typeof message.subject === "string" ? headerSafe(message.subject) : "";
  if (subject === "") throw new DomainError("BAD_INPUT", "Mail subject is empty.", { field: "subject" });
  const html = body(message.html, "html");
  const text = body(message.text, "text") ?? (html ? htmlToText(html) : null);
  if (!text) throw new DomainError("BAD_INPUT", "Mail has no text: give text or html.", { field: "text" });
  if (message.lang !== undefined && !isLang(message.lang)) {
    throw new DomainError("BAD_INPUT", `Mail lang ${quote(message.lang)} is not a shop language.`, { field: "lang" });
  }
  if (message.tag !== undefined && (typeof message.tag !== "string" || !TAG_PATTERN.test(message.tag))) {
    throw new DomainError("BAD_INPUT", `Mail tag ${quote(message.tag)} must match ${TAG_PATTERN.source}.`, { field: "tag" });
  }
  let unsubscribeUrl: string | null = null;
  if (message.unsubscribeUrl !== undefined) {
    const url = typeof message.unsubscribeUrl === "string" && /^https?:\/\/[^\s<>]{1,500}$/.test(message.unsubscribeUrl) ? message.unsubscribeUrl : null;
    if (url === null) throw new DomainError("BAD_INPUT", "Mail unsubscribeUrl must be one http(s) URL.", { field: "unsubscribeUrl" });
    unsubscribeUrl = url;
  }
  return { to, subject, text, html, lang: message.lang ?? null, tag: message.tag ?? null, unsubscribeUrl };
}
