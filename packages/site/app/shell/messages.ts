import type { LocaleCode } from "@studio/content";
import type { CompiledMessages } from "@studio/content/compile";

/**
 * An island's messages, one chunk per language (`virtual:island-messages`, see
 * packages/site/vite/compiled-messages.ts): a page loads its own language only, and each island
 * only the messages it can show.
 */
export type IslandMessages = { readonly [K in LocaleCode]: () => Promise<{ default: CompiledMessages }> };

const loading = new WeakMap<IslandMessages, Map<LocaleCode, Promise<CompiledMessages>>>();

/**
 * An island's precompiled messages in a language, loaded once: the same promise every time, so
 * React's `use()` suspends only until the first load (hydration keeps the prerendered HTML
 * meanwhile).
 */
export function messagesOf(island: IslandMessages, locale: LocaleCode): Promise<CompiledMessages> {
  let languages = loading.get(island);
  if (!languages) loading.set(island, (languages = new Map()));
  let messages = languages.get(locale);
  if (!messages) {
    messages = island[locale]().then(
      (module) => module.default,
      (error: unknown) => {
        languages.delete(locale); // a later render tries again
        throw error;
      },
    );
    languages.set(locale, messages);
  }
  return messages;
}
