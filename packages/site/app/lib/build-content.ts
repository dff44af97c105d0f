/**
 * The API content the build writes into the pages (home: banners and products), read once per
 * language through the site's typed client, with the client's language and English-fallback
 * rules (spec 7.1). Build time only.
 *
 * Where from: `SITE_CONTENT_API` (set by the build script, server/build.ts, to the API it reads —
 * the mock by default), else the configured `VITE_API_BASE_URL`, else, in development, the mock API
 * that `npm start` runs (`API_PORT`). A failed read is logged by the client and leaves the list
 * empty: the page then fills it in the browser.
 */
import { createApiClient, type Banner, type ProductRecord } from "@studio/api";
import type { LocaleCode } from "@studio/content";
import { siteConfig } from "./site-config.ts";

export interface PageContent {
  readonly banners: readonly Banner[];
  readonly products: readonly ProductRecord[];
}

const base =
  process.env.SITE_CONTENT_API ||
  siteConfig.apiBaseUrl ||
  (import.meta.env.DEV ? `http://localhost:${process.env.API_PORT ?? 3001}` : "");
const client = base ? createApiClient({ baseUrl: base }) : null;
const cache = new Map<LocaleCode, Promise<PageContent>>();

async function read(locale: LocaleCode): Promise<PageContent> {
  if (!client) {
    console.warn("No API to read banners and products from at build time (SITE_CONTENT_API): the pages load them.");
    return { banners: [], products: [] };
  }
  const [banners, products] = await Promise.all([client.getBanners(locale), client.getProducts(locale)]);
  return { banners: banners ?? [], products: products ?? [] };
}

/** The banners and products of a language's home page (read once per build). */
export function contentOf(locale: LocaleCode): Promise<PageContent> {
  let content = cache.get(locale);
  if (!content) cache.set(locale, (content = read(locale)));
  return content;
}
