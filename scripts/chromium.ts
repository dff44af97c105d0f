/**
 * Debian's Chromium, the browser itself: Lighthouse measures pages in it (`npm run bench`), as in the
 * Chrome a visitor runs.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's chromium-headless-shell: the same release's engine (Blink, V8, Skia) without the browser
 * around it, which every test suite drives. The browser's own headless mode sometimes stopped
 * producing frames for a page for about a minute under load (no animation frame, so no "stable"
 * element, no scroll step); the shell is the headless Chromium Playwright itself is built and tested
 * against. Decision 0153.
 */
export const TEST_BROWSER_PATH = process.env.TEST_BROWSER_PATH ?? "/usr/bin/chromium-headless-shell";

/** Flags without which Chromium's connections are refused on these machines. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

/**
 * How every test suite launches its browser (Playwright's `launchOptions`): the shell with the
 * flags above, and any more a suite needs (the visual suite's stable rendering).
 */
export const testBrowserLaunch = (...more: readonly string[]) => ({
  executablePath: TEST_BROWSER_PATH,
  args: [...CHROMIUM_ARGS, ...more],
});
