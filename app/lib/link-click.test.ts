import { describe, expect, it } from "vitest";
import { isClientNavigationClick, isCurrentPath, isInternalPath } from "./link-click.ts";

const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };

describe("isClientNavigationClick", () => {
  it("takes a plain main-button click on a link of this window", () => {
    expect(isClientNavigationClick(plain)).toBe(true);
    expect(isClientNavigationClick(plain, { target: "_self" })).toBe(true);
  });

  it("leaves modified clicks, other buttons and handled events to the browser", () => {
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) {
      expect(isClientNavigationClick({ ...plain, [key]: true })).toBe(false);
    }
    expect(isClientNavigationClick({ ...plain, button: 1 })).toBe(false);
    expect(isClientNavigationClick({ ...plain, defaultPrevented: true })).toBe(false);
  });

  it("leaves links to other windows and downloads to the browser", () => {
    expect(isClientNavigationClick(plain, { target: "_blank" })).toBe(false);
    expect(isClientNavigationClick(plain, { download: true })).toBe(false);
  });
});

describe("isInternalPath", () => {
  it("accepts paths of this site only", () => {
    expect(isInternalPath("/sopimusehdot/")).toBe(true);
    expect(isInternalPath("//evil.example/")).toBe(false);
    expect(isInternalPath("https://example.com/")).toBe(false);
    expect(isInternalPath("mailto:a@b.fi")).toBe(false);
  });
});

describe("isCurrentPath", () => {
  it("marks the page itself and the pages below it", () => {
    expect(isCurrentPath("/vaatteet/", "/vaatteet/")).toBe(true);
    expect(isCurrentPath("/vaatteet/", "/vaatteet/takit/")).toBe(true);
    expect(isCurrentPath("/vaatteet/", "/vaatteetx/")).toBe(false);
    expect(isCurrentPath("/vaatteet/", "/jalkineet/")).toBe(false);
  });

  it("matches the front page and `end` links only exactly", () => {
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/", "/vaatteet/")).toBe(false);
    expect(isCurrentPath("/a/", "/a/b/", true)).toBe(false);
  });

  it("ignores the query and hash of the link", () => {
    expect(isCurrentPath("/haku/?text=a", "/haku/")).toBe(true);
  });
});
