import { describe, expect, it } from "vitest";
import type { ProductGroupNode } from "#core/catalog/types.ts";
import { findGroupPath, groupCrumbs, groupPagePath, isOutletPath } from "./group-paths.ts";

const node = (id: number, path: string, children: ProductGroupNode[] = []): ProductGroupNode => ({
  id,
  name: path,
  shortName: path,
  path,
  slug: path.split("/").pop() ?? path,
  showInMenu: true,
  children,
  links: [],
});

describe("groupPagePath", () => {
  it("is the lower-cased path at the root with slashes", () => {
    expect(groupPagePath("Vaatteet/Takit")).toBe("/vaatteet/takit/");
    expect(groupPagePath("/outlet/")).toBe("/outlet/");
  });
});

describe("isOutletPath", () => {
  it("needs a whole outlet segment", () => {
    expect(isOutletPath("outlet")).toBe(true);
    expect(isOutletPath("outlet/takit")).toBe(true);
    expect(isOutletPath("vaatteet/Outlet/takit")).toBe(true);
    expect(isOutletPath("vaatteet/outlets")).toBe(false);
    expect(isOutletPath("outletti/takit")).toBe(false);
  });
});

describe("findGroupPath", () => {
  const tree = [node(1, "clothing", [node(2, "clothing/jackets", [node(3, "clothing/jackets/shells")])]), node(4, "camping")];

  it("finds a group at any depth", () => {
    expect(findGroupPath(tree, 3)).toBe("clothing/jackets/shells");
    expect(findGroupPath(tree, 4)).toBe("camping");
    expect(findGroupPath(tree, 9)).toBeNull();
  });
});

describe("groupCrumbs", () => {
  const ancestors = [
    { id: 1, name: "Vaatteet", path: "vaatteet" },
    { id: 2, name: "Takit", path: "vaatteet/takit" },
  ];

  it("links the groups above and ends with the group itself", () => {
    expect(groupCrumbs({ id: 3, name: "Kuoritakit" }, ancestors)).toEqual([
      { label: "Vaatteet", href: "/vaatteet/" },
      { label: "Takit", href: "/vaatteet/takit/" },
      { label: "Kuoritakit" },
    ]);
  });

  it("does not repeat the group when the ancestors end with it", () => {
    expect(groupCrumbs({ id: 2, name: "Takit" }, ancestors)).toEqual([{ label: "Vaatteet", href: "/vaatteet/" }, { label: "Takit" }]);
  });
});
