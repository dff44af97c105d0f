import { siteConfig } from "../lib/site-config.ts";
import { sitemapEntries, sitemapXml } from "../lib/seo.ts";

/** /sitemap.xml: every indexable page in every language, with hreflang alternates (prerendered). */
export function GET(): Response {
  return new Response(sitemapXml(sitemapEntries(siteConfig.siteUrl)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
