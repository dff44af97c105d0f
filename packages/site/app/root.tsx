import { use, type ReactNode } from "react";
import { preload, preloadModule } from "react-dom";
import messageChunks from "virtual:messages-preload";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import interCyrillic from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url";
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { getLocale, localizedPath, type LocaleCode } from "@studio/content";
import { Footer, SiteIntlProvider, ToastProvider, TopNav, WhatsAppButton } from "@studio/ui";
import { siteConfig } from "./lib/config.ts";
import { pageLocaleOf } from "./lib/page-language.ts";
import { AnalyticsProvider } from "./shell/analytics.tsx";
import { api } from "./shell/api.ts";
import { LanguageProvider, useLanguage } from "./shell/language.tsx";
import { messagesOf } from "./shell/messages.ts";
import { CONTACT_SECTION_ID } from "./shell/section-ids.ts";
import { StartupChecks } from "./shell/startup.tsx";
import { useLinkNavigation } from "./shell/use-link-navigation.ts";
import { useVisitRegistration } from "./shell/use-visit-registration.ts";
import "./app.css";

/**
 * The font files a language's pages need first (Latin always; Lithuanian letters and the rupee
 * sign are in Latin Extended; Russian in Cyrillic), preloaded so the text does not reflow when the
 * web font replaces the fallback.
 */
const FONT_FILES: { readonly [K in LocaleCode]: readonly string[] } = {
  en: [interLatin],
  de: [interLatin],
  lt: [interLatin, interLatinExt],
  ru: [interLatin, interCyrillic],
  po: [interLatin],
  fr: [interLatin],
  sp: [interLatin],
};

const MAIN_CONTENT_ID = "main-content";

/** The company mark as the tab icon (packages/site/public; BrandLogo's tile in SVG). */
export const links = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LanguageProvider pageLocale={pageLocaleOf(pathname)}>
      <Document>{children}</Document>
    </LanguageProvider>
  );
}

function Document({ children }: { children: ReactNode }) {
  const { locale } = useLanguage();
  for (const file of FONT_FILES[locale]) preload(file, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  // The language's messages load with the page's code, not after it (prerendered pages only).
  const messagesChunk = messageChunks[locale];
  if (messagesChunk) preloadModule(messagesChunk, { as: "script" });
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
  useLinkNavigation();
  // Only this language's messages, precompiled (suspends until its chunk has loaded).
  const messages = use(messagesOf(locale));
  const homeHref = localizedPath("/", locale);
  return (
    <SiteIntlProvider locale={locale} messages={messages}>
      <AnalyticsProvider>
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
          <StartupChecks pageLocale={locale} />
        </ToastProvider>
      </AnalyticsProvider>
    </SiteIntlProvider>
  );
}
