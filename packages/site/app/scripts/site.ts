/**
 * The page script of every page (no React): what the site does once a page opens, before and
 * beside its islands. The admin page (marked `data-admin` by layouts/page.astro) does 1 and 3 only:
 * no start-up checks (a regional redirect would move a signed-in editor to another host and lose
 * the session; no country lookups), no visit count, no third parties. One script for both, so the
 * public pages load no chunk shared with the admin's.
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
import { demoOfPath, registerVisit, type LocaleCode } from "@studio/api";
import { isLocaleCode } from "@studio/content";
import { analytics, registryBadgeUrl, siteConfig } from "../lib/site-config.ts";
import { detectCountry } from "../lib/country-detection.ts";
import { REGISTRY_BADGE_ATTRIBUTE } from "../lib/registry-badge-slot.ts";
import { forcedLocaleOf } from "../lib/language-detection.ts";
import { linkAction } from "../lib/link-navigation.ts";
import { pathInLanguage } from "../lib/page-language.ts";
import { runStartup, type StartupCheck } from "../lib/startup.ts";
import { browserStorage } from "../shell/language.ts";
import { createLanguageStore } from "../shell/language-preference.ts";
import { whenIdle } from "../shell/idle.ts";
import { scrollToSection } from "../shell/scroll.ts";

const declared = document.documentElement.dataset.locale;
const admin = document.documentElement.hasAttribute("data-admin");
const pageLocale: LocaleCode = isLocaleCode(declared) ? declared : "en";
const { pathname } = window.location;
const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

// 1. The visitor's language.
const languages = createLanguageStore(window, () => browserStorage());
const forced = forcedLocaleOf(pathname) !== null;
const followLanguage = () => {
  const wanted = languages.getSnapshot();
  if (!forced && wanted && wanted !== pageLocale) window.location.replace(pathInLanguage(here(), wanted));
};
languages.subscribe(followLanguage);
followLanguage();

// 2. The start-up checks.
if (!admin) {
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
}

// 3. Links to a section of this page.
document.addEventListener("click", (event) => {
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const action = linkAction(
    {
      button: event.button,
      modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      defaultPrevented: event.defaultPrevented,
      href: anchor.href,
      target: anchor.target,
      download: anchor.hasAttribute("download"),
    },
    window.location.href,
    (path) => demoOfPath(path) !== undefined,
  );
  if (action.kind === "section" && scrollToSection(action.id)) event.preventDefault();
});

// 4. Counting the visit, off the page's critical path, with the browser's fetch (no client library).
if (!admin) whenIdle(() => void registerVisit({ baseUrl: siteConfig.apiBaseUrl }));

// 5. Third parties: never before the load event (a script inserted earlier would delay it).
const whenLoadedAndIdle = (task: () => void) => {
  if (document.readyState === "complete") whenIdle(task);
  else window.addEventListener("load", () => whenIdle(task), { once: true });
};
// Their loaders exist only in a build that configures them: `analytics` and `registryBadgeUrl`
// are constants there, and a build without them has no code that could fetch the loaders.
whenLoadedAndIdle(() => {
  if (admin) return;
  if (analytics) void import("../shell/analytics.ts").then(({ startAnalytics }) => startAnalytics());
  const badge = document.querySelector<HTMLElement>(`[${REGISTRY_BADGE_ATTRIBUTE}]`);
  const src = registryBadgeUrl;
  if (!badge || !src) return;
  const slot = badge.closest<HTMLElement>('[data-slot="footer-registry-badge"]');
  void import("../lib/registry-badge.ts").then(({ loadRegistryBadge, whenNear }) =>
    whenNear(slot ?? badge, () => void loadRegistryBadge({ src, container: badge, hideOnFailure: slot })),
  );
});
