/**
 * The addresses the build prerenders: every page of the route table in every language it exists
 * in (English unprefixed, others behind their prefix, e.g. `/fr/english/meatdelivery`; a page that
 * forces its language only at its unprefixed address), plus the 404 page in every language.
 */
import { LOCALES, ROUTES, localizedPath, routeAddresses, type RouteKey } from "@studio/content";

/**
 * The pages of the admin area (pages/[...adminPath].astro), a route of their own with their own
 * stylesheet; every other page is a public page (pages/[...path].astro).
 */
export const ADMIN_PAGE_KEYS: readonly RouteKey[] = ROUTES.filter((route) => route.kind === "admin").map(
  (route) => route.key,
);

/** The public pages: every page of the route table but the admin area's. */
export const PUBLIC_PAGE_KEYS: readonly RouteKey[] = ROUTES.map((route) => route.key).filter(
  (key) => !ADMIN_PAGE_KEYS.includes(key),
);

/** Address of the prerendered English "not found" page the static server answers unknown paths with. */
export const NOT_FOUND_PATH = "/404";

/**
 * The not-found page in every language (`/404`, `/gr/404`, …): an unknown address under a
 * language's prefix is answered with that language's page, so it hydrates without a mismatch.
 */
export const NOT_FOUND_PATHS: readonly string[] = LOCALES.map((locale) => localizedPath(NOT_FOUND_PATH, locale.code));

/** Every address of the given pages, in the route table's order. */
export function pageAddresses(keys: readonly RouteKey[]): string[] {
  return [...new Set(keys.flatMap((key) => routeAddresses(key).map((address) => address.path)))];
}

/** Every address of the given pages (default: the whole route table), then {@link NOT_FOUND_PATHS}. */
export function prerenderPaths(keys: readonly RouteKey[] = ROUTES.map((route) => route.key)): string[] {
  return [...new Set([...pageAddresses(keys), ...NOT_FOUND_PATHS])];
}
