import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths.ts";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // A static site: every page is prerendered to HTML at build time, in every language, then hydrates.
  ssr: false,
  prerender: [...prerenderPaths(), "/sitemap.xml", "/robots.txt"],
} satisfies Config;
