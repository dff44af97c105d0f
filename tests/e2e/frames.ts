import type { Page } from "@playwright/test";

/**
 * Waits for the page's next frame, or a second if none comes. Awaited from the test, not inside
 * the page: three times a page's frames (and, inside the page, its timers) stopped for a minute
 * (course, learn and promo pages, alone and under load, not reproduced in 20 tries), and a wait
 * written inside the page then never ended. What should have happened by then is checked after.
 */
export async function nextFrame(page: Page): Promise<void> {
  const frame = page
    .evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())))
    .catch(() => undefined);
  await Promise.race([frame, new Promise((done) => setTimeout(done, 1000))]);
}
