import { describe, expect, it } from "vitest";
import { DomainError } from "#core/errors.ts";
import {
  addressProblem,
  decodeEntities,
  headerSafe,
  htmlToText,
  isValidAddress,
  MAX_BODY_LENGTH,
  MAX_SUBJECT_LENGTH,
  normalizeAddress,
  parseMailbox,
  prepareMail,
  type MailMessage,
} from "./mailer.ts";

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a DomainError");
}

describe("addresses", () => {
  it.each([
    "anna@example.fi",
    "anna.virtanen+tilaus@posti.example.fi",
    "o'brien@example.ie",
    "jörg@müller.example.de",
    "no-reply@localhost",
    "x@a-b.co",
  ])("accepts %s", (address) => {
    expect(addressProblem(address)).toBeNull();
    expect(isValidAddress(address)).toBe(true);
  });

  it.each([
    ["", /empty/],
    ["anna", /no @/],
    ["@example.fi", /nothing before/],
    ["anna@", /nothing after/],
    ["anna@@example.fi", /more than one @/],
    ["anna@example", /not a full domain/],
    ["anna@example.123", /not a domain name/],
    ["anna@-example.fi", /not a valid domain/],
    ["anna@exa_mple.fi", /not a valid domain/],
    [".anna@example.fi", /not a valid mailbox/],
    ["an..na@example.fi", /not a valid mailbox/],
    ['"anna"@example.fi', /not a valid mailbox/],
    ["anna virtanen@example.fi", /space/],
    ["anna@example.fi, eve@evil.example", /several addresses/],
    ["anna@example.fi;eve@evil.example", /several addresses/],
    ["Anna <anna@example.fi>", /bare address/],
    ["anna@example.fi\r\nBcc: eve@evil.example", /line break/],
  ])("refuses %j", (address, reason) => {
    expect(addressProblem(address)).toMatch(reason);
    expect(isValidAddress(address)).toBe(false);
  });

  it("refuses a local part over 64 bytes and an address over 254 characters", () => {
    expect(addressProblem(`${"a".repeat(64)}@example.fi`)).toBeNull();
    expect(addressProblem(`${"a".repeat(65)}@example.fi`)).toMatch(/longer than 64 bytes/);
    expect(addressProblem(`a@${"b".repeat(250)}.fi`)).toMatch(/longer than 254/);
  });

  it("counts the local part in UTF-8 bytes", () => {
    expect(addressProblem(`${"ä".repeat(32)}@example.fi`)).toBeNull();
    expect(addressProblem(`${"ä".repeat(33)}@example.fi`)).toMatch(/64 bytes/);
  });

  it("normalizes by trimming and lower-casing the domain only", () => {
    expect(normalizeAddress("  Anna.V@Example.FI ")).toBe("Anna.V@example.fi");
  });

  it("throws BAD_INPUT naming the field, with the reason", () => {
    const error = refusal(() => normalizeAddress("not-an-address", "to"));
    expect(error.code).toBe("BAD_INPUT");
    expect(error.field).toBe("to");
    expect(error.message).toBe('Invalid to address "not-an-address": it has no @.');
  });

  it("parses a sender setting with or without a display name", () => {
    expect(parseMailbox("Outdoor Shop <no-reply@localhost>")).toEqual({ name: "Outdoor Shop", address: "no-reply@localhost" });
    expect(parseMailbox('"Kuusikko, Outdoor" <kauppa@example.fi>')).toEqual({ name: "Kuusikko, Outdoor", address: "kauppa@example.fi" });
    expect(parseMailbox("kauppa@example.fi")).toEqual({ name: "", address: "kauppa@example.fi" });
    expect(() => parseMailbox("Shop <nobody>")).toThrow(/^Invalid MAIL_FROM "Shop <nobody>": it has no @\.$/);
    expect(() => parseMailbox("a <b@example.fi> <c@example.fi>")).toThrow(/Invalid MAIL_FROM/);
  });
});

describe("headerSafe", () => {
  it("keeps a header on one line, so no header can be injected", () => {
    expect(headerSafe("Tilaus 1001\r\nBcc: eve@evil.example")).toBe("Tilaus 1001 Bcc: eve@evil.example");
    expect(headerSafe("a\nb\u2028c\u0000d\te")).toBe("a b c d e");
  });

  it("collapses runs of spaces and trims", () => {
    expect(headerSafe("   Kiitos    tilauksesta   ")).toBe("Kiitos tilauksesta");
  });

  it("caps the length by characters with an ellipsis", () => {
    const capped = headerSafe("😀".repeat(MAX_SUBJECT_LENGTH + 5));
    expect(Array.from(capped)).toHaveLength(MAX_SUBJECT_LENGTH);
    expect(capped.endsWith("…")).toBe(true);
    expect(headerSafe("abc", 10)).toBe("abc");
  });
});

describe("htmlToText", () => {
  it("puts paragraphs, headings and line breaks on their own lines", () => {
    expect(htmlToText("<h1>Kiitos!</h1><p>Hei Anna,<br>tilauksesi on vastaanotettu.</p><p>Terveisin<br/>Kuusikko</p>")).toBe(
      "Kiitos!\n\nHei Anna,\ntilauksesi on vastaanotettu.\n\nTerveisin\nKuusikko",
    );
  });

  it("lists items with dashes and shows links with their address", () => {
    const html = '<ul><li>Teltta</li><li>Makuupussi</li></ul><p>Katso <a href="https://shop.example.fi/tilaus/1/">tilauksesi</a>.</p>';
    expect(htmlToText(html)).toBe("- Teltta\n- Makuupussi\n\nKatso tilauksesi (https://shop.example.fi/tilaus/1/).");
  });

  it("does not repeat an address that is the link text, and shows mailto without the scheme", () => {
    expect(htmlToText('<a href="https://example.fi/">https://example.fi/</a>')).toBe("https://example.fi/");
    expect(htmlToText('<a href="mailto:apu@example.fi">Kirjoita meille</a>')).toBe("Kirjoita meille (apu@example.fi)");
    expect(htmlToText('<a href="javascript:alert(1)">x</a>')).toBe("x");
  });

  it("leaves out head, styles, scripts and comments, and collapses source whitespace", () => {
    const html = `<html><head><title>T</title><style>p { color: red }</style></head>
      <body><!-- hidden --><script>alert("x")</script>
        <p>Kevyt
           teltta</p></body></html>`;
    expect(htmlToText(html)).toBe("Kevyt teltta");
  });

  it("decodes entities once and keeps preformatted text", () => {
    expect(htmlToText("<p>Tom &amp; Jerry &lt;3 &#8364;12&nbsp;&euro; &amp;lt;</p>")).toBe("Tom & Jerry <3 €12 € &lt;");
    expect(htmlToText("<pre>a\n  b</pre>")).toBe("a\n  b");
  });

  it("gives table rows one line each with cells separated by tabs, and images by alt text", () => {
    expect(htmlToText('<table><tr><td>Teltta</td><td>199 €</td></tr><tr><td><img alt="Logo" src="x.png"></td></tr></table>')).toBe(
      "Teltta\t199 €\nLogo",
    );
  });
});

describe("decodeEntities", () => {
  it("decodes named, decimal and hex references and leaves unknown ones", () => {
    expect(decodeEntities("&quot;&#39;&#x41;&hellip;&unknown;")).toBe("\"'A…&unknown;");
    expect(decodeEntities("&#0;&#xD800;")).toBe("\ufffd\ufffd");
  });
});

describe("prepareMail", () => {
  const base: MailMessage = { to: "anna@example.fi", subject: "Tilausvahvistus", text: "Kiitos tilauksesta." };

  it("returns the checked message with nulls for what was not given", () => {
    expect(prepareMail(base)).toEqual({ to: "anna@example.fi", subject: "Tilausvahvistus", text: "Kiitos tilauksesta.", html: null, lang: null, tag: null, unsubscribeUrl: null });
    expect(prepareMail({ ...base, html: "<p>Kiitos</p>", lang: "fi", tag: "order-confirmation" })).toMatchObject({
      html: "<p>Kiitos</p>",
      lang: "fi",
      tag: "order-confirmation",
    });
  });

  it("takes one http(s) unsubscribe URL, and refuses anything that could break the header", () => {
    expect(prepareMail({ ...base, unsubscribeUrl: "https://shop.example/accounts/stop_reminders/a%40b.fi/?signature=x" }).unsubscribeUrl).toBe(
      "https://shop.example/accounts/stop_reminders/a%40b.fi/?signature=x",
    );
    for (const url of ["javascript:alert(1)", "https://a.example/\r\nBcc: eve@evil.example", "https://a.example/>, <https://b.example/", ""]) {
      expect(() => prepareMail({ ...base, unsubscribeUrl: url })).toThrow(expect.objectContaining({ field: "unsubscribeUrl" }));
    }
  });

  it("derives the text part from HTML when only HTML was written", () => {
    expect(prepareMail({ ...base, text: "", html: "<p>Hei</p><p>Kiitos</p>" }).text).toBe("Hei\n\nKiitos");
  });

  it.each([
    ["a bad address", { to: "anna" }, "to"],
    ["an empty subject", { subject: " \r\n " }, "subject"],
    ["a blank text without HTML", { text: "  " }, "text"],
    ["HTML without visible text", { text: "", html: "<style>x</style>" }, "text"],
    ["an oversized HTML part", { html: "x".repeat(MAX_BODY_LENGTH + 1) }, "html"],
    ["an unknown language", { lang: "xx" as never }, "lang"],
    ["a tag with spaces", { tag: "Order Confirmation" }, "tag"],
  ] as Array<[string, Partial<MailMessage>, string]>)("refuses %s naming %s", (_label, change, field) => {
    const error = refusal(() => prepareMail({ ...base, ...change }));
    expect(error.code).toBe("BAD_INPUT");
    expect(error.field).toBe(field);
  });

  it("makes the subject one line and drops NUL from the body", () => {
    const mail = prepareMail({ ...base, subject: "Hei\r\nBcc: eve@evil.example", text: "a\u0000b" });
    expect(mail.subject).toBe("Hei Bcc: eve@evil.example");
    expect(mail.text).toBe("ab");
  });
});
