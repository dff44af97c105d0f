import { resolve } from "node:path";

/** The build the end-to-end server serves (packages/site/server/serve.ts: `$SITE_BUILD_DIR/client`, default build/client). */
export const SITE_BUILD_ROOT = resolve("packages/site", process.env.SITE_BUILD_DIR ?? "build", "client");
