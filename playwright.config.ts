import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.ts";
import { TEST_BUILD_ENV } from "./scripts/test-build.ts";

/**
 * End-to-end tests drive the tests' production build (`npm run build:test`, in
 * packages/site/build-test: scripts/test-build.ts) in Debian's Chromium, served like production by
 * the preview server, against a mock API with its own throwaway data file.
 * Ports differ from `npm start` / `npm run preview`, so tests run while those are up.
 */
const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 3901);
const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4901);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e/results.json" }]],
  use: {
    baseURL: `http://localhost:${E2E_SITE_PORT}`,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: "chromium" }],
  webServer: [
    {
      command: "node mock-api/src/main.ts",
      port: E2E_API_PORT,
      reuseExistingServer: false,
      env: { API_PORT: String(E2E_API_PORT), MOCK_API_DB: `test-results/e2e-data/mock-db-${E2E_API_PORT}.json` },
    },
    {
      command: "node packages/site/server/serve.ts",
      port: E2E_SITE_PORT,
      reuseExistingServer: false,
      env: { PREVIEW_PORT: String(E2E_SITE_PORT), API_PORT: String(E2E_API_PORT), ...TEST_BUILD_ENV },
    },
  ],
});
