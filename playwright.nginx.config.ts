import { defineConfig, devices } from "@playwright/test";
import { originOf, portEnv, portOf } from "@studio/content/ports";
import { testBrowserLaunch } from "./scripts/chromium.ts";
import { TEST_BUILD_ENV } from "./scripts/test-build.ts";
import { LOOPBACK_PROXIES, TRUSTED_PROXIES_ENV } from "./mock-api/src/admin/client-address.ts";
import { ADMIN_EMAIL_ENV, ADMIN_PASSWORD_ENV } from "./mock-api/src/admin/editors.ts";
import { NGINX_EDITOR, NGINX_MOCK_DB } from "./tests/nginx/servers.ts";

/**
 * The production server test: the tests' production build (packages/site/build-test,
 * scripts/test-build.ts) served by Debian's nginx with the repository's configuration
 * (`npm run serve:nginx`, with that build's configuration, so its CSP is the one that build's
 * deploy would get), `/api/` forwarded to a mock API with its own data file.
 * Ports of its own (packages/content/src/ports.ts), so it runs beside the other suites and `npm run serve:nginx`.
 */
const API_PORT = portOf("nginxTestApi");
const NGINX_PORT = portOf("nginxTest");

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
    baseURL: originOf("nginxTest"),
    // npm test turns the traces off (scripts/test-suites.ts, TEST_TRACE); a screenshot costs nothing until a test fails.
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: testBrowserLaunch(),
  },
  projects: [{ name: "chromium" }],
  webServer: [
    {
      command: "node mock-api/src/main.ts",
      port: API_PORT,
      reuseExistingServer: false,
      env: {
        ...portEnv("api", API_PORT),
        MOCK_API_DB: NGINX_MOCK_DB,
        // nginx on loopback forwards the client's address, as in production (the admin's lockout).
        [TRUSTED_PROXIES_ENV]: LOOPBACK_PROXIES.join(","),
        [ADMIN_EMAIL_ENV]: NGINX_EDITOR.email,
        [ADMIN_PASSWORD_ENV]: NGINX_EDITOR.password,
      },
    },
    {
      command: "node scripts/serve-nginx.ts",
      port: NGINX_PORT,
      reuseExistingServer: false,
      env: { ...portEnv("nginx", NGINX_PORT), API_ORIGIN: originOf("nginxTestApi"), ...TEST_BUILD_ENV },
    },
  ],
});
