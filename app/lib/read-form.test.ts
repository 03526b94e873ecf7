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

  it("drops control characters from texts and keeps files and line breaks", async () => {
    const body = new FormData();
    body.append("first_name", "Mai\u0000ja\u001b[31m");
    body.append("text", "rivi 1\r\nrivi 2\u0007");
    body.append("picture", new File([new Uint8Array([1, 2, 3])], "a.jpg", { type: "image/jpeg" }));
    const form = await readForm(new Request("http://x/", { method: "POST", body }));
    expect(form.get("first_name")).toBe("Maija[31m");
    expect(form.get("text")).toBe("rivi 1\r\nrivi 2");
    const picture = form.get("picture");
    expect(picture).toBeInstanceOf(File);
    expect((picture as File).size).toBe(3);
  });
});
