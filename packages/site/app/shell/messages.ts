import type { CompiledCatalog } from "@studio/content/compile";
import type { LocaleCode } from "@studio/content";

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
 * `use()` suspends only until the first load (hydration keeps the prerendered HTML meanwhile; a
 * language switch keeps the old page until the new language has arrived).
 */
export function messagesOf(locale: LocaleCode): Promise<CompiledCatalog> {
  let messages = loading.get(locale);
  if (!messages) {
    messages = LOADERS[locale]().then(
      (module) => module.default,
      (error: unknown) => {
        loading.delete(locale); // a later render tries again
        throw error;
      },
    );
    loading.set(locale, messages);
  }
  return messages;
}
