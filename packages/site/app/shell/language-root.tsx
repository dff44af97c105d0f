import { use, type ReactNode } from "react";
import type { LocaleCode } from "@studio/content";
import type { CompiledCatalog, CompiledMessages } from "@studio/content/compile";
import { SiteIntlProvider } from "@studio/ui";
import { HydrationSignal } from "./hydration-signal.tsx";
import { messagesOf, type IslandMessages } from "./messages.ts";

/**
 * Catalogs handed over by the prerender (app/layouts/page.astro registers every language before
 * rendering), so server rendering never waits; empty in the browser, where each island loads its
 * own messages in the page's language once (`messagesOf`).
 */
const prerenderCatalogs = new Map<LocaleCode, CompiledCatalog>();

/** Called while prerendering: the catalogs the islands render with. */
export function registerPrerenderCatalogs(catalogs: ReadonlyMap<LocaleCode, CompiledCatalog>): void {
  for (const [locale, catalog] of catalogs) prerenderCatalogs.set(locale, catalog);
}

function browserMessages(locale: LocaleCode, messages: IslandMessages | undefined): Promise<CompiledMessages> {
  if (!messages) throw new Error("A section without its messages (`virtual:island-messages`) ran in the browser");
  return messagesOf(messages, locale);
}

/**
 * The root of every island and every prerendered section: the page's language (messages and Intl
 * formatting). In the browser it suspends until the island's messages in that language have
 * arrived (`messages`: the island module's `virtual:island-messages`); hydration keeps the
 * prerendered HTML meanwhile. An island (one with `messages`) ends with its `HydrationSignal`.
 * Sections that are only prerendered need no `messages` and never hydrate.
 */
export function LanguageRoot({
  locale,
  messages,
  children,
}: {
  locale: LocaleCode;
  /** The island's own messages, per language (its module's `virtual:island-messages`). */
  messages?: IslandMessages | undefined;
  children: ReactNode;
}) {
  const catalog = prerenderCatalogs.get(locale) ?? use(browserMessages(locale, messages));
  return (
    <SiteIntlProvider locale={locale} messages={catalog}>
      {children}
      {messages && <HydrationSignal />}
    </SiteIntlProvider>
  );
}
