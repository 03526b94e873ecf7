import { describe, expect, it } from "vitest";
import { isAllowedIframeSrc, relativizeOwnLink, sanitizeStaticPageHtml } from "./sanitize-html.ts";

const ownHosts = ["www.shop.test", "shop.test", "localhost:3000"];
const clean = (html: string) => sanitizeStaticPageHtml(html, { ownHosts });

describe("links", () => {
  it("gives links opening a new tab rel=noopener noreferrer", () => {
    expect(clean('<a href="https://brand.test/" target="_blank">Brand</a>')).toBe(
      '<a href="https://brand.test/" target="_blank" rel="noopener noreferrer">Brand</a>',
    );
  });

  it("keeps an existing rel and adds the safe tokens once", () => {
    expect(clean('<a href="https://x.test/" target="_BLANK" rel="nofollow NOOPENER">x</a>')).toBe(
      '<a href="https://x.test/" target="_BLANK" rel="nofollow noopener noreferrer">x</a>',
    );
  });

  it("treats a named target as a new window too, but not _self", () => {
    expect(clean('<a href="https://x.test/" target="promo">x</a>')).toContain('rel="noopener noreferrer"');
    expect(clean('<a href="https://x.test/" target="_self">x</a>')).not.toContain("rel=");
    expect(clean('<a href="https://x.test/">x</a>')).toBe('<a href="https://x.test/">x</a>');
  });

  it("makes links to the shop's own hosts relative, keeping query and hash", () => {
    expect(clean('<a href="https://www.shop.test/page/returns/?a=1#how">Returns</a>')).toBe(
      '<a href="/page/returns/?a=1#how">Returns</a>',
    );
    expect(clean('<a href="http://SHOP.test/stores/">Stores</a>')).toBe('<a href="/stores/">Stores</a>');
    expect(clean('<a href="//shop.test/x/">x</a>')).toBe('<a href="/x/">x</a>');
    expect(clean('<a href="http://localhost:3000/menu/">m</a>')).toBe('<a href="/menu/">m</a>');
  });

  it("leaves other hosts, look-alikes and relative links as they are", () => {
    expect(clean('<a href="https://shop.test.evil.test/x/">x</a>')).toBe('<a href="https://shop.test.evil.test/x/">x</a>');
    expect(clean('<a href="https://evilshop.test/">x</a>')).toBe('<a href="https://evilshop.test/">x</a>');
    expect(clean('<a href="http://localhost:4000/">x</a>')).toBe('<a href="http://localhost:4000/">x</a>');
    expect(clean('<a href="/page/terms/">t</a>')).toBe('<a href="/page/terms/">t</a>');
    expect(clean('<a href="#section-2">t</a>')).toBe('<a href="#section-2">t</a>');
    expect(clean('<a href="mailto:info@shop.test">mail</a>')).toBe('<a href="mailto:info@shop.test">mail</a>');
  });

  it("makes own links relative and still protects the new tab", () => {
    expect(clean('<a href="https://shop.test/a/" target="_blank">a</a>')).toBe(
      '<a href="/a/" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it("keeps anchors with ids, turning the obsolete name into an id", () => {
    expect(clean('<h2 id="delivery">Delivery</h2><a id="top"></a><a name="old">o</a>')).toBe(
      '<h2 id="delivery">Delivery</h2><a id="top"></a><a id="old">o</a>',
    );
  });
});

describe("iframes", () => {
  it.each([
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10",
    "https://player.vimeo.com/video/76979871",
  ])("keeps a video embed from %s", (src) => {
    const out = clean(`<iframe src="${src}" width="560" height="315" title="Video" allowfullscreen></iframe>`);
    expect(out).toContain("<iframe");
    expect(out).toContain(`src="${src.replace("&", "&amp;")}"`);
    expect(out).toContain('title="Video"');
  });

  it.each([
    "https://evil.test/embed/",
    "https://www.youtube.com/watch?v=x",
    "http://www.youtube.com/embed/x",
    "//www.youtube.com/embed/x",
    "https://www.youtube.com.evil.test/embed/x",
    "https://www.youtube.com@evil.test/embed/x",
    "https://www.youtube.com/embed@evil.test/",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "",
  ])("removes an iframe from %j", (src) => {
    expect(clean(`<p>before</p><iframe src="${src}">fallback</iframe><p>after</p>`)).toBe("<p>before</p><p>after</p>");
  });

  it("removes an iframe without src, or with srcdoc instead", () => {
    expect(clean("<iframe></iframe>")).toBe("");
    expect(clean('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe("");
  });

  it("drops event handlers and styles even on a kept iframe", () => {
    const out = clean('<iframe src="https://player.vimeo.com/video/1" onload="alert(1)" style="x" sandbox=""></iframe>');
    expect(out).toBe('<iframe src="https://player.vimeo.com/video/1"></iframe>');
  });

  it("checks the iframe address helper directly", () => {
    expect(isAllowedIframeSrc("https://player.vimeo.com/video/1")).toBe(true);
    expect(isAllowedIframeSrc(" https://player.vimeo.com/video/1")).toBe(true);
    expect(isAllowedIframeSrc("https://player.vimeo.com/videos/1")).toBe(false);
    expect(isAllowedIframeSrc(undefined)).toBe(false);
  });
});

describe("XSS", () => {
  it.each([
    ["script element", "<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ["script in upper case", "<SCRIPT SRC=//evil.test/x.js></SCRIPT><p>ok</p>", "<p>ok</p>"],
    ["event handler on img", '<img src="/a.jpg" alt="a" onerror="alert(1)">', '<img src="/a.jpg" alt="a" />'],
    ["event handler on heading", '<h2 onclick="alert(1)" onmouseover=x>T</h2>', "<h2>T</h2>"],
    ["javascript link", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["mixed-case javascript link", '<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ["entity-encoded javascript link", '<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
    ["leading-space javascript link", '<a href="  javascript:alert(1)">x</a>', "<a>x</a>"],
    ["data URL link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', "<a>x</a>"],
    ["vbscript link", '<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    ["javascript image", '<img src="javascript:alert(1)" alt="">', '<img alt="" />'],
    ["svg with onload", '<svg onload="alert(1)"><circle r="1"/></svg><p>ok</p>', "<p>ok</p>"],
    ["style attribute", '<p style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
    ["style element", "<style>body{display:none}</style><p>x</p>", "<p>x</p>"],
    ["object and embed", '<object data="x.swf"></object><embed src="x.swf"><p>x</p>', "<p>x</p>"],
    ["form elements", '<form action="https://evil.test"><input name="card"><button>Pay</button></form>', "Pay"],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.test"><p>x</p>', "<p>x</p>"],
    ["base href", '<base href="https://evil.test/"><p>x</p>', "<p>x</p>"],
    ["srcset with javascript", '<img srcset="javascript:alert(1) 1x" alt="">', '<img alt="" />'],
    ["comment hiding a script", "<!--<script>alert(1)</script>--><p>x</p>", "<p>x</p>"],
  ])("removes %s", (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it("survives broken markup without letting a handler through", () => {
    const out = clean("<p><img src=x onerror=alert(1)//<p>y</p>");
    expect(out).toMatch(/^<p><img src="x" \/>/);
    expect(out).not.toMatch(/onerror|alert/);
  });

  it("escapes text that looks like markup after decoding", () => {
    expect(clean("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });
});

describe("kept content", () => {
  it("keeps headings, lists, tables and images", () => {
    const html = [
      '<h1>Terms</h1><h3 id="s3">3. Returns</h3>',
      '<ul><li>One</li></ul><ol start="2"><li>Two</li></ol>',
      '<table><caption>Sizes</caption><thead><tr><th scope="col">EU</th></tr></thead><tbody><tr><td colspan="2">42</td></tr></tbody></table>',
      '<img src="/images/store.jpg" alt="Store" width="320" height="200" loading="lazy">',
      '<p><strong>Bold</strong> <em>em</em><br></p>',
    ].join("");
    expect(clean(html)).toBe(
      [
        '<h1>Terms</h1><h3 id="s3">3. Returns</h3>',
        '<ul><li>One</li></ul><ol start="2"><li>Two</li></ol>',
        '<table><caption>Sizes</caption><thead><tr><th scope="col">EU</th></tr></thead><tbody><tr><td colspan="2">42</td></tr></tbody></table>',
        '<img src="/images/store.jpg" alt="Store" width="320" height="200" loading="lazy" />',
        "<p><strong>Bold</strong> <em>em</em><br /></p>",
      ].join(""),
    );
  });

  it("drops obsolete presentational attributes", () => {
    expect(clean('<table border="1" align="center"><tr><td bgcolor="red">x</td></tr></table>')).toBe(
      "<table><tr><td>x</td></tr></table>",
    );
  });
});

describe("relativizeOwnLink", () => {
  it("handles odd input without throwing", () => {
    expect(relativizeOwnLink("https://", ownHosts)).toBe("https://");
    expect(relativizeOwnLink("https://shop.test", ownHosts)).toBe("/");
    expect(relativizeOwnLink("page/x/", ownHosts)).toBe("page/x/");
  });
});
