import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { DEFAULT_LOCALE, getLocale, type LocaleCode, type MessageCatalog, type MessageId } from "@studio/content";
import type { CompiledCatalog } from "@studio/content/compile";

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
   * The language's complete catalog: ICU strings (`messagesFor(locale)` from @studio/content, as
   * Storybook and tests pass; or the pseudo-locale's) or the same precompiled (`CompiledCatalog`,
   * as the site passes, one language per page). Passed in, never imported here, so a page's bundle
   * holds only the catalog it uses.
   */
  messages: MessageCatalog | CompiledCatalog;
  /** BCP-47 tag for Intl formatting when it differs from the language's own (pseudo: `en-XA`). */
  tag?: string;
  children: ReactNode;
}

/** Provides the messages and Intl formatting of one interface language to everything inside. */
export function SiteIntlProvider({ locale, messages, tag, children }: SiteIntlProviderProps) {
  return (
    <IntlProvider
      locale={tag ?? getLocale(locale).tag}
      defaultLocale={getLocale(DEFAULT_LOCALE).tag}
      messages={messages}
    >
      {children}
    </IntlProvider>
  );
}
