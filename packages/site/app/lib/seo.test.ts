import { LOCALE_CODES, ROUTES, isIndexable, routeAddresses } from "@studio/content";
import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  alternateLinks,
  canonicalUrl,
  localizedUrls,
  pageMeta,
  robotsTxt,
  routeOfPath,
  sitemapEntries,
  sitemapXml,
} from "./seo.ts";

const SITE = "https://www.studio.example";

describe("addresses", () => {
  it("builds absolute URLs on the site's origin", () => {
    expect(absoluteUrl(SITE, "/learn")).toBe("https://www.studio.example/learn");
    expect(absoluteUrl(`${SITE}/`, "learn")).toBe("https://www.studio.example/learn");
  });

  it("puts the language prefix in the canonical URL", () => {
    expect(canonicalUrl(SITE, "/english/meatdelivery", "fr")).toBe(
      "https://www.studio.example/fr/english/meatdelivery",
    );
    expect(canonicalUrl(SITE, "/", "de")).toBe("https://www.studio.example/gr");
    expect(canonicalUrl(SITE, "/", "en")).toBe("https://www.studio.example/");
    expect(canonicalUrl(SITE, "/sp/learn", "en")).toBe("https://www.studio.example/learn");
  });

  it("finds the page and language of an address", () => {
    expect(routeOfPath("/lt/english/milkdelivery")).toEqual({ key: "milkProduct", locale: "lt" });
    expect(routeOfPath("/fr/?utm=1")).toEqual({ key: "home", locale: "fr" });
    expect(routeOfPath("/promo-french-courses")).toEqual({ key: "promoFrenchCourses", locale: "fr" });
    expect(routeOfPath("/lt/training")).toBeNull();
    expect(routeOfPath("/nowhere")).toBeNull();
  });

  it("lists a page's address in each of its languages", () => {
    expect(localizedUrls(SITE, "trainingLanding").map(({ url }) => url)).toEqual([
      "https://www.studio.example/training",
      "https://www.studio.example/gr/training",
      "https://www.studio.example/ru/training",
      "https://www.studio.example/po/training",
      "https://www.studio.example/fr/training",
      "https://www.studio.example/sp/training",
    ]);
    expect(localizedUrls(SITE, "/ru/learn")).toHaveLength(7);
    expect(localizedUrls(SITE, "/promo-french-services")).toEqual([
      { locale: "fr", url: "https://www.studio.example/promo-french-services" },
    ]);
    expect(localizedUrls(SITE, "/nowhere")).toEqual([]);
  });
});

describe("alternateLinks", () => {
  it("gives one BCP-47 alternate per language and x-default on English", () => {
    expect(alternateLinks(localizedUrls(SITE, "home"))).toEqual([
      { hrefLang: "en", href: "https://www.studio.example/" },
      { hrefLang: "de", href: "https://www.studio.example/gr" },
      { hrefLang: "lt", href: "https://www.studio.example/lt" },
      { hrefLang: "ru", href: "https://www.studio.example/ru" },
      { hrefLang: "pt", href: "https://www.studio.example/po" },
      { hrefLang: "fr", href: "https://www.studio.example/fr" },
      { hrefLang: "es", href: "https://www.studio.example/sp" },
      { hrefLang: "x-default", href: "https://www.studio.example/" },
    ]);
  });

  it("gives none for a page in one language", () => {
    expect(alternateLinks(localizedUrls(SITE, "englishTrainingLanding"))).toEqual([]);
  });

  it("has no x-default without an English address", () => {
    const links = alternateLinks([
      { locale: "de", url: `${SITE}/gr/x` },
      { locale: "fr", url: `${SITE}/fr/x` },
    ]);
    expect(links.map((link) => link.hrefLang)).toEqual(["de", "fr"]);
  });
});

describe("pageMeta", () => {
  it("describes a localized page: title, description, canonical, hreflang and Open Graph", () => {
    const alternates = localizedUrls(SITE, "trainingLanding");
    expect(
      pageMeta({
        title: "Formations",
        description: "Nos cours",
        url: `${SITE}/fr/training`,
        locale: "fr",
        alternates,
        siteName: "Studio Ltd",
      }),
    ).toEqual([
      { title: "Formations" },
      { name: "description", content: "Nos cours" },
      { tagName: "link", rel: "canonical", href: "https://www.studio.example/fr/training" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://www.studio.example/training" },
      { tagName: "link", rel: "alternate", hrefLang: "de", href: "https://www.studio.example/gr/training" },
      { tagName: "link", rel: "alternate", hrefLang: "ru", href: "https://www.studio.example/ru/training" },
      { tagName: "link", rel: "alternate", hrefLang: "pt", href: "https://www.studio.example/po/training" },
      { tagName: "link", rel: "alternate", hrefLang: "fr", href: "https://www.studio.example/fr/training" },
      { tagName: "link", rel: "alternate", hrefLang: "es", href: "https://www.studio.example/sp/training" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://www.studio.example/training" },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Studio Ltd" },
      { property: "og:title", content: "Formations" },
      { property: "og:description", content: "Nos cours" },
      { property: "og:url", content: "https://www.studio.example/fr/training" },
      { property: "og:locale", content: "fr_FR" },
      { property: "og:locale:alternate", content: "en_GB" },
      { property: "og:locale:alternate", content: "de_DE" },
      { property: "og:locale:alternate", content: "ru_RU" },
      { property: "og:locale:alternate", content: "pt_PT" },
      { property: "og:locale:alternate", content: "es_ES" },
    ]);
  });

  it("keeps a noindex page out of search results without canonical or hreflang", () => {
    expect(pageMeta({ title: "Page not found", url: `${SITE}/404`, locale: "lt", noindex: true })).toEqual([
      { title: "Page not found" },
      { name: "robots", content: "noindex" },
      { property: "og:type", content: "website" },
      { property: "og:title", content: "Page not found" },
      { property: "og:url", content: "https://www.studio.example/404" },
      { property: "og:locale", content: "lt_LT" },
    ]);
  });
});

describe("sitemap", () => {
  it("lists every address of the indexable pages, without admin area and promo pages", () => {
    const urls = sitemapEntries(SITE).map((entry) => entry.url);
    expect(urls).toContain("https://www.studio.example/po/english/beautystore");
    expect(urls).toContain("https://www.studio.example/english-training");
    expect(urls.some((url) => url.includes("adminpanel") || url.includes("promo-"))).toBe(false);
    expect(urls).not.toContain("https://www.studio.example/lt/training");
    // Every address of every indexable page, once.
    const indexable = ROUTES.filter((route) => isIndexable(route.key)).flatMap((route) =>
      routeAddresses(route.key).map(({ path }) => absoluteUrl(SITE, path)),
    );
    expect(urls.sort()).toEqual(indexable.sort());
    expect(isIndexable("home")).toBe(true);
    expect(isIndexable("promoInquiry")).toBe(false);
  });

  it("writes the sitemap document with xhtml:link alternates, escaped", () => {
    const xml = sitemapXml([
      {
        url: `${SITE}/`,
        alternates: [
          { hrefLang: "en", href: `${SITE}/` },
          { hrefLang: "x-default", href: `${SITE}/` },
        ],
      },
      { url: `${SITE}/english-training?a=1&b=2`, alternates: [] },
    ]);
    expect(xml).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://www.studio.example/</loc>
    <xhtml:link rel="alternate" hreflang="en" href="https://www.studio.example/"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="https://www.studio.example/"/>
  </url>
  <url>
    <loc>https://www.studio.example/english-training?a=1&amp;b=2</loc>
  </url>
</urlset>
`,
    );
  });

  it("gives each address of a page the page's alternates", () => {
    const entries = sitemapEntries(SITE).filter((entry) => entry.url.endsWith("/english/meatdelivery"));
    expect(entries).toHaveLength(LOCALE_CODES.length);
    // Each language's address and x-default.
    for (const entry of entries) expect(entry.alternates).toHaveLength(LOCALE_CODES.length + 1);
  });
});

describe("robotsTxt", () => {
  it("allows everything but the admin area and names the sitemap", () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *
Allow: /
Disallow: /adminpanel
Disallow: /gr/adminpanel
Disallow: /lt/adminpanel
Disallow: /ru/adminpanel
Disallow: /po/adminpanel
Disallow: /fr/adminpanel
Disallow: /sp/adminpanel

Sitemap: https://www.studio.example/sitemap.xml
`);
  });
});
