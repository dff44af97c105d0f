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

/** One of the seven internal language codes (`po` is Portuguese, `sp` Spanish). */
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** ISO 3166-1 alpha-2 codes of the flags the registry uses. */
export type FlagCode = "GB" | "DE" | "LT" | "RU" | "PT" | "FR" | "ES";

/** A registry entry: everything the site needs to know about one interface language. */
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

/** The default and fallback language (docs/product.md#13-languages). */
export const DEFAULT_LOCALE: LocaleCode = "en";

/** The seven languages in the switcher's order. */
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

/** The language whose URL prefix is `prefix` (e.g. "/gr"); the default language has none. */
function localeWithPrefix(prefix: string): Locale | undefined {
  return LOCALES.find((entry) => entry.pathPrefix !== "" && entry.pathPrefix === prefix);
}

/** Splits a path into its pathname and the query string and hash that follow it. */
function splitPath(path: string): { pathname: string; rest: string } {
  const end = path.search(/[?#]/);
  return end === -1 ? { pathname: path, rest: "" } : { pathname: path.slice(0, end), rest: path.slice(end) };
}

/**
 * The language a site path belongs to, read from its first segment: `/gr/learn` is German,
 * `/lt` Lithuanian, `/learn` and `/grocery` English (prefixes match whole segments only).
 */
export function localeFromPath(path: string): LocaleCode {
  const { pathname } = splitPath(path);
  const firstSegment = `/${pathname.split("/")[1] ?? ""}`;
  return localeWithPrefix(firstSegment)?.code ?? DEFAULT_LOCALE;
}

/**
 * A path without its language prefix: `/gr/english/meatdelivery` → `/english/meatdelivery`,
 * `/fr` → `/`. Query string and hash are kept.
 */
export function unlocalizedPath(path: string): string {
  const { pathname, rest } = splitPath(path);
  const prefix = getLocale(localeFromPath(pathname)).pathPrefix;
  const bare = prefix ? pathname.slice(prefix.length) : pathname;
  return `${bare.startsWith("/") ? bare : `/${bare}`}${rest}`;
}

/**
 * The same page in another language: the language prefix of `path` (if any) is replaced by
 * `code`'s. `localizedPath("/learn", "de")` → `/gr/learn`; `localizedPath("/", "fr")` → `/fr`;
 * `localizedPath("/sp/learn", "en")` → `/learn`. Query string and hash are kept.
 */
export function localizedPath(path: string, code: LocaleCode): string {
  const bare = unlocalizedPath(path);
  const prefix = getLocale(code).pathPrefix;
  if (!prefix) return bare;
  const { pathname, rest } = splitPath(bare);
  return `${prefix}${pathname === "/" ? "" : pathname}${rest}`;
}
