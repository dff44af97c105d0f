import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { DEMO_PATHS } from "@studio/api";
import { LOCAL_HOST, originOf, portOf } from "@studio/content/ports";
import { WITHOUT_ICU_PARSER, compiledMessages } from "./vite/compiled-messages.ts";
import { adminOwnModules } from "./vite/admin-own-modules.ts";
import { islandDirectives } from "./vite/island-directives.ts";
import { siteConfig } from "./vite/site-config.ts";
import { withoutKeptNames } from "./vite/without-kept-names.ts";

const api = originOf("api");

/**
 * The live demos' paths: their host defaults to the API's (docs/product.md#62-product-information),
 * here the mock.
 */
const demoPattern = `^(${Object.values(DEMO_PATHS)
  .map((path) => path.replace(/\/$/, ""))
  .join("|")})/?$`;

/**
 * A static site of prerendered pages (every page of the route table in every language) that
 * hydrates only its interactive sections, as React islands (docs/decisions/0004-astro-static-pages-with-islands.md).
 */
export default defineConfig({
  srcDir: "app",
  publicDir: "public",
  // `SITE_BUILD_DIR` builds elsewhere (the benchmark builds with its own country lookups).
  outDir: `${process.env.SITE_BUILD_DIR ?? "build"}/client`,
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory", assets: "assets", inlineStylesheets: "never" },
  devToolbar: { enabled: false },
  integrations: [react(), islandDirectives()],
  server: { port: portOf("site"), host: LOCAL_HOST },
  vite: {
    // The configuration is validated here, in Node; the pages get plain values (app/lib/site-config.ts).
    plugins: [tailwindcss(), compiledMessages(), siteConfig(), withoutKeptNames(), adminOwnModules()],
    // Messages arrive precompiled (one language per page, each island its own): no ICU parser in the pages' code.
    resolve: { alias: [WITHOUT_ICU_PARSER] },
    // The site's settings are `VITE_*` variables (lib/config.ts), public by design.
    envPrefix: ["VITE_"],
    server: {
      strictPort: true,
      // The site calls the API on its own origin by default; in development that is the mock API.
      // `xfwd`: the mock sees the visitor's address (the admin's sign-in lockout counts per address).
      proxy: { "/api": { target: api, xfwd: true }, [demoPattern]: api },
    },
  },
});
