import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths.ts";

export default {
  appDirectory: "app",
  // `SITE_BUILD_DIR` builds elsewhere (the benchmark builds with its own country lookups).
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  // A static site: every page is prerendered to HTML at build time, in every language, then hydrates.
  ssr: false,
  prerender: [...prerenderPaths(), "/sitemap.xml", "/robots.txt"],
} satisfies Config;
