/**
 * Business constants and limits of the site (docs/product.md#15-timing-sizes-and-motion, with the
 * country maps of docs/product.md#43-country-detection and
 * docs/product.md#44-first-load-language): the one table of these numbers.
 * Components, stories and end-to-end tests read them from here instead of restating them.
 */
import type { LocaleCode } from "./locales.ts";

/** An ISO 3166-1 alpha-2 country code in upper case (plus the user-assigned XK for Kosovo). */
export type CountryCode = string;

// Timers (docs/product.md#510-rotation-rules)

/** The banner carousel advances every 4 s and wraps to the first banner. */
export const BANNER_INTERVAL_MS = 4000;
/** The products showcase slide index advances every 5 s and wraps. */
export const PRODUCTS_INTERVAL_MS = 5000;
/** The testimonial carousel's start index advances every 3 s and wraps. */
export const TESTIMONIALS_INTERVAL_MS = 3000;
/** Testimonial cards visible at a time. */
export const TESTIMONIALS_VISIBLE = 3;
/** Testimonials per language. */
export const TESTIMONIALS_PER_LANGUAGE = 4;

// Sizes (docs/product.md). The breakpoints are design tokens (packages/ui/src/tokens/design.tokens.json),
// with the strict reading of "over 480 px" and "above 768 px" written there.

/** Height of the banner carousel. */
export const BANNER_HEIGHT_PX = 450;
/**
 * A banner picture as the API stores it: the seed's artwork size (1600 × 450), which the carousel
 * covers at every width. Uploads may be up to `aspectTolerance` (a fraction) wider or narrower in
 * shape, at least `minWidth` pixels wide, and at most `maxMegabytes` (`maxBytes`, as the editors
 * are told it) (docs/product.md#128-the-admin-api).
 */
const BANNER_PICTURE_MAX_MEGABYTES = 5;
export const BANNER_PICTURE = {
  width: 1600,
  height: BANNER_HEIGHT_PX,
  aspectTolerance: 0.2,
  minWidth: 1200,
  maxMegabytes: BANNER_PICTURE_MAX_MEGABYTES,
  maxBytes: BANNER_PICTURE_MAX_MEGABYTES * 1024 * 1024,
} as const;
/** The formats a banner picture may be uploaded in: their names (said to editors) and media types. */
export const BANNER_PICTURE_TYPES = [
  { name: "JPEG", mediaType: "image/jpeg" },
  { name: "PNG", mediaType: "image/png" },
  { name: "WebP", mediaType: "image/webp" },
] as const;
/** Size of the loading spinner. */
export const SPINNER_PX = 40;
/** Stacking order of the navigation. */
export const NAV_LAYER = 9999;
/** Banner titles and descriptions are each clamped to this many lines. */
export const BANNER_DESC_LINES = 3;
/**
 * The narrowest screen the site is laid out for: WCAG 2.2's reflow width (1.4.10), a 320 px phone.
 * Banner texts are written to fit their lines here as well as at the stories' 375 px.
 */
export const NARROWEST_SCREEN_PX = 320;
/**
 * Longest banner title and description an editor may save, in characters (the API's write schema,
 * `bannerWriteSchema`; reads accept any length, as a real API may hold longer ones). Sized so that
 * the longer languages still fit their lines at `NARROWEST_SCREEN_PX`; what decides is the rendered
 * check (tests/e2e/home.spec.ts), not the count (docs/product.md#52-banner-carousel).
 */
export const BANNER_TEXT_MAX_LENGTH = { title: 45, desc: 90 } as const;
/** Rows of every free-text area of the forms. */
export const TEXTAREA_ROWS = 4;

/**
 * Smooth scroll distances, in viewport heights, of the source material; the site scrolls to the
 * section itself (docs/product.md#26-links-and-scrolling, decision 0066).
 */
export const SCROLL_VIEWPORT_HEIGHTS = {
  /** The contact link of the navigation. */
  navContact: 6,
  /** The 'Book a Demo.' button of the testimonials section. */
  bookDemo: 2,
  /** 'Contact Us' on the product pages (towards the demo form). */
  productContact: 4,
} as const;

/** Toasts (docs/product.md#36-toasts). */
export const TOAST = {
  /** Distance of the toasts from the top of the window. */
  offsetPx: 75,
  /** How long a toast stays. */
  durationMs: 3000,
  /** A notice's own default duration. */
  noticeDurationMs: 4500,
} as const;

/** How many items the sections show (docs/product.md#15-timing-sizes-and-motion). */
export const COUNTS = {
  productCategories: 8,
  stripImages: 8,
  services: 5,
  lifecyclePhases: 7,
  narrowLifecyclePhases: 3,
  highlights: 4,
  faqEntries: 7,
  features: 15,
  featureColumns: 3,
  featuresPerColumn: 5,
} as const;

/** The parallax wrapper of the services section. */
export const PARALLAX = {
  strength: 600,
  blurMin: -5,
  blurMax: 15,
} as const;

// Countries and languages (docs/product.md#42-regional-redirect, docs/product.md#43-country-detection)

/** The country assumed when detection gives nothing. */
export const DEFAULT_COUNTRY: CountryCode = "US";

/** The 27 EU member states; they decide which regional site a visitor belongs on. */
export const EU_COUNTRY_CODES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

/**
 * The 47 European country codes of the shell variant's location logic (not built:
 * docs/product.md#17-not-built). The source names only some (AD, AL, AT, GB, RU, UA, XK); this list is the 44 sovereign states of the UN geoscheme's
 * Europe region, plus Cyprus (an EU member), Turkey (transcontinental) and Kosovo (XK); decision 0044.
 */
export const EUROPEAN_COUNTRY_CODES = [
  // Northern Europe
  "DK",
  "EE",
  "FI",
  "GB",
  "IE",
  "IS",
  "LT",
  "LV",
  "NO",
  "SE",
  // Western Europe
  "AT",
  "BE",
  "CH",
  "DE",
  "FR",
  "LI",
  "LU",
  "MC",
  "NL",
  // Southern Europe
  "AD",
  "AL",
  "BA",
  "ES",
  "GR",
  "HR",
  "IT",
  "ME",
  "MK",
  "MT",
  "PT",
  "RS",
  "SI",
  "SM",
  "VA",
  // Eastern Europe
  "BG",
  "BY",
  "CZ",
  "HU",
  "MD",
  "PL",
  "RO",
  "RU",
  "SK",
  "UA",
  // Also counted
  "CY",
  "TR",
  "XK",
] as const;

/**
 * Country → interface language, the wider reading (docs/product.md#44-first-load-language,
 * decision 0059). Any country not listed maps to English.
 */
export const COUNTRY_LANGUAGE: Readonly<Record<CountryCode, LocaleCode>> = {
  DE: "de",
  AT: "de",
  CH: "de",
  LT: "lt",
  RU: "ru",
  BY: "ru",
  KZ: "ru",
  PT: "po",
  BR: "po",
  AO: "po",
  MZ: "po",
  FR: "fr",
  BE: "fr",
  CA: "fr",
  ES: "sp",
  MX: "sp",
  AR: "sp",
  CO: "sp",
  PE: "sp",
  VE: "sp",
  CL: "sp",
  EC: "sp",
  GT: "sp",
  CU: "sp",
  BO: "sp",
  DO: "sp",
  HN: "sp",
  PY: "sp",
  SV: "sp",
  NI: "sp",
  CR: "sp",
  PA: "sp",
  UY: "sp",
};

/** Country → language of the narrow shell variant: only DE and LT, everything else English. */
export const NARROW_COUNTRY_LANGUAGE: Readonly<Record<CountryCode, LocaleCode>> = {
  DE: "de",
  LT: "lt",
};

/**
 * When every country lookup fails, the browser language decides the country (docs/product.md#43-country-detection): a
 * language starting with `fr` gives FR, `lt` gives LT, anything else the default country.
 */
export const BROWSER_LANGUAGE_COUNTRY = [
  { prefix: "fr", country: "FR" },
  { prefix: "lt", country: "LT" },
] as const satisfies readonly { prefix: string; country: CountryCode }[];

/** The interface language for a detected country (wider reading); unknown countries get English. */
export function languageForCountry(country: string, map = COUNTRY_LANGUAGE): LocaleCode {
  return map[country.toUpperCase()] ?? "en";
}

/** The country to assume from the browser's language when every lookup failed. */
export function countryFromBrowserLanguage(language: string | undefined): CountryCode {
  const lower = (language ?? "").toLowerCase();
  return BROWSER_LANGUAGE_COUNTRY.find((entry) => lower.startsWith(entry.prefix))?.country ?? DEFAULT_COUNTRY;
}

/** True for a country of the European Union (visitors who belong on the EU regional site). */
export function isEuCountry(country: string): boolean {
  return (EU_COUNTRY_CODES as readonly string[]).includes(country.toUpperCase());
}

/** True for a country of the 47-country European list of the shell variant. */
export function isEuropeanCountry(country: string): boolean {
  return (EUROPEAN_COUNTRY_CODES as readonly string[]).includes(country.toUpperCase());
}

/**
 * Longest accepted value of each kind of form field, in characters after trimming (decision 0028:
 * the product names none, the site sets them). Shared by the forms' field definitions and the API contract's schemas.
 */
export const FIELD_MAX_LENGTH = {
  name: 100,
  company: 150,
  email: 254,
  phone: 30,
  service: 100,
  message: 2000,
} as const;

/** Digits a phone number must contain (ITU E.164 allows 15; prefixes and extensions add some). */
export const PHONE_DIGITS = { min: 6, max: 20 } as const;
