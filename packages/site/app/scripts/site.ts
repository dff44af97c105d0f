/**
 * The page script of every public page (no React): what the site does once a page opens, before
 * and beside its islands. (The admin page has its own, scripts/admin.ts: 1 and 3 only.)
 *
 * 1. The visitor's language: a stored `selectedLanguage`, or a `languageChanged` event from the
 *    switcher, another script or another tab, moves the visitor to the same page in that
 *    language (or the page with the same offer); a page that forces its language stays.
 * 2. The start-up checks (regional site, then the first-load language from the country), with
 *    their loading screens.
 * 3. Links to a section of the same page scroll there smoothly and move focus into it.
 * 4. Once the page is idle: the visit is counted (POST /api/visitor, with `fetch`: every page does
 *    it, so it downloads neither the typed client nor zod).
 * 5. Third parties, once the page has loaded and the browser is idle, so they never hold up the
 *    first paint or the load event: the analytics tag, and the business-registry badge when the
 *    footer comes near. Each gives up after a time limit with one console warning
 *    (docs/third-parties.md). The country lookups of step 2 have their own limits.
 */
import { registerVisit, type LocaleCode } from "@studio/api";
import { isLocaleCode } from "@studio/content";
import { analytics, registryBadgeUrl, siteConfig } from "../lib/site-config.ts";
import { detectCountry } from "../lib/country-detection.ts";
import { REGISTRY_BADGE_ATTRIBUTE } from "../lib/registry-badge-slot.ts";
import { runStartup, type StartupCheck } from "../lib/startup.ts";
import { browserStorage } from "../shell/language.ts";
import { whenIdle } from "../shell/idle.ts";
import { followLanguageChoice, scrollSectionLinks } from "./page-basics.ts";

const declared = document.documentElement.dataset.locale;
const pageLocale: LocaleCode = isLocaleCode(declared) ? declared : "en";

// 1. The visitor's language, and 3. links to a section of this page.
followLanguageChoice(pageLocale);
scrollSectionLinks();

// 2. The start-up checks.
const screens = new Map<StartupCheck, HTMLElement>();
for (const element of document.querySelectorAll<HTMLElement>("[data-startup-check]")) {
  screens.set(element.dataset.startupCheck as StartupCheck, element);
}
void runStartup({
  location: window.location,
  config: { euHost: siteConfig.euHost, nonEuHost: siteConfig.nonEuHost, ip: siteConfig.ip },
  sessionStorage: browserStorage("sessionStorage"),
  localStorage: browserStorage("localStorage"),
  pageLocale,
  detectCountry: (signal) =>
    detectCountry({
      urls: siteConfig.countryLookupUrls,
      order: siteConfig.countryLookupOrder,
      ...(signal ? { signal } : {}),
    }),
  redirect: (url) => window.location.replace(url),
  moveTo: (path) => window.location.replace(path),
  onCheck: (check) => {
    for (const [name, screen] of screens) screen.hidden = name !== check;
  },
});

// 4. Counting the visit, off the page's critical path, with the browser's fetch (no client library).
whenIdle(() => void registerVisit({ baseUrl: siteConfig.apiBaseUrl }));

// 5. Third parties: never before the load event (a script inserted earlier would delay it).
const whenLoadedAndIdle = (task: () => void) => {
  if (document.readyState === "complete") whenIdle(task);
  else window.addEventListener("load", () => whenIdle(task), { once: true });
};
// Their loaders exist only in a build that configures them: `analytics` and `registryBadgeUrl`
// are constants there, and a build without them has no code that could fetch the loaders.
whenLoadedAndIdle(() => {
  if (analytics) void import("../shell/analytics.ts").then(({ startAnalytics }) => startAnalytics());
  const badge = document.querySelector<HTMLElement>(`[${REGISTRY_BADGE_ATTRIBUTE}]`);
  const src = registryBadgeUrl;
  if (!badge || !src) return;
  const slot = badge.closest<HTMLElement>('[data-slot="footer-registry-badge"]');
  void import("../lib/registry-badge.ts").then(({ loadRegistryBadge, whenNear }) =>
    whenNear(slot ?? badge, () => void loadRegistryBadge({ src, container: badge, hideOnFailure: slot })),
  );
});
