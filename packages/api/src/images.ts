import { API_PATHS } from "./paths.ts";

function joinBase(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}${path}`;
}

/**
 * URL of a banner picture: `{base}/api/bannerimages/{imageName}` (docs/product.md#124-pictures). The name is
 * percent-encoded, so it always stays one path segment. An empty `base` gives a root-relative URL
 * (the page's own origin).
 */
export function bannerImageUrl(base: string, imageName: string): string {
  return joinBase(base, `${API_PATHS.bannerImages}/${encodeURIComponent(imageName)}`);
}

/**
 * URL of a product picture: `{base}/api/productimages/{image}` (docs/product.md#124-pictures). The name is
 * percent-encoded; an empty `base` gives a root-relative URL.
 */
export function productImageUrl(base: string, image: string): string {
  return joinBase(base, `${API_PATHS.productImages}/${encodeURIComponent(image)}`);
}
