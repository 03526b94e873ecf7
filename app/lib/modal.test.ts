import { describe, expect, it } from "vitest";
import { isBackdropClick, modalClassName } from "./modal.ts";

describe("modalClassName", () => {
  it("defaults to a centred medium modal", () => {
    expect(modalClassName()).toBe("modal modal--center modal--medium");
  });

  it("places the filter modal on the right and adds the caller's class", () => {
    expect(modalClassName({ placement: "right", size: "small", className: "filter-modal" })).toBe(
      "modal modal--right modal--small filter-modal",
    );
  });
});

describe("isBackdropClick", () => {
  const dialog = { id: "dialog" };
  const content = { id: "content" };

  it("is a backdrop click when press and release are on the dialog itself", () => {
    expect(isBackdropClick(dialog, dialog, dialog)).toBe(true);
  });

  it("is not one when the press started inside the content", () => {
    expect(isBackdropClick(content, dialog, dialog)).toBe(false);
  });

  it("is not one for clicks inside the content", () => {
    expect(isBackdropClick(content, content, dialog)).toBe(false);
    expect(isBackdropClick(dialog, content, dialog)).toBe(false);
  });

  it("is not one without a dialog", () => {
    expect(isBackdropClick(null, null, null)).toBe(false);
  });
});
