import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { DEFAULT_LOCALE, getLocale, messagesFor, type LocaleCode, type MessageId } from "@studio/content";

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
  children: ReactNode;
}

/** Provides the messages and Intl formatting of one interface language to everything inside. */
export function SiteIntlProvider({ locale, children }: SiteIntlProviderProps) {
  return (
    <IntlProvider
      locale={getLocale(locale).tag}
      defaultLocale={getLocale(DEFAULT_LOCALE).tag}
      messages={messagesFor(locale)}
    >
      {children}
    </IntlProvider>
  );
}
