import { createContext, use, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { localizedPath, type LocaleCode } from "@studio/content";
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
 * Holds the page's interface language: the language of its address (`/fr/…` is French). Once
 * hydrated, the visitor's language — a stored `selectedLanguage`, or a `languageChanged` event from
 * this page, another script or another tab — moves the visitor to the same page in that language.
 */
export function LanguageProvider({ pageLocale, children }: { pageLocale: LocaleCode; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // Null while hydrating (the page shows its own language, as prerendered).
  const wanted = useSyncExternalStore(subscribe, visitorLanguage, noVisitorLanguage);
  useEffect(() => {
    if (wanted && wanted !== pageLocale) {
      void navigate(`${localizedPath(pathname, wanted)}${search}${hash}`, { replace: true });
    }
  }, [wanted, pageLocale, pathname, search, hash, navigate]);
  const value = useMemo(() => ({ locale: pageLocale, chooseLanguage }), [pageLocale]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageState {
  const state = use(LanguageContext);
  if (!state) throw new Error("useLanguage must be used inside <LanguageProvider>");
  return state;
}
