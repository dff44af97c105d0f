import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from "react";
import type { LocaleCode } from "@studio/content";
import { createLanguageStore, languageChangedEvent, storeLanguage } from "./language-preference.ts";

interface LanguageState {
  /** The interface language of the whole page. */
  locale: LocaleCode;
  /** An explicit choice by the visitor: stored, then broadcast with `languageChanged`. */
  chooseLanguage: (code: LocaleCode) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

const browserStorage = () => (typeof window === "undefined" ? undefined : window.localStorage);

/** Created when the module loads in the browser (none while prerendering). */
const languageStore = typeof window === "undefined" ? null : createLanguageStore(window, browserStorage);
const subscribe = (onChange: () => void) => languageStore?.subscribe(onChange) ?? (() => undefined);
const visitorLanguage = () => languageStore?.getSnapshot() ?? null;
const noVisitorLanguage = () => null;

function chooseLanguage(code: LocaleCode): void {
  storeLanguage(browserStorage(), code);
  window.dispatchEvent(languageChangedEvent(code));
}

/**
 * Holds the page's interface language. The prerendered HTML is in the page's own language; once
 * hydrated, a stored `selectedLanguage` wins, and `languageChanged` events (from this page, other
 * scripts, or another tab changing the stored choice) switch the language.
 */
export function LanguageProvider({ pageLocale, children }: { pageLocale: LocaleCode; children: ReactNode }) {
  // While hydrating, the page's own language (as prerendered); then the visitor's, if any.
  const locale = useSyncExternalStore(subscribe, visitorLanguage, noVisitorLanguage) ?? pageLocale;
  const value = useMemo(() => ({ locale, chooseLanguage }), [locale]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageState {
  const state = use(LanguageContext);
  if (!state) throw new Error("useLanguage must be used inside <LanguageProvider>");
  return state;
}
