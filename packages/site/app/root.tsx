import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { getLocale, localeFromPath, localizedPath } from "@studio/content";
import { Footer, SiteIntlProvider, ToastProvider, TopNav, WhatsAppButton } from "@studio/ui";
import { siteConfig } from "./lib/config.ts";
import { api } from "./shell/api.ts";
import { LanguageProvider, useLanguage } from "./shell/language.tsx";
import { useVisitRegistration } from "./shell/use-visit-registration.ts";
import "./app.css";

const MAIN_CONTENT_ID = "main-content";

/** Id of the home page's contact section, the target of the navigation's contact link. */
export const CONTACT_SECTION_ID = "contact";

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LanguageProvider pageLocale={localeFromPath(pathname)}>
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
  const homeHref = localizedPath("/", locale);
  return (
    <SiteIntlProvider locale={locale}>
      <ToastProvider>
        <TopNav
          locale={locale}
          onLocaleChange={chooseLanguage}
          homeHref={homeHref}
          contactHref={`${homeHref}#${CONTACT_SECTION_ID}`}
          mainContentId={MAIN_CONTENT_ID}
        />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
        <Footer
          locale={locale}
          addresses={{ registered: [siteConfig.offices.registered], branch: [siteConfig.offices.branch] }}
          supportEmail={siteConfig.supportEmail}
          companyName={siteConfig.companyName}
        />
        <WhatsAppButton phoneNumber={siteConfig.whatsappNumber} />
      </ToastProvider>
    </SiteIntlProvider>
  );
}
