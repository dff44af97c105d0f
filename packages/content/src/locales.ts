/**
 * The locale registry: the seven interface languages of the site.
 *
 * `code` is the site's internal language code (what `selectedLanguage` stores and what the
 * `languageChanged` event carries); `tag` is the BCP-47 tag for Intl APIs, `<html lang>` and
 * hreflang; `label` is the three-letter label the language switcher shows; `flag` names the
 * ISO 3166-1 flag artwork drawn by the UI (SVG, never emoji); `pathPrefix` is the URL prefix of the
 * localized pages (English has none).
 */
export const LOCALE_CODES = ["en", "de", "lt", "ru", "po", "fr", "sp"] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

/** ISO 3166-1 alpha-2 codes of the flags the registry uses. */
export type FlagCode = "GB" | "DE" | "LT" | "RU" | "PT" | "FR" | "ES";

export interface Locale {
  /** Internal language code, as stored in `selectedLanguage`. */
  readonly code: LocaleCode;
  /** BCP-47 language tag for Intl APIs, `lang` and hreflang. */
  readonly tag: string;
  /** The language's own name for itself (endonym), shown in the switcher list. */
  readonly name: string;
  /** Three-letter label shown on the switcher button. */
  readonly label: string;
  /** Flag artwork to draw next to the language. */
  readonly flag: FlagCode;
  /** URL prefix of the localized pages; empty for the default language. */
  readonly pathPrefix: string;
}

export const DEFAULT_LOCALE: LocaleCode = "en";

export const LOCALES: readonly Locale[] = [
  { code: "en", tag: "en", name: "English", label: "ENG", flag: "GB", pathPrefix: "" },
  { code: "de", tag: "de", name: "Deutsch", label: "GER", flag: "DE", pathPrefix: "/gr" },
  { code: "lt", tag: "lt", name: "Lietuvių", label: "LIT", flag: "LT", pathPrefix: "/lt" },
  { code: "ru", tag: "ru", name: "Русский", label: "RUS", flag: "RU", pathPrefix: "/ru" },
  { code: "po", tag: "pt", name: "Português", label: "POR", flag: "PT", pathPrefix: "/po" },
  { code: "fr", tag: "fr", name: "Français", label: "FRA", flag: "FR", pathPrefix: "/fr" },
  { code: "sp", tag: "es", name: "Español", label: "ESP", flag: "ES", pathPrefix: "/sp" },
];

/** True when `value` is one of the seven internal language codes. */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === "string" && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The registry entry of a language code. */
export function getLocale(code: LocaleCode): Locale {
  const locale = LOCALES.find((entry) => entry.code === code);
  if (!locale) throw new Error(`Unknown locale code: ${code}`);
  return locale;
}
