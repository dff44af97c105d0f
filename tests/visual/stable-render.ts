/**
 * What makes a render repeatable, shared by both visual suites: the same Chromium flags and
 * browser settings (reduced motion: carousels start paused and transitions are off; light scheme;
 * one device pixel per CSS pixel; UTC), a fixed clock (the footer shows the year), the web fonts
 * loaded, every lazy image loaded and decoded, animations finished, the page scrolled to the top.
 */
import type { BrowserContextOptions, Page } from "@playwright/test";
import { nextFrame } from "../e2e/frames.ts";

/** The date every visual test runs on. */
export const FIXED_NOW = new Date("2026-06-15T10:00:00Z");

/**
 * Screenshot comparison, stated once for both suites:
 * - `threshold` 0.01: how far one pixel's colour may move (YIQ distance, 0–1) and still count as
 *   the same — a move of 4 to 8 steps (of 255) in one channel; anti-aliased edge pixels are recognised and
 *   not counted. (Playwright's default, 0.2, lets a brand colour move by 10 % unnoticed.);
 * - `maxDiffPixels` 20: how many pixels of a whole screenshot may differ beyond that.
 * Renders here are byte-identical from run to run; a changed colour, anything moved by a pixel, a
 * missing icon or another font changes far more than 20 pixels.
 */
export const SCREENSHOT_TOLERANCE = { threshold: 0.01, maxDiffPixels: 20 } as const;

/** What the browser draws rather than the design system, hidden in every shot (browser-drawn.css). */
export const BROWSER_DRAWN_CSS = "tests/visual/browser-drawn.css";

/**
 * How long a shot (and any other waiting assertion of the visual suite) may take: a full-page shot
 * of a tall story, on a loaded 2-core machine, took longer than Playwright's default 5 s after its
 * fonts had loaded, and one of a long page at 375 px more than 30 s (slow, not different).
 */
export const SCREENSHOT_TIMEOUT_MS = 60_000;

/** Chromium flags that keep text rendering the same from machine to machine. */
export const STABLE_RENDERING_ARGS = [
  "--font-render-hinting=none",
  "--disable-font-subpixel-positioning",
  "--disable-lcd-text",
  "--force-device-scale-factor=1",
] as const;

/** Browser settings of every visual test. */
export const STABLE_CONTEXT: BrowserContextOptions = {
  reducedMotion: "reduce",
  colorScheme: "light",
  deviceScaleFactor: 1,
  locale: "en-US",
  timezoneId: "UTC",
};

/**
 * Fixes the date before the page's scripts run: `Date.now()` and `new Date()` give `FIXED_NOW`
 * (the footer's year). Only the date: timers, animation frames and idle callbacks stay the
 * browser's own. Playwright's clock (`page.clock`) replaces those too, with timers of its own: an
 * idle callback becomes a 0 or 50 ms timer and an animation frame a 16 ms one, so an idle
 * callback asked for after the load event could run before the page's own, and a test scrolling
 * "a frame at a time" could move several steps between two real frames, past sections whose
 * islands then never saw the viewport (a page shot waited in vain for them to wake).
 */
export async function fixClock(page: Page): Promise<void> {
  await page.addInitScript((now: number) => {
    const NativeDate = Date;
    function FixedDate(this: unknown, ...args: unknown[]): Date | string {
      // Called without `new`, Date gives the current time as text.
      if (!new.target) return new NativeDate(now).toString();
      return args.length === 0 ? new NativeDate(now) : new NativeDate(...(args as [string]));
    }
    FixedDate.prototype = NativeDate.prototype;
    FixedDate.now = () => now;
    FixedDate.parse = NativeDate.parse;
    FixedDate.UTC = NativeDate.UTC;
    globalThis.Date = FixedDate as unknown as DateConstructor;
  }, FIXED_NOW.getTime());
}

/**
 * Waits until the page is ready to be photographed: off-screen content rendered, fonts loaded,
 * every image (lazy ones made eager) loaded and decoded, video players' metadata loaded, running animations at their end,
 * scrolled to the top.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll("img")) {
      if (image.loading === "lazy") image.loading = "eager";
    }
    // Parts the browser skips while they are off-screen (`content-visibility: auto`, e.g. the
    // footer) are rendered as a visitor scrolling there sees them: a full-page photo is taken
    // beyond the viewport, where they would otherwise be left blank.
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map(async (image) => {
        if (!image.complete) {
          await new Promise((done) => {
            image.addEventListener("load", done, { once: true });
            image.addEventListener("error", done, { once: true });
          });
        }
        if (image.naturalWidth > 0) await image.decode().catch(() => undefined);
      }),
    );
    // A video player shows its length once the file's metadata is in: wait for it (or its failure).
    await Promise.all(
      [...document.querySelectorAll("video")]
        .filter((video) => video.preload !== "none")
        .map(
          (video) =>
            new Promise<void>((done) => {
              const ready = () =>
                video.readyState >= HTMLMediaElement.HAVE_METADATA ||
                video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE ||
                video.error !== null;
              if (ready()) return done();
              const timer = setInterval(() => {
                if (!ready()) return;
                clearInterval(timer);
                done();
              }, 20);
            }),
        ),
    );
    // An opening menu or a toast sliding in is photographed at its end; endless animations stop.
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        animation.cancel();
      }
    }
    window.scrollTo({ left: 0, top: 0, behavior: "instant" });
  });
  // Two frames: what the last steps changed (a player's time, the scroll) is painted.
  for (let frame = 0; frame < 2; frame++) await nextFrame(page);
}
