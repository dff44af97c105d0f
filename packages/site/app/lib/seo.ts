/**
 * Search-engine helpers for the prerendered pages: canonical and localized addresses, hreflang
 * alternates, the page's meta and link descriptors (rendered by the page layout), the sitemap and
 * robots.txt. Pure: the site's origin is passed in (`siteConfig.siteUrl`).
 */
import {
  DEFAULT_LOCALE,
  ROUTES,
  getLocale,
  isIndexable,
  localizedPath,
  routeAddresses,
  type LocaleCode,
  type RouteKey,
} from "@studio/content";

/** Path of the sitemap, named by robots.txt. */
export const SITEMAP_PATH = "/sitemap.xml";

/** Open Graph locale (language_TERRITORY) of each language. */
export const OG_LOCALES: { readonly [K in LocaleCode]: string } = {
  en: "en_GB",
  de: "de_DE",
  lt: "lt_LT",
  ru: "ru_RU",
  po: "pt_PT",
  fr: "fr_FR",
  sp: "es_ES",
};

/** One address of a page in one language, absolute. */
export interface LocalizedUrl {
  readonly locale: LocaleCode;
  readonly url: string;
}

/** An hreflang alternate: a BCP-47 tag (or `x-default`) and an absolute URL. */
export interface HreflangLink {
  readonly hrefLang: string;
  readonly href: string;
}

/** A head element of a page, as the page layout writes it. */
export type HeadDescriptor =
  | { readonly title: string }
  | { readonly name: string; readonly content: string }
  | { readonly property: string; readonly content: string }
  | { readonly tagName: "link"; readonly rel: "canonical"; readonly href: string }
  | { readonly tagName: "link"; readonly rel: "alternate"; readonly hrefLang: string; readonly href: string };

/** A path without query string, hash or trailing slash (the root stays "/"). */
export function cleanPath(path: string): string {
  const bare = path.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return bare.startsWith("/") ? bare : `/${bare}`;
}

/** `path` on the site's origin (`siteUrl` has no trailing slash). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The canonical URL of a page in a language: origin + language prefix + path. */
export function canonicalUrl(siteUrl: string, path: string, locale: LocaleCode): string {
  return absoluteUrl(siteUrl, localizedPath(path, locale));
}

/** The page and language of a concrete address (`/fr/english/meatdelivery`), or null. */
export function routeOfPath(path: string): { key: RouteKey; locale: LocaleCode } | null {
  const wanted = cleanPath(path);
  for (const route of ROUTES) {
    const address = routeAddresses(route.key).find((entry) => entry.path === wanted);
    if (address) return { key: route.key, locale: address.locale };
  }
  return null;
}

/**
 * Every address of a page, one per language it exists in (a page that forces its language has
 * one). `page` is a route key or any of the page's addresses; an unknown address gives [].
 */
export function localizedUrls(siteUrl: string, page: RouteKey | string): LocalizedUrl[] {
  const key = page.startsWith("/") ? routeOfPath(page)?.key : (page as RouteKey);
  if (!key) return [];
  return routeAddresses(key).map(({ locale, path }) => ({ locale, url: absoluteUrl(siteUrl, path) }));
}

/**
 * The hreflang alternates of a page: one per language (BCP-47 tag from the registry) plus
 * `x-default` on the English address. A page in one language only has none.
 */
export function alternateLinks(urls: readonly LocalizedUrl[]): HreflangLink[] {
  if (urls.length < 2) return [];
  const links = urls.map(({ locale, url }) => ({ hrefLang: getLocale(locale).tag, href: url }));
  const english = urls.find(({ locale }) => locale === DEFAULT_LOCALE);
  return english ? [...links, { hrefLang: "x-default", href: english.url }] : links;
}

/** What {@link pageMeta} describes. */
export interface PageMetaInput {
  /** The page title, in the page's language. */
  readonly title: string;
  readonly description?: string;
  /** The page's canonical URL. */
  readonly url: string;
  /** The page's language. */
  readonly locale: LocaleCode;
  /** Every address of the page (from {@link localizedUrls}); gives hreflang and og:locale:alternate. */
  readonly alternates?: readonly LocalizedUrl[];
  /** Keep the page out of search results (no canonical or hreflang then). */
  readonly noindex?: boolean;
  /** og:site_name, e.g. the company name. */
  readonly siteName?: string;
}

/**
 * The head elements of a page: title, description, robots, canonical, hreflang alternates and
 * Open Graph (type, site name, title, description, URL, locale and alternate locales).
 */
export function pageMeta(input: PageMetaInput): HeadDescriptor[] {
  const tags: HeadDescriptor[] = [{ title: input.title }];
  if (input.description) tags.push({ name: "description", content: input.description });
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: input.url });
    for (const link of alternateLinks(input.alternates ?? []))
      tags.push({ tagName: "link", rel: "alternate", ...link });
  }
  tags.push({ property: "og:type", content: "website" });
  if (input.siteName) tags.push({ property: "og:site_name", content: input.siteName });
  tags.push({ property: "og:title", content: input.title });
  if (input.description) tags.push({ property: "og:description", content: input.description });
  tags.push({ property: "og:url", content: input.url }, { property: "og:locale", content: OG_LOCALES[input.locale] });
  for (const { locale } of input.alternates ?? []) {
    if (locale !== input.locale) tags.push({ property: "og:locale:alternate", content: OG_LOCALES[locale] });
  }
  return tags;
}

/** One `<url>` of the sitemap. */
export interface SitemapEntry {
  readonly url: string;
  readonly alternates: readonly HreflangLink[];
}

/**
 * Every address of the given (default: all) indexable pages (the route table's `indexable`), each
 * with its hreflang alternates.
 */
export function sitemapEntries(siteUrl: string, keys?: readonly RouteKey[]): SitemapEntry[] {
  return ROUTES.filter((route) => isIndexable(route.key) && (!keys || keys.includes(route.key))).flatMap((route) => {
    const urls = localizedUrls(siteUrl, route.key);
    const alternates = alternateLinks(urls);
    return urls.map(({ url }) => ({ url, alternates }));
  });
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[char]};`,
  );
}

/** The sitemap document, with `xhtml:link` alternates. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates.map(
      (link) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hrefLang)}" href="${escapeXml(link.href)}"/>\n`,
    );
    return `  <url>\n    <loc>${escapeXml(entry.url)}</loc>\n${links.join("")}  </url>\n`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join("")}</urlset>\n`
  );
}

/** robots.txt: everything may be crawled except the admin area (in every language); the sitemap. */
export function robotsTxt(siteUrl: string): string {
  const disallow = routeAddresses("adminPanel").map(({ path }) => `Disallow: ${path}\n`);
  return `User-agent: *\nAllow: /\n${disallow.join("")}\nSitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}\n`;
}
