/**
 * Precompiled messages (FormatJS's `compile --ast`): each ICU string of a language's catalog
 * parsed into the AST react-intl formats directly, so the site's pages ship neither the ICU parser
 * nor the other six languages. The site's build makes one module per language from this
 * (packages/site/vite/compiled-messages.ts); Storybook keeps the source strings of every language.
 */
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { getLocale, type LocaleCode } from "./locales.ts";
import { messagesFor, type MessageCatalog, type MessageId } from "./messages.ts";

/** A language's messages, every id parsed: what `IntlProvider` accepts as `messages`. */
export type CompiledCatalog = Readonly<Record<MessageId, MessageFormatElement[]>>;

/** Some of a language's messages, parsed: what one island of the site can show. */
export type CompiledMessages = Readonly<Partial<Record<MessageId, MessageFormatElement[]>>>;

/**
 * The language's messages (its own over the English fallback, as `messagesFor`) parsed exactly as
 * react-intl would parse them at run time: skeletons parsed, the language's own locale for `j`
 * hour patterns, no source locations.
 */
export function compiledMessagesFor(code: LocaleCode): CompiledCatalog {
  return compileCatalog(messagesFor(code), code);
}

/** Parses every message of a complete catalog in the given language. */
export function compileCatalog(messages: MessageCatalog, code: LocaleCode): CompiledCatalog {
  const locale = new Intl.Locale(getLocale(code).tag);
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, parse(message, { locale })]),
  ) as CompiledCatalog;
}
