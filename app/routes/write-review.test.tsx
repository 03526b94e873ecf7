import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Reviews } from "#app/components/product/Reviews.tsx";
import { receiveTexts } from "#app/transport/sent-texts.ts";
import { ShellProvider } from "#app/components/shell/ShellContext.tsx";
import { messagesFor, textsFor } from "#app/components/shell/shell-data.server.ts";
import type { ReviewView } from "#core/reviews/reviews.ts";
import { FIT_VALUES } from "#core/reviews/review-input.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import WriteReviewPage from "./write-review.tsx";

/** Renders inside the shell's context and a router, as the page is rendered on the server. */
function render(lang: Lang, texts: Record<string, string>, element: React.ReactElement): string {
  const env = { lang, nonce: "n", messages: { ...textsFor(lang, ["shell", "catalog", "product"]), ...texts }, contactEmail: "" };
  const Stub = createRoutesStub([{ path: "/", Component: () => <ShellProvider env={env} data={null}>{element}</ShellProvider> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** The form's fit choices as written in its list, by value. */
function formFits(lang: Lang): Map<number, string> {
  const loaderData = {
    model: { id: 7, name: "Tunturi Jacket", path: "/tunturi/jacket/" },
    firstName: "Aino",
    messages: messagesFor(lang, ["reviewWriting", "accounts.nameTooLong", "product.reviewFitValue"]),
  };
  // The page's own texts, as the root merges them with the shell's.
  const html = render(lang, receiveTexts(loaderData.messages), <WriteReviewPage {...({ loaderData, actionData: undefined } as unknown as Parameters<typeof WriteReviewPage>[0])} />);
  return new Map([...html.matchAll(/<option value="(\d+)">([^<]*)<\/option>/g)].map((match) => [Number(match[1]), decode(match[2]!)]));
}

function review(size: number): ReviewView {
  return { id: size, created: "2026-10-01T10:00:00Z", rating: 8, visible_name: "Aino", comment: "Hyvä.", size, images: [], votes_up: 0, votes_down: 0, votes_total: 0, lang: "fi" };
}

/** The fit a shown review of each size says. */
function reviewFits(lang: Lang): Map<number, string> {
  const results = FIT_VALUES.map(review);
  const data = { modelId: 7, sort: "date" as const, pages: 1, page: { results, max_pages: 1 }, myVotes: {} };
  const html = render(lang, {}, <Reviews data={data} customerId={null} />);
  const shown = [...html.matchAll(/<article class="review" id="review-(\d+)">.*?<span class="review__fit-value">([^<]*)<\/span>/g)];
  return new Map(shown.map((match) => [Number(match[1]), decode(match[2]!)]));
}

describe("the fit of a review", () => {
  it("is offered by the form in the words the shown review uses, in every language", () => {
    for (const lang of LANGUAGES) {
      const offered = formFits(lang);
      const shown = reviewFits(lang);
      expect(shown.size, lang).toBe(FIT_VALUES.length);
      for (const size of FIT_VALUES) expect(offered.get(size), `${lang} ${size}`).toBe(shown.get(size));
    }
  });
});
