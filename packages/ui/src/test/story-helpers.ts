import { DEFAULT_LOCALE, getLocale, isLocaleCode, messagesFor, type Locale, type MessageId } from "@studio/content";
import { IntlMessageFormat } from "intl-messageformat";

/** The registry entry of the language a story runs in (the `locale` global). */
export function storyLocale(globals: Record<string, unknown>): Locale {
  return getLocale(isLocaleCode(globals.locale) ? globals.locale : DEFAULT_LOCALE);
}

/** A message of the story's language, formatted, to assert what the visitor reads. */
export function storyMessage(
  globals: Record<string, unknown>,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  const locale = storyLocale(globals);
  return String(new IntlMessageFormat(messagesFor(locale.code)[id], locale.tag).format(values));
}
