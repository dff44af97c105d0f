/**
 * The addresses the build prerenders: every page of the route table in every language it exists
 * in (English unprefixed, others behind their prefix, e.g. `/fr/english/meatdelivery`; a page that
 * forces its language only at its unprefixed address), plus the 404 page in every language.
 */
import { LOCALES, ROUTES, localizedPath, routeAddresses, type RouteKey } from "@studio/content";

/** Address of the prerendered English "not found" page the static server answers unknown paths with. */
export const NOT_FOUND_PATH = "/404";

/**
 * The not-found page in every language (`/404`, `/gr/404`, …): an unknown address under a
 * language's prefix is answered with that language's page, so it hydrates without a mismatch.
 */
export const NOT_FOUND_PATHS: readonly string[] = LOCALES.map((locale) => localizedPath(NOT_FOUND_PATH, locale.code));

/** Every address of the given pages (default: the whole route table), then {@link NOT_FOUND_PATHS}. */
export function prerenderPaths(keys: readonly RouteKey[] = ROUTES.map((route) => route.key)): string[] {
  const paths = keys.flatMap((key) => routeAddresses(key).map((address) => address.path));
  return [...new Set([...paths, ...NOT_FOUND_PATHS])];
}
