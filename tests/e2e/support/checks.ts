/**
 * Page checks every browser test uses: axe (WCAG 2.2 AA, 0 violations) on the rendered page, and the
 * Nu HTML checker (0 errors) on the server-rendered HTML. The checker is one web service for the whole run
 * (./nu-checker.ts); a test that checks several pages gathers their HTML and calls expectValidHtml once,
 * so that a failure lists every page's errors together.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type APIResponse, type Page, type Response } from "@playwright/test";
import { nuCheck } from "./nu-checker.ts";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Rules axe leaves off by default (its "experimental" ones) that the shop is held to as well: a control's
 * name must contain its visible text (WCAG 2.5.3 Label in Name), which the cart link once broke on every page.
 */
export const AXE_EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } };

/** axe-core's browser build, read once per worker and evaluated in a page only when that document has none yet. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe on the page as it is now and fails listing every violation with the offending elements.
 *
 * axe runs in the page itself with only violations gathered (a partial run per frame finished in a second page
 * was four times slower on a grid of 60 cards, with the same rules). Its 500 kB source is evaluated once per
 * document and frame: evaluated again on every check, as @axe-core/playwright does twice per check, it was a
 * fifth of a check's CPU. Frames are injected as that library does, and axe reaches only same-origin ones:
 * the shop has no frames of its own, and a payment provider's frame is not ours to check.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await page.waitForLoadState("load");
  // Colours are measured as they end up: a button fading to its colour (a 120 ms transition after a choice made
  // just before) measured halfway fails contrast that it meets. Transitions only: a spinner's animation runs on.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))));
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === "undefined")) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      // A child frame that navigates or closes meanwhile is left out, as axe leaves out frames it cannot reach.
      if (frame === page.mainFrame()) throw error;
    }
  }
  const violations = await page.evaluate(
    async ({ tags, rules, exclude }) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      const result = await axe.run(exclude.length > 0 ? { exclude } : document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], rules });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((node) => ({ target: node.target.map(String).join(" "), failureSummary: node.failureSummary ?? "" })),
      }));
    },
    { tags: AXE_TAGS, rules: AXE_EXTRA_RULES, exclude: options.exclude ?? [] },
  );
  const found = violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.help}\n` + v.nodes.map((node) => `    ${node.target}: ${node.failureSummary}`.replace(/\n/g, " ")).join("\n"),
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

/**
 * The page's document as the server renders it now, asked for again from within the page (its cookies, its
 * storefront host) without drawing it a second time: for checking the HTML of a page reached by clicks.
 */
export async function servedHtml(page: Page): Promise<HtmlDocument> {
  const answer = await page.evaluate(async () => {
    const response = await fetch(location.href, { headers: { accept: "text/html" }, redirect: "manual" });
    return { url: location.href, status: response.status, type: response.headers.get("content-type") ?? "", html: await response.text() };
  });
  expect(answer.status, `status of ${answer.url}`).toBe(200);
  expect(answer.type, `content type of ${answer.url}`).toContain("text/html");
  return { name: answer.url, html: answer.html };
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
