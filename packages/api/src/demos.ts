/**
 * The live demos of the eight store products (docs/product.md#62-product-information): each at the
 * demo host plus its path. The demo host defaults to the API's host, so the mock API serves a
 * stand-in page at each path and the site's local servers forward these paths to it, like `/api`.
 */
import { VERTICAL_DEMO_PATHS, type DemoPath, type VerticalKey } from "@studio/content";

/** Demo path of every vertical. */
export const DEMO_PATHS: { readonly [K in VerticalKey]: DemoPath } = VERTICAL_DEMO_PATHS;

/** The vertical whose demo lives at `pathname` (with or without its trailing slash), if any. */
export function demoOfPath(pathname: string): VerticalKey | undefined {
  const bare = pathname.replace(/\/+$/, "");
  return (Object.keys(DEMO_PATHS) as VerticalKey[]).find((key) => DEMO_PATHS[key].replace(/\/+$/, "") === bare);
}

/** The address of a live demo: `demoHost` (no trailing slash; empty = the page's origin) plus its path. */
export function demoUrl(demoHost: string, demoPath: string): string {
  return `${demoHost.replace(/\/+$/, "")}${demoPath.startsWith("/") ? demoPath : `/${demoPath}`}`;
}
