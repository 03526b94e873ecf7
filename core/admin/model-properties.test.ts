import { describe, expect, it } from "vitest";
import { formFields } from "./model-form.ts";
import { parsePropertiesForm, propertiesForAudit, type PropertyChoice } from "./model-properties.ts";

const choices: PropertyChoice[] = [
  { id: 1, slug: "gender", name: "Gender", unit: null, kind: "checkbox", values: [{ id: 11, slug: "men", name: "Men" }, { id: 12, slug: "women", name: "Women" }] },
  { id: 6, slug: "weight", name: "Weight", unit: "g", kind: "range", values: [] },
  { id: 10, slug: "comfort-temperature", name: "Comfort temperature", unit: "°C", kind: "range", values: [] },
];

const form = (entries: Array<[string, string]>) => formFields(new URLSearchParams(entries));

describe("the technical properties form", () => {
  it("keeps numbers with a decimal comma, thousands spaces and a minus, and ticked values in the property's order", () => {
    const parsed = parsePropertiesForm(
      form([
        ["property-gender", "women"],
        ["property-gender", "men"],
        ["property-weight", "1 250,5"],
        ["property-weight-one", "on"],
        ["property-comfort-temperature", "−5"],
      ]),
      choices,
    );
    expect(parsed).toEqual({
      ok: true,
      value: [
        { typeId: 1, valueId: 11, valueNum: null, isForOneItem: false },
        { typeId: 1, valueId: 12, valueNum: null, isForOneItem: false },
        { typeId: 6, valueId: null, valueNum: 1250.5, isForOneItem: true },
        { typeId: 10, valueId: null, valueNum: -5, isForOneItem: false },
      ],
    });
    if (parsed.ok) expect(propertiesForAudit(parsed.value, choices)).toEqual(["gender: men", "gender: women", "weight: 1250.5 (one item)", "comfort-temperature: -5"]);
  });

  it("leaves empty properties off and names a bad number or a value the property does not have", () => {
    expect(parsePropertiesForm(form([["property-weight", " "]]), choices)).toEqual({ ok: true, value: [] });
    expect(parsePropertiesForm(form([["property-weight", "12,3456"], ["property-gender", "kids"], ["property-comfort-temperature", "1e5"]]), choices)).toEqual({
      ok: false,
      problems: { "property-weight": "invalid", "property-gender": "unknown", "property-comfort-temperature": "invalid" },
    });
    expect(parsePropertiesForm(form([["property-weight", "100000000000"]]), choices)).toMatchObject({ ok: false, problems: { "property-weight": "invalid" } });
  });
});
