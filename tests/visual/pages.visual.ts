/**
 * Visual regression of the production build: one page of every kind at phone and desktop width,
 * in English and Russian, whole page, as a first-time visitor sees it having scrolled through it
 * (every interactive section woken), with the mock API's seed data. Compared with
 * tests/visual/baselines/pages/.
 */
import { expect, test } from "@playwright/test";
import { answerCountryLookups } from "../e2e/fixtures.ts";
import { PAGE_CASES, unusedBaselines } from "./cases.ts";
import { systemFontsUsed } from "./fonts-used.ts";
import { SCREENSHOT_TOLERANCE, fixClock, settle } from "./stable-render.ts";

test("no baseline is left without its page (npm run test:visual:update deletes them)", () => {
  expect(unusedBaselines("pages")).toEqual([]);
});

/** Longest wait for a page's islands to hydrate on a loaded two-core machine. */
const HYDRATION_WAIT_MS = 30_000;

for (const shot of PAGE_CASES) {
  test(`${shot.pageType} · ${shot.locale} · ${shot.viewport.width} px (${shot.path})`, async ({ page }) => {
    test.setTimeout(HYDRATION_WAIT_MS + 30_000);
    await page.setViewportSize(shot.viewport);
    // A visitor from the US: the country lookups are answered locally (nothing leaves the machine).
    await answerCountryLookups(page, "US");
    await fixClock(page);
    const visitCounted = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/visitor");
    await page.goto(shot.path);
    await visitCounted;
    // Interactive sections hydrate as they come near the viewport, watched from the first idle
    // moment after the load event (docs/architecture.md, islands). The visit is counted at an idle
    // moment that can come before the load event, so wait for an idle moment after it: its
    // callback runs after the directive's. Scrolling earlier would pass islands nobody watches yet
    // and leave them asleep at the top of the page, as a visitor who never comes back to them.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined))));
    // Then scroll through the page like a visitor, until every one of them is live.
    await page.evaluate(async () => {
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
        window.scrollTo({ left: 0, top, behavior: "instant" });
        await new Promise((done) => requestAnimationFrame(done));
      }
    });
    // (The navigation bar wakes only when the visitor reaches for it; its prerendered HTML is final.)
    // Islands wake one at a time once the browser is idle: on a machine busy with the other
    // worker's shots that can take well over expect's 5 s, so this wait (not a speed check; the
    // e2e suite owns hydration) is given HYDRATION_WAIT_MS.
    await expect(page.locator('astro-island[ssr]:not([opts*="intent"])')).toHaveCount(0, {
      timeout: HYDRATION_WAIT_MS,
    });
    // The banners and products refreshed from the API once the page was idle.
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("lang", shot.locale);
    await settle(page);
    expect(await systemFontsUsed(page), "every glyph comes from a font the repository ships").toEqual([]);
    await expect(page).toHaveScreenshot(shot.baseline, { ...SCREENSHOT_TOLERANCE, fullPage: true });
  });
}
