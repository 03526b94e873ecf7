/**
 * Static page HTML sanitising. Page content is written by shop staff in a
 * CMS, but it is still treated as untrusted: only an allow-list of content markup survives.
 *
 * - Links that open a new window or tab get rel="noopener noreferrer".
 * - Links to the shop's own hosts become relative (path, query and hash), so they stay on the
 *   storefront (and language) the shopper is on.
 * - Iframes stay only when their src starts with a video-sharing embed address; every other
 *   iframe is removed with its content.
 * - Scripts, styles, event-handler attributes, style attributes and javascript:/data: URLs go.
 * - Headings, paragraphs, lists, tables, images, links and element ids (anchors for #hash
 *   links) are kept.
 */
import sanitizeHtml from "sanitize-html";

/** The embed addresses an iframe's src may start with. */
export const ALLOWED_IFRAME_PREFIXES: readonly string[] = [
  "https://www.youtube.com/embed/",
  "https://www.youtube-nocookie.com/embed/",
  "https://player.vimeo.com/video/",
];

export interface SanitizeStaticPageOptions {
  /**
   * Hosts of the shop itself (for example "www.example.fi", "example.fi", "localhost:3000").
   * Absolute links to them are made relative. Compared without case; an entry without a port
   * also matches the host with any port.
   */
  ownHosts: readonly string[];
}

const ALLOWED_TAGS = [
  "h1", "h2", "h3", "h4", "h5", "h6",
  "p", "br", "hr", "blockquote", "pre", "code", "div", "span", "section", "article", "aside",
  "figure", "figcaption", "address",
  "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "mark", "abbr", "cite", "q", "del", "ins", "time",
  "ul", "ol", "li", "dl", "dt", "dd",
  "table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td",
  "a", "img", "picture", "source", "iframe",
  "details", "summary",
];

const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions["allowedAttributes"] = {
  "*": ["id", "class", "lang", "dir", "title"],
  a: ["href", "target", "rel", "hreflang"],
  img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
  source: ["srcset", "sizes", "type", "media", "width", "height"],
  iframe: ["src", "width", "height", "title", "allow", "allowfullscreen", "loading", "referrerpolicy"],
  ol: ["start", "reversed", "type"],
  li: ["value"],
  td: ["colspan", "rowspan", "headers"],
  th: ["colspan", "rowspan", "headers", "scope", "abbr"],
  col: ["span"],
  colgroup: ["span"],
  time: ["datetime"],
  abbr: ["title"],
  q: ["cite"],
  blockquote: ["cite"],
  del: ["cite", "datetime"],
  ins: ["cite", "datetime"],
  details: ["open"],
};

/** Whether an iframe src is one of the allowed embeds (checked on the raw and the parsed address). */
export function isAllowedIframeSrc(src: string | undefined): boolean {
  if (!src) return false;
  const trimmed = src.trim();
  if (!ALLOWED_IFRAME_PREFIXES.some((prefix) => trimmed.startsWith(prefix))) return false;
  try {
    const url = new URL(trimmed);
    // Re-checking the parsed form rules out tricks such as credentials or backslashes.
    const normalised = `${url.origin}${url.pathname}`;
    return url.username === "" && url.password === "" && ALLOWED_IFRAME_PREFIXES.some((prefix) => normalised.startsWith(prefix));
  } catch {
    return false;
  }
}

function isOwnHost(url: URL, ownHosts: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return ownHosts.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted.includes(":") ? wanted === host : wanted === hostname;
  });
}

/** The href made relative when it points to one of the shop's own hosts; otherwise unchanged. */
export function relativizeOwnLink(href: string, ownHosts: readonly string[]): string {
  const trimmed = href.trim();
  if (!/^(https?:)?\/\//i.test(trimmed)) return href;
  let url: URL;
  try {
    url = new URL(trimmed, "https://placeholder.invalid");
  } catch {
    return href;
  }
  if (!isOwnHost(url, ownHosts)) return href;
  return `${url.pathname}${url.search}${url.hash}`;
}

function withSafeRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? "").toLowerCase().split(/\s+/).filter(Boolean));
  tokens.add("noopener");
  tokens.add("noreferrer");
  return [...tokens].join(" ");
}

export function sanitizeStaticPageHtml(html: string, options: SanitizeStaticPageOptions): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ["href", "src", "cite", "srcset"],
    allowProtocolRelative: true,
    disallowedTagsMode: "discard",
    // Contents of these are never shown as text either.
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "object", "embed"],
    transformTags: {
      a: (tagName, attribs) => {
        const next: sanitizeHtml.Attributes = { ...attribs };
        // The obsolete <a name> anchor becomes an id, which hash links find just the same.
        if (next.name && !next.id) next.id = next.name;
        delete next.name;
        if (typeof next.href === "string") next.href = relativizeOwnLink(next.href, options.ownHosts);
        const target = next.target?.trim().toLowerCase();
        if (target && target !== "_self" && target !== "_top" && target !== "_parent") {
          // Any other target opens a new browsing context that could reach back through window.opener.
          next.rel = withSafeRel(next.rel);
        }
        return { tagName, attribs: next };
      },
    },
    exclusiveFilter: (frame) => frame.tag === "iframe" && !isAllowedIframeSrc(frame.attribs.src),
  });
}
