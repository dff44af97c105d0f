import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import {
  DEFAULT_LOCALE,
  getLocale,
  messagesFor,
  type LocaleCode,
  type MessageCatalog,
  type MessageId,
} from "@studio/content";

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
  /** Interface language; its catalog (over the English fallback) is used for every message. */
  locale: LocaleCode;
  /**
   * Replaces the language's messages with a complete catalog of the same ids — Storybook's
   * pseudo-locale (`@studio/content/pseudo`). The site never sets it.
   */
  messages?: MessageCatalog;
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
      messages={messages ?? messagesFor(locale)}
    >
      {children}
    </IntlProvider>
  );
}
