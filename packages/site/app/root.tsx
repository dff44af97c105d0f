import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { DEFAULT_LOCALE, getLocale } from "@studio/content";
import { SiteHeader, SiteIntlProvider } from "@studio/ui";
import { api } from "./shell/api.ts";
import { LanguageProvider, useLanguage } from "./shell/language.tsx";
import { useVisitRegistration } from "./shell/use-visit-registration.ts";
import "./app.css";

const MAIN_CONTENT_ID = "main-content";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider pageLocale={DEFAULT_LOCALE}>
      <Document>{children}</Document>
    </LanguageProvider>
  );
}

function Document({ children }: { children: ReactNode }) {
  const { locale } = useLanguage();
  return (
    <html lang={getLocale(locale).tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-surface">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { locale, chooseLanguage } = useLanguage();
  useVisitRegistration(api);
  return (
    <SiteIntlProvider locale={locale}>
      <SiteHeader locale={locale} onLocaleChange={chooseLanguage} homeHref="/" mainContentId={MAIN_CONTENT_ID} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
    </SiteIntlProvider>
  );
}
