import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DeleteRequestForm } from "#app/components/accounts/AccountAreaForms.tsx";
import { receiveTexts } from "#app/transport/sent-texts.ts";
import { ShellProvider } from "#app/components/shell/ShellContext.tsx";
import { messagesFor, textsFor } from "#app/components/shell/shell-data.server.ts";
import { translate } from "#i18n/messages.ts";
import DeleteAccountPage from "./delete-account.tsx";

const texts = { ...textsFor("en"), ...receiveTexts(messagesFor("en", ["accounts", "accountArea", "errors"])) };

function render(element: React.ReactElement): string {
  const env = { lang: "en" as const, nonce: "n", messages: texts, contactEmail: "" };
  const Stub = createRoutesStub([{ path: "/", Component: () => <ShellProvider env={env} data={null}>{element}</ShellProvider> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

const submit = (html: string) => /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? "";
const blocked = translate("en", "accountArea.deleteBlocked", { number: "W910002" });
const refused = translate("en", "accountArea.openOrder", { number: "W910002" });

describe("deleting the account while an order is on its way", () => {
  it("the link's page names the order before the button is pressed, and the button is off", () => {
    const page = (loaderData: object, actionData?: object) =>
      render(<DeleteAccountPage {...({ loaderData: { email: "aino@example.fi", ...loaderData }, actionData } as unknown as Parameters<typeof DeleteAccountPage>[0])} />);
    const open = page({ blocker: blocked });
    expect(open).toContain(blocked);
    expect(submit(open)).toContain("disabled");
    expect(submit(page({ blocker: null }))).not.toContain("disabled");
    // Refused after the page was shown (the page's data is not read again after a refusal): the button goes off too.
    const after = page({ blocker: null }, { deleted: false, expired: false, error: refused, blocked: true });
    expect(after).toContain(refused);
    expect(submit(after)).toContain("disabled");
  });

  it("the account area says it before the link is asked for, with the button off", () => {
    const form = render(<DeleteRequestForm email="aino@example.fi" blocker={blocked} result={undefined} />);
    expect(form).toContain(blocked);
    expect(submit(form)).toMatch(/disabled=""[^>]*aria-describedby|aria-describedby[^>]*disabled=""/);
    expect(submit(render(<DeleteRequestForm email="aino@example.fi" blocker={null} result={undefined} />))).not.toContain("disabled");
    const after = render(<DeleteRequestForm email="aino@example.fi" blocker={null} result={{ form: "delete", ok: false, error: blocked, blocked: true }} />);
    expect(submit(after)).toContain("disabled");
  });
});
