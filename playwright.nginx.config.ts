import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.ts";
import { TEST_BUILD_ENV } from "./scripts/test-build.ts";

/**
 * The production server test: the tests' production build (packages/site/build-test,
 * scripts/test-build.ts) served by Debian's nginx with the repository's configuration
 * (`npm run serve:nginx`, with that build's configuration, so its CSP is the one that build's
 * deploy would get), `/api/` forwarded to a mock API with its own data file.
 * Ports differ from the other suites' and from `npm run serve:nginx`'s, so they run side by side.
 */
const API_PORT = Number(process.env.NGINX_TEST_API_PORT ?? 3902);
const NGINX_PORT = Number(process.env.NGINX_TEST_PORT ?? 8902);

export default defineConfig({
  testDir: "tests/nginx",
  outputDir: "test-results/nginx",
  // One nginx and one mock API for both workers: every test reads, or stores under its own address.
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/nginx/results.json" }]],
  use: {
    baseURL: `http://localhost:${NGINX_PORT}`,
    // npm test turns the traces off (scripts/test-suites.ts, TEST_TRACE); a screenshot costs nothing until a test fails.
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: "chromium" }],
  webServer: [
    {
      command: "node mock-api/src/main.ts",
      port: API_PORT,
      reuseExistingServer: false,
      env: { API_PORT: String(API_PORT), MOCK_API_DB: `test-results/nginx-data/mock-db-${API_PORT}.json` },
    },
    {
      command: "node scripts/serve-nginx.ts",
      port: NGINX_PORT,
      reuseExistingServer: false,
      env: { NGINX_PORT: String(NGINX_PORT), API_ORIGIN: `http://localhost:${API_PORT}`, ...TEST_BUILD_ENV },
    },
  ],
});
