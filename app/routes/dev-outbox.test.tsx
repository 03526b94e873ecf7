import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext, type RequestContext } from "#app/context.ts";
import { receiveTexts } from "#app/transport/sent-texts.ts";
import { ShellProvider } from "#app/components/shell/ShellContext.tsx";
import { textsFor } from "#app/components/shell/shell-data.server.ts";
import type { OutboxEntry, OutboxMessage } from "#core/mail/outbox.ts";
import type { Services } from "#core/services.ts";
import type { Lang } from "#i18n/languages.ts";
import DevOutbox, { loader, OUTBOX_PAGE_SIZE } from "./dev-outbox.tsx";

const ENTRY: OutboxEntry = {
  id: 7,
  createdAt: "2026-11-22T10:15:00.000Z",
  sentAt: "2026-11-22T10:15:01.000Z",
  to: "anna@example.fi",
  subject: "Tilausvahvistus <1001>",
  transport: "smtp",
  status: "sent",
  lang: "fi",
  tag: "order-confirmation",
  attempts: 1,
  lastError: null,
};
const MESSAGE: OutboxMessage = { ...ENTRY, text: "Hei Anna,\nkiitos.", html: '<p onclick="alert(1)">Hei <script>x()</script></p>' };

function setup(devPages: boolean | undefined, lang: Lang = "fi") {
  const limits: number[] = [];
  const ids: number[] = [];
  const outbox: Services["outbox"] = {
    list: async (limit) => {
      limits.push(limit ?? -1);
      return [ENTRY];
    },
    get: async (id) => {
      ids.push(id);
      return id === MESSAGE.id ? MESSAGE : null;
    },
  };
  const origin = "https://shop.example.fi";
  const ctx: RequestContext = {
    lang,
    nonce: "n",
    origin,
    originByLang: { en: origin, fi: origin, sv: origin, de: origin, fr: origin, ru: origin },
    locale: { countryCode: "fi", currencyCode: "eur" },
    services: { outbox } as Services,
    clientAddress: "127.0.0.1",
    authToken: null,
    user: async () => null,
    contactEmail: "apu@example.fi",
    buildVersion: "1",
    ...(devPages === undefined ? {} : { devPages }),
  };
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const run = (url: string) =>
    loader({ request: new Request(`${origin}${url}`), params: {}, context } as unknown as Parameters<typeof loader>[0]);
  return { run, limits, ids };
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("dev.outbox loader", () => {
  it("answers 404 when developer pages are off or not configured", async () => {
    for (const devPages of [false, undefined]) {
      const { run, limits, ids } = setup(devPages);
      expect(await status(run("/dev/outbox/"))).toBe(404);
      expect(await status(run("/dev/outbox/?id=7"))).toBe(404);
      expect([...limits, ...ids]).toEqual([]);
    }
  });

  it("lists the newest messages with the page size", async () => {
    const { run, limits } = setup(true);
    const result = await run("/dev/outbox/");
    expect(limits).toEqual([OUTBOX_PAGE_SIZE]);
    expect(result.entries).toEqual([ENTRY]);
    expect(result.message).toBeNull();
    expect(result.head.title).toContain("Lähtevät sähköpostit");
    expect(receiveTexts(result.messages)["dev.columnSubject"]).toBe("Aihe");
  });

  it("shows one message by id, and answers 404 for an unknown or malformed id", async () => {
    const { run, ids } = setup(true);
    expect((await run("/dev/outbox/?id=7")).message).toEqual(MESSAGE);
    expect(await status(run("/dev/outbox/?id=8"))).toBe(404);
    for (const bad of ["abc", "0", "-1", "1.5", "07", ""]) expect(await status(run(`/dev/outbox/?id=${bad}`))).toBe(404);
    expect(ids).toEqual([7, 8]);
  });
});

describe("dev.outbox page", () => {
  async function render(url: string, lang: Lang) {
    const { run } = setup(true, lang);
    const loaderData = await run(url);
    const env = { lang, nonce: "n", messages: textsFor(lang, ["shell", "dev"]), contactEmail: "" };
    const Stub = createRoutesStub([
      {
        path: "/dev/outbox/",
        Component: () => (
          <ShellProvider env={env} data={null}>
            <DevOutbox {...({ loaderData } as unknown as Parameters<typeof DevOutbox>[0])} />
          </ShellProvider>
        ),
      },
    ]);
    return renderToStaticMarkup(<Stub initialEntries={["/dev/outbox/"]} />);
  }

  it("lists time, recipient, subject (linking the message), transport and status in the page's language", async () => {
    const html = await render("/dev/outbox/", "de");
    expect(html).toContain("<h1>E-Mail-Postausgang</h1>");
    expect(html).toMatch(/<th scope="col">Zeit<\/th><th scope="col">Empfänger<\/th><th scope="col">Betreff<\/th><th scope="col">Versandweg<\/th>/);
    expect(html).toContain('<time dateTime="2026-11-22T10:15:00.000Z">22.11.2026 12:15</time>');
    expect(html).toMatch(/<a href="\/dev\/outbox\/\?id=7"[^>]*>Tilausvahvistus &lt;1001&gt;<\/a>/);
    expect(html).toContain("<td>SMTP-Server</td><td>Gesendet</td>");
    expect(html).toContain("höchstens 50");
  });

  it("shows the text part and the HTML only as escaped source", async () => {
    const html = await render("/dev/outbox/?id=7", "fi");
    expect(html).toContain("<h1>Viesti 7</h1>");
    expect(html).toContain('<pre class="dev-outbox__body" data-part="text">Hei Anna,\nkiitos.</pre>');
    expect(html).toContain("&lt;p onclick=&quot;alert(1)&quot;&gt;Hei &lt;script&gt;x()&lt;/script&gt;&lt;/p&gt;");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<iframe");
  });
});
