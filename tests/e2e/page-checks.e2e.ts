/**
 * The page checks themselves (./support/checks.ts): every other browser test trusts them to fail on a page
 * that breaks a rule, so they are tried here on pages made to break one.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, servedHtml } from "./support/checks.ts";
import { urlFor } from "./support/urls.ts";

test("axe fails a page listing each broken rule, also after a check of the same document, and its extra rule is on", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Checks</title></head><body><main><h1>Checks</h1>
    <p style="color:#bbb;background:#fff">Faint text</p><a href="/cart/" aria-label="Basket">Cart</a></main></body></html>`);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/color-contrast[\s\S]*label-content-name-mismatch/);

  // A second check on the same document (axe already there) sees what changed since.
  await page.evaluate(() => {
    document.querySelector("p")!.style.color = "#222";
    document.querySelector("a")!.removeAttribute("aria-label");
    document.querySelector("main")!.insertAdjacentHTML("beforeend", '<img src="/no-such-picture.png">');
  });
  const error = await expectNoAxeViolations(page).then(
    () => null,
    (failure: Error) => failure.message,
  );
  expect(error).toMatch(/image-alt/);
  expect(error).not.toMatch(/color-contrast|label-content-name-mismatch/);

  await page.evaluate(() => document.querySelector("img")!.setAttribute("alt", ""));
  await expectNoAxeViolations(page);
});

test("the served HTML is the server's document of the page as it is now, and a page that is gone fails it", async ({ page }) => {
  await page.goto(urlFor("fi", "/"));
  await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<p id="drawn-only">only drawn</p>'));
  const served = await servedHtml(page);
  expect(served.name).toBe(page.url());
  expect(served.html).toMatch(/^<!DOCTYPE html><html lang="fi"/i);
  expect(served.html).not.toContain("drawn-only");

  await page.goto(urlFor("fi", "/no-such-page-at-all/"));
  await expect(servedHtml(page)).rejects.toThrow(/status of/);
});
