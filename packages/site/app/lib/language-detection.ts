/**
 * The interface language on first load (docs/product.md#44-first-load-language, read more widely
 * than the source material: docs/decisions/0059-first-load-language.md): a page that forces its language
 * keeps it; else the visitor's explicit choice (`selectedLanguage`); else the language of the URL's
 * prefix (a link to `/fr/...` is a choice too); else the language of the detected country
 * (`COUNTRY_LANGUAGE`: DE, AT, CH → de; LT → lt; …; any other → en); else English.
 *
 * A detected language is never stored as `selectedLanguage`: only the visitor's own choice is, so
 * it always beats detection, and a visitor who moves country gets the new country's language.
 */
import {
  DEFAULT_LOCALE,
  ROUTES,
  isLocaleCode,
  languageForCountry,
  localeFromPath,
  unlocalizedPath,
  type LocaleCode,
  type RouteEntry,
} from "@studio/content";
import { readStoredLanguage } from "../shell/language-preference.ts";
import { readStoredCountry, storeCountry, type CountryDetection } from "./country-detection.ts";

/** Why a language was chosen. */
export type LanguageSource = "forced" | "stored" | "url" | "country" | "default";

/** The language to show first and the reason for it. */
export interface InitialLanguage {
  readonly locale: LocaleCode;
  readonly source: LanguageSource;
}

/** What {@link decideInitialLanguage} looks at. */
export interface InitialLanguageInput {
  /** The stored `selectedLanguage` (validated here; anything unknown is ignored). */
  readonly stored?: string | null;
  /** The page's URL path, for a forced language or a language prefix. */
  readonly path?: string;
  /** The detected country; null or absent when detection failed or did not run. */
  readonly country?: string | null;
}

/**
 * The language a page always shows (docs/product.md#45-following-a-language-choice), from the route
 * table; null for other pages.
 */
export function forcedLocaleOf(path: string): LocaleCode | null {
  const bare = unlocalizedPath(path)
    .replace(/[?#].*$/, "")
    .replace(/(.)\/+$/, "$1");
  const route: RouteEntry | undefined = ROUTES.find((entry) => entry.path === bare);
  return route?.forcedLocale && localeFromPath(path) === DEFAULT_LOCALE ? route.forcedLocale : null;
}

/**
 * Decides the first language. Pure: the order is forced page → stored choice → URL prefix →
 * country → English.
 */
export function decideInitialLanguage({ stored, path, country }: InitialLanguageInput): InitialLanguage {
  const forced = path === undefined ? null : forcedLocaleOf(path);
  if (forced) return { locale: forced, source: "forced" };
  if (isLocaleCode(stored)) return { locale: stored, source: "stored" };
  const fromUrl = path === undefined ? DEFAULT_LOCALE : localeFromPath(path);
  if (fromUrl !== DEFAULT_LOCALE) return { locale: fromUrl, source: "url" };
  if (country) return { locale: languageForCountry(country), source: "country" };
  return { locale: DEFAULT_LOCALE, source: "default" };
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** What {@link detectInitialLanguage} needs from the browser. */
export interface DetectInitialLanguageDeps {
  /** Local storage (for `selectedLanguage` and the detected country). */
  readonly storage: StorageLike | undefined;
  /** The page's URL path (`location.pathname`). */
  readonly path: string;
  /** Country detection, e.g. `() => detectCountry({ urls })`; only called when needed. */
  readonly detectCountry: () => Promise<CountryDetection>;
  /** Receives the error when detection fails; defaults to `console.warn`. */
  readonly warn?: (message: string, error: unknown) => void;
}

/**
 * The first language for this page load. Detects the country only when nothing decides before it;
 * reuses a country already detected (by the start-up gate or an earlier visit) and stores a newly
 * detected one. Never stores the language. Never rejects: a failed detection gives English.
 */
export async function detectInitialLanguage(deps: DetectInitialLanguageDeps): Promise<InitialLanguage> {
  const stored = readStoredLanguage(deps.storage);
  const early = decideInitialLanguage({ stored, path: deps.path });
  if (early.source !== "default") return early;

  let country = readStoredCountry(deps.storage);
  if (!country) {
    try {
      country = (await deps.detectCountry()).country;
      storeCountry(deps.storage, country);
    } catch (error) {
      (deps.warn ?? console.warn)("Language auto-detection failed; English is used.", error);
    }
  }
  return decideInitialLanguage({ stored, path: deps.path, country });
}
