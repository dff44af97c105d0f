import { use, useEffect, type ReactNode } from "react";
import type { LocaleCode } from "@studio/content";
import type { CompiledCatalog } from "@studio/content/compile";
import { SiteIntlProvider } from "@studio/ui";
import { ISLAND_HYDRATED_EVENT } from "./island-events.ts";
import { messagesOf } from "./messages.ts";

/**
 * Catalogs handed over by the prerender (app/layouts/page.astro registers every language before
 * rendering), so server rendering never waits; empty in the browser, where each island loads its
 * page's language once (`messagesOf`, one chunk per language shared by all islands of the page).
 */
const prerenderCatalogs = new Map<LocaleCode, CompiledCatalog>();

/** Called while prerendering: the catalogs the islands render with. */
export function registerPrerenderCatalogs(catalogs: ReadonlyMap<LocaleCode, CompiledCatalog>): void {
  for (const [locale, catalog] of catalogs) prerenderCatalogs.set(locale, catalog);
}

/**
 * The root of every island and every prerendered section: the page's language (messages and Intl
 * formatting). In the browser it suspends until the language's chunk has arrived; hydration keeps
 * the prerendered HTML meanwhile.
 */
export function LanguageRoot({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  const messages = prerenderCatalogs.get(locale) ?? use(messagesOf(locale));
  useEffect(() => {
    document.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
  }, []);
  return (
    <SiteIntlProvider locale={locale} messages={messages}>
      {children}
    </SiteIntlProvider>
  );
}
