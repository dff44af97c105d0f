/**
 * Windows contrast themes (forced colours): the browser paints every page in the theme's few system
 * colours and drops fills and shadows, so a button drawn by its fill and a selection drawn in orange
 * vanish. What tells a control or a state apart must survive that (decision 0163). Chromium's
 * forced-colours emulation, as a visitor with a contrast theme gets the pages.
 */
import { PRODUCT_PAGES, ROUTE_PATHS } from "@studio/content";
import type { Locator } from "@playwright/test";
import { expect, openPage, scrollToLive, test } from "./fixtures.ts";

test.use({ forcedColors: "active" });

/**
 * How an element looks: the background it shows (its own, or where it has none, the nearest
 * one behind it) and its text colour, as the browser computed them.
 */
const paint = (element: Locator) =>
  element.evaluate((node) => {
    let behind: Element | null = node;
    let background = "rgba(0, 0, 0, 0)";
    while (behind && /^rgba\(.*, 0\)$|^transparent$/.test(background)) {
      background = getComputedStyle(behind).backgroundColor;
      behind = behind.parentElement;
    }
    return `${background} on ${getComputedStyle(node).color}`;
  });

/** Asserts that the one selected item is painted unlike the others, which all look alike. */
async function selectionStandsOut(items: Locator, selected: Locator, what: string) {
  const count = await items.count();
  expect(count, `${what}: more than one to choose from`).toBeGreaterThan(1);
  const chosen = await paint(selected);
  const others = new Set<string>();
  for (let index = 0; index < count; index++) {
    const item = items.nth(index);
    if ((await item.evaluate((node, one) => node === one, await selected.elementHandle())) === false) {
      others.add(await paint(item));
    }
  }
  expect([...others], `${what}: the others look alike`).toHaveLength(1);
  expect([...others], `${what}: the selected one looks different`).not.toContain(chosen);
}

test("forced colours: every button keeps its outline; the open service, the selected product tab and the current banner stand out", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, ROUTE_PATHS.home);
  expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);

  // A button drawn by its fill alone reads as plain text once the fill is gone; links stay links.
  const buttons = await page.locator('[data-slot="button"]').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const style = getComputedStyle(element);
        return {
          label: element.textContent?.trim() || element.getAttribute("aria-label"),
          link: style.textDecorationLine.includes("underline"),
          outline: style.borderTopStyle !== "none" && Number.parseFloat(style.borderTopWidth) >= 1,
        };
      }),
  );
  expect(buttons.filter((button) => !button.link).length, "buttons on the page").toBeGreaterThan(0);
  expect(buttons.filter((button) => !button.link && !button.outline).map((button) => button.label)).toEqual([]);

  const showcase = page.locator('[data-slot="product-showcase"]');
  await selectionStandsOut(showcase.getByRole("tab"), showcase.getByRole("tab", { selected: true }), "product tabs");

  const services = page.locator('[data-slot="services-accordion-trigger"]');
  await selectionStandsOut(
    services,
    page.locator('[data-slot="services-accordion-trigger"][aria-expanded="true"]'),
    "services",
  );

  // The banners' position bars are drawn by their fill: each keeps an outline, the current one stands out.
  const indicator = '[data-slot="banner-carousel-indicator"]';
  const bars = page.locator(`${indicator} > span`);
  await selectionStandsOut(bars, page.locator(`${indicator}[aria-current="true"] > span`), "carousel position");
  expect(
    await bars.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).borderTopStyle)),
    "every bar outlined",
  ).not.toContain("none");
});

test("forced colours: the open product of the phone's accordion stands out", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openPage(page, ROUTE_PATHS.home);
  const showcase = page.locator('[data-slot="product-showcase"]');
  await scrollToLive(showcase);
  await expect(showcase).toHaveAttribute("data-layout", "accordion");
  const triggers = showcase.locator('[data-slot="product-showcase-trigger"]');
  await selectionStandsOut(triggers, showcase.getByRole("button", { expanded: true }), "product accordion");
});

test("forced colours: a selected feature of a product page stands out", async ({ page }) => {
  const product = Object.values(PRODUCT_PAGES).find((page) => page.middleSection === "featureGrid");
  expect(product, "a product page with a feature grid").toBeDefined();
  await openPage(page, product!.path);
  const grid = page.locator('[data-slot="feature-card"]').first().locator("xpath=..");
  await scrollToLive(grid);
  const toggles = grid.locator('[data-slot="feature-toggle"]');
  await toggles.nth(1).click();
  await expect(toggles.nth(1)).toHaveAttribute("aria-pressed", "true");
  // The card's icon carries the selection (the card itself keeps the theme's colours for its text).
  const icons = grid.locator('[data-slot="feature-card"] > span:first-child');
  await selectionStandsOut(icons, icons.nth(1), "features");
});

test("forced colours: the focus ring shows on everything the keyboard reaches, and an invalid field stands out", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, ROUTE_PATHS.home);
  // The first stops of the page's Tab order: the skip link, the header, the banners and their controls.
  const unringed: string[] = [];
  for (let stop = 0; stop < 15; stop++) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      // A control may draw its ring on the card around it (`has-focus-visible`).
      const holder = [focused, focused.parentElement, focused.parentElement?.parentElement].find((element) => {
        const style = element && getComputedStyle(element);
        return style && style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
      });
      return {
        label: focused.textContent?.trim().slice(0, 40) || focused.getAttribute("aria-label"),
        ringed: !!holder,
      };
    });
    if (ring && !ring.ringed) unringed.push(ring.label ?? "?");
  }
  expect(unringed, "focused without a visible ring").toEqual([]);

  // Sent empty, the enquiry form marks its required fields invalid: a thicker border, not a colour alone.
  const form = page.locator('[data-slot="enquiry-form"]').first();
  await scrollToLive(form);
  const fields = form.locator("input:not([type=hidden]):not([type=checkbox]), textarea, select");
  const borders = () =>
    fields.evaluateAll((elements) =>
      elements.map((element) => ({
        invalid: element.getAttribute("aria-invalid") === "true",
        width: Number.parseFloat(getComputedStyle(element).borderTopWidth),
      })),
    );
  const before = await borders();
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  const after = await borders();
  const marked = after.flatMap((field, index) =>
    field.invalid ? [{ before: before[index]!.width, after: field.width }] : [],
  );
  expect(marked.length, "invalid fields").toBeGreaterThan(0);
  expect(
    marked.filter((field) => !(field.after > field.before)),
    "an invalid field's border is thicker than before",
  ).toEqual([]);
});
