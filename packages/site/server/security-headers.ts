/**
 * The security headers of every page, generated from the build (never hand-copied): a strict
 * Content-Security-Policy whose only inline allowances are the SHA-256 hashes of the inline
 * scripts, `<style>` elements and `style` attributes the prerendered HTML actually holds, and
 * whose other origins come from the site's configuration (API, analytics, registry badge, country
 * lookups). docs/security.md explains each header and its value.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteConfig } from "../app/lib/config.ts";

/** What the HTML of the build holds inline, as CSP hash sources (`'sha256-…'`), sorted. */
export interface InlineHashes {
  /** `<script>` elements without `src` (Astro's island runtime and client directives). */
  readonly scripts: readonly string[];
  /** `<style>` elements. */
  readonly styles: readonly string[];
  /** Values of `style="…"` attributes (allowed through `'unsafe-hashes'`, for those values only). */
  readonly styleAttributes: readonly string[];
}

/** The outside origins a page talks to, each an origin such as `https://stats.example.com`. */
export interface ThirdPartyOrigins {
  /** Where the API lives when it is not the page's own origin (reads, form posts, pictures). */
  readonly api: readonly string[];
  /** The analytics server (its script, its tracking requests and pixel). */
  readonly analytics: readonly string[];
  /** The business-registry badge's script host (its script and pictures). */
  readonly registryBadge: readonly string[];
  /** The country lookups' hosts (docs/product.md#43-country-detection). */
  readonly countryLookups: readonly string[];
}

/** The CSP source of a text: `'sha256-<base64>'` of its UTF-8 bytes. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** An attribute value as the browser reads it (character references decoded); CSP hashes that. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Script types the browser runs (a JSON-LD or template script is data, not code). */
function isExecutable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === "module" || type === "text/javascript" || type === "application/javascript";
}

/** A start tag with its attributes (quoted values may hold `>`). */
const TAG = /<[a-zA-Z][\w:-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
/** One attribute of a start tag: its name and its double-quoted, single-quoted or bare value. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The inline code and styles of one HTML document. */
export function inlineHashesOfHtml(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(attributes) && isExecutable(attributes) && body !== "") scripts.add(hashSource(body));
  }
  for (const [, body = ""] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.add(hashSource(body));
  for (const [, attributes = ""] of html.matchAll(TAG)) {
    for (const [, name = "", double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      if (name.toLowerCase() === "style")
        styleAttributes.add(hashSource(decodeAttribute(double ?? single ?? bare ?? "")));
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort(), styleAttributes: [...styleAttributes].sort() };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The union of the inline hashes of every HTML file of a build folder (build/client). */
export function inlineHashesOfBuild(root: string): InlineHashes {
  const all = { scripts: new Set<string>(), styles: new Set<string>(), styleAttributes: new Set<string>() };
  const files = htmlFiles(root);
  if (files.length === 0) throw new Error(`No HTML in ${root}: build the site first.`);
  for (const file of files) {
    const found = inlineHashesOfHtml(readFileSync(file, "utf8"));
    for (const key of ["scripts", "styles", "styleAttributes"] as const) found[key].forEach((h) => all[key].add(h));
  }
  return {
    scripts: [...all.scripts].sort(),
    styles: [...all.styles].sort(),
    styleAttributes: [...all.styleAttributes].sort(),
  };
}

/** The origin of an absolute http(s) URL, or null for "", relative paths and "off". */
function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}

function origins(...urls: (string | undefined)[]): string[] {
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))].sort();
}

/** The parts of the site's configuration that name outside hosts. */
export type OutsideHostsConfig = Pick<
  SiteConfig,
  "apiBaseUrl" | "analytics" | "registryBadgeUrl" | "countryLookupUrls" | "countryLookupOrder"
>;

/**
 * The outside origins of a build's configuration (`parseSiteConfig` of the `VITE_*` variables the
 * build read): only the country lookups it runs; same-origin paths add nothing.
 */
export function thirdPartyOriginsOf(config: OutsideHostsConfig): ThirdPartyOrigins {
  return {
    api: origins(config.apiBaseUrl),
    analytics: origins(config.analytics?.url),
    registryBadge: origins(config.registryBadgeUrl ?? undefined),
    countryLookups: origins(...config.countryLookupOrder.map((name) => config.countryLookupUrls[name] ?? undefined)),
  };
}

/** The kinds of page whose policies differ: every public page, and the admin page. */
export type PolicyPage = "public" | "admin";

/**
 * The outside origins the admin page may reach: the API only. It loads no analytics, registry badge
 * or country lookup (the page script skips them where the page is marked `data-admin`), so its
 * policy names none of them.
 */
export function adminOriginsOf(outside: ThirdPartyOrigins): ThirdPartyOrigins {
  return { api: outside.api, analytics: [], registryBadge: [], countryLookups: [] };
}

/**
 * The Content-Security-Policy of a build's pages. The admin page's (`page` "admin") differs in two
 * ways: it reaches no third party ({@link adminOriginsOf}), and it may show `blob:` images, the
 * preview of a picture the editor chose on their own computer before it is uploaded. No public
 * page may (a `blob:` image is one the page's own script made).
 */
export function contentSecurityPolicy(
  hashes: InlineHashes,
  allOutside: ThirdPartyOrigins,
  page: PolicyPage = "public",
): string {
  const outside = page === "admin" ? adminOriginsOf(allOutside) : allOutside;
  const pictures = page === "admin" ? ["data:", "blob:"] : ["data:"];
  const list = (...sources: (readonly string[] | string)[]) => sources.flat().join(" ");
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    ["script-src", list("'self'", hashes.scripts, outside.analytics, outside.registryBadge)],
    // Elements: the build's own stylesheets and inline <style>; attributes: only the exact values
    // the HTML holds. Styles a script sets through the CSSOM (React, Radix) are not restricted.
    ["style-src", list("'self'", hashes.styles)],
    ["style-src-attr", list(hashes.styleAttributes.length ? "'unsafe-hashes'" : "'none'", hashes.styleAttributes)],
    ["img-src", list("'self'", pictures, outside.api, outside.analytics, outside.registryBadge)],
    ["font-src", "'self'"],
    ["connect-src", list("'self'", outside.api, outside.analytics, outside.countryLookups)],
    ["manifest-src", "'self'"],
    ["media-src", "'none'"],
    ["worker-src", "'none'"],
    ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

/** Features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** HSTS: two years, subdomains included; `preload` is a separate, deliberate step (docs/security.md). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** The headers of every answer in production, the API's included: HTTPS only, no content sniffing. */
export const TRANSPORT_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
  "X-Content-Type-Options": "nosniff",
};

/** Every security header of an HTML page, by name. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    ...TRANSPORT_HEADERS,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}
