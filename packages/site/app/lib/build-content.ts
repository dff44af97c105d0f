/**
 * The API content the build writes into the pages (home: banners and products), read once per
 * language through the site's typed client, with the client's language and English-fallback
 * rules (docs/product.md#125-content-in-the-html-and-its-refresh). Build time only.
 *
 * Where from: `SITE_CONTENT_API` when set (e.g. the production API's origin), else the configured
 * `VITE_API_BASE_URL` when it is a full address; otherwise, in development, the mock API that
 * `npm start` runs (`API_PORT`), and in a build what the mock API holds — its data file, with
 * the editors' changes, or its seed when there is none or `SITE_CONTENT_FROM_SEED=1` (the tests'
 * build) — answered in-process (`offlineContent`: the same client, schemas and fallbacks, no
 * server to start). A failed read is
 * logged by the client and leaves the list empty: the page then fills it in the browser.
 */
import { createApiClient, type ApiClient, type Banner, type ProductRecord } from "@studio/api";
import type { LocaleCode } from "@studio/content";
import { originOf } from "@studio/content/ports";
import { offlineContent } from "@studio/mock-api/offline-content";
import { siteConfig } from "./site-config.ts";

export interface PageContent {
  readonly banners: readonly Banner[];
  readonly products: readonly ProductRecord[];
}

/** The client of the API the content is read from, said once in the build's log. */
function contentClient(): ApiClient {
  const api = process.env.SITE_CONTENT_API || (/^https?:\/\//.test(siteConfig.apiBaseUrl) ? siteConfig.apiBaseUrl : "");
  if (api) {
    if (!import.meta.env.DEV) console.log(`Banners and products read from ${api}.`);
    return createApiClient({ baseUrl: api });
  }
  if (import.meta.env.DEV) return createApiClient({ baseUrl: originOf("api") });
  const { fetch, source } = offlineContent();
  console.log(`Banners and products read from ${source}.`);
  // Any origin: the answers do not depend on it, and the pages keep only image names.
  return createApiClient({ baseUrl: "http://mock-api.invalid", fetch });
}

let client: ApiClient | undefined;
const cache = new Map<LocaleCode, Promise<PageContent>>();

async function read(locale: LocaleCode): Promise<PageContent> {
  client ??= contentClient();
  const [banners, products] = await Promise.all([client.getBanners(locale), client.getProducts(locale)]);
  return { banners: banners ?? [], products: products ?? [] };
}

/** The banners and products of a language's home page (read once per build). */
export function contentOf(locale: LocaleCode): Promise<PageContent> {
  let content = cache.get(locale);
  if (!content) cache.set(locale, (content = read(locale)));
  return content;
}
