/**
 * Page checks every browser test uses: axe (WCAG 2.2 AA, 0 violations) on the rendered page, and the
 * Nu HTML checker (0 errors) on the server-rendered HTML. The checker is one web service for the whole run
 * (./nu-checker.ts); a test that checks several pages gathers their HTML and calls expectValidHtml once,
 * so that a failure lists every page's errors together.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIResponse, type Page, type Response } from "@playwright/test";
import { nuCheck } from "./nu-checker.ts";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Rules axe leaves off by default (its "experimental" ones) that the shop is held to as well: a control's
 * name must contain its visible text (WCAG 2.5.3 Label in Name), which the cart link once broke on every page.
 */
export const AXE_EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } };

/** Runs axe on the page as it is now and fails listing every violation with the offending elements. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await page.waitForLoadState("load");
  // Colours are measured as they end up: a button fading to its colour (a 120 ms transition after a choice made
  // just before) measured halfway fails contrast that it meets. Transitions only: a spinner's animation runs on.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))));
  // Legacy mode runs axe.run in the page itself instead of a partial run per frame finished in a second page,
  // and only violations are gathered: together four times faster on a grid of 60 cards, with the same
  // rules. The shop has no frames of its own; a payment provider's frame is not ours to check.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).options({ resultTypes: ["violations"], rules: AXE_EXTRA_RULES });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? "?"}): ${v.help}\n` +
      v.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`.replace(/\n/g, " ")).join("\n"),
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

export interface HtmlDocument {
  /** Shown in failure messages, usually the URL. */
  name: string;
  html: string;
}

export interface HtmlError {
  document: string;
  line?: number;
  column?: number;
  message: string;
  extract?: string;
}

/** The server-rendered HTML of a navigation or API response, which must be a 200 HTML answer. */
export async function ssrHtml(response: Response | APIResponse | null): Promise<HtmlDocument> {
  expect(response, "no response (navigation to the same URL or about:blank?)").not.toBeNull();
  const answer = response!;
  expect(answer.status(), `status of ${answer.url()}`).toBe(200);
  expect(answer.headers()["content-type"] ?? "", `content type of ${answer.url()}`).toContain("text/html");
  return { name: answer.url(), html: await answer.text() };
}

/** Runs the Nu HTML checker over all documents and returns their errors (warnings are ignored). */
export async function validateHtml(documents: HtmlDocument[]): Promise<HtmlError[]> {
  if (documents.length === 0) throw new Error("validateHtml: no documents to check");
  const reports = await Promise.all(documents.map((doc) => nuCheck(doc.html)));
  return documents.flatMap((doc, index) =>
    reports[index]!
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => ({ document: doc.name, line: m.lastLine, column: m.firstColumn, message: m.message, extract: m.extract })),
  );
}

/** Fails with every checker error of the documents; returns the (empty) list. */
export async function expectValidHtml(documents: HtmlDocument | HtmlDocument[] | string): Promise<HtmlError[]> {
  const list =
    typeof documents === "string" ? [{ name: "document", html: documents }] : Array.isArray(documents) ? documents : [documents];
  const errors = await validateHtml(list);
  const found = errors.map((e) => `${e.document}:${e.line ?? "?"}:${e.column ?? "?"} ${e.message}${e.extract ? `  «${e.extract.replace(/\n/g, " ")}»` : ""}`);
  expect(found, `Nu HTML checker errors in ${list.length} document(s)`).toEqual([]);
  return errors;
}
