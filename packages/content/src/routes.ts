import { pageLocales, type RestrictedPage } from "./availability.ts";
import { localizedPath, type LocaleCode } from "./locales.ts";
import type { CourseKey, LandingKey, PromoKey, VerticalKey } from "./data/keys.ts";

/**
 * The kinds of page the site has, in the order reports list them. Each kind is rendered by one
 * view of the site (`app/views/<kind>.astro`; promo pages by the landing view, as landing pages
 * under a campaign address).
 */
export const PAGE_KINDS = ["home", "product", "landing", "promo", "course", "privacy", "learn", "admin"] as const;

/** A kind of page: which view renders it and where its data comes from. */
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * The key a page of each kind finds its data by, in that kind's data module: `PRODUCT_PAGES`,
 * `LANDING_PAGES`, `promoPage()`, `getCourse()`. The other kinds have one page each, whose data
 * module is its own (`HOME_*`, `PRIVACY_PAGE`, `LEARN_PAGE`, `ADMIN_PAGE`).
 */
export interface PageDataKeys {
  readonly product: VerticalKey;
  readonly landing: LandingKey;
  readonly promo: PromoKey;
  readonly course: CourseKey;
}

/** A page's kind and, for kinds with several pages, the key of its data. */
export type PageView = {
  readonly [K in PageKind]: K extends keyof PageDataKeys
    ? { readonly kind: K; readonly data: PageDataKeys[K] }
    : { readonly kind: K; readonly data?: never };
}[PageKind];

/**
 * One page of the site, declared once: its address, languages, view and data, whether search
 * engines may list it, and where a visitor of a language it lacks goes instead.
 */
export type RouteEntry = PageView & {
  /** Stable name of the page, used by code instead of the path. */
  readonly key: string;
  /** Path of the page in English, without a language prefix. */
  readonly path: `/${string}`;
  /** Set when the page exists in fewer than seven languages (see `availability.ts`). */
  readonly page?: RestrictedPage;
  /**
   * Set when the page always shows one language whatever the visitor chose
   * (docs/product.md#45-following-a-language-choice: the English-only training page and the English and French promo pages). Such a page has one
   * address, its unprefixed `path`.
   */
  readonly forcedLocale?: LocaleCode;
  /**
   * `false` keeps the page out of search results (robots `noindex`) and the sitemap; pages are
   * indexable by default.
   */
  readonly indexable?: false;
  /**
   * Where a visitor who switches to a language the page does not exist in goes: the page that
   * carries the same offer there (docs/product.md#45-following-a-language-choice), followed until a page exists in that language.
   * A route key (checked by the unit tests of `page-language.ts`).
   */
  readonly counterpart?: string;
  /**
   * Marks the one page of its kind that stands for the kind: the visual suite photographs it,
   * `npm run size` weighs it and `npm run bench` measures it (packages/site/server/page-types.ts).
   */
  readonly sample?: true;
};

/**
 * The route table (docs/product.md#21-route-table-and-page-kinds). The eight product pages keep their
 * `/english/...` paths in every language; localized addresses add the language prefix
 * (`/gr/english/meatdelivery`). The admin area and the promo pages are kept out of search
 * results: the first is not for visitors, the others are campaign pages repeating the landing
 * pages' copy.
 */
export const ROUTES = [
  { key: "home", path: "/", kind: "home", sample: true },
  { key: "adminPanel", path: "/adminpanel", kind: "admin", indexable: false, sample: true },
  { key: "groceryProduct", path: "/english/productpage", kind: "product", data: "grocery" },
  { key: "meatProduct", path: "/english/meatdelivery", kind: "product", data: "meat", sample: true },
  { key: "milkProduct", path: "/english/milkdelivery", kind: "product", data: "milk" },
  { key: "fashionProduct", path: "/english/fashionstore", kind: "product", data: "fashion" },
  { key: "electronicsProduct", path: "/english/electronicstore", kind: "product", data: "electronics" },
  { key: "homeNeedsProduct", path: "/english/homeneedsstore", kind: "product", data: "homeNeeds" },
  { key: "beautyProduct", path: "/english/beautystore", kind: "product", data: "beauty" },
  { key: "furnitureProduct", path: "/english/furniturestore", kind: "product", data: "furniture" },
  { key: "promoInquiry", path: "/promo-inquirey", kind: "promo", data: "inquiry", indexable: false },
  { key: "promoServices", path: "/promo-services", kind: "promo", data: "services", indexable: false, sample: true },
  {
    key: "promoEnglishCourses",
    path: "/promo-english-courses",
    kind: "promo",
    data: "englishCourses",
    forcedLocale: "en",
    indexable: false,
    counterpart: "englishTrainingLanding",
  },
  {
    key: "promoEnglishServices",
    path: "/promo-english-services",
    kind: "promo",
    data: "englishServices",
    forcedLocale: "en",
    indexable: false,
    counterpart: "servicesLanding",
  },
  {
    key: "promoFrenchCourses",
    path: "/promo-french-courses",
    kind: "promo",
    data: "frenchCourses",
    forcedLocale: "fr",
    indexable: false,
    counterpart: "trainingLanding",
  },
  {
    key: "promoFrenchServices",
    path: "/promo-french-services",
    kind: "promo",
    data: "frenchServices",
    forcedLocale: "fr",
    indexable: false,
    counterpart: "servicesLanding",
  },
  { key: "privacyPolicy", path: "/privacy-policy", kind: "privacy", sample: true },
  { key: "learn", path: "/learn", kind: "learn", sample: true },
  { key: "learnFullStackDev", path: "/learn/full-stack-dev", kind: "course", data: "fullStack", sample: true },
  { key: "learnAppDev", path: "/learn/app-dev", kind: "course", data: "appDev" },
  { key: "learnSoftwareTesting", path: "/learn/software-testing", kind: "course", data: "softwareTesting" },
  { key: "learnPlacementTraining", path: "/learn/placement-training", kind: "course", data: "placement" },
  {
    key: "trainingLanding",
    path: "/training",
    kind: "landing",
    data: "training",
    page: "trainingLanding",
    counterpart: "learn",
    sample: true,
  },
  { key: "servicesLanding", path: "/services", kind: "landing", data: "services" },
  {
    key: "englishTrainingLanding",
    path: "/english-training",
    kind: "landing",
    data: "englishTraining",
    page: "englishTrainingLanding",
    forcedLocale: "en",
    counterpart: "trainingLanding",
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

/** True when search engines may list the page (and the sitemap names it). */
export function isIndexable(key: RouteKey): boolean {
  return getRoute(key).indexable !== false;
}

/** The page a visitor of a language `key` lacks goes to instead, if any. */
export function routeCounterpart(key: RouteKey): RouteKey | undefined {
  return getRoute(key).counterpart as RouteKey | undefined;
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
