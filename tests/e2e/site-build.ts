import { resolve } from "node:path";
import { TEST_BUILD_ENV } from "../../scripts/test-build.ts";

/**
 * The build the end-to-end server serves: playwright.config.ts starts it with `TEST_BUILD_ENV`, so
 * it serves packages/site/build-test/client (packages/site/server/serve.ts), whatever the shell
 * running the tests has set.
 */
export const SITE_BUILD_ROOT = resolve("packages/site", TEST_BUILD_ENV.SITE_BUILD_DIR, "client");
