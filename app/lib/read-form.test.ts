import { describe, expect, it } from "vitest";
import { readForm } from "./read-form.ts";

describe("readForm", () => {
  it("reads a form post's fields", async () => {
    const form = await readForm(new Request("http://x/", { method: "POST", body: new URLSearchParams({ email: "a@example.fi" }) }));
    expect(form.get("email")).toBe("a@example.fi");
  });

  it("answers an empty form for a body that is not a form, or none", async () => {
    const json = await readForm(new Request("http://x/", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }));
    expect([...json.keys()]).toEqual([]);
    expect([...(await readForm(new Request("http://x/", { method: "POST" }))).keys()]).toEqual([]);
  });
});
