import type { RouteKey } from "@studio/content";

/**
 * The pages of the route table the site builds so far, in every language they exist in. Routes,
 * the prerender list and the sitemap are generated from this list, so an address is only
 * advertised once its page exists.
 */
export const BUILT_PAGES = ["home"] as const satisfies readonly RouteKey[];
