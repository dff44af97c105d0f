/**
 * One page of every kind the site has, by its English address: what the visual suite photographs,
 * `npm run size` weighs and `npm run bench` measures (in other languages through `localizedPath`).
 * The not-found page is any unknown address.
 */
export const PAGE_TYPES = [
  { name: "home", path: "/" },
  { name: "product", path: "/english/meatdelivery" },
  { name: "landing", path: "/training" },
  { name: "promo", path: "/promo-services" },
  { name: "course", path: "/learn/full-stack-dev" },
  { name: "privacy", path: "/privacy-policy" },
  { name: "not-found", path: "/no-such-page" },
] as const;
