import { describe, expect, it } from "vitest";
import type { StaticTab } from "#core/content/types.ts";
import { selectTab, tabsPagePath } from "./tab-selection.ts";

const tab = (slug: string, tabs: StaticTab[] = []): StaticTab => ({ slug, title: slug.toUpperCase(), content: `<p>${slug}</p>`, tabs });

const TABS = [tab("toimitus", [tab("suomi"), tab("ulkomaat")]), tab("maksaminen"), tab("palautus")];

describe("selectTab", () => {
  it("sends a page without a tab to its first tab, and a tab with nested tabs to the first of them", () => {
    expect(selectTab(TABS, [])).toEqual({ kind: "redirect", tabPath: ["toimitus", "suomi"] });
    expect(selectTab([tab("a"), tab("b")], [])).toEqual({ kind: "redirect", tabPath: ["a"] });
    expect(selectTab(TABS, ["toimitus"])).toEqual({ kind: "redirect", tabPath: ["toimitus", "suomi"] });
  });

  it("shows a tab and a nested tab", () => {
    const plain = selectTab(TABS, ["maksaminen"]);
    expect(plain.kind === "show" && plain.tab?.slug).toBe("maksaminen");
    const nested = selectTab(TABS, ["toimitus", "ulkomaat"]);
    expect(nested.kind === "show" && [nested.tab?.slug, nested.nested?.slug]).toEqual(["toimitus", "ulkomaat"]);
  });

  it("sends an unknown tab, nested tab or a deeper path to the page root", () => {
    expect(selectTab(TABS, ["ei-ole"])).toEqual({ kind: "redirect", tabPath: [] });
    expect(selectTab(TABS, ["toimitus", "ei-ole"])).toEqual({ kind: "redirect", tabPath: [] });
    expect(selectTab(TABS, ["maksaminen", "x"])).toEqual({ kind: "redirect", tabPath: [] });
    expect(selectTab(TABS, ["toimitus", "suomi", "x"])).toEqual({ kind: "redirect", tabPath: [] });
  });

  it("shows a page that has no tabs at all at its root only", () => {
    expect(selectTab([], [])).toEqual({ kind: "show", tab: null, nested: null });
    expect(selectTab([], ["x"])).toEqual({ kind: "redirect", tabPath: [] });
  });
});

describe("tabsPagePath", () => {
  it("builds root-level paths with a trailing slash", () => {
    expect(tabsPagePath("asiakaspalvelu")).toBe("/asiakaspalvelu/");
    expect(tabsPagePath("asiakaspalvelu", ["toimitus", "suomi"])).toBe("/asiakaspalvelu/toimitus/suomi/");
    expect(tabsPagePath("åäö", ["a b"])).toBe("/%C3%A5%C3%A4%C3%B6/a%20b/");
  });
});
