/**
 * Which language a page shows and where the same page lives in another language. Pure: works on
 * paths and the route table only.
 */
import {
  localeFromPath,
  localizedPath,
  routeAddresses,
  routeCounterpart,
  routeLocales,
  type LocaleCode,
  type RouteKey,
} from "@studio/content";
import { forcedLocaleOf } from "./language-detection.ts";
import { routeOfPath } from "./seo.ts";

/**
 * The interface language of an address: the language a page forces (the French promo pages, the
 * English-only training page), else the language of its prefix (`/gr/…` is German, no prefix English).
 */
export function pageLocaleOf(path: string): LocaleCode {
  return forcedLocaleOf(path) ?? localeFromPath(path);
}

/** The address of page `key` in `locale`, or null when it does not exist in that language. */
function addressIn(key: RouteKey, locale: LocaleCode): string | null {
  if (!routeLocales(key).includes(locale)) return null;
  return routeAddresses(key).find((address) => address.locale === locale)?.path ?? null;
}

/** Splits `/a/b?x#y` into the path and the query string plus hash. */
function splitPath(path: string): [string, string] {
  const end = path.search(/[?#]/);
  return end === -1 ? [path, ""] : [path.slice(0, end), path.slice(end)];
}

/**
 * The same page in another language, keeping the query string and hash: `/learn` → `/gr/learn`.
 * A page that does not exist in that language (the training landing in Lithuanian, a French promo
 * page in German) gives its counterpart there (`/lt/learn`, `/gr/training`): the route table's
 * `counterpart`, followed until a page exists in the language, else the home page. An unknown
 * address gives the address with the language's prefix, so the visitor still sees the not-found
 * page in their language.
 */
export function pathInLanguage(path: string, locale: LocaleCode): string {
  const [pathname, rest] = splitPath(path);
  const route = routeOfPath(pathname);
  if (!route) return localizedPath(path, locale);

  let key: RouteKey | undefined = route.key;
  const seen = new Set<RouteKey>();
  while (key && !seen.has(key)) {
    seen.add(key);
    const address = addressIn(key, locale);
    // The hash belongs to the page asked for; a different page gets only the query string.
    if (address) return key === route.key ? `${address}${rest}` : `${address}${rest.replace(/#.*$/, "")}`;
    key = routeCounterpart(key);
  }
  return localizedPath("/", locale);
}
