/**
 * How a build of the site is served, written once: which file an address gets, its content type,
 * its cache rule, its precompressed copy, the not-found page of its language, what is forwarded to
 * the API, and the headers production adds. The preview server (static-server.ts: `npm run
 * preview`, the end-to-end tests, `npm run bench`) reads it; the production nginx configuration is
 * generated from it (nginx-config.ts → `serving.conf`). tests/nginx asks both the same addresses
 * and expects the same status, Cache-Control, Content-Type and Content-Encoding.
 */
import { demoOfPath } from "@studio/api";
import { getLocale, localeFromPath, LOCALES, routeAddresses } from "@studio/content";
import { TRANSPORT_HEADERS, type PolicyPage } from "./security-headers.ts";

/**
 * A family of files and how they are answered. The first rule whose prefix starts the address
 * applies (nginx: the longest matching `location`, the same here since `/` comes last).
 */
export interface FileRule {
  /** The addresses it covers. */
  readonly prefix: string;
  /** Why these files are cached as they are (said in the generated nginx configuration too). */
  readonly why: string;
  readonly cacheControl: string;
  /**
   * Clean URLs: an address is also looked for as a folder's `index.html` (`/english/meatdelivery`
   * → `/english/meatdelivery/index.html`). Without, only the file of that exact name is served.
   */
  readonly cleanUrls: boolean;
  /**
   * Whose security headers the files get (security-headers.ts, `PolicyPage`): the public pages'
   * or the admin page's own (its CSP allows the `blob:` preview of a chosen picture). Default
   * `public`.
   */
  readonly policy?: PolicyPage;
}

/** Hashed build output first, then the admin pages, then everything else. */
export const FILE_RULES: readonly FileRule[] = [
  {
    prefix: "/assets/",
    why: "Hashed build output: its name changes with its content, so it is cached for good.",
    cacheControl: "public, max-age=31536000, immutable",
    cleanUrls: false,
  },
  // The admin pages, one rule per language's address.
  ...routeAddresses("adminPanel").map(({ path }) => ({
    prefix: path,
    why: "The admin page: an editor's screen, never kept by a browser's cache or a proxy (docs/security.md#the-admin-area).",
    cacheControl: "no-store",
    cleanUrls: true,
    policy: "admin" as const,
  })),
  {
    prefix: "/",
    why: "Pages and other unhashed files: revalidated on every visit (ETag / Last-Modified).",
    cacheControl: "no-cache",
    cleanUrls: true,
  },
];

/** The rule of an address. */
export function fileRuleOf(path: string): FileRule {
  return FILE_RULES.find((rule) => path.startsWith(rule.prefix)) ?? FILE_RULES[FILE_RULES.length - 1]!;
}

/** The files an address may be answered with, in the order they are looked for. */
export function fileCandidates(path: string): string[] {
  if (!fileRuleOf(path).cleanUrls) return [path];
  const folder = path.replace(/\/+$/, "");
  return path.endsWith("/") ? [`${folder}/index.html`] : [path, `${folder}/index.html`];
}

/**
 * The precompressed copies the build writes next to every text file worth it (compress.ts), in
 * the order they are preferred when the browser accepts several. Nothing is compressed on the fly.
 */
export const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** A content type; `charset` adds `; charset=utf-8`. */
export interface ContentType {
  readonly type: string;
  readonly charset: boolean;
}

/**
 * Content types by file extension: the build's files and the usual pictures and fonts. The values
 * are those of Debian's nginx (`/etc/nginx/mime.types`, charset on its default text types), which
 * production answered before this table existed.
 */
export const CONTENT_TYPES: Readonly<Record<string, ContentType>> = {
  html: { type: "text/html", charset: true },
  css: { type: "text/css", charset: false },
  js: { type: "application/javascript", charset: true },
  json: { type: "application/json", charset: false },
  xml: { type: "text/xml", charset: true },
  txt: { type: "text/plain", charset: true },
  svg: { type: "image/svg+xml", charset: false },
  woff: { type: "font/woff", charset: false },
  woff2: { type: "font/woff2", charset: false },
  png: { type: "image/png", charset: false },
  jpg: { type: "image/jpeg", charset: false },
  jpeg: { type: "image/jpeg", charset: false },
  webp: { type: "image/webp", charset: false },
  avif: { type: "image/avif", charset: false },
  ico: { type: "image/x-icon", charset: false },
};

/** The content type of a file of any other extension. */
export const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/** The `Content-Type` header of a file. */
export function contentTypeOf(file: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  const known = extension === undefined ? undefined : CONTENT_TYPES[extension];
  if (!known) return DEFAULT_CONTENT_TYPE;
  return known.charset ? `${known.type}; charset=utf-8` : known.type;
}

/** The English not-found page (the build writes the default language's at the root). */
export const NOT_FOUND_PAGE = "/404.html";

/** The not-found page of a language, by its path prefix (`/fr` → `/fr/404/index.html`). */
export function languageNotFoundPage(pathPrefix: string): string {
  return `${pathPrefix}/404/index.html`;
}

/** The languages with their own address prefix (every language but the default). */
export const PREFIXED_LANGUAGES = LOCALES.filter((locale) => locale.pathPrefix !== "");

/**
 * The not-found page an unknown address is answered with (status 404): its language's (`/fr/…`)
 * when the build has it, else the English one; `null` when the build has neither.
 */
export function notFoundPageOf(path: string, exists: (file: string) => boolean): string | null {
  const prefix = getLocale(localeFromPath(path)).pathPrefix;
  const pages = prefix ? [languageNotFoundPage(prefix), NOT_FOUND_PAGE] : [NOT_FOUND_PAGE];
  return pages.find(exists) ?? null;
}

/** Where the API is reached on the site's own origin. */
export const API_PREFIX = "/api/";

/**
 * Whether an address is forwarded to the API: the API, and the live demos (whose host defaults to
 * the API's).
 */
export function isForwarded(path: string): boolean {
  return path.startsWith(API_PREFIX) || demoOfPath(path) !== undefined;
}

/**
 * Headers production adds to the API's answers: HTTPS only and no content sniffing, as on every
 * page. The pages' own security headers (the CSP and the rest) come from the build
 * (security-headers.ts). Production only: the preview server answers developers and tests over
 * plain HTTP on localhost, where HSTS means nothing, and the CSP is checked where it is deployed,
 * behind nginx (tests/nginx).
 */
export const API_HEADERS: Readonly<Record<string, string>> = TRANSPORT_HEADERS;
