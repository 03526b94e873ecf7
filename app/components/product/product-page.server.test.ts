import { describe, expect, it } from "vitest";
import { pageUrlOf } from "./product-page.server.ts";

describe("the product page's own address", () => {
  it("is the document's address as it stands", () => {
    expect(pageUrlOf(new Request("http://localhost/b/g/m/?color=red")).href).toBe("http://localhost/b/g/m/?color=red");
  });

  it("is the page's address when a client navigation fetches its data", () => {
    expect(pageUrlOf(new Request("http://localhost/b/g/m/_.data?color=red&size=m&_routes=slug")).href).toBe("http://localhost/b/g/m/?color=red&size=m");
    expect(pageUrlOf(new Request("http://localhost/b/g/m.data?_routes=slug")).href).toBe("http://localhost/b/g/m/");
  });
});
