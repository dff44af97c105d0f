import { siteConfig } from "../lib/config.ts";
import { sitemapEntries, sitemapXml } from "../lib/seo.ts";
import { BUILT_PAGES } from "../pages.ts";

/** /sitemap.xml: every built, indexable page in every language, with hreflang alternates (prerendered). */
export function loader() {
  return new Response(sitemapXml(sitemapEntries(siteConfig.siteUrl, BUILT_PAGES)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
