import { describe, expect, it } from "vitest";
import { formFields } from "./model-form.ts";
import { parseSynonymForm, parseTarget, phraseKey, targetValue, type AdminSynonym, type SynonymChoice } from "./search-synonyms.ts";

const choices: SynonymChoice[] = [
  { target: { kind: "group", id: 7 }, label: "Clothing › Jackets" },
  { target: { kind: "value", id: 3 }, label: "Material: Down" },
];
const parse = (values: Record<string, string>, others: AdminSynonym[] = []) => parseSynonymForm(formFields(new URLSearchParams(values)), "en", { choices, others });

describe("search words", () => {
  it("read a meaning from its form value and back", () => {
    expect(parseTarget("group:7")).toEqual({ kind: "group", id: 7 });
    expect(parseTarget("value:3")).toEqual({ kind: "value", id: 3 });
    for (const bad of ["", "group:", "group:x", "brand:1", "group:7 ", "value:1234567890"]) expect(parseTarget(bad)).toBeNull();
    expect(targetValue({ kind: "value", id: 3 })).toBe("value:3");
  });

  it("compare phrases by their words, without case or marks", () => {
    expect(phraseKey("  Puffer-JACKET ")).toBe("puffer jacket");
    expect(phraseKey("Vaelluskengät")).toBe(phraseKey("vaelluskengat"));
  });

  it("keep the phrase tidy and name each bad field", () => {
    expect(parse({ phrase: "  puffer \t jacket ", target: "group:7" })).toEqual({ ok: true, value: { lang: "en", phrase: "puffer jacket", target: { kind: "group", id: 7 } } });
    expect(parse({ phrase: "", target: "" })).toEqual({ ok: false, problems: { phrase: "required", target: "required" } });
    expect(parse({ phrase: "a b c d e", target: "group:8" })).toEqual({ ok: false, problems: { phrase: "tooLong", target: "unknown" } });
    expect(parse({ phrase: "?!", target: "value:3" })).toEqual({ ok: false, problems: { phrase: "invalid" } });
    const taken: AdminSynonym = { id: 1, lang: "en", phrase: "Puffer jacket", target: { kind: "group", id: 7 } };
    expect(parse({ phrase: "puffer-jacket", target: "group:7" }, [taken])).toEqual({ ok: false, problems: { phrase: "taken" } });
    expect(parse({ phrase: "puffer-jacket", target: "value:3" }, [taken])).toMatchObject({ ok: true });
    expect(parse({ phrase: "puffer-jacket", target: "group:7" }, [{ ...taken, lang: "de" }])).toMatchObject({ ok: true });
  });
});
