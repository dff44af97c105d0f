// The site's build (`npm run build`): prerenders every page with Astro — the home pages with the
// banners and products the API answers at build time (app/lib/build-content.ts: what the mock API
// holds — its data file, else its seed — unless `SITE_CONTENT_API` or a full `VITE_API_BASE_URL`
// names an API) —, then writes
// Brotli and gzip copies of every text file and the build's nginx configuration (build/nginx, see
// nginx/site.conf.template). `SITE_BUILD_DIR` builds into another folder than `build`.
//
// All in this process: Astro's own `build()` (what `astro build --silent` calls), then the two
// steps that read its output.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "astro";
import { compressFolder, describeCompression } from "./compress.ts";
import { writeDeployNginxConfig } from "./nginx-config.ts";

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = resolve(siteDir, process.env.SITE_BUILD_DIR ?? "build");

try {
  await build({ root: siteDir, logLevel: "silent" });
} catch (error) {
  console.error(error);
  process.exit(1);
}
console.log(describeCompression(await compressFolder(join(buildDir, "client"))));
// The nginx configuration of this build (its CSP hashes the build's inline scripts and styles).
writeDeployNginxConfig(buildDir, process.env);
process.exit(0);
