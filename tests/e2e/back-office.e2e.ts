/**
 * The back office in the browser. In Finnish on a wide screen, the admin logs in at /admin/, creates a model
 * (first forgetting its name: the message names the field and the brand chosen stays), opens the editor's parts by
 * their tabs, adds two colours in
 * three sizes, uploads two pictures with their texts (a file that is not a picture is refused first), puts the
 * model on sale until a day next week, and sees it in the shop in Finnish and in English with the 30-day lowest
 * price and the picture in AVIF; creates an integration token, sends the ERP's stock for one variant and sees it
 * on the product page; gives the model a technical property and a bundle (naming the model itself in it first,
 * which is refused by its field) and sees both on the product page; reads each change in the audit log; gives a store's Monday bad hours (named), then good
 * ones. Staff check a CSV with a bad row (its problem named by line and column, nothing applied) and apply the
 * fixed file; make a product group, rename its address (the old one moves to the new one) and make a brand with a
 * carousel picture the brand page then shows. In
 * English, staff preview a new page (its script gone), publish it, open it in the shop and rename its address; in
 * Finnish they make a picture banner (a bad link named first) and see it on the front page; the admin changes the
 * search field's hint in the general settings (a bad number of days named first) and sees it in the shop. A
 * member of staff who is not an admin gets 403 for the audit log, and a customer 403 for the back office. In
 * English on a phone, the model list's search finds the model by SKU. axe-clean on each page, and valid HTML on
 * each page type with forms and tables (the editor, tokens, audit log, a store, the groups, a group, a brand, the
 * pages, a page, the banners, a banner, the settings, the keyword popups, a keyword popup, an import's report, the list).
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { formatPrice } from "#core/money/format-price.ts";
import { expectNoAxeViolations, expectValidHtml, servedHtml } from "./support/checks.ts";
import { submitLogin } from "./support/accounts.ts";
import { urlFor } from "./support/urls.ts";

type Key = Parameters<typeof translate>[1];
const tr = (lang: Lang) => (key: Key, values?: Record<string, string | number>) => translate(lang, key, values);

async function logIn(page: Page, lang: Lang, account: { email: string; password: string }, path: string) {
  await page.goto(urlFor(lang, path));
  await submitLogin(page, lang, account.email, account.password);
  await expect(page).toHaveURL(urlFor(lang, path));
  // The log-in form is answered at the page's own address: the page is there once the form is gone.
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
}

/** A part of a model's editor, opened by its tab. */
async function openPart(page: Page, lang: Lang, label: Key) {
  await page.getByRole("navigation", { name: tr(lang)("admin.modelSections") }).getByRole("link", { name: tr(lang)(label), exact: true }).click();
  await expect(page.getByRole("navigation", { name: tr(lang)("admin.modelSections") }).getByRole("link", { name: tr(lang)(label), exact: true })).toHaveAttribute("aria-current", "page");
}

/**
 * The page as the server renders it (asked for again with the page's cookies, without drawing it a second time)
 * is valid HTML, and axe finds nothing on it as drawn.
 */
async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  await expectValidHtml(await servedHtml(page));
}

/** A plain photo of one colour, as a camera or an editor would save it. */
const photo = (width: number, height: number, background: string, format: "png" | "jpeg" = "png") => sharp({ create: { width, height, channels: 3, background } })[format]().toBuffer();
const euros = (cents: number, lang: Lang) => formatPrice(cents, { code: "EUR", rate: 1 }, lang);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Helsinki" });

test.describe.serial("the back office", () => {
  const suffix = `${Date.now() % 1_000_000}`;
  const nameFi = `Testitakki ${suffix}`;
  const nameEn = `Test jacket ${suffix}`;
  let modelPath = "";
  let firstSku = "";

  test("fi, wide: a new model with variants and a sale shows in the shop in two languages with its 30-day lowest price", async ({ page }) => {
    // A dozen posts, two pictures read and the shop in two languages: on two cores busy with the other worker, more than the default 30 s.
    test.setTimeout(90_000);
    const t = tr("fi");
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, "fi", DEMO_ACCOUNTS.admin, pathFor("admin", "fi"));
    await expect(page.getByRole("heading", { level: 1, name: t("admin.title") })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: t("admin.newModel") }).click();
    await page.getByLabel(t("admin.brand"), { exact: true }).selectOption({ index: 1 });
    const brand = await page.getByLabel(t("admin.brand"), { exact: true }).inputValue();
    const group = page.getByLabel(t("admin.mainGroup"));
    await group.selectOption((await group.locator("option", { hasText: "Toppatakit" }).first().getAttribute("value"))!);
    // The Finnish name is required; the browser's own check is what a shopper would meet first, so post without it.
    await page.locator("form.admin-form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("button", { name: t("admin.createModel") }).click();
    await expect(page.getByText(t("admin.checkFields"))).toBeVisible();
    const name = page.locator("details[lang=fi]").getByLabel(t("admin.textName"), { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t("admin.problemRequired"))).toBeVisible();
    await expect(page.getByLabel(t("admin.brand"), { exact: true })).toHaveValue(brand);
    await expectNoAxeViolations(page);

    await name.fill(nameFi);
    await page.locator("details[lang=en] summary").click();
    await page.locator("details[lang=en]").getByLabel(t("admin.textName"), { exact: true }).fill(nameEn);
    await page.getByRole("button", { name: t("admin.createModel") }).click();
    await expect(page.getByText(t("admin.savedCreated"))).toBeVisible();
    await expect(page.getByText(t("admin.noVariants"))).toBeVisible();
    modelPath = new URL(page.url()).pathname;

    // Two colours, three sizes; once added they are priced next.
    await openPart(page, "fi", "admin.addVariants");
    const variants = page.locator("form", { has: page.getByRole("heading", { name: t("admin.addVariants") }) });
    await variants.getByLabel(t("admin.colours")).selectOption([{ index: 0 }, { index: 1 }]);
    await variants.getByLabel(t("admin.sizes")).fill("S, M, L");
    await variants.getByLabel(t("admin.regular")).fill("120,00");
    await variants.getByRole("button", { name: t("admin.addVariants") }).click();
    await expect(page.getByText(t("admin.savedVariants"))).toBeVisible();
    const priceRows = page.locator("form", { has: page.getByRole("heading", { name: t("admin.prices") }) }).locator("tbody tr");
    await expect(priceRows).toHaveCount(6);
    // The row's name is colour · size · SKU, before the note of today's prices.
    firstSku = (await priceRows.first().locator("th").evaluate((cell) => cell.firstChild?.textContent ?? "")).split("·").at(-1)!.trim();

    // Pictures: a file that is not a picture is refused by name of the field, then two photos replace the drawings.
    await openPart(page, "fi", "admin.pictures");
    const upload = page.locator("form", { has: page.getByRole("heading", { name: t("admin.uploadPictures") }) });
    await expect(page.locator(".admin-pictures__item")).toHaveCount(2);
    await upload.getByLabel(t("admin.pictureFiles")).setInputFiles([{ name: "takki.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") }]);
    await upload.getByRole("button", { name: t("admin.uploadPictures") }).click();
    await expect(upload.getByText(t("admin.problemNotPicture"))).toBeVisible();
    await upload.getByLabel(t("admin.pictureFiles")).setInputFiles([
      { name: "edesta.png", mimeType: "image/png", buffer: await photo(800, 600, "#2e5e4e") },
      { name: "takaa.jpg", mimeType: "image/jpeg", buffer: await photo(600, 800, "#f0c419", "jpeg") },
    ]);
    await upload.getByRole("group", { name: t("admin.pictureAlt") }).getByLabel("Suomi").fill(`${nameFi} edestä`);
    await upload.getByRole("group", { name: t("admin.pictureAlt") }).getByLabel("English").fill(`${nameEn} from the front`);
    await upload.getByRole("button", { name: t("admin.uploadPictures") }).click();
    await expect(page.getByText(t("admin.savedUpload"))).toBeVisible();
    await expect(page.locator(".admin-pictures__title")).toHaveText([t("admin.pictureNumber", { number: 1 }), t("admin.pictureNumber", { number: 2 })]);

    await checkPage(page);

    // The sale for every variant, from today to a day next week.
    await openPart(page, "fi", "admin.prices");
    for (let row = 0; row < 6; row++) {
      const cells = priceRows.nth(row).locator("input");
      await cells.nth(1).fill("89,00");
      await cells.nth(2).fill(inDays(0));
      await cells.nth(3).fill(inDays(6));
    }
    await page.getByRole("button", { name: t("admin.savePrices") }).click();
    await expect(page.getByText(t("admin.savedPrices"))).toBeVisible();
    await expect(priceRows.first()).toContainText(t("admin.lowest30", { price: euros(12_000, "fi") }));
    await checkPage(page);

    // A new model is for staff only until it is made public.
    await openPart(page, "fi", "admin.basics");
    await expect(page.getByLabel(t("admin.visibility"))).toHaveValue("staff");
    await page.getByLabel(t("admin.visibility")).selectOption("public");
    await page.getByRole("button", { name: t("admin.saveModel") }).click();
    await expect(page.getByText(t("admin.savedModel"))).toBeVisible();

    // The shop: the sale price, the 30-day lowest price before it and the end of the offer.
    await page.getByRole("link", { name: t("admin.viewInShop") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(nameFi);
    const prices = page.locator(".price-block");
    await expect(prices.locator(".price-block__active")).toHaveText(euros(8_900, "fi"));
    await expect(prices.locator(".price-block__reference")).toHaveText(`${translate("fi", "catalog.lowestPrice30Days")} ${euros(12_000, "fi")}`);
    // The uploaded picture, in AVIF at a size for the screen, with its Finnish text.
    const picture = page.locator(".gallery__main img");
    await expect(picture).toHaveAttribute("alt", `${nameFi} edestä`);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc)).toMatch(/^https?:\/\/[^/]+\/images\/pictures\/[0-9a-f]{32}-(640|960|1440)\.avif$/);
    const english = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href");
    expect(english).toBeTruthy();
    // In English, delivered to Finland in euros (the reference rule of the Finnish tax area).
    await page.context().addCookies([
      { name: "delivery_country", value: "fi", url: new URL(english!).origin },
      { name: "currency", value: "eur", url: new URL(english!).origin },
    ]);
    await page.goto(english!);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(nameEn);
    await expect(prices.locator(".price-block__active")).toHaveText(euros(8_900, "en"));
    await expect(prices.locator(".price-block__reference")).toHaveText(`${translate("en", "catalog.lowestPrice30Days")} ${euros(12_000, "en")}`);
    await expect(picture).toHaveAttribute("alt", `${nameEn} from the front`);
  });

  test("fi, wide: the ERP's stock shows on the product page, and the audit log tells each change", async ({ page }) => {
    // Three pages checked with axe and the HTML checker: past 30 s on a busy two-core machine.
    test.setTimeout(60_000);
    const t = tr("fi");
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, "fi", DEMO_ACCOUNTS.admin, pathFor("admin.tokens", "fi"));
    await page.getByLabel(t("admin.tokenName")).fill(`ERP ${suffix}`);
    await page.getByRole("button", { name: t("admin.createToken") }).click();
    await expect(page.getByText(t("admin.tokenCreated"))).toBeVisible();
    const secret = (await page.locator(".admin-secret code").innerText()).trim();
    await expect(page.getByRole("row", { name: new RegExp(`ERP ${suffix}`) })).toContainText(t("admin.never"));
    await checkPage(page);

    const put = await page.request.put(urlFor("fi", "/api/integration/stock/"), {
      headers: { authorization: `Bearer ${secret}` },
      data: { items: [{ sku: firstSku, store: 20, quantity: 7 }] },
    });
    expect(put.status()).toBe(200);
    expect(await put.json()).toEqual({ updated: 1, unchanged: 0, unknown: [] });

    await page.goto(urlFor("fi", modelPath));
    await openPart(page, "fi", "admin.stock");
    const stock = page.locator("form", { has: page.getByRole("heading", { name: t("admin.stock") }) });
    await expect(stock.locator("tbody tr").first().locator('input[name^="qty_"]').first()).toHaveValue("0");
    await expect(stock.locator("tbody tr").first().getByRole("checkbox", { name: new RegExp(t("admin.variantShown")) })).toBeChecked();
    await expect(stock.locator(`input[name$="_20"]`).first()).toHaveValue("7");
    await checkPage(page);
    await page.getByRole("link", { name: t("admin.viewInShop") }).click();
    // The web warehouse's 7 pieces: the first variant can be bought now, the others not.
    await page.locator(".picker--size .picker__option", { hasText: /^S$/ }).first().click();
    await expect(page.getByRole("button", { name: translate("fi", "product.addToCart") })).toBeEnabled();

    await page.goto(urlFor("fi", pathFor("admin.audit", "fi")));
    const log = page.locator("table tbody");
    await expect(log.locator("tr").first()).toContainText(`token: ERP ${suffix}`);
    await expect(log.locator("tr").first()).toContainText("stock.put");
    for (const action of ["token.create", "prices.update", "variants.create", "model.create"]) await expect(log).toContainText(action);
    await checkPage(page);
    // A change's own view, from its time: that change alone, whole.
    await log.locator("tr").first().locator("td").first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${t("admin.auditEntry", { id: "\\d+" })}$`) })).toBeVisible();
    await expect(log.locator("tr")).toHaveCount(1);
    await expect(log.locator("tr").first()).toContainText("stock.put");
    await expect(page.getByRole("link", { name: t("admin.auditAll") })).toBeVisible();

    // A store's hours: a closing before the opening is named, the fixed hours are saved and logged.
    await page.goto(urlFor("fi", pathFor("admin.stores", "fi")));
    await page.locator("tbody a").first().click();
    const monday = page.getByLabel(t("admin.day_mon"));
    await monday.fill("20-9");
    await page.getByRole("button", { name: t("admin.saveStore") }).click();
    await expect(monday).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t("admin.problemInvalid"))).toBeVisible();
    await monday.fill("9-21");
    await page.getByRole("button", { name: t("admin.saveStore") }).click();
    await expect(page.getByText(t("admin.savedStore"))).toBeVisible();
    await expect(monday).toHaveValue("9-21");
    await checkPage(page);
    await page.goto(urlFor("fi", pathFor("admin.audit", "fi")));
    await expect(log.locator("tr").first()).toContainText("store.update");
  });

  test("fi, wide: a technical property and a bundle (a model in it twice named first) show on the product page", async ({ page }) => {
    test.setTimeout(60_000);
    const t = tr("fi");
    await page.setViewportSize({ width: 1280, height: 900 });
    // Another model for the bundle: the first ski of the list's search.
    await logIn(page, "fi", DEMO_ACCOUNTS.admin, `${pathFor("admin.products", "fi")}?q=laskettelusukset`);
    const other = (await page.locator('tbody a[href*="/admin/products/"]').first().getAttribute("href"))!.match(/\/(\d+)\/$/)![1]!;
    await page.goto(urlFor("fi", modelPath));
    await openPart(page, "fi", "admin.propertiesAndBundles");

    const properties = page.locator("form", { has: page.getByRole("heading", { name: t("admin.properties") }) });
    await properties.locator('input[inputmode="decimal"]').first().fill("850");
    await properties.getByRole("button", { name: t("admin.saveProperties") }).click();
    await expect(page.getByText(t("admin.savedProperties"))).toBeVisible();

    const bundle = page.locator("form", { has: page.getByRole("button", { name: t("admin.addBundle") }) });
    await bundle.locator("details[lang=fi]").getByLabel(t("admin.textName"), { exact: true }).fill(`Testipaketti ${suffix}`);
    await bundle.getByRole("textbox", { name: `${t("admin.bundleRow", { row: 1 })} ${t("admin.bundlePart")}` }).fill(firstSku);
    await bundle.getByLabel(t("admin.bundlePrice")).fill("100,00");
    await bundle.getByRole("button", { name: t("admin.addBundle") }).click();
    await expect(bundle.getByText(t("admin.problemTwice"))).toBeVisible();
    await expect(bundle.getByLabel(t("admin.bundlePrice"))).toHaveValue("100,00");
    await expectNoAxeViolations(page);
    await bundle.getByRole("textbox", { name: `${t("admin.bundleRow", { row: 1 })} ${t("admin.bundlePart")}` }).fill(other);
    await bundle.getByRole("button", { name: t("admin.addBundle") }).click();
    await expect(page.getByText(t("admin.savedBundle"), { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: t("admin.bundleHeading", { name: `Testipaketti ${suffix}` }) })).toBeVisible();
    await checkPage(page);

    await page.getByRole("link", { name: t("admin.viewInShop") }).click();
    await expect(page.locator(".properties")).toContainText("850");
    const offer = page.locator("#bundles .bundle", { hasText: `Testipaketti ${suffix}` });
    await expect(offer).toContainText(euros(10_000, "fi"));
  });

  test("fi, wide: a CSV with a bad row is checked, its problem named by line and column; the fixed file is applied", async ({ page }) => {
    const t = tr("fi");
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, "fi", DEMO_ACCOUNTS.staff, pathFor("admin.import", "fi"));
    await expectNoAxeViolations(page);
    // The brand and group of the model made above, read back from the export's first line of that model.
    const exported = await page.request.get(urlFor("fi", `${pathFor("admin.export", "fi")}?format=json`));
    expect(exported.status()).toBe(200);
    const rows = (await exported.json()) as Array<Record<string, string>>;
    const template = rows.find((row) => row.sku === firstSku)!;
    const header = "sku;model;brand;group;visibility;colour;size;regular_price;sale_price;name_fi;name_en;stock_20";
    const file = (third: string) =>
      Buffer.from(
        [
          header,
          `TUO-${suffix}-1;tuonti-${suffix};${template.brand};${template.group};public;${template.colour};S;59,90;;Tuontihousut ${suffix};Import trousers ${suffix};3`,
          `TUO-${suffix}-2;tuonti-${suffix};;;;${template.colour};M;59,90;;;;3`,
          third,
        ].join("\n"),
      );
    const upload = async (body: Buffer) => {
      await page.goto(urlFor("fi", pathFor("admin.import", "fi")));
      await page.getByLabel(t("admin.importFile")).setInputFiles({ name: "tuonti.csv", mimeType: "text/csv", buffer: body });
      await page.getByRole("button", { name: t("admin.checkFile") }).click();
      await expect(page.getByRole("heading", { level: 1, name: t("admin.importRunTitle", { name: "tuonti.csv" }) })).toBeVisible();
    };
    await upload(file(`TUO-${suffix}-3;tuonti-${suffix};;;;${template.colour};L;59,90;69,90;;;3`));
    await expect(page.getByRole("heading", { name: t("admin.importStatusProblems", { count: 1 }) })).toBeVisible();
    const problem = page.locator("tbody tr");
    await expect(problem).toHaveCount(1);
    await expect(problem.locator("td")).toHaveText(["4", "sale_price", t("admin.problemNotBelowRegular")]);
    await expect(page.getByRole("button", { name: t("admin.applyImport") })).toHaveCount(0);
    const report = await page.request.get(urlFor("fi", new URL(page.url()).pathname + "report/"));
    expect(await report.text()).toContain("sale_price");
    await checkPage(page);

    await upload(file(`TUO-${suffix}-3;tuonti-${suffix};;;;${template.colour};L;59,90;49,90;;;3`));
    await expect(page.getByText(t("admin.importCounts", { newModels: 1, changedModels: 0, newVariants: 3, changedVariants: 0 }))).toBeVisible();
    await page.getByRole("button", { name: t("admin.applyImport") }).click();
    await expect(page.getByText(t("admin.importApplied"))).toBeVisible();
    await page.goto(urlFor("fi", `${pathFor("admin.products", "fi")}?q=TUO-${suffix}-3`));
    await page.getByRole("link", { name: `Tuontihousut ${suffix}` }).click();
    await openPart(page, "fi", "admin.prices");
    await expect(page.locator("form", { has: page.getByRole("heading", { name: t("admin.prices") }) }).locator("tbody tr")).toHaveCount(3);
  });

  test("fi, wide: a renamed product group keeps its old address, which moves to the new one; a new brand gets its page and its carousel picture", async ({ page }) => {
    // Its pictures are encoded on the server in several sizes and two formats: past 30 s on a busy two-core machine.
    test.setTimeout(60_000);
    const t = tr("fi");
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, "fi", DEMO_ACCOUNTS.staff, pathFor("admin.groups", "fi"));
    await checkPage(page);
    // A group of its own below a top-level one: the groups other tests walk keep their addresses.
    await page.getByRole("link", { name: t("admin.newGroup") }).click();
    await page.getByLabel(t("admin.parentGroup")).selectOption({ index: 1 });
    const finnish = page.locator("details[lang=fi]");
    await finnish.getByLabel(t("admin.groupName"), { exact: true }).fill(`Testiryhmä ${suffix}`);
    await page.getByRole("button", { name: t("admin.createGroup") }).click();
    await expect(page.getByText(t("admin.savedGroup"))).toBeVisible();
    const oldPath = (await finnish.locator("summary").innerText()).split("—")[1]!.trim();
    expect(oldPath).toMatch(new RegExp(`/testiryhma-${suffix}/$`));
    await finnish.getByLabel(t("admin.textSlug")).fill(`uusi-${suffix}`);
    await page.getByRole("button", { name: t("admin.saveGroup") }).click();
    // The notice of the first save stays on the page: the new address shows once the save is done.
    await expect(finnish.locator("summary")).toContainText(`/uusi-${suffix}/`);
    const newPath = (await finnish.locator("summary").innerText()).split("—")[1]!.trim();
    expect(newPath).toBe(oldPath.replace(`testiryhma-${suffix}`, `uusi-${suffix}`));
    await checkPage(page);
    await page.goto(urlFor("fi", oldPath));
    await expect(page).toHaveURL(urlFor("fi", newPath));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Testiryhmä ${suffix}`);

    await page.goto(urlFor("fi", pathFor("admin.brand", "fi", { id: "new" })));
    await page.getByLabel(t("admin.brandName"), { exact: true }).fill(`Tunturi ${suffix}`);
    await page.getByRole("button", { name: t("admin.createBrand") }).click();
    await expect(page.getByText(t("admin.savedBrand"))).toBeVisible();
    await expect(page.getByLabel(t("admin.brandSlug"))).toHaveValue(`tunturi-${suffix}`);
    // A carousel picture: uploaded in the editor, shown on the brand page at the size it needs.
    await page.getByLabel(t("admin.carouselFiles")).setInputFiles({ name: "tunturi.png", mimeType: "image/png", buffer: await photo(1440, 960, "#5a2d82") });
    await page.getByRole("button", { name: t("admin.addCarouselPictures") }).click();
    await expect(page.getByText(t("admin.savedCarousel"))).toBeVisible();
    await checkPage(page);
    await expect(async () => {
      await page.goto(urlFor("fi", `/tunturi-${suffix}/`));
      await expect(page.locator(".brand-carousel__image").first()).toHaveAttribute("src", /^\/images\/pictures\/[0-9a-f]{32}-960\.webp$/, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.goto(urlFor("fi", pathFor("admin.brands", "fi")));
    await expect(page.getByRole("row", { name: new RegExp(`Tunturi ${suffix}`) })).toContainText("0");
  });

  test("en, wide: a new page is previewed without its script, published, shown in the shop, and its old address moves to the new one", async ({ page }) => {
    const t = tr("en");
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, "en", DEMO_ACCOUNTS.staff, pathFor("admin.pages", "en"));
    await checkPage(page);
    await page.getByRole("link", { name: t("admin.newPage") }).click();
    await page.getByLabel(t("admin.pageKey")).fill(`guide-${suffix}`);
    await page.locator("details[lang=fi]").getByLabel(t("admin.pageTitle")).fill(`Opas ${suffix}`);
    const english = page.locator("details[lang=en]");
    await english.getByLabel(t("admin.pageTitle")).fill(`Guide ${suffix}`);
    await english.getByLabel(t("admin.pageContent")).fill(`<p>Wax <strong>daily</strong></p><script>document.title = "hijacked"</script>`);
    await english.getByRole("button", { name: t("admin.previewIn", { language: "English" }) }).click();
    const preview = page.getByRole("region", { name: t("admin.previewHeading", { language: "English" }) });
    await expect(preview.locator("strong")).toHaveText("daily");
    await expect(preview.locator("script")).toHaveCount(0);
    // Nothing typed is lost, and nothing is saved yet.
    await expect(english.getByLabel(t("admin.pageTitle"))).toHaveValue(`Guide ${suffix}`);
    await expect(page.getByLabel(t("admin.pageKey"))).toHaveValue(`guide-${suffix}`);
    await expectNoAxeViolations(page);

    await page.getByLabel(t("admin.pagePublished")).check();
    await page.getByRole("button", { name: t("admin.createPage") }).click();
    await expect(page.getByText(t("admin.savedPage"))).toBeVisible();
    await checkPage(page);
    await page.getByRole("link", { name: t("admin.pageInShop") }).click();
    await expect(page).toHaveURL(urlFor("en", `/guide-${suffix}/`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Guide ${suffix}`);
    await expect(page.locator("main strong", { hasText: "daily" })).toBeVisible();
    expect(await page.title()).not.toBe("hijacked");

    await page.goBack();
    await page.locator("details[lang=en]").getByLabel(t("admin.textSlug")).fill(`ski-guide-${suffix}`);
    await page.getByRole("button", { name: t("admin.savePage") }).click();
    await expect(page.getByRole("link", { name: t("admin.pageInShop") })).toHaveAttribute("href", `/ski-guide-${suffix}/`);
    // The old address was shown a moment ago, and kept pages are dropped when the server next reads the data version (every second).
    await expect(async () => {
      await page.goto(urlFor("en", `/guide-${suffix}/`));
      await expect(page).toHaveURL(urlFor("en", `/ski-guide-${suffix}/`), { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Guide ${suffix}`);
  });

  test("fi, wide: a picture banner with a bad link is named, then shows on the front page with its uploaded picture", async ({ page }) => {
    const t = tr("fi");
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, "fi", DEMO_ACCOUNTS.staff, pathFor("admin.banners", "fi"));
    await checkPage(page);
    await page.getByRole("link", { name: t("admin.newBanner") }).click();
    await page.getByLabel(t("admin.bannerFirstDay")).fill(inDays(0));
    await page.getByLabel(t("admin.bannerPicture")).setInputFiles({ name: "talvi.png", mimeType: "image/png", buffer: await photo(1200, 700, "#24577a") });
    const finnish = page.locator("details[lang=fi]");
    await finnish.getByLabel(t("admin.bannerHeadingText")).fill(`Talvikausi ${suffix}`);
    await finnish.getByLabel(t("admin.bannerUrl")).fill("javascript:alert(1)");
    await page.getByRole("button", { name: t("admin.createBanner") }).click();
    await expect(finnish.getByLabel(t("admin.bannerUrl"))).toHaveAttribute("aria-invalid", "true");
    await expect(finnish.getByLabel(t("admin.bannerHeadingText"))).toHaveValue(`Talvikausi ${suffix}`);
    await finnish.getByLabel(t("admin.bannerUrl")).fill("/talviurheilu/");
    // A file input is never filled again by the page: the picture is chosen once more.
    await page.getByLabel(t("admin.bannerPicture")).setInputFiles({ name: "talvi.png", mimeType: "image/png", buffer: await photo(1200, 700, "#24577a") });
    await page.getByRole("button", { name: t("admin.createBanner") }).click();
    await expect(page.getByText(t("admin.savedBanner"))).toBeVisible();
    await checkPage(page);
    const heading = page.locator(".banner", { hasText: `Talvikausi ${suffix}` });
    // The front page is kept for shoppers and dropped when the server next reads the data version (every second).
    await expect(async () => {
      await page.goto(urlFor("fi", pathFor("home", "fi")));
      await expect(heading).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(heading.locator("img")).toHaveAttribute("src", /^\/images\/pictures\/[0-9a-f]{32}-960\.webp$/);
  });

  test("fi, wide: the admin's new search hint shows in the shop's search field; a bad number of days is named", async ({ page }) => {
    const t = tr("fi");
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, "fi", DEMO_ACCOUNTS.admin, pathFor("admin.settings", "fi"));
    await page.getByLabel(t("admin.settingPriceEndingDays")).fill("999");
    await page.locator("details[lang=fi]").getByLabel(t("admin.settingSearchPlaceholder")).fill(`Etsi retkelle ${suffix}`);
    await page.getByRole("button", { name: t("admin.saveSettings") }).click();
    await expect(page.getByLabel(t("admin.settingPriceEndingDays"))).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("details[lang=fi]").getByLabel(t("admin.settingSearchPlaceholder"))).toHaveValue(`Etsi retkelle ${suffix}`);
    await page.getByLabel(t("admin.settingPriceEndingDays")).fill("30");
    await page.getByRole("button", { name: t("admin.saveSettings") }).click();
    await expect(page.getByText(t("admin.savedSettings"))).toBeVisible();
    await checkPage(page);
    await expect(async () => {
      await page.goto(urlFor("fi", pathFor("home", "fi")));
      await expect(page.locator("#site-search-input")).toHaveAttribute("placeholder", `Etsi retkelle ${suffix}`, { timeout: 500 });
    }).toPass({ timeout: 10_000 });

    await page.goto(urlFor("fi", pathFor("admin.keywords", "fi")));
    await checkPage(page);
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 2, name: t("admin.keywordHeading"), exact: true })).toBeVisible();
    await checkPage(page);
  });

  test("fi: staff may not read the audit log, a customer may not open the back office", async ({ page }) => {
    await logIn(page, "fi", DEMO_ACCOUNTS.staff, pathFor("admin", "fi"));
    expect((await page.goto(urlFor("fi", pathFor("admin.audit", "fi"))))?.status()).toBe(403);
    await page.context().clearCookies();
    await page.goto(urlFor("fi", pathFor("admin", "fi")));
    await submitLogin(page, "fi", DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    await expect(page.getByRole("heading", { level: 1, name: translate("fi", "errors.status403") })).toBeVisible();
  });

  test("en, phone: the list finds the model by SKU and opens it", async ({ page }) => {
    const t = tr("en");
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, "en", DEMO_ACCOUNTS.staff, pathFor("admin.products", "en"));
    await page.getByLabel(t("admin.search")).fill(firstSku);
    await page.getByRole("button", { name: t("admin.find") }).click();
    await expect(page.getByText(t("admin.modelCount", { count: 1 }))).toBeVisible();
    await checkPage(page);
    await page.getByRole("link", { name: nameEn }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(nameEn);
    await expectNoAxeViolations(page);
    // The editor's parts wrap on a phone, every tab in sight.
    await openPart(page, "en", "admin.prices");
    await expect(page.getByRole("navigation", { name: t("admin.modelSections") }).getByRole("link", { name: t("admin.propertiesAndBundles") })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
