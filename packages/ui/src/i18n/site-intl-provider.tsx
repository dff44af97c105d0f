import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { DEFAULT_LOCALE, getLocale, type LocaleCode, type MessageCatalog, type MessageId } from "@studio/content";
import type { CompiledCatalog, CompiledMessages } from "@studio/content/compile";

declare global {
  // Typed message ids: `formatMessage({ id })` only accepts ids of the content catalogs.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export interface SiteIntlProviderProps {
  /** Interface language: Intl formatting (dates, numbers, plurals) follows it. */
  locale: LocaleCode;
  /**
   * The language's messages: the complete catalog as ICU strings (`messagesFor(locale)` from
   * @studio/content, as Storybook and tests pass; or the pseudo-locale's), or precompiled
   * (`CompiledMessages`, as the site passes: the part of one language's catalog that an island
   * can show). Passed in, never imported here, so a page's bundle holds only the messages it uses.
   */
  messages: MessageCatalog | CompiledMessages;
  /** BCP-47 tag for Intl formatting when it differs from the language's own (pseudo: `en-XA`). */
  tag?: string;
  /** The part of the page that speaks this language. */
  children: ReactNode;
}

/** Provides the messages and Intl formatting of one interface language to everything inside. */
export function SiteIntlProvider({ locale, messages, tag, children }: SiteIntlProviderProps) {
  return (
    <IntlProvider
      locale={tag ?? getLocale(locale).tag}
      defaultLocale={getLocale(DEFAULT_LOCALE).tag}
      // react-intl's type wants every id; a part of the catalog is enough, as only the section's own are formatted.
      messages={messages as MessageCatalog | CompiledCatalog}
    >
      {children}
    </IntlProvider>
  );
}
