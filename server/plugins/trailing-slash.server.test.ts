import { describe, expect, it } from "vitest";
import { withTrailingSlash } from "./trailing-slash.server.ts";

describe("withTrailingSlash", () => {
  it("adds the slash and keeps the query", () => {
    expect(withTrailingSlash("/stores")).toBe("/stores/");
    expect(withTrailingSlash("/search?text=tent")).toBe("/search/?text=tent");
    expect(withTrailingSlash("/api/init-config?delivery-country-code=se")).toBe("/api/init-config/?delivery-country-code=se");
  });
  it("leaves slashed paths and files alone", () => {
    expect(withTrailingSlash("/")).toBeNull();
    expect(withTrailingSlash("/menu/?slug=x")).toBeNull();
    expect(withTrailingSlash("/favicon.ico")).toBeNull();
    expect(withTrailingSlash("/assets/root-abc123.js")).toBeNull();
    expect(withTrailingSlash("/api/docs/json")).toBeNull();
    expect(withTrailingSlash("/api/docs")).toBe("/api/docs/");
    expect(withTrailingSlash("/build-info.json")).toBeNull();
    expect(withTrailingSlash("/images/products/12-320.svg")).toBeNull();
    expect(withTrailingSlash("/images/reviews/uploads/abc.webp")).toBeNull();
    expect(withTrailingSlash("/vaatteet/takit.data")).toBeNull();
  });
  it("adds the slash after a last segment with a dot that is not a file", () => {
    expect(withTrailingSlash("/accounts/stop_reminders/maija.meikalainen@example.fi")).toBe(
      "/accounts/stop_reminders/maija.meikalainen@example.fi/",
    );
    expect(withTrailingSlash("/tili/lopeta_muistutukset/a%40b.com?s=1")).toBe("/tili/lopeta_muistutukset/a%40b.com/?s=1");
    expect(withTrailingSlash("/fjellverk/kuori-2.0")).toBe("/fjellverk/kuori-2.0/");
  });
});
