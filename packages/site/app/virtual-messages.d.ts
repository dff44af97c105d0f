/** A language's whole precompiled catalog (packages/site/vite/compiled-messages.ts); the prerender reads these. */
declare module "virtual:messages/*" {
  import type { CompiledCatalog } from "@studio/content/compile";
  const messages: CompiledCatalog;
  export default messages;
}

/** The importing island's own messages, per language (packages/site/vite/compiled-messages.ts). */
declare module "virtual:island-messages" {
  import type { LocaleCode } from "@studio/content";
  import type { CompiledMessages } from "@studio/content/compile";
  const messages: { readonly [K in LocaleCode]: () => Promise<{ default: CompiledMessages }> };
  export default messages;
}
