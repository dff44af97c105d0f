import {
  CONTENT_ENDPOINTS,
  bannerListResponseSchema,
  productListResponseSchema,
  type BannerRecord,
  type LocaleCode,
  type ProductRecord,
} from "@studio/api";

/** What the content reads answer from: banner and product lists by language code. */
export interface MockContent {
  /** Banner lists by language code (the seven banner reads). */
  banners: Partial<Record<LocaleCode, BannerRecord[]>>;
  /** Product lists by language code (the seven product reads). */
  products: Partial<Record<LocaleCode, ProductRecord[]>>;
}

/**
 * The content reads (docs/product.md#12-api), by path: each language's banner list and product list (under
 * that language's field), built with the contract's schemas from the content `read` returns at
 * the time of the request. The mock's server and `seedFetch` answer from the same table.
 */
export function contentReads(read: () => MockContent): Map<string, () => unknown> {
  const reads = new Map<string, () => unknown>();
  for (const [locale, { bannerPath, productPath, productField }] of Object.entries(CONTENT_ENDPOINTS) as [
    LocaleCode,
    (typeof CONTENT_ENDPOINTS)[LocaleCode],
  ][]) {
    reads.set(bannerPath, () => bannerListResponseSchema.parse({ data: read().banners[locale] ?? [] }));
    reads.set(productPath, () =>
      productListResponseSchema(locale).parse({ [productField]: read().products[locale] ?? [] }),
    );
  }
  return reads;
}
