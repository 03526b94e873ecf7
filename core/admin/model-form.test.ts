import { describe, expect, it } from "vitest";
import { formFields, parseModelForm, ribbonOrderFieldName } from "./model-form.ts";

const choices = { brandIds: new Set([1]), groupIds: new Set([10]), tagIds: new Set<number>(), ribbonIds: new Set([1, 2, 3, 4]), sizeTableIds: new Set<number>() };

function form(extra: Array<[string, string]>) {
  return formFields(new URLSearchParams([["brand", "1"], ["mainGroup", "10"], ["visibility", "public"], ["name_fi", "Malli"], ...extra]));
}

describe("the model form's ribbons", () => {
  it("orders the ticked ribbons by the numbers typed beside them, those without one after in the posted order", () => {
    const parsed = parseModelForm(
      form([
        ["ribbons", "1"],
        ["ribbons", "2"],
        ["ribbons", "3"],
        [ribbonOrderFieldName(3), "1"],
        [ribbonOrderFieldName(1), "2"],
        [ribbonOrderFieldName(2), ""],
        // A number beside a ribbon that is not ticked adds nothing.
        [ribbonOrderFieldName(4), "0"],
      ]),
      choices,
    );
    expect(parsed.ok && parsed.value.ribbonIds).toEqual([3, 1, 2]);
  });

  it("keeps the posted order without numbers and names a bad number", () => {
    const plain = parseModelForm(form([["ribbons", "4"], ["ribbons", "2"]]), choices);
    expect(plain.ok && plain.value.ribbonIds).toEqual([4, 2]);
    const bad = parseModelForm(form([["ribbons", "4"], [ribbonOrderFieldName(4), "x"], [ribbonOrderFieldName(2), "100"], [ribbonOrderFieldName(1), "-1"]]), choices);
    expect(bad).toEqual({ ok: false, problems: { [ribbonOrderFieldName(4)]: "invalid", [ribbonOrderFieldName(2)]: "invalid", [ribbonOrderFieldName(1)]: "invalid" } });
  });
});
