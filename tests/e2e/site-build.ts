import { join } from "node:path";
import { TEST_BUILD_DIR, buildFolder } from "../../scripts/test-build.ts";

/**
 * The tests' build (`npm run build:test`: packages/site/build-test/client), which each worker
 * serves as the preview server does (fixtures.ts), whatever the shell running the tests has set.
 */
export const SITE_BUILD_ROOT = join(buildFolder(TEST_BUILD_DIR), "client");
