import { pageLocales, type RestrictedPage } from "./availability.ts";
import { localizedPath, type LocaleCode } from "./locales.ts";

/** One page of the site: its path without a language prefix, and the languages it exists in. */
export interface RouteEntry {
  /** Stable name of the page, used by code instead of the path. */
  readonly key: string;
  /** Path of the page in English, without a language prefix. */
  readonly path: `/${string}`;
  /** Set when the page exists in fewer than seven languages (see `availability.ts`). */
  readonly page?: RestrictedPage;
  /**
   * Set when the page always shows one language whatever the visitor chose (spec 2.5: the
   * English-only training page and the English and French promo pages). Such a page has one
   * address, its unprefixed `path`.
   */
  readonly forcedLocale?: LocaleCode;
}

/**
 * The route table (spec 2.1 and the landing pages). The eight product pages keep the spec's
 * `/english/...` paths in every language; localized addresses add the language prefix
 * (`/gr/english/meatdelivery`).
 */
export const ROUTES = [
  { key: "home", path: "/" },
  { key: "adminPanel", path: "/adminpanel" },
  { key: "groceryProduct", path: "/english/productpage" },
  { key: "meatProduct", path: "/english/meatdelivery" },
  { key: "milkProduct", path: "/english/milkdelivery" },
  { key: "fashionProduct", path: "/english/fashionstore" },
  { key: "electronicsProduct", path: "/english/electronicstore" },
  { key: "homeNeedsProduct", path: "/english/homeneedsstore" },
  { key: "beautyProduct", path: "/english/beautystore" },
  { key: "furnitureProduct", path: "/english/furniturestore" },
  { key: "promoInquiry", path: "/promo-inquirey" },
  { key: "promoServices", path: "/promo-services" },
  { key: "promoEnglishCourses", path: "/promo-english-courses", forcedLocale: "en" },
  { key: "promoEnglishServices", path: "/promo-english-services", forcedLocale: "en" },
  { key: "promoFrenchCourses", path: "/promo-french-courses", forcedLocale: "fr" },
  { key: "promoFrenchServices", path: "/promo-french-services", forcedLocale: "fr" },
  { key: "privacyPolicy", path: "/privacy-policy" },
  { key: "learn", path: "/learn" },
  { key: "learnFullStackDev", path: "/learn/full-stack-dev" },
  { key: "learnAppDev", path: "/learn/app-dev" },
  { key: "learnSoftwareTesting", path: "/learn/software-testing" },
  { key: "learnPlacementTraining", path: "/learn/placement-training" },
  { key: "trainingLanding", path: "/training", page: "trainingLanding" },
  { key: "servicesLanding", path: "/services" },
  {
    key: "englishTrainingLanding",
    path: "/english-training",
    page: "englishTrainingLanding",
    forcedLocale: "en",
  },
] as const satisfies readonly RouteEntry[];

/** The name of a page of the route table. */
export type RouteKey = (typeof ROUTES)[number]["key"];

/** Unprefixed path of every page by key. */
export const ROUTE_PATHS = Object.fromEntries(ROUTES.map((route) => [route.key, route.path])) as {
  readonly [K in RouteKey]: Extract<(typeof ROUTES)[number], { key: K }>["path"];
};

/** The route table entry of a page. */
export function getRoute(key: RouteKey): RouteEntry {
  const route: RouteEntry | undefined = ROUTES.find((entry) => entry.key === key);
  if (!route) throw new Error(`Unknown route key: ${key}`);
  return route;
}

/** The languages a page exists in: its forced language, else its availability. */
export function routeLocales(key: RouteKey): readonly LocaleCode[] {
  const route = getRoute(key);
  return route.forcedLocale ? [route.forcedLocale] : pageLocales(route.page);
}

/** One address of a page in one language. */
export interface RouteAddress {
  readonly locale: LocaleCode;
  readonly path: string;
}

/**
 * Every address of a page: one per language it exists in, with that language's prefix
 * (a page with a forced language has only its unprefixed path). For prerendering and hreflang.
 */
export function routeAddresses(key: RouteKey): RouteAddress[] {
  const route = getRoute(key);
  if (route.forcedLocale) return [{ locale: route.forcedLocale, path: route.path }];
  return routeLocales(key).map((locale) => ({ locale, path: localizedPath(route.path, locale) }));
}
