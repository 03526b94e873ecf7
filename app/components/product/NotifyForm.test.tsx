import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ShellProvider } from "#app/components/shell/ShellContext.tsx";
import { textsFor } from "#app/components/shell/shell-data.server.ts";
import { NotifyForm } from "./NotifyForm.tsx";

function render(email: string | null): string {
  const env = { lang: "fi" as const, nonce: "n", messages: textsFor("fi", ["shell", "product"]), contactEmail: "" };
  const Stub = createRoutesStub([{ path: "/", Component: () => <ShellProvider env={env} data={null}><NotifyForm variantId={12} email={email} /></ShellProvider> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("the back-in-stock form", () => {
  it("starts with a signed-in customer's address, and empty for a guest", () => {
    expect(render("aino@example.fi")).toMatch(/<input id="notify-email"[^>]*value="aino@example.fi"/);
    expect(render(null)).toMatch(/<input id="notify-email"[^>]*value=""/);
  });
});
