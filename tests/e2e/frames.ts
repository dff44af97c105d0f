import type { Page } from "@playwright/test";

/**
 * Waits for the page's next frame, or a second if none comes. Awaited from the test, not inside
 * the page: in the full browser's headless mode a page's frames (and, inside the page, its timers)
 * sometimes stopped for a minute (course, learn, promo and privacy pages, under load), and a wait
 * written inside the page then never ended. The suites now drive the headless shell (decision
 * 0153); the wait stays bounded so that a stall would still fail on what it left undone, checked
 * after, rather than hang.
 */
export async function nextFrame(page: Page): Promise<void> {
  const frame = page
    .evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())))
    .catch(() => undefined);
  await Promise.race([frame, new Promise((done) => setTimeout(done, 1000))]);
}
