import type { LocaleCode } from "@studio/content";
import type { CompiledMessages } from "@studio/content/compile";
import { untilLoaded } from "./island-events.ts";

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
 * meanwhile, also while a failed load waits to be tried again).
 */
export function messagesOf(island: IslandMessages, locale: LocaleCode): Promise<CompiledMessages> {
  let languages = loading.get(island);
  if (!languages) loading.set(island, (languages = new Map()));
  let messages = languages.get(locale);
  if (!messages) {
    // Never rejects: a failed load is tried again when the island directive tries again.
    messages = untilLoaded(island[locale]).then((module) => module.default);
    languages.set(locale, messages);
  }
  return messages;
}
