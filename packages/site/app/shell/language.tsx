import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { LocaleCode } from "@studio/content";
import { forcedLocaleOf } from "../lib/language-detection.ts";
import { pathInLanguage } from "../lib/page-language.ts";
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

/**
 * Holds the page's interface language: the language of its address (`/fr/…` is French) or the one
 * the page forces (`/promo-french-courses`). Once hydrated, the visitor's language — a stored
 * `selectedLanguage`, or a `languageChanged` event from this page, another script or another tab —
 * moves the visitor to the same page in that language (or the page with the same offer, when the
 * page does not exist in it). A page that forces its language ignores the stored choice and the
 * event; choosing a language in its switcher still moves the visitor.
 */
export function LanguageProvider({ pageLocale, children }: { pageLocale: LocaleCode; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // Null while hydrating (the page shows its own language, as prerendered).
  const wanted = useSyncExternalStore(subscribe, visitorLanguage, noVisitorLanguage);
  const forced = forcedLocaleOf(pathname) !== null;
  useEffect(() => {
    if (!forced && wanted && wanted !== pageLocale) {
      void navigate(pathInLanguage(`${pathname}${search}${hash}`, wanted), { replace: true });
    }
  }, [forced, wanted, pageLocale, pathname, search, hash, navigate]);
  const chooseLanguage = useCallback(
    (code: LocaleCode) => {
      storeLanguage(browserStorage(), code);
      window.dispatchEvent(languageChangedEvent(code));
      if (forced && code !== pageLocale) void navigate(pathInLanguage(pathname, code));
    },
    [forced, pageLocale, pathname, navigate],
  );
  const value = useMemo(() => ({ locale: pageLocale, chooseLanguage }), [pageLocale, chooseLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageState {
  const state = use(LanguageContext);
  if (!state) throw new Error("useLanguage must be used inside <LanguageProvider>");
  return state;
}
