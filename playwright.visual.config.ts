import { defineConfig } from "@playwright/test";
import { portEnv } from "@studio/content/ports";
import { testBrowserLaunch } from "./scripts/chromium.ts";
import { TEST_BUILD_ENV } from "./scripts/test-build.ts";
import { SITE_URL, STORYBOOK_URL, VISUAL_PORTS } from "./tests/visual/servers.ts";
import {
  BROWSER_DRAWN_CSS,
  SCREENSHOT_TIMEOUT_MS,
  STABLE_CONTEXT,
  STABLE_RENDERING_ARGS,
} from "./tests/visual/stable-render.ts";

/**
 * Visual regression (`npm run test:visual`), offline, in Debian's Chromium: the all-states story of
 * every component from the static Storybook build (test-results/storybook-static), and one page of
 * every kind from the tests' production build (packages/site/build-test, scripts/test-build.ts)
 * with the mock API's seed data. Baselines are committed in
 * tests/visual/baselines/<suite>/; the actual and diff images of a failure go to
 * test-results/visual/, the report with a side-by-side view to test-results/visual-report/.
 * See docs/visual-regression.md.
 */
export default defineConfig({
  testDir: "tests/visual",
  testMatch: "*.visual.ts",
  outputDir: "test-results/visual",
  globalSetup: "./tests/visual/chromium-version.ts",
  snapshotPathTemplate: "tests/visual/baselines/{projectName}/{arg}{ext}",
  fullyParallel: true,
  // Three pages on two cores: a play function waits on real timers (a carousel's turn, a toast) and
  // a page shot on the network idling, so a third worker keeps the cores busy meanwhile (measured
  // here: 250 s with two, 208 s with three, 210 s with four).
  workers: 3,
  forbidOnly: true,
  retries: 0,
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/visual-results.json" }],
    ["html", { outputFolder: "test-results/visual-report", open: "never" }],
  ],
  expect: {
    timeout: SCREENSHOT_TIMEOUT_MS,
    toHaveScreenshot: {
      animations: "disabled",
      caret: "hide",
      scale: "css",
      stylePath: BROWSER_DRAWN_CSS,
    },
  },
  use: {
    ...STABLE_CONTEXT,
    launchOptions: testBrowserLaunch(...STABLE_RENDERING_ARGS),
  },
  projects: [
    { name: "components", testMatch: "components.visual.ts", use: { baseURL: STORYBOOK_URL } },
    { name: "pages", testMatch: "pages.visual.ts", use: { baseURL: SITE_URL } },
    // Storybook against the truth: every play function in the static build, the sidebar's order,
    // and each Pages story's headings and pictures against the built page's (no screenshots).
    { name: "storybook", testMatch: "storybook.visual.ts", use: { baseURL: STORYBOOK_URL } },
  ],
  webServer: [
    {
      command: "node tests/visual/serve-storybook.ts",
      port: VISUAL_PORTS.storybook,
      reuseExistingServer: false,
    },
    {
      // Every run starts from the seed data: the pages show exactly the seed's banners and products.
      command: "node mock-api/src/reset.ts && node mock-api/src/main.ts",
      port: VISUAL_PORTS.api,
      reuseExistingServer: false,
      env: { ...portEnv("api", VISUAL_PORTS.api), MOCK_API_DB: `test-results/visual-data/mock-db.json` },
    },
    {
      command: "node packages/site/server/serve.ts",
      port: VISUAL_PORTS.site,
      reuseExistingServer: false,
      env: { ...portEnv("preview", VISUAL_PORTS.site), ...portEnv("api", VISUAL_PORTS.api), ...TEST_BUILD_ENV },
    },
  ],
});
