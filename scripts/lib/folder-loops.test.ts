import { describe, expect, it } from "vitest";
import { folderLoops, type CruisedModule } from "./folder-loops.ts";

const module = (source: string, ...imports: string[]): CruisedModule => ({ source, dependencies: imports.map((resolved) => ({ resolved })) });

describe("loops between the feature folders of core", () => {
  it("finds two folders that import each other, with an import of each direction", () => {
    const loops = folderLoops(
      [module("core/checkout/service.ts", "core/orders/allocation.ts", "core/money/money.ts"), module("core/orders/order.ts", "core/checkout/rows.ts"), module("core/orders/allocation.ts")],
      "core",
    );
    expect(loops).toEqual([
      { folders: ["core/checkout", "core/orders"], imports: ["core/checkout/service.ts → core/orders/allocation.ts", "core/orders/order.ts → core/checkout/rows.ts"] },
    ]);
  });

  it("finds a longer circle, and none where imports only go one way", () => {
    const circle = [module("core/a/x.ts", "core/b/y.ts"), module("core/b/y.ts", "core/c/z.ts"), module("core/c/z.ts", "core/a/w.ts")];
    expect(folderLoops(circle, "core").map((loop) => loop.folders)).toEqual([["core/a", "core/b", "core/c"]]);
    expect(folderLoops([module("core/a/x.ts", "core/b/y.ts"), module("core/b/y.ts", "core/c/z.ts"), module("core/a/v.ts", "core/c/z.ts")], "core")).toEqual([]);
  });

  it("leaves out tests, files at the root of the layer and other layers", () => {
    const modules = [
      module("core/a/x.ts", "core/b/y.ts"),
      module("core/b/y.test.ts", "core/a/x.ts"),
      module("core/b/y.ts", "core/errors.ts", "db/a/repo.ts"),
      module("core/errors.ts", "core/a/x.ts"),
    ];
    expect(folderLoops(modules, "core")).toEqual([]);
  });
});
