/**
 * The analytics server and the business-registry badge of the build `npm test` checks: same-origin
 * paths that exist nowhere but in the end-to-end tests, which answer them in the browser —
 * fixtures.ts with a harmless empty script on every page, third-parties.spec.ts with answers that
 * never come, come too late or are refused. `npm run build` without these variables (the
 * production default) has both off.
 */
export const THIRD_PARTY_PATHS = {
  /** The analytics server's base (the tag loads `${analytics}/matomo.js`). */
  analytics: "/e2e-third-party/analytics",
  /** The badge script. */
  registryBadge: "/e2e-third-party/registry-badge.js",
} as const;

/** The build variables pointing the site at them (`npm run build:test`, scripts/test-build.ts, builds with these). */
export const THIRD_PARTY_BUILD_ENV = {
  VITE_ANALYTICS_URL: THIRD_PARTY_PATHS.analytics,
  VITE_ANALYTICS_SITE_ID: "1",
  VITE_REGISTRY_BADGE_URL: THIRD_PARTY_PATHS.registryBadge,
} as const;
