/**
 * What the docs pages say about the site's data — how many languages and which, their labels, how
 * much longer translations run, the widths where layouts change, the timers, the longest text a
 * part holds — computed from that data (the locale registry, the catalogs, the constants, the
 * design tokens), so a page cannot say what the data no longer says. The pages write these in
 * their sentences (`{LANGUAGE_COUNT} languages`); docs/docs-data.test.ts fails on a page that
 * types such a fact instead.
 */
import { createIntl } from "react-intl";
import {
  LANDING_PAGES,
  LOCALES,
  NAV_COPY,
  PROMO_PAGES,
  getLocale,
  messagesFor,
  resolvePromoPage,
  type LocaleCode,
  type MessageId,
} from "@studio/content";
import { PSEUDO_LOCALE, pseudoMessages } from "@studio/content/pseudo";
import { resolvedCss, token } from "../tokens/foundations/tokens.ts";

const NUMBER_WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
] as const;

/** A count as the pages write it in a sentence: a word up to fifteen ("seven"), digits above. */
export function countWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** A list in an English sentence: "a, b and c" (or "a, b or c"). */
export function inWords(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  const type = conjunction === "and" ? "conjunction" : "disjunction";
  return new Intl.ListFormat("en-GB", { style: "long", type }).format(items);
}

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

/** A site language's English name ("German"; the pseudo-locale is "Pseudo"). */
export function languageName(code: LocaleCode | typeof PSEUDO_LOCALE): string {
  return code === PSEUDO_LOCALE ? "Pseudo" : (LANGUAGE_NAMES.of(getLocale(code).tag) ?? code);
}

const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's English name from its ISO code ("United Kingdom" for GB). */
export const countryName = (code: string) => REGION_NAMES.of(code) ?? code;

/** How many languages the site has, in words ("seven"). */
export const LANGUAGE_COUNT = countWord(LOCALES.length);

/** The site's languages by their English names, in the switcher's order ("English, German, … and Spanish"). */
export const LANGUAGE_NAMES_IN_WORDS = inWords(LOCALES.map(({ code }) => languageName(code)));

/** The three-letter labels of the language switcher, in its order ("ENG, GER, …"). */
export const LOCALE_LABELS = LOCALES.map(({ label }) => label).join(", ");

/** Each language's own name (endonym), as the switcher lists them. */
export const LOCALE_NAMES = LOCALES.map(({ name }) => name);

/** The longest of the languages' own names (what the switcher's list must fit). */
export const LONGEST_LOCALE_NAME = LOCALE_NAMES.reduce((longest, name) =>
  name.length > longest.length ? name : longest,
);

/** A language's catalog as plain strings, the pseudo-locale included. */
function catalogOf(code: LocaleCode | typeof PSEUDO_LOCALE): Readonly<Record<string, string>> {
  return (code === PSEUDO_LOCALE ? pseudoMessages() : messagesFor(code)) as Readonly<Record<string, string>>;
}

const ENGLISH = catalogOf("en");

/** Texts long enough for their length to say something (a word of three letters tells nothing). */
const MEASURED_IDS = Object.keys(ENGLISH).filter((id) => ENGLISH[id]!.length >= 10);

/**
 * How much longer a language's texts run than English, in whole per cent: the mean, over every
 * message of at least ten characters in English, of its length there over its English length.
 */
export function textGrowth(code: LocaleCode | typeof PSEUDO_LOCALE): number {
  const catalog = catalogOf(code);
  const ratio =
    MEASURED_IDS.reduce((sum, id) => sum + (catalog[id] ?? ENGLISH[id]!).length / ENGLISH[id]!.length, 0) /
    MEASURED_IDS.length;
  return Math.round((ratio - 1) * 100);
}

/** The site's languages other than English, the longest-running first. */
export const LONGEST_RUNNING = LOCALES.filter(({ code }) => code !== "en")
  .map(({ code }) => ({ code, name: languageName(code), growth: textGrowth(code) }))
  .sort((a, b) => b.growth - a.growth);

/** How much longer text runs in a language, as a page writes it ("26 % longer"). */
export const longerBy = (code: LocaleCode | typeof PSEUDO_LOCALE) => `${textGrowth(code)} % longer`;

/**
 * The sentence the components' pages use about translated text, from the catalogs: "Translations
 * run up to 26 % longer than English on average (French; Russian 14 %)". Russian is named because
 * its Cyrillic letters are wider as well.
 */
export const TRANSLATIONS_RUN_LONGER = `Translations run up to ${LONGEST_RUNNING[0]!.growth} % longer than English on average (${LONGEST_RUNNING[0]!.name}; Russian ${textGrowth("ru")} %)`;

/** Each language's longest word in the catalogs, and the language whose longest word is longest. */
export const LONGEST_WORD = (() => {
  const words = LOCALES.map(({ code }) => ({
    code,
    name: languageName(code),
    word: Object.values(catalogOf(code))
      .flatMap((text) => text.replace(/\{[^{}]*\}/g, " ").split(/[^\p{L}]+/u))
      .reduce((longest, word) => (word.length > longest.length ? word : longest), ""),
  }));
  return words.reduce((longest, entry) => (entry.word.length > longest.word.length ? entry : longest));
})();

/**
 * The letters a language's text uses beyond A–Z, lower case, in alphabetical order ("ąčęėįšųūž"
 * for Lithuanian): what its font subset must draw.
 */
export function lettersBeyondLatin(code: LocaleCode): string {
  const letters = new Set(
    [...Object.values(catalogOf(code)).join("").toLowerCase()].filter(
      (letter) => /\p{L}/u.test(letter) && !/[a-z]/.test(letter),
    ),
  );
  return [...letters].sort((a, b) => a.localeCompare(b, getLocale(code).tag)).join("");
}

/** A message's English text as a visitor reads it (its placeholders filled in with `values`). */
export function english(id: MessageId, values?: Record<string, string | number>): string {
  return inLanguage("en", id, values);
}

/** A message as a visitor reads it in a language. */
export function inLanguage(code: LocaleCode, id: MessageId, values?: Record<string, string | number>): string {
  const intl = createIntl({ locale: getLocale(code).tag, messages: messagesFor(code) });
  return intl.formatMessage({ id }, values);
}

/**
 * "about N characters": the longest of the texts a part holds today, rounded up to the next ten —
 * what its layout is checked with in every story.
 */
export function longestText(texts: readonly string[]): string {
  if (texts.length === 0) throw new Error("longestText: no texts to measure");
  const longest = Math.max(...texts.map((text) => text.length));
  return `about ${Math.ceil(longest / 10) * 10} characters`;
}

/** The longest English text of these messages (see `longestText`). */
export const longestMessage = (ids: readonly MessageId[]) => longestText(ids.map((id) => english(id)));

/** A width in pixels as the pages write it: "768 px". */
export const px = (pixels: number) => `${pixels} px`;

/** The browser's root font size, which a `rem` token is counted in. */
const ROOT_FONT_PX = 16;

/** The breakpoints of the design tokens in pixels: where a `sm:`, `md:`, `lg:` or `xl:` layout starts. */
export const BREAKPOINT_PX = Object.fromEntries(
  (["sm", "md", "lg", "xl"] as const).map((name) => [
    name,
    Number.parseFloat(resolvedCss(token("breakpoint", name))) * ROOT_FONT_PX,
  ]),
) as Readonly<Record<"sm" | "md" | "lg" | "xl", number>>;

/** The breakpoints as the pages write them ("768 px"). */
export const BREAKPOINT = Object.fromEntries(
  Object.entries(BREAKPOINT_PX).map(([name, pixels]) => [name, px(pixels)]),
) as Readonly<Record<keyof typeof BREAKPOINT_PX, string>>;

/** A duration in milliseconds as the pages write it: "4 seconds" (or "4 s"). */
export function seconds(milliseconds: number, short = false): string {
  const value = milliseconds / 1000;
  return short ? `${value} s` : `${value} ${value === 1 ? "second" : "seconds"}`;
}

/** A screen reader's position in a list ("2 of 7"). */
export const positionOf = (position: number, total: number) => `${position} of ${total}`;

/** The language switcher's spoken name in English ("ENG: English. Change language"). */
export const LANGUAGE_BUTTON_NAME = english(NAV_COPY.languageTriggerId, {
  label: getLocale("en").label,
  language: getLocale("en").name,
});

/** Every landing page and every promo page, with its copy (the sections of the landing group show them). */
export const LANDING_AND_PROMO_PAGES = [...Object.values(LANDING_PAGES), ...PROMO_PAGES.map(resolvePromoPage)];
