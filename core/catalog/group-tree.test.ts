import { describe, expect, it } from "vitest";
import { buildGroupTree, type ProductGroupRow } from "./group-tree.ts";

function row(id: number, parentId: number | null, sortOrder: number, name = `g${id}`): ProductGroupRow {
  return { id, parentId, sortOrder, name, shortName: name, path: name, slug: name, showInMenu: true, links: [] };
}

describe("buildGroupTree", () => {
  it("nests children under their parents in sort order, whatever the row order", () => {
    const tree = buildGroupTree([row(3, 1, 2), row(2, 1, 1), row(1, null, 0), row(4, 2, 0), row(5, null, -1)]);
    expect(tree.map((node) => node.id)).toEqual([5, 1]);
    const parent = tree[1];
    expect(parent?.children.map((node) => node.id)).toEqual([2, 3]);
    expect(parent?.children[0]?.children.map((node) => node.id)).toEqual([4]);
    expect(parent?.children[1]?.children).toEqual([]);
  });

  it("orders equal sort orders by name", () => {
    const tree = buildGroupTree([row(1, null, 0, "Teltat"), row(2, null, 0, "Kengät")]);
    expect(tree.map((node) => node.name)).toEqual(["Kengät", "Teltat"]);
  });

  it("drops groups whose parent is missing instead of promoting them to the top", () => {
    const tree = buildGroupTree([row(1, null, 0), row(2, 99, 0), row(3, 2, 0)]);
    expect(tree.map((node) => node.id)).toEqual([1]);
    expect(tree[0]?.children).toEqual([]);
  });

  it("survives a cycle in bad data", () => {
    const tree = buildGroupTree([row(1, 2, 0), row(2, 1, 0), row(3, null, 0)]);
    expect(tree.map((node) => node.id)).toEqual([3]);
  });

  it("keeps the product group's fields", () => {
    const [node] = buildGroupTree([{ ...row(1, null, 0), links: [{ slug: "a", image: null, title: "A" }], showInMenu: false }]);
    expect(node).toEqual({
      id: 1,
      name: "g1",
      shortName: "g1",
      path: "g1",
      slug: "g1",
      showInMenu: false,
      children: [],
      links: [{ slug: "a", image: null, title: "A" }],
    });
  });
});
