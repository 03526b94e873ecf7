import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ShellProvider } from "#app/components/shell/ShellContext.tsx";
import { textsFor } from "#app/components/shell/shell-data.server.ts";
import type { Lang } from "#i18n/languages.ts";
import { WishlistButton } from "./WishlistButton.tsx";

function heart(lang: Lang, listed: boolean): string {
  const env = { lang, nonce: "n", messages: textsFor(lang), contactEmail: "" };
  const Stub = createRoutesStub([
    { path: "/", Component: () => <ShellProvider env={env} data={null}><WishlistButton modelId={7} name="Tunturi Jacket" place="card" initial={listed} /></ShellProvider> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("the wishlist heart", () => {
  it("is named by what a press does: add while the model is not listed, remove while it is", () => {
    expect(heart("en", false)).toContain('aria-label="Add Tunturi Jacket to wishlist"');
    expect(heart("en", true)).toContain('aria-label="Remove Tunturi Jacket from wishlist"');
    expect(heart("fi", true)).toContain('aria-label="Poista Tunturi Jacket toivelistalta"');
    expect(heart("fi", true)).toContain("wishlist-button--listed");
    expect(heart("fi", false)).not.toContain("wishlist-button--listed");
    // The name carries the state: no pressed state that a name saying "Add" would contradict.
    expect(heart("en", true)).not.toContain("aria-pressed");
  });
});
