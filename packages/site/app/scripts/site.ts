/**
 * The page script of every page (no React): what the site does once a page opens, before and
 * beside its islands.
 *
 * 1. The visitor's language: a stored `selectedLanguage`, or a `languageChanged` event from the
 *    switcher, another script or another tab, moves the visitor to the same page in that
 *    language (or the page with the same offer); a page that forces its language stays.
 * 2. The start-up checks (regional site, then the first-load language from the country), with
 *    their loading screens.
 * 3. Links to a section of the same page scroll there smoothly and move focus into it.
 * 4. Once the page is idle: the visit is counted (POST /api/visitor) and the analytics tag loads.
 */
import { demoOfPath, type LocaleCode } from "@studio/api";
import { isLocaleCode } from "@studio/content";
import { siteConfig } from "../lib/config.ts";
import { detectCountry } from "../lib/country-detection.ts";
import { forcedLocaleOf } from "../lib/language-detection.ts";
import { linkAction } from "../lib/link-navigation.ts";
import { pathInLanguage } from "../lib/page-language.ts";
import { runStartup, type StartupCheck } from "../lib/startup.ts";
import { startAnalytics } from "../shell/analytics.ts";
import { browserStorage } from "../shell/language.ts";
import { createLanguageStore } from "../shell/language-preference.ts";
import { whenIdle } from "../shell/idle.ts";
import { scrollToSection } from "../shell/scroll.ts";

const declared = document.documentElement.dataset.locale;
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
  detectCountry: (signal) => detectCountry({ urls: siteConfig.countryLookupUrls, ...(signal ? { signal } : {}) }),
  redirect: (url) => window.location.replace(url),
  moveTo: (path) => window.location.replace(path),
  onCheck: (check) => {
    for (const [name, screen] of screens) screen.hidden = name !== check;
  },
});

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

// 4. Counting the visit and analytics, off the page's critical path.
whenIdle(() => {
  void import("../shell/api.ts").then(({ api }) => api.registerVisit());
  startAnalytics();
});
