import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The module as the browser sees it: widgets register for preloading instead of loading at once. */
async function browserModule() {
  vi.stubGlobal("window", {});
  return import("./lazy-widget.tsx");
}

const root = (present: string[]) => ({ querySelector: (selector: string) => (present.includes(selector) ? {} : null) }) as unknown as ParentNode;

describe("lazy widgets before hydration", () => {
  it("loads the code of the widgets the server rendered, and only theirs", async () => {
    const { lazyWidget, preloadRenderedWidgets } = await browserModule();
    const estimator = vi.fn(() => Promise.resolve(() => null));
    const giftCard = vi.fn(() => Promise.resolve(() => null));
    lazyWidget(estimator, ".estimator");
    lazyWidget(giftCard, ".gift-card-buy");
    expect(estimator).not.toHaveBeenCalled();
    await preloadRenderedWidgets(root([".estimator"]));
    expect(estimator).toHaveBeenCalledTimes(1);
    expect(giftCard).not.toHaveBeenCalled();
  });

  it("does not hold hydration longer than its limit when code does not come", async () => {
    const { lazyWidget, preloadRenderedWidgets } = await browserModule();
    lazyWidget(() => new Promise<never>(() => {}), ".estimator");
    const started = Date.now();
    await preloadRenderedWidgets(root([".estimator"]), 50);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("carries on when a widget's code fails to load", async () => {
    const { lazyWidget, preloadRenderedWidgets } = await browserModule();
    lazyWidget(() => Promise.reject(new Error("offline")), ".estimator");
    await expect(preloadRenderedWidgets(root([".estimator"]), 1000)).resolves.toBeUndefined();
  });
});
