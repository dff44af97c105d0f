/**
 * What every page's script does, the public pages' (scripts/site.ts) and the admin's
 * (scripts/admin.ts): follow the visitor's language choice, and scroll links to a section of the
 * same page.
 */
import { demoOfPath, type LocaleCode } from "@studio/api";
import { forcedLocaleOf } from "../lib/language-detection.ts";
import { linkAction } from "../lib/link-navigation.ts";
import { pathInLanguage } from "../lib/page-language.ts";
import { browserStorage } from "../shell/language.ts";
import { createLanguageStore } from "../shell/language-preference.ts";
import { scrollToSection } from "../shell/scroll.ts";

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * A stored `selectedLanguage`, or a `languageChanged` event from the switcher, another script or
 * another tab, moves the visitor to the same page in that language (or the page with the same
 * offer); a page that forces its language stays.
 */
export function followLanguageChoice(pageLocale: LocaleCode): void {
  const languages = createLanguageStore(window, () => browserStorage());
  const forced = forcedLocaleOf(window.location.pathname) !== null;
  const followLanguage = () => {
    const wanted = languages.getSnapshot();
    if (!forced && wanted && wanted !== pageLocale) window.location.replace(pathInLanguage(here(), wanted));
  };
  languages.subscribe(followLanguage);
  followLanguage();
}

/** Links to a section of the same page scroll there smoothly and move focus into it. */
export function scrollSectionLinks(): void {
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
}
