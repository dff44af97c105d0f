/** The per-language precompiled catalogs of packages/site/vite/compiled-messages.ts. */
declare module "virtual:messages/*" {
  import type { CompiledCatalog } from "@studio/content/compile";
  const messages: CompiledCatalog;
  export default messages;
}

/** The client build's chunk of each language (prerendering only; empty in the browser and dev). */
declare module "virtual:messages-preload" {
  import type { LocaleCode } from "@studio/content";
  const urls: Readonly<Partial<Record<LocaleCode, string>>>;
  export default urls;
}
