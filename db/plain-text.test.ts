import { describe, expect, it } from "vitest";
import { htmlToPlainText } from "./plain-text.ts";

describe("htmlToPlainText", () => {
  it("drops inline tags, spaces block tags and collapses whitespace", () => {
    expect(htmlToPlainText("<p><strong>Kaira</strong> – warm.</p><p>Light.</p><ul><li>Weight: 400 g</li></ul>")).toBe(
      "Kaira – warm. Light. Weight: 400 g",
    );
  });

  it("decodes entities", () => {
    expect(htmlToPlainText("Fish &amp; chips &lt;3 &#228;&#x4E2D;&nbsp;x &bogus;")).toBe("Fish & chips <3 ä中 x &bogus;");
  });
});
