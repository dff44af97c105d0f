import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // A static site: every page is prerendered to HTML at build time, then hydrates.
  ssr: false,
  prerender: ["/", "/404", "/sitemap.xml", "/robots.txt"],
} satisfies Config;
