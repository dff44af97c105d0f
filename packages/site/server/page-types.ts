/**
 * One page of every kind the site has, by its English address: what the visual suite photographs,
 * `npm run size` weighs and `npm run bench` measures (in other languages through `localizedPath`).
 * The not-found page is any unknown address.
 *
 * `firstScreen` names the islands (their component's export) that lie within the directive's
 * margin of a phone's first screen (Lighthouse's 412 × 823 px plus 600 px), so they wake once the
 * page is idle without the visitor doing anything; `npm run size` counts them "after idle".
 * tests/e2e/page-weight.spec.ts checks the list against what Chromium fetches on such a phone.
 */
export const PAGE_TYPES = [
  { name: "home", path: "/", firstScreen: ["Banners"] },
  { name: "product", path: "/english/meatdelivery", firstScreen: [] },
  { name: "landing", path: "/training", firstScreen: [] },
  { name: "promo", path: "/promo-services", firstScreen: [] },
  { name: "course", path: "/learn/full-stack-dev", firstScreen: [] },
  { name: "privacy", path: "/privacy-policy", firstScreen: [] },
  { name: "not-found", path: "/no-such-page", firstScreen: [] },
] as const satisfies readonly { name: string; path: string; firstScreen: readonly string[] }[];

/** One of the page types. */
export type PageType = (typeof PAGE_TYPES)[number];
