/** The per-language precompiled catalogs of packages/site/vite/compiled-messages.ts. */
declare module "virtual:messages/*" {
  import type { CompiledCatalog } from "@studio/content/compile";
  const messages: CompiledCatalog;
  export default messages;
}
