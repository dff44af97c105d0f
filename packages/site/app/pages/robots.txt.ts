import { siteConfig } from "../lib/site-config.ts";
import { robotsTxt } from "../lib/seo.ts";

/** /robots.txt (prerendered). */
export function GET(): Response {
  return new Response(robotsTxt(siteConfig.siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
