import { defineConfig, devices } from "@playwright/test";
import { testBrowserLaunch } from "./scripts/chromium.ts";

/**
 * End-to-end tests drive the tests' production build (`npm run build:test`, in
 * packages/site/build-test: scripts/test-build.ts) in Debian's Chromium. Each worker serves that
 * build like the preview server does, against a mock API of its own with its own throwaway data
 * (tests/e2e/fixtures.ts), on free ports: workers run side by side without sharing stored
 * submissions or visit counts, and the suite runs while `npm start` or `npm run preview` are up.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  // Tests, not files, are shared out: the long journeys are split so that no worker waits on one.
  fullyParallel: true,
  // Two cores, three browsers: most of a journey is waiting (timeouts, slow answers, retries' back-off;
  // about a third of two cores is busy with two workers), so a third keeps the cores working meanwhile.
  workers: 3,
  forbidOnly: true,
  retries: 0,
  // A waiting assertion may wait 15 s, not Playwright's 5, and a journey 60 s, not 30: in npm test
  // the story tests share the two cores, and there a page's start-up redirect (a stored language
  // sending "/" to "/ru") took longer than 5 s, and a language journey of ten page loads 20–30 s.
  // Slow, not broken; a page that never arrives still fails. Speed is measured by npm run bench.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e/results.json" }]],
  use: {
    // Pages are loaded as by a visitor who asked for reduced motion: carousels, pulses and
    // transitions stand still, which spares the two cores a quarter of the suite's work (its
    // browsers paint no animation frames). Tests of motion ask for it (home.spec.ts).
    reducedMotion: "reduce",
    // npm test turns the traces off (scripts/test-suites.ts, TEST_TRACE); a screenshot costs nothing until a test fails.
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: testBrowserLaunch(),
  },
  projects: [{ name: "chromium" }],
});
