import { DEFAULT_LOCALE, getLocale, isLocaleCode, messagesFor, type Locale, type MessageId } from "@studio/content";
import { PSEUDO_LOCALE, PSEUDO_TAG, pseudoMessages } from "@studio/content/pseudo";
import { IntlMessageFormat } from "intl-messageformat";

/**
 * The registry entry of the language a story runs in (the `locale` global). The pseudo-locale
 * is generated from English, so it reports English here (flags, labels, `lang` attributes).
 */
export function storyLocale(globals: Record<string, unknown>): Locale {
  return getLocale(isLocaleCode(globals.locale) ? globals.locale : DEFAULT_LOCALE);
}

/** True when the toolbar shows the pseudo-locale. */
export function isPseudoStory(globals: Record<string, unknown>): boolean {
  return globals.locale === PSEUDO_LOCALE;
}

/**
 * A message of the story's language, formatted, to assert what the visitor reads. In the
 * pseudo-locale it is the pseudo text the story renders, so play functions pass there too.
 * White space is collapsed to plain spaces (French no-break spaces included), as Testing Library
 * and jest-dom collapse the text they read from the page.
 */
export function storyMessage(
  globals: Record<string, unknown>,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  const [message, tag] = isPseudoStory(globals)
    ? [pseudoMessages()[id], PSEUDO_TAG]
    : [messagesFor(storyLocale(globals).code)[id], storyLocale(globals).tag];
  return String(new IntlMessageFormat(message, tag).format(values)).replace(/\s+/g, " ");
}

/**
 * A Testing Library name matcher that compares with white space collapsed: accessible names keep
 * no-break spaces (French punctuation) that `storyMessage` has already collapsed.
 */
export function sameText(expected: string): (name: string) => boolean {
  return (name) => name.replace(/\s+/g, " ").trim() === expected;
}

/** An element's text with white space collapsed, to compare with `storyMessage`. */
export function readText(element: Element | null | undefined): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}
