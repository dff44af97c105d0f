import type { LocaleCode } from "@studio/content";
import { forcedLocaleOf } from "../lib/language-detection.ts";
import { pathInLanguage } from "../lib/page-language.ts";
import { languageChangedEvent, storeLanguage } from "./language-preference.ts";

/** The browser's local storage, or undefined where it is blocked. */
export function browserStorage(name: "localStorage" | "sessionStorage" = "localStorage"): Storage | undefined {
  try {
    return window[name];
  } catch {
    return undefined;
  }
}

/**
 * The visitor chose a language in the switcher: stored as `selectedLanguage` and announced with
 * `languageChanged` (docs/product.md#45-following-a-language-choice); the page script
 * (scripts/site.ts) then moves to the same page in that language. A page that forces its language
 * ignores the announcement, so the choice moves the visitor from here.
 */
export function chooseLanguage(code: LocaleCode, pageLocale: LocaleCode, path: string): void {
  storeLanguage(browserStorage(), code);
  window.dispatchEvent(languageChangedEvent(code));
  if (forcedLocaleOf(path) !== null && code !== pageLocale) window.location.assign(pathInLanguage(path, code));
}
