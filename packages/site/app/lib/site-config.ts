/**
 * This build's configuration, as plain values: the `VITE_*` variables were parsed and validated
 * in Node when the build started (vite/site-config.ts, with app/lib/config.ts), so the browser
 * holds the values and none of the validation.
 */
import { demoUrl as joinDemoUrl } from "@studio/api";
import config from "virtual:site-config";
import type { SiteConfig } from "./config.ts";

export const siteConfig: SiteConfig = config;

/**
 * The analytics server and the registry badge's script (or null), as constants: where the build
 * has neither, the bundler drops the code that would load them.
 */
export { analytics, registryBadgeUrl } from "virtual:site-config";

/**
 * The address of a live demo: the demo host plus the vertical's demo path
 * (docs/product.md#62-product-information).
 */
export function demoUrl(demoPath: string, demoHost: string = siteConfig.demoHost): string {
  return joinDemoUrl(demoHost, demoPath);
}
