import { PRODUCT_FAQ, PRODUCT_HIGHLIGHTS, PRODUCT_PAGES, catalogs, localizedPath } from "@studio/content";
import { expect, openPage, test } from "./fixtures.ts";

const demoLabel = (title: string, locale: "en" | "po" = "en") =>
  catalogs[locale]["product.hero.seeDemoLabel"].replace("{product}", title);

for (const product of Object.values(PRODUCT_PAGES)) {
  test(`${product.path}: 'See Demo' opens its live demo in a new tab, safely`, async ({ page }) => {
    await page.goto(product.path);
    const title = catalogs.en[product.titleId];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const seeDemo = page.getByRole("link", { name: demoLabel(title) });
    await expect(seeDemo).toHaveAttribute("href", product.demoPath);
    await expect(seeDemo).toHaveAttribute("target", "_blank");
    await expect(seeDemo).toHaveAttribute("rel", /(?=.*noopener)(?=.*noreferrer)/);
  });
}

test("'See Demo' on the Portuguese electronics page opens the electronics demo", async ({ page }) => {
  const product = PRODUCT_PAGES.electronics;
  await openPage(page, localizedPath(product.path, "po"));
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: demoLabel(catalogs.po[product.titleId], "po") }).click();
  const demo = await popup;
  await expect(demo).toHaveURL(/\/electrotech\/$/);
  await expect(demo.getByRole("heading", { level: 1 })).toHaveText("Live demo: electronics store");
  // No way back to the site's window from the demo (rel="noopener").
  expect(await demo.evaluate(() => window.opener)).toBeNull();
});

test("'Contact Us' takes the visitor down to the demo-booking form", async ({ page }) => {
  await openPage(page, "/english/beautystore");
  const form = page.locator("#book-demo");
  await expect(form).not.toBeInViewport();
  await page.getByRole("main").getByRole("link", { name: catalogs.en["product.hero.contactUs"], exact: true }).click();
  await expect(form).toBeInViewport();
  await expect(page).toHaveURL(/#book-demo$/);
  // Keyboard focus follows: the next Tab lands in the form.
  await page.keyboard.press("Tab");
  await expect(form.locator(":focus")).toHaveCount(1);
});

test("the FAQ opens one answer at a time and closes it again", async ({ page }) => {
  await openPage(page, "/gr/english/meatdelivery");
  const faq = page.locator('[data-slot="product-faq"]');
  const [first, second] = PRODUCT_FAQ;
  const firstQuestion = faq.getByRole("button", { name: catalogs.de[first!.questionId] });
  const secondQuestion = faq.getByRole("button", { name: catalogs.de[second!.questionId] });
  await expect(faq.getByRole("button", { expanded: true })).toHaveCount(0);

  await firstQuestion.click();
  await expect(firstQuestion).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(catalogs.de[first!.answerId])).toBeVisible();

  await secondQuestion.click();
  await expect(secondQuestion).toHaveAttribute("aria-expanded", "true");
  await expect(firstQuestion).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(catalogs.de[first!.answerId])).toBeHidden();

  await secondQuestion.click();
  await expect(faq.getByRole("button", { expanded: true })).toHaveCount(0);
});

test("a question pressed before the FAQ has woken opens once it has", async ({ page }) => {
  // The FAQ's code is held back (a slow phone) while the visitor presses a question.
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route("**/assets/product-faq.*.js", async (route) => {
    await released;
    await route.continue();
  });
  await openPage(page, "/english/meatdelivery");
  const faq = page.locator('[data-slot="product-faq"]');
  const question = faq.getByRole("button", { name: catalogs.en[PRODUCT_FAQ[0]!.questionId] });
  await question.click();
  await expect(faq.locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr", "");
  await expect(question).toHaveAttribute("aria-expanded", "false");
  release();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(catalogs.en[PRODUCT_FAQ[0]!.answerId])).toBeVisible();
});

test("the feature grid marks the feature pressed, and pressing it again clears it", async ({ page }) => {
  await openPage(page, "/english/fashionstore");
  const feature = page.getByRole("button", { name: new RegExp(catalogs.en["product.features.adminPanel.title"]) });
  await expect(feature).toHaveAttribute("aria-pressed", "false");
  await feature.click();
  await expect(feature).toHaveAttribute("aria-pressed", "true");
  await feature.click();
  await expect(feature).toHaveAttribute("aria-pressed", "false");
});

test("the privacy page's opt-out sets the cookie, stops the tag, survives a reload and can be undone", async ({
  page,
  context,
}) => {
  // The build under test has an analytics server (tests/e2e/third-party-hosts.ts; the fixtures
  // answer its script), so the tag loads once the page has loaded and is idle.
  const tag = page.locator("script[data-analytics-tag]");
  await openPage(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: catalogs.en["footer.links.privacyPolicy"] }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogs.en["privacy.title"]);
  await expect(tag).toHaveCount(1);
  const optOut = page.getByRole("checkbox", { name: catalogs.en["privacy.optOut.checkboxLabel"] });
  await expect(optOut).not.toBeChecked();
  await optOut.check();
  await expect(page.getByText(catalogs.en["privacy.optOut.statusOptedOut"])).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === "analytics_optout")?.value).toBe("1");
  await expect(tag).toHaveCount(0);

  // Opted out, a page loads no tag at all (checked once the page has loaded and gone quiet).
  await page.reload();
  await expect(optOut).toBeChecked();
  await page.waitForLoadState("networkidle");
  await expect(tag).toHaveCount(0);

  await optOut.uncheck();
  await expect(page.getByText(catalogs.en["privacy.optOut.statusOptedIn"])).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === "analytics_optout")).toBeUndefined();
  await expect(tag).toHaveCount(1);
});

test.describe("the highlights, with scripts switched off", () => {
  test.use({ javaScriptEnabled: false });

  test("a card swaps its icon while the pointer is on it: CSS, no script", async ({ page }) => {
    await page.goto("/english/meatdelivery");
    await expect(
      page.locator("astro-island").filter({ has: page.locator('[data-slot="product-highlights"]') }),
    ).toHaveCount(0);
    for (const { key, icon, hoverIcon } of PRODUCT_HIGHLIGHTS) {
      const card = page.locator(`[data-slot="product-highlight"][data-key="${key}"]`);
      const shown = () =>
        card
          .locator('[data-slot="product-highlight-icon"]')
          .evaluateAll((icons) =>
            icons.filter((svg) => getComputedStyle(svg).opacity === "1").map((svg) => svg.getAttribute("data-icon")),
          );
      await expect.poll(shown).toEqual([icon]);
      await card.hover();
      await expect.poll(shown).toEqual([hoverIcon]);
      await page.mouse.move(0, 0);
      await expect.poll(shown).toEqual([icon]);
    }
  });
});
