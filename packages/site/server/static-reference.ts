/**
 * The bench's static reference (`npm run bench`, docs/performance.md): a built page with every
 * script taken out, so that the same HTML, styles, fonts and pictures load and nothing runs: what
 * the page would cost as a static site. Measured beside the page, in the same run, on the same
 * server, it shows what the page's own scripts cost the main thread (issue 29: level with a
 * static site).
 */

/** Where the bench serves a page's static reference: this prefix, then the page's address. */
export const STATIC_REFERENCE_PREFIX = "/__bench/static";

/** The page's address of a static reference's address (`/__bench/static/de` → `/de`). */
export function referencedAddress(pathname: string): string | null {
  if (!pathname.startsWith(STATIC_REFERENCE_PREFIX)) return null;
  return pathname.slice(STATIC_REFERENCE_PREFIX.length) || "/";
}

/** The page's HTML without its scripts: every `<script>` element and every module preload. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
}
