import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ShellProvider } from "#app/components/shell/ShellContext.tsx";
import { textsFor } from "#app/components/shell/shell-data.server.ts";
import type { Lang } from "#i18n/languages.ts";
import { BrandCarousel } from "./BrandCarousel.tsx";
import { CATALOG_PAGE_MESSAGES } from "./page-data.server.ts";
import { ReadMoreDescription } from "./ReadMoreDescription.tsx";
import { SearchSummary } from "./SearchSummary.tsx";

/** Server rendering of a component as the page's first HTML, before JavaScript. */
function render(node: React.ReactNode, lang: Lang = "fi"): string {
  const env = { lang, nonce: "n", messages: textsFor(lang, ["shell", ...CATALOG_PAGE_MESSAGES]), contactEmail: "" };
  const Stub = createRoutesStub([{ path: "/", Component: () => <ShellProvider env={env} data={null}>{node}</ShellProvider> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("SearchSummary", () => {
  it("shows the shopper's text as text, never as markup", () => {
    const query = `<b>x</b><img src=x onerror=alert(1)>' OR 1=1; --`;
    const html = render(<SearchSummary query={query} searchPath="/haku/" approximate={false} relatedSearches={[]} />);
    expect(html).toContain("Hakutulokset: ”&lt;b&gt;x&lt;/b&gt;&lt;img src=x onerror=alert(1)&gt;&#x27;");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<img");
  });

  it("says the results are approximate only when they are, in the page's language", () => {
    const props = { query: "kuoritaki", searchPath: "/suche/", relatedSearches: [] };
    expect(render(<SearchSummary {...props} approximate />, "de")).toContain(
      "Wir haben Ihre Suche „kuoritaki“ nicht verstanden. Die Ergebnisse sind daher nur annähernd passend.",
    );
    expect(render(<SearchSummary {...props} approximate={false} />, "de")).not.toContain("nicht verstanden");
  });

  it("links related searches to the search page with the text in the query", () => {
    const html = render(<SearchSummary query="takki" searchPath="/haku/" approximate={false} relatedSearches={["kuoritakki", "a&b"]} />);
    expect(html).toContain('href="/haku/?text=kuoritakki"');
    expect(html).toContain('href="/haku/?text=a%26b"');
    expect(html).toContain("Liittyvät haut");
  });
});

describe("ReadMoreDescription", () => {
  const html = "<p>Lyhyt alku.</p><p>Loput.</p>";

  it("renders both cuts and a disclosure with the whole text before JavaScript", () => {
    const out = render(
      <ReadMoreDescription
        title="Takit"
        html={html}
        excerpt={{ mobile: { text: "Lyhyt.", trimmed: true }, desktop: { text: "Lyhyt alku.", trimmed: true } }}
      />,
    );
    expect(out).toContain('<p class="read-more__text read-more__text--narrow">Lyhyt.</p>');
    expect(out).toContain('<p class="read-more__text read-more__text--wide">Lyhyt alku.</p>');
    expect(out).toMatch(/<details class="read-more__more"><summary[^>]*>Lue lisää<\/summary><div class="read-more__whole rich-text"><p>Lyhyt alku.<\/p><p>Loput.<\/p><\/div><\/details>/);
  });

  it("offers 'Read more' only on phones when the desktop shows everything, and not at all when nothing is left out", () => {
    const phoneOnly = render(
      <ReadMoreDescription title="T" html={html} excerpt={{ mobile: { text: "Lyhyt.", trimmed: true }, desktop: { text: "Kaikki.", trimmed: false } }} />,
    );
    expect(phoneOnly).toContain('class="read-more__more read-more__more--narrow-only"');
    const whole = render(
      <ReadMoreDescription title="T" html={html} excerpt={{ mobile: { text: "Kaikki.", trimmed: false }, desktop: { text: "Kaikki.", trimmed: false } }} />,
    );
    expect(whole).not.toContain("Lue lisää");
    expect(whole.match(/read-more__text/g)).toHaveLength(1);
  });
});

describe("BrandCarousel", () => {
  it("is the first picture alone before JavaScript, with the controls' row kept for later", () => {
    const out = render(<BrandCarousel brand="Ahkio" images={["/a.svg", "/b.svg", "/c.svg"]} />);
    expect(out.match(/brand-carousel__slide--current/g)).toHaveLength(1);
    expect(out).toMatch(/brand-carousel__slide--current"[^>]*><img[^>]*src="\/a.svg"/);
    expect(out).toContain('aria-label="Ahkio: kuvat"');
    expect(out).toContain('<div class="brand-carousel__controls"></div>');
    expect(out.match(/aria-hidden="true"/g)).toHaveLength(2);
  });

  it("draws nothing without pictures and no controls for one", () => {
    expect(render(<BrandCarousel brand="Ahkio" images={[]} />)).not.toContain("brand-carousel");
    expect(render(<BrandCarousel brand="Ahkio" images={["/a.svg"]} />)).not.toContain("brand-carousel__controls");
  });
});
