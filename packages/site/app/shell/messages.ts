import type { CompiledCatalog } from "@studio/content/compile";
import type { LocaleCode } from "@studio/content";
import { untilLoaded } from "./island-events.ts";

/** One chunk per language (packages/site/vite/compiled-messages.ts): a page loads only its own. */
const LOADERS: { readonly [K in LocaleCode]: () => Promise<{ default: CompiledCatalog }> } = {
  en: () => import("virtual:messages/en"),
  de: () => import("virtual:messages/de"),
  lt: () => import("virtual:messages/lt"),
  ru: () => import("virtual:messages/ru"),
  po: () => import("virtual:messages/po"),
  fr: () => import("virtual:messages/fr"),
  sp: () => import("virtual:messages/sp"),
};

const loading = new Map<LocaleCode, Promise<CompiledCatalog>>();

/**
 * The precompiled messages of a language, loaded once: the same promise every time, so React's
 * `use()` suspends only until the first load (hydration keeps the prerendered HTML meanwhile, also
 * while a failed load waits to be tried again; a language switch keeps the old page until the new
 * language has arrived).
 */
export function messagesOf(locale: LocaleCode): Promise<CompiledCatalog> {
  let messages = loading.get(locale);
  if (!messages) {
    // Never rejects: a failed load is tried again when the island directive tries again.
    messages = untilLoaded(LOADERS[locale]).then((module) => module.default);
    loading.set(locale, messages);
  }
  return messages;
}
