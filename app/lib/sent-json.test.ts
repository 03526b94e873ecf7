import { describe, expect, it } from "vitest";
import { fromSentJson, toSentJson } from "./sent-json.ts";

describe("sent JSON", () => {
  it("reads back every value, whatever quotes, backslashes and tags its strings hold", () => {
    const value = {
      plain: "Kuoritakki",
      tricky: `Women's "Pro" <b>&</b></script><!-- \u2028 a\\'b\\"c \\u0027 '' "`,
      list: [1, null, true, "'", '"', "\\", "<"],
      nested: { "key with 'quote'": { "\"": "<" } },
    };
    const text = toSentJson(value);
    expect(fromSentJson(text)).toEqual(value);
    // Nothing for React Router to escape twice over, nothing that could end a script element.
    expect(text).not.toContain('"');
    expect(text).not.toContain("<");
  });
});
